/**
 * Adapter for the product's help widget (docs/product.md §5.7), a Beacon-style global function:
 * `Beacon('init', widgetId)`, `Beacon('navigate', path)`, `Beacon('open')`, `Beacon('reset')`.
 * Loaded on demand only (the chrome imports this module with `import()` on click), never on the
 * server. The script polling helpers here are shared with the consent adapter.
 */
import { helpWidgetId, type HelpWidgetType, type Settings } from '../site/settings.ts';

/** Third-party scripts are polled for every 100 ms (docs/product.md §12). */
export const POLL_INTERVAL_MS = 100;
/**
 * The consent tool gets 5 s; the widget gets the same before the fallback (docs/product.md §5.7).
 */
export const SCRIPT_TIMEOUT_MS = 5000;

type HelpWidgetConfig = Settings['helpWidget'];
type BeaconFn = (method: string, ...args: unknown[]) => void;
type WidgetWindow = Window & { Beacon?: BeaconFn };

/**
 * Resolves with what `find` returns as soon as it is not null or undefined, checking now and
 * then every 100 ms; resolves null once `timeoutMs` has passed.
 */
export function waitFor<T>(
  find: () => T | null | undefined,
  timeoutMs = SCRIPT_TIMEOUT_MS,
): Promise<T | null> {
  return new Promise((resolve) => {
    let waited = 0;
    const check = () => {
      const found = find();
      if (found !== null && found !== undefined) return resolve(found);
      if (waited >= timeoutMs) return resolve(null);
      waited += POLL_INTERVAL_MS;
      setTimeout(check, POLL_INTERVAL_MS);
    };
    check();
  });
}

/** Adds `<script async src>` to the document unless a script with that URL is already there. */
export function injectScript(doc: Document, src: string): void {
  if ([...doc.scripts].some((script) => script.getAttribute('src') === src)) return;
  const script = doc.createElement('script');
  script.src = src;
  script.async = true;
  doc.head.append(script);
}

/** Widget id the page's widget was initialised with (one widget per page at a time). */
let initialisedId: string | null = null;

/**
 * Opens the widget of `type`, at `path` when given: loads the script if it is missing, waits for
 * the widget, initialises it (resetting it first when another type was in use). Resolves false
 * when the widget is not configured or did not load in time, so the caller can fall back.
 */
export async function openHelpWidget(
  win: Window,
  config: HelpWidgetConfig,
  type: HelpWidgetType,
  path?: string,
): Promise<boolean> {
  const id = helpWidgetId(config, type);
  if (!config.scriptUrl || !id) return false;
  const w = win as WidgetWindow;
  if (typeof w.Beacon !== 'function') injectScript(win.document, config.scriptUrl);
  const beacon = await waitFor(() => (typeof w.Beacon === 'function' ? w.Beacon : null));
  if (!beacon) return false;
  if (initialisedId !== id) {
    if (initialisedId !== null) beacon('reset');
    beacon('init', id);
    initialisedId = id;
  }
  if (path) beacon('navigate', path);
  beacon('open');
  return true;
}

/** Clears the visitor's widget session (e.g. before another visitor uses the same browser). */
export function resetHelpWidget(win: Window): void {
  const { Beacon } = win as WidgetWindow;
  if (typeof Beacon === 'function') Beacon('reset');
}
