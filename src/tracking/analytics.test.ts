import { describe, expect, it, vi } from 'vitest';
import { createLazyAdapter, type AnalyticsAdapter, type AnalyticsEvent } from './analytics.ts';

const event = (path: string): AnalyticsEvent => ({
  type: 'identify-company',
  properties: { path, url: `https://www.harbor.example${path}` },
});

describe('createLazyAdapter', () => {
  it('given events sent before the adapter loads, should load it once and deliver them in order', async () => {
    const sent: string[] = [];
    const real: AnalyticsAdapter = {
      name: 'segment',
      send: (e, id) => void sent.push(`${e.properties.path}:${id}`),
    };
    const load = vi.fn(() => Promise.resolve(real));
    const lazy = createLazyAdapter('segment', load);
    lazy.send(event('/a/'), 'v1');
    lazy.send(event('/b/'), 'v1');
    expect(sent).toEqual([]);
    await vi.waitFor(() => expect(sent).toEqual(['/a/:v1', '/b/:v1']));
    lazy.send(event('/c/'), 'v2');
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]).toBe('/c/:v2');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('given an adapter that fails to load, should drop the events, try once and leave no unhandled rejection', async () => {
    // Vitest's own listener would fail the whole run on our sentinel below; ours stands in.
    const vitestListeners = process.listeners('unhandledRejection');
    process.removeAllListeners('unhandledRejection');
    const unhandled: unknown[] = [];
    let sentinelReported!: () => void;
    const sentinelSeen = new Promise<void>((resolve) => (sentinelReported = resolve));
    const sentinel = new Error('sentinel');
    process.on('unhandledRejection', (reason) => {
      if (reason === sentinel) sentinelReported();
      else unhandled.push(reason);
    });
    try {
      const load = vi.fn(() => Promise.reject(new Error('blocked')));
      const lazy = createLazyAdapter('segment', load);
      expect(() => lazy.send(event('/a/'), 'v1')).not.toThrow();
      expect(() => lazy.send(event('/b/'), 'v1')).not.toThrow();
      // Node reports unhandled rejections in the order they happened: once this later one is
      // reported, a failed load left unhandled would have been reported too.
      void Promise.reject(sentinel);
      await sentinelSeen;
      expect(unhandled).toEqual([]);
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      process.removeAllListeners('unhandledRejection');
      for (const listener of vitestListeners) process.on('unhandledRejection', listener);
    }
  });
});
