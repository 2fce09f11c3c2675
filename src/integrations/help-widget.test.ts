// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Settings } from '../site/settings.ts';

type Calls = unknown[][];
const SCRIPT = 'https://widget.harbor.example/beacon.js';
const config = (ids: Partial<Settings['helpWidget']['ids']> = {}): Settings['helpWidget'] => ({
  scriptUrl: SCRIPT,
  ids: { DEFAULT: 'default-id', CHAT: null, TRIAL: null, ...ids },
});

const observers: MutationObserver[] = [];

/** A page whose widget script defines the Beacon global `loadMs` after it is added. */
function page(loadMs: number | null) {
  document.head.replaceChildren();
  delete (window as { Beacon?: unknown }).Beacon;
  const calls: Calls = [];
  const observer = new MutationObserver(() => {
    if (loadMs === null || !document.querySelector(`script[src="${SCRIPT}"]`)) return;
    setTimeout(
      () => ((window as { Beacon?: unknown }).Beacon = (...args: unknown[]) => calls.push(args)),
      loadMs,
    );
  });
  observer.observe(document.head, { childList: true });
  observers.push(observer);
  return { window, calls, scripts: () => document.querySelectorAll('script').length };
}

// The adapter remembers the initialised widget per page load: a fresh module per test.
const load = async () => {
  vi.resetModules();
  return import('./help-widget.ts');
};

beforeEach(() => void vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  for (const observer of observers.splice(0)) observer.disconnect();
});

describe('help widget adapter', () => {
  it('given no script URL or widget id, should not load anything and report false', async () => {
    const { openHelpWidget } = await load();
    const { window, scripts } = page(0);
    expect(
      await openHelpWidget(
        window,
        { scriptUrl: null, ids: { DEFAULT: 'x', CHAT: 'y', TRIAL: null } },
        'CHAT',
      ),
    ).toBe(false);
    expect(await openHelpWidget(window, config({ DEFAULT: null }), 'CHAT')).toBe(false);
    expect(scripts()).toBe(0);
  });

  it('given a widget that loads after 300 ms, should load the script once, then init, navigate and open it', async () => {
    const { openHelpWidget } = await load();
    const { window, calls, scripts } = page(300);
    const opened = openHelpWidget(window, config({ CHAT: 'chat-id' }), 'CHAT', '/ask/');
    await vi.advanceTimersByTimeAsync(250);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(await opened).toBe(true);
    expect(scripts()).toBe(1);
    expect(calls).toEqual([['init', 'chat-id'], ['navigate', '/ask/'], ['open']]);
  });

  it('given a type without its own id, should use the DEFAULT widget', async () => {
    const { openHelpWidget } = await load();
    const { window, calls } = page(0);
    const opened = openHelpWidget(window, config(), 'TRIAL');
    await vi.advanceTimersByTimeAsync(200);
    expect(await opened).toBe(true);
    expect(calls).toEqual([['init', 'default-id'], ['open']]);
  });

  it('given another type after the first, should reset the widget before initialising the new id', async () => {
    const { openHelpWidget } = await load();
    const { window, calls } = page(0);
    const first = openHelpWidget(window, config({ CHAT: 'chat-id' }), 'CHAT');
    await vi.advanceTimersByTimeAsync(200);
    await first;
    await openHelpWidget(window, config({ CHAT: 'chat-id' }), 'DEFAULT');
    expect(calls).toEqual([
      ['init', 'chat-id'],
      ['open'],
      ['reset'],
      ['init', 'default-id'],
      ['open'],
    ]);
  });

  it('given a widget that never loads, should poll for 5 s and then report false', async () => {
    const { openHelpWidget, SCRIPT_TIMEOUT_MS } = await load();
    const { window } = page(null);
    let result: boolean | undefined;
    void openHelpWidget(window, config(), 'DEFAULT').then((value) => (result = value));
    await vi.advanceTimersByTimeAsync(SCRIPT_TIMEOUT_MS - 100);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(200);
    expect(result).toBe(false);
  });
});
