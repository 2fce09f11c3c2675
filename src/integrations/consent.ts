/**
 * Adapter for the privacy-consent tool (docs/product.md §5.8), an Osano-style global:
 * `Osano.cm.showDoNotSell()`. Loaded on demand when a visitor clicks Do Not Sell (the chrome
 * imports this module with `import()`), never on the server.
 */
import { recordOptOut } from '../tracking/consent.ts';
import { injectScript, waitFor } from './help-widget.ts';

/** The consent tool gets 5 s to load (docs/product.md §5.8). */
export const CONSENT_TIMEOUT_MS = 5000;
/** How the tool is named in the timeout message. */
export const CONSENT_TOOL_NAME = 'the consent tool (Osano.cm)';

interface ConsentManager {
  showDoNotSell: () => void;
}
type ConsentWindow = Window & { Osano?: { cm?: Partial<ConsentManager> } };

/** What happened: the tool showed its do-not-sell dialog, or the site recorded the opt-out. */
export type DoNotSellOutcome = 'tool' | 'recorded';

function findTool(win: ConsentWindow): ConsentManager | null {
  const cm = win.Osano?.cm;
  return typeof cm?.showDoNotSell === 'function' ? (cm as ConsentManager) : null;
}

/**
 * Calls the tool's do-not-sell action once it has loaded (loading it if configured and
 * missing). After 5 s without it, logs the timeout and records the visitor's opt-out itself.
 * With no tool configured and none on the page, records the opt-out straight away.
 */
export async function doNotSell(win: Window, scriptUrl: string | null): Promise<DoNotSellOutcome> {
  const w = win as ConsentWindow;
  let tool = findTool(w);
  if (!tool && scriptUrl) {
    injectScript(win.document, scriptUrl);
    tool = await waitFor(() => findTool(w), CONSENT_TIMEOUT_MS);
    if (!tool) console.warn(`Timeout occurred while waiting for ${CONSENT_TOOL_NAME}`);
  }
  if (tool) {
    tool.showDoNotSell();
    return 'tool';
  }
  recordOptOut(win);
  return 'recorded';
}
