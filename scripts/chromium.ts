/**
 * The Chromium that the end-to-end tests, the audit and the JavaScript measurement drive, and the
 * switches it runs with. The path is `scripts/chromium`, which starts $CHROMIUM_PATH (else Debian's
 * /usr/bin/chromium) with the feature switches of every caller merged.
 */
import path from 'node:path';

export const CHROMIUM = path.join(import.meta.dirname, 'chromium');

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  // This machine's network is closed: what Chromium would fetch for itself fails, many at a time.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Every new window loads the address bar's pop-ups (two WebUI pages) in renderer processes of
  // their own, though a headless window never shows them: on a two-core machine that doubled the
  // cost of opening a tab (4.2 against 2.2 s from new tab to a hydrated page, two at a time).
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
];
