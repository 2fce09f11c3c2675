import { afterEach, describe, expect, it } from 'vitest';
import {
  aspectRatioOf,
  dataKey,
  DEFAULT_ASPECT_RATIO,
  loadVideo,
  videoHostBase,
  videoScripts,
} from './video-host.ts';

type HostWindow = Window & Record<string, unknown>;
const host = window as unknown as HostWindow;

/** A clock for the polling: each wait advances it and may run what was scheduled by then. */
function fakeClock(events: Record<number, () => void> = {}) {
  let now = 0;
  const waits: number[] = [];
  return {
    waits,
    wait: (ms: number) => {
      waits.push(ms);
      now += ms;
      for (const [at, run] of Object.entries(events)) {
        if (Number(at) <= now) {
          run();
          delete events[Number(at)];
        }
      }
      return Promise.resolve();
    },
  };
}

afterEach(() => {
  delete host.Wistia;
  for (const key of Object.keys(host)) if (key.startsWith('wistiajsonp-')) delete host[key];
  for (const script of document.querySelectorAll('script')) script.remove();
});

describe('video host adapter', () => {
  it('given no configured host, should use the local stand-in', () => {
    expect(videoHostBase(undefined)).toBe('/_video');
    expect(videoHostBase('https://fast.wistia.com/')).toBe('https://fast.wistia.com');
    expect(videoScripts('/_video', 'abc')).toEqual({
      player: '/_video/assets/external/E-v1.js',
      data: '/_video/embed/medias/abc.jsonp',
    });
  });

  it('given the scripts ready at once, should add both scripts and answer the aspect ratio', async () => {
    host.Wistia = {};
    host[dataKey('abc')] = { media: { aspectRatio: 4 / 3 } };
    const clock = fakeClock();
    expect(await loadVideo(window, '/_video', 'abc', { wait: clock.wait })).toEqual({
      ready: true,
      aspectRatio: 4 / 3,
    });
    expect([...document.scripts].map((s) => s.getAttribute('src'))).toEqual([
      '/_video/assets/external/E-v1.js',
      '/_video/embed/medias/abc.jsonp',
    ]);
    expect(clock.waits).toEqual([]);
  });

  it('given slow scripts (1.5 s), should poll every 100 ms until they are ready', async () => {
    const clock = fakeClock({
      1500: () => {
        host.Wistia = {};
        host[dataKey('slow')] = { media: { aspectRatio: 16 / 9 } };
      },
    });
    const result = await loadVideo(window, '/_video', 'slow', { wait: clock.wait });
    expect(result).toEqual({ ready: true, aspectRatio: 16 / 9 });
    expect(clock.waits).toHaveLength(15);
    expect(new Set(clock.waits)).toEqual(new Set([100]));
  });

  it('given a player script that never comes, should give up after 3 s', async () => {
    const clock = fakeClock();
    expect(await loadVideo(window, '/_video', 'never', { wait: clock.wait })).toEqual({
      ready: false,
    });
    expect(clock.waits.reduce((a, b) => a + b, 0)).toBe(3000);
  });

  it('given the player but no size after 3 s, should play at 16/9', async () => {
    host.Wistia = {};
    const clock = fakeClock();
    expect(await loadVideo(window, '/_video', 'nosize', { wait: clock.wait })).toEqual({
      ready: true,
      aspectRatio: DEFAULT_ASPECT_RATIO,
    });
  });

  it('given malformed data, should not take an aspect ratio from it', () => {
    expect(aspectRatioOf(null)).toBeNull();
    expect(aspectRatioOf({ media: { aspectRatio: '16/9' } })).toBeNull();
    expect(aspectRatioOf({ media: { aspectRatio: 0 } })).toBeNull();
    expect(aspectRatioOf({ media: { aspectRatio: Infinity } })).toBeNull();
    expect(aspectRatioOf({ media: { aspectRatio: 1 } })).toBe(1);
  });
});
