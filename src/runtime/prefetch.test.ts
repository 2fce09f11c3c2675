import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PREFETCH_BATCH_INTERVAL_MS,
  PREFETCH_BATCH_SIZE,
  PREFETCH_START_DELAY_MS,
  prefetchAllowed,
  PrefetchScheduler,
} from './prefetch.ts';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

describe('prefetchAllowed', () => {
  it('given a normal browser on 4g, should allow prefetching', () => {
    expect(prefetchAllowed(CHROME, { effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed(CHROME, undefined)).toBe(true);
  });

  it.each(['2g', 'slow-2g'])(
    'given an effective connection of %s, should not prefetch',
    (effectiveType) => {
      expect(prefetchAllowed(CHROME, { effectiveType })).toBe(false);
    },
  );

  it('given Save-Data, should not prefetch', () => {
    expect(prefetchAllowed(CHROME, { effectiveType: '4g', saveData: true })).toBe(false);
  });

  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'facebookexternalhit/1.1',
    'Mozilla/5.0 (compatible; YandexBot/3.0)',
    'Slackbot-LinkExpanding 1.0',
  ])('given the bot user agent %s, should not prefetch', (agent) => {
    expect(prefetchAllowed(agent, undefined)).toBe(false);
  });

  it('given headless Chrome (not a bot), should allow prefetching', () => {
    expect(prefetchAllowed(CHROME.replace('Chrome/', 'HeadlessChrome/'), undefined)).toBe(true);
  });
});

describe('PrefetchScheduler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    const order: string[] = [];
    const target = {
      prefetchData: vi.fn(async (path: string) => {
        order.push(`data ${path}`);
        return !path.includes('missing');
      }),
      prefetchCode: vi.fn(async (path: string) => {
        order.push(`code ${path}`);
      }),
    };
    return { scheduler: new PrefetchScheduler({ target }), target, order };
  }

  const paths = (n: number) => Array.from({ length: n }, (_, i) => `/p${i}/`);

  it('given queued links, should prefetch nothing before 3 s', async () => {
    const { scheduler, target } = setup();
    scheduler.add(paths(6));
    scheduler.start();
    await vi.advanceTimersByTimeAsync(PREFETCH_START_DELAY_MS - 1);
    expect(target.prefetchData).not.toHaveBeenCalled();
  });

  it('given 10 links, should prefetch 4 at 3 s, 4 more 3 s later, then the last 2', async () => {
    const { scheduler, target } = setup();
    scheduler.add(paths(10));
    scheduler.start();
    await vi.advanceTimersByTimeAsync(PREFETCH_START_DELAY_MS);
    expect(target.prefetchData).toHaveBeenCalledTimes(PREFETCH_BATCH_SIZE);
    await vi.advanceTimersByTimeAsync(PREFETCH_BATCH_INTERVAL_MS - 1);
    expect(target.prefetchData).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(target.prefetchData).toHaveBeenCalledTimes(8);
    await vi.advanceTimersByTimeAsync(PREFETCH_BATCH_INTERVAL_MS);
    expect(target.prefetchData).toHaveBeenCalledTimes(10);
    expect(scheduler.pending).toEqual([]);
  });

  it('given a batch, should fetch all its page data before any code', async () => {
    const { scheduler, order } = setup();
    scheduler.add(paths(2));
    scheduler.start();
    await vi.advanceTimersByTimeAsync(PREFETCH_START_DELAY_MS);
    expect(order).toEqual(['data /p0/', 'data /p1/', 'code /p0/', 'code /p1/']);
  });

  it('given a page that does not exist, should not fetch code for it', async () => {
    const { scheduler, target } = setup();
    scheduler.add(['/missing/', '/there/']);
    scheduler.start();
    await vi.advanceTimersByTimeAsync(PREFETCH_START_DELAY_MS);
    expect(target.prefetchCode.mock.calls).toEqual([['/there/']]);
  });

  it('given the same link twice, should prefetch it once', async () => {
    const { scheduler, target } = setup();
    scheduler.add(['/a/', '/a/']);
    scheduler.add(['/a/']);
    scheduler.start();
    await vi.advanceTimersByTimeAsync(PREFETCH_START_DELAY_MS * 3);
    expect(target.prefetchData).toHaveBeenCalledTimes(1);
  });

  it('given a hover, should prefetch at once and not again in a batch', async () => {
    const { scheduler, target } = setup();
    scheduler.add(['/a/', '/b/']);
    await scheduler.now('/b/');
    expect(target.prefetchData).toHaveBeenCalledWith('/b/');
    expect(target.prefetchCode).toHaveBeenCalledWith('/b/');
    scheduler.start();
    await vi.advanceTimersByTimeAsync(PREFETCH_START_DELAY_MS);
    expect(target.prefetchData.mock.calls.map(([path]) => path)).toEqual(['/b/', '/a/']);
  });

  it('given links added after the queue drained, should resume 3 s later', async () => {
    const { scheduler, target } = setup();
    scheduler.start();
    await vi.advanceTimersByTimeAsync(PREFETCH_START_DELAY_MS);
    scheduler.add(['/late/']);
    await vi.advanceTimersByTimeAsync(PREFETCH_BATCH_INTERVAL_MS);
    expect(target.prefetchData).toHaveBeenCalledWith('/late/');
  });

  it('given links added while a batch is loading, should start the next batch 3 s after it ends', async () => {
    const { scheduler, target } = setup();
    let finish = () => {};
    target.prefetchData.mockImplementationOnce(
      () => new Promise<boolean>((resolve) => (finish = () => resolve(true))),
    );
    scheduler.add(paths(5));
    scheduler.start();
    await vi.advanceTimersByTimeAsync(PREFETCH_START_DELAY_MS);
    expect(target.prefetchData).toHaveBeenCalledTimes(4);
    // A navigation shows new links while the first batch is still on the network.
    scheduler.add(['/new-a/', '/new-b/']);
    await vi.advanceTimersByTimeAsync(PREFETCH_BATCH_INTERVAL_MS * 2);
    expect(target.prefetchData).toHaveBeenCalledTimes(4);
    finish();
    await vi.advanceTimersByTimeAsync(PREFETCH_BATCH_INTERVAL_MS - 1);
    expect(target.prefetchData).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(target.prefetchData).toHaveBeenCalledTimes(7);
  });

  it('given a failing prefetch, should carry on with the next batch', async () => {
    const { scheduler, target } = setup();
    target.prefetchData.mockRejectedValueOnce(new Error('offline'));
    scheduler.add(paths(5));
    scheduler.start();
    await vi.advanceTimersByTimeAsync(PREFETCH_START_DELAY_MS + PREFETCH_BATCH_INTERVAL_MS);
    expect(target.prefetchData).toHaveBeenCalledTimes(5);
  });
});
