import { describe, expect, test, vi } from 'vitest';
import type { SearchResults } from './pagefind.ts';
import { createSearch } from './search-client.ts';
import type { SearchReply, SearchRequest } from './search-worker.ts';

/** A worker that keeps what it is sent and answers when the test says. */
class FakeWorker extends EventTarget {
  sent: SearchRequest[] = [];
  terminated = false;
  postMessage(message: SearchRequest) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer(reply: SearchReply) {
    this.dispatchEvent(new MessageEvent('message', { data: reply }));
  }
  fail() {
    this.dispatchEvent(new Event('error'));
  }
}

const found = (query: string, total = 1): SearchResults => ({
  query,
  total,
  results: [{ url: `/blog/${query}/`, title: query, excerpt: query, section: 'Blog' }],
});

function setup() {
  const worker = new FakeWorker();
  const startWorker = vi.fn(() => worker as unknown as Worker);
  const searchHere = vi.fn(async (query: string) => found(query, 99));
  const preloadHere = vi.fn(async () => {});
  const { search, preload } = createSearch(startWorker, {
    search: searchHere,
    preload: preloadHere,
  });
  return { worker, startWorker, searchHere, preloadHere, search, preload };
}

describe('createSearch', () => {
  test('given a query while another runs, should send it once the first is answered', async () => {
    const { worker, startWorker, searchHere, search } = setup();
    const first = search('inbox', 8);
    const second = search('chat', 20);
    expect(worker.sent).toEqual([{ type: 'search', id: 0, query: 'inbox', limit: 8 }]);
    worker.answer({ id: 0, results: found('inbox', 3) });
    await expect(first).resolves.toEqual(found('inbox', 3));
    expect(worker.sent.at(-1)).toEqual({ type: 'search', id: 1, query: 'chat', limit: 20 });
    worker.answer({ id: 1, results: found('chat') });
    await expect(second).resolves.toEqual(found('chat'));
    expect(startWorker).toHaveBeenCalledTimes(1);
    expect(searchHere).not.toHaveBeenCalled();
  });

  test('given queries typed while one runs, should run only the last and answer the others null', async () => {
    const { worker, search } = setup();
    const running = search('c');
    const replaced = search('cu');
    const last = search('cus');
    await expect(replaced).resolves.toBeNull();
    worker.answer({ id: 0, results: found('c') });
    await expect(running).resolves.toEqual(found('c'));
    worker.answer({ id: 1, results: found('cus') });
    await expect(last).resolves.toEqual(found('cus'));
    expect(worker.sent.map((request) => request.query)).toEqual(['c', 'cus']);
  });

  test('given a preload, should start the worker and pass it on at once, even while a search runs', () => {
    const { worker, startWorker, search, preload } = setup();
    preload('');
    expect(startWorker).toHaveBeenCalledTimes(1);
    void search('cus');
    preload('cust');
    expect(worker.sent).toEqual([
      { type: 'preload', query: '' },
      { type: 'search', id: 0, query: 'cus', limit: 8 },
      { type: 'preload', query: 'cust' },
    ]);
  });

  test('given an answer to no query under way, should ignore it', async () => {
    const { worker, search } = setup();
    const pending = search('inbox');
    worker.answer({ id: 7, results: found('other') });
    worker.answer({ id: 0, results: found('inbox') });
    await expect(pending).resolves.toEqual(found('inbox'));
  });

  test('given a search that failed in the worker, should reject with its message', async () => {
    const { worker, search } = setup();
    const pending = search('inbox');
    const next = search('chat');
    worker.answer({ id: 0, error: 'Failed to fetch dynamically imported module' });
    await expect(pending).rejects.toThrow('Failed to fetch dynamically imported module');
    // The next query is still asked.
    worker.answer({ id: 1, results: found('chat') });
    await expect(next).resolves.toEqual(found('chat'));
  });

  test('given a worker whose script does not load, should search in the page instead, now and after', async () => {
    const { worker, startWorker, searchHere, search } = setup();
    const sent = search('inbox', 8);
    const waiting = search('chat', 8);
    worker.fail();
    await expect(sent).resolves.toEqual(found('inbox', 99));
    await expect(waiting).resolves.toEqual(found('chat', 99));
    expect(worker.terminated).toBe(true);
    await expect(search('queue', 20)).resolves.toEqual(found('queue', 99));
    expect(searchHere.mock.calls).toEqual([
      ['inbox', 8],
      ['chat', 8],
      ['queue', 20],
    ]);
    expect(startWorker).toHaveBeenCalledTimes(1);
  });

  test('given no worker can be started, should search in the page', async () => {
    const searchHere = vi.fn(async (query: string) => found(query));
    const preloadHere = vi.fn(async () => {});
    const { search, preload } = createSearch(
      () => {
        throw new Error('Worker is not defined');
      },
      { search: searchHere, preload: preloadHere },
    );
    preload('inb');
    expect(preloadHere).toHaveBeenCalledWith('inb');
    await expect(search('inbox', 8)).resolves.toEqual(found('inbox'));
    expect(searchHere).toHaveBeenCalledWith('inbox', 8);
  });

  test('given an empty query, should answer nothing without starting a worker', async () => {
    const { startWorker, search } = setup();
    await expect(search('')).resolves.toEqual({ query: '', total: 0, results: [] });
    expect(startWorker).not.toHaveBeenCalled();
  });
});
