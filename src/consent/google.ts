/**
 * Google Consent Mode v2 (issue 36), only when a Google tag is configured (settings
 * `consent.googleTagId`, env GOOGLE_TAG_ID): the `default` command goes first, before the tag's
 * script, and an `update` follows each choice. In a region where consent is required the tag's
 * script itself (a third party) loads only once analytics or marketing is allowed ("basic"
 * Consent Mode: no cookieless pings before a choice). GPC or Do Not Sell deny the ad signals.
 */
import { granted } from './gate.ts';

/** The tag's script; a test points it elsewhere (`setGoogleTagScript`). */
let scriptBase = 'https://www.googletagmanager.com/gtag/js?id=';

export function setGoogleTagScript(base: string): void {
  scriptBase = base;
}

type GoogleWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };
type Signal = 'granted' | 'denied';

/** The four v2 signals for what the visitor allows (and whether they opted out of sale/share). */
export function googleSignals(
  allowed: { analytics: boolean; marketing: boolean },
  optedOut: boolean,
): Record<string, Signal> {
  const signal = (on: boolean): Signal => (on ? 'granted' : 'denied');
  const ads = signal(allowed.marketing && !optedOut);
  return {
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
    analytics_storage: signal(allowed.analytics),
  };
}

const optedOut = (win: Window) =>
  (win.navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true ||
  /(?:^|;\s*)hs_do_not_sell=1/.test(win.document.cookie);

function gtagOf(win: GoogleWindow): (...args: unknown[]) => void {
  win.dataLayer ??= [];
  win.gtag ??= function gtag() {
    // gtag.js reads the `arguments` object itself, not an array.
    // oxlint-disable-next-line prefer-rest-params
    win.dataLayer?.push(arguments);
  };
  return win.gtag;
}

let tagId = '';

function loadTag(win: Window): void {
  if (!tagId || win.document.getElementById('hc-gtag')) return;
  const script = win.document.createElement('script');
  script.id = 'hc-gtag';
  script.async = true;
  script.src = scriptBase + encodeURIComponent(tagId);
  win.document.head.append(script);
}

/** Sends the defaults, configures the tag, and loads it if a category it needs is allowed. */
export function startGoogleTag(win: Window, id: string): void {
  tagId = id;
  const cookies = win.document.cookie;
  const allowed = {
    analytics: granted(cookies, 'analytics'),
    marketing: granted(cookies, 'marketing'),
  };
  const command = gtagOf(win);
  command('consent', 'default', { ...googleSignals(allowed, optedOut(win)), wait_for_update: 500 });
  command('js', new Date());
  command('config', id);
  if (allowed.analytics || allowed.marketing) loadTag(win);
}

/** Sends the update for a choice just made; loads the tag if it is now allowed. */
export function updateGoogleTag(
  win: Window,
  choice: { analytics: boolean; marketing: boolean },
): void {
  gtagOf(win)('consent', 'update', googleSignals(choice, optedOut(win)));
  if (choice.analytics || choice.marketing) loadTag(win);
}
