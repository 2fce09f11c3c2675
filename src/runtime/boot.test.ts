// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startBoot, type BootModules, type BootOptions, type Runtime } from './boot.ts';
import type { NavigationState } from './navigation.ts';
import type { InitialData } from '../contracts/page-data.ts';

const settings = { legacyScriptUrl: null, consent: { googleTagId: null } } as unknown;

function options(shared: unknown = settings): BootOptions {
  const initialState = {
    path: '/',
    search: '',
    hash: '',
    resources: { page: {}, shared: { settings: shared }, slices: {} },
    component: () => null,
    status: 'idle',
    key: 0,
    restoreScrollY: null,
  } as unknown as NavigationState;
  return {
    initial: {} as InitialData,
    initialState,
    store: { subscribe: () => () => {}, getSnapshot: () => initialState },
    setState: () => {},
  };
}

function modules() {
  const runtime: Runtime = {
    navigate: vi.fn(async () => {}),
    prefetch: vi.fn(),
    pushEntry: vi.fn(),
  };
  const startRuntime = vi.fn(() => runtime);
  const tracker = {
    startTracking: vi.fn(),
    startConsent: vi.fn(() => false),
  };
  const chunks = {
    runtime: vi.fn(async () => ({ startRuntime })),
    tracker: vi.fn(async () => tracker),
  };
  return {
    runtime,
    startRuntime,
    tracker,
    chunks: chunks as unknown as BootModules & typeof chunks,
  };
}

function link(href: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = href;
  document.body.append(anchor);
  return anchor;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startBoot', () => {
  let controller: AbortController;
  beforeEach(() => {
    controller = new AbortController();
    // Boot listens on the document for the life of the page: each test gets a fresh one.
    const add = document.addEventListener.bind(document);
    vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, opts) =>
      add(type, listener, {
        ...(typeof opts === 'object' ? opts : {}),
        signal: controller.signal,
      }),
    );
  });
  afterEach(() => {
    controller.abort();
    vi.restoreAllMocks();
    document.body.replaceChildren();
    delete document.documentElement.dataset.hydrated;
  });

  it('given a page nobody touches, should start tracking and mark the page interactive, and never load the navigation runtime', async () => {
    const { chunks, tracker } = modules();
    startBoot(options(), chunks);
    await settle();
    expect(tracker.startTracking).toHaveBeenCalledTimes(1);
    expect(tracker.startConsent).toHaveBeenCalledTimes(1);
    expect(document.documentElement.dataset.hydrated).toBe('true');
    expect(chunks.runtime).not.toHaveBeenCalled();
  });

  it.each(['mouseover', 'focusin', 'touchstart'])(
    'given a %s on an internal link, should load the runtime once and prefetch that page',
    async (type) => {
      const { chunks, runtime } = modules();
      startBoot(options(), chunks);
      const anchor = link('/pricing/');
      anchor.dispatchEvent(new Event(type, { bubbles: true }));
      anchor.dispatchEvent(new Event(type, { bubbles: true }));
      await settle();
      expect(chunks.runtime).toHaveBeenCalledTimes(1);
      expect(runtime.prefetch).toHaveBeenCalledWith('/pricing/');
    },
  );

  it('given a hover on a link to another site, should load nothing', async () => {
    const { chunks } = modules();
    startBoot(options(), chunks);
    link('https://elsewhere.example/').dispatchEvent(new Event('mouseover', { bubbles: true }));
    await settle();
    expect(chunks.runtime).not.toHaveBeenCalled();
  });

  it('given a click on an internal link before the runtime has loaded, should hold the browser back and follow it client-side once loaded', async () => {
    const { chunks, runtime } = modules();
    startBoot(options(), chunks);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link('/about/').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await settle();
    expect(runtime.navigate).toHaveBeenCalledWith(`${location.origin}/about/`);
  });

  it('given a click with a modifier key, should leave the link to the browser', async () => {
    const { chunks } = modules();
    startBoot(options(), chunks);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link('/about/').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    await settle();
    expect(chunks.runtime).not.toHaveBeenCalled();
  });

  it('given a runtime that has started, should leave clicks to its navigation controller', async () => {
    const { chunks, runtime } = modules();
    const boot = startBoot(options(), chunks);
    await boot.runtime();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link('/about/').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(runtime.navigate).not.toHaveBeenCalled();
  });

  it('given a runtime chunk that fails once, should try again on the next intent', async () => {
    const { chunks, startRuntime } = modules();
    chunks.runtime.mockRejectedValueOnce(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    startBoot(options(), chunks);
    const anchor = link('/pricing/');
    anchor.dispatchEvent(new Event('mouseover', { bubbles: true }));
    await settle();
    anchor.dispatchEvent(new Event('mouseover', { bubbles: true }));
    await settle();
    expect(chunks.runtime).toHaveBeenCalledTimes(2);
    expect(startRuntime).toHaveBeenCalledTimes(1);
  });

  it('given the consent chunk, should start the consent hook with the Google tag and load the legacy script only once marketing is allowed', async () => {
    const withLegacy = {
      legacyScriptUrl: 'https://legacy.example/script.js',
      consent: { googleTagId: 'G-TEST1234' },
      services: { forms: null, events: 'https://services.example' },
    };
    const legacy = () => document.querySelector('script[src="https://legacy.example/script.js"]');
    const refused = modules();
    startBoot(options(withLegacy), refused.chunks);
    await settle();
    expect(refused.tracker.startConsent).toHaveBeenCalledWith(window, withLegacy);
    expect(legacy()).toBeNull();

    const allowed = modules();
    allowed.tracker.startConsent.mockReturnValueOnce(true);
    startBoot(options(withLegacy), allowed.chunks);
    await settle();
    expect(legacy()).not.toBeNull();
    legacy()?.remove();
  });
});
