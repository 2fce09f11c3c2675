import { describe, expect, it } from 'vitest';
import {
  ClientOverShare,
  createRenderQueue,
  defaultConcurrency,
  QueueFull,
} from './render-queue.ts';

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('render queue', () => {
  it('given more jobs than slots, should run at most `concurrency` at once, in order', async () => {
    const queue = createRenderQueue({ concurrency: 2, maxWaiting: 10 });
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, i) =>
      queue.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(queue.waiting).toBe(1);
    gates[0]?.resolve();
    await runs[0];
    await expect.poll(() => started).toEqual([0, 1, 2]);
    gates[1]?.resolve();
    gates[2]?.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(queue.running).toBe(0);
  });

  it('given a full waiting line, should refuse a new job at once', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 1 });
    const gate = deferred();
    const first = queue.run(() => gate.promise);
    const second = queue.run(async () => 'second');
    await expect(queue.run(async () => 'third')).rejects.toBeInstanceOf(QueueFull);
    gate.resolve();
    await first;
    expect(await second).toBe('second');
  });

  it('given a failing job, should free its slot for the next', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 5 });
    await expect(queue.run(() => Promise.reject(new Error('broken image')))).rejects.toThrow(
      'broken image',
    );
    expect(await queue.run(async () => 'next')).toBe('next');
  });

  it('given a client holding its share, should refuse its next job but still queue another client', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 10, maxPerClient: 2 });
    const gate = deferred();
    const flood = [queue.run(() => gate.promise, 'flood'), queue.run(async () => 'f2', 'flood')];
    await expect(queue.run(async () => 'f3', 'flood')).rejects.toBeInstanceOf(ClientOverShare);
    const genuine = queue.run(async () => 'genuine', 'visitor');
    expect(queue.heldBy('flood')).toBe(2);
    gate.resolve();
    expect(await genuine).toBe('genuine');
    await Promise.all(flood);
    expect(queue.heldBy('flood')).toBe(0);
    // The share is free again once its jobs are done.
    expect(await queue.run(async () => 'again', 'flood')).toBe('again');
  });

  it('given one client with many waiting jobs, should give the next slot to another client', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 10 });
    const order: string[] = [];
    const gate = deferred();
    const first = queue.run(() => gate.promise, 'flood');
    const jobs = [
      ...[1, 2, 3].map((i) => queue.run(async () => void order.push(`flood${i}`), 'flood')),
      queue.run(async () => void order.push('visitor'), 'visitor'),
    ];
    gate.resolve();
    await Promise.all([first, ...jobs]);
    expect(order).toEqual(['flood1', 'visitor', 'flood2', 'flood3']);
  });

  it.each([
    [1, 1],
    [2, 1],
    [8, 7],
  ])('given %i cores, should default to %i renders at once', (cores, expected) => {
    expect(defaultConcurrency(cores)).toBe(expected);
  });
});
