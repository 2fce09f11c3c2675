// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const recordOptOut = vi.fn();
vi.mock('../tracking/consent.ts', () => ({ recordOptOut }));
const { CONSENT_TIMEOUT_MS, doNotSell } = await import('./consent.ts');

const SCRIPT = 'https://consent.harbor.example/osano.js';
type ToolWindow = Window & { Osano?: { cm: { showDoNotSell: () => void } } };
const page = () => {
  document.head.replaceChildren();
  delete (window as ToolWindow).Osano;
  return window as ToolWindow;
};

beforeEach(() => {
  vi.useFakeTimers();
  recordOptOut.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('consent tool adapter (Do Not Sell)', () => {
  it('given the tool on the page, should call its do-not-sell action and record nothing itself', async () => {
    const window = page();
    const showDoNotSell = vi.fn();
    window.Osano = { cm: { showDoNotSell } };
    expect(await doNotSell(window, null)).toBe('tool');
    expect(showDoNotSell).toHaveBeenCalledOnce();
    expect(recordOptOut).not.toHaveBeenCalled();
  });

  it('given a configured tool that loads after 1 s, should load its script and call it once ready', async () => {
    const window = page();
    const showDoNotSell = vi.fn();
    const outcome = doNotSell(window, SCRIPT);
    expect(document.querySelectorAll(`script[src="${SCRIPT}"]`)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(showDoNotSell).not.toHaveBeenCalled();
    window.Osano = { cm: { showDoNotSell } };
    await vi.advanceTimersByTimeAsync(100);
    expect(await outcome).toBe('tool');
    expect(showDoNotSell).toHaveBeenCalledOnce();
  });

  it('given a configured tool that never loads, should log the timeout after 5 s and record the opt-out', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const window = page();
    let outcome: string | undefined;
    void doNotSell(window, SCRIPT).then((value) => (outcome = value));
    await vi.advanceTimersByTimeAsync(CONSENT_TIMEOUT_MS - 100);
    expect(outcome).toBeUndefined();
    expect(recordOptOut).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(outcome).toBe('recorded');
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^Timeout occurred while waiting for /),
    );
    expect(recordOptOut).toHaveBeenCalledWith(window);
  });

  it('given no tool configured, should record the opt-out straight away', async () => {
    const warn = vi.spyOn(console, 'warn');
    const window = page();
    expect(await doNotSell(window, null)).toBe('recorded');
    expect(recordOptOut).toHaveBeenCalledWith(window);
    expect(warn).not.toHaveBeenCalled();
    expect(document.scripts).toHaveLength(0);
  });
});
