import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEAR_VIEWPORT_MARGIN, whenNearViewport } from './near-viewport.ts';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

function fakeObserver() {
  const made: { callback: Callback; margin?: string; disconnect: ReturnType<typeof vi.fn> }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      disconnect = vi.fn();
      constructor(callback: Callback, options?: { rootMargin?: string }) {
        made.push({ callback, margin: options?.rootMargin, disconnect: this.disconnect });
      }
      observe() {}
    },
  );
  return made;
}

describe('whenNearViewport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('given no IntersectionObserver, should call at once', () => {
    const onNear = vi.fn();
    whenNearViewport({} as Element, onNear);
    expect(onNear).toHaveBeenCalledTimes(1);
  });

  it('given an element far from the viewport, should wait until it comes within the margin, then call once and stop watching', () => {
    const made = fakeObserver();
    const onNear = vi.fn();
    whenNearViewport({} as Element, onNear);
    const [observer] = made;
    expect(observer?.margin).toBe(NEAR_VIEWPORT_MARGIN);
    observer?.callback([{ isIntersecting: false }]);
    expect(onNear).not.toHaveBeenCalled();
    observer?.callback([{ isIntersecting: true }]);
    expect(onNear).toHaveBeenCalledTimes(1);
    expect(observer?.disconnect).toHaveBeenCalled();
  });

  it('given the watch stopped (unmounted), should stop observing', () => {
    const made = fakeObserver();
    const stop = whenNearViewport({} as Element, () => {});
    stop();
    expect(made[0]?.disconnect).toHaveBeenCalled();
  });
});
