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

  it('given an adapter that fails to load, should drop the events without throwing', async () => {
    const lazy = createLazyAdapter('segment', () => Promise.reject(new Error('blocked')));
    expect(() => lazy.send(event('/a/'), 'v1')).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
