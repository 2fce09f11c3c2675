/**
 * The attribution inspector (docs/product.md §4.8): its own chunk, loaded by the page-view code
 * only with `?attribution_debug=1` in the URL or the local-storage debug flag
 * (`hs_debug_attribution`). It shows the panel, kept up to date on every page shown until closed,
 * and logs the page view's decisions to the console.
 */
import { createRoot, type Root } from 'react-dom/client';
import { COOKIE, createBrowserCookieJar, readValue } from '../tracking/cookies.ts';
import { decorateHref, type DecorationHosts, type DecorationPlan } from '../tracking/decorate.ts';
import {
  buildInspectorModel,
  decisionText,
  type PageViewRecord,
} from '../tracking/inspector-model.ts';
import { InspectorPanel } from './InspectorPanel.tsx';
import { hasGlobalPrivacyControl, hasOptedOut } from '../tracking/optout.ts';
import { parseUrl } from '../tracking/params.ts';
import { SIGNUP_PATH_PREFIX } from '../tracking/paths.ts';
import { matchReferrer } from '../tracking/referrer-match.ts';
import { parseServerMarker } from '../tracking/server-marker.ts';
import { readAttribution } from '../tracking/store.ts';
import { normalizeHost } from '../tracking/hosts.ts';

export interface InspectOptions {
  win: Window;
  settings: DecorationHosts;
  view: PageViewRecord;
  decoration: DecorationPlan;
}

const ATTRIBUTION_COOKIES = [
  COOKIE.firstTouch,
  COOKIE.firstTouchUrl,
  COOKIE.lastTouch,
  COOKIE.lastTouchUrl,
  COOKIE.visitorId,
  COOKIE.referrerId,
  COOKIE.testVariation,
  COOKIE.secondId,
  COOKIE.gspk,
  COOKIE.gsxid,
  COOKIE.signup,
  COOKIE.doNotSell,
  COOKIE.server,
];

let root: Root | null = null;
let closed = false;
let opener: HTMLElement | null = null;

function listedSite({ visit, referrer }: PageViewRecord) {
  if (!['search', 'social', 'referral'].includes(visit.origin)) return null;
  const url = parseUrl(referrer);
  const host = url ? normalizeHost(url.hostname) : '';
  const site = url && host ? matchReferrer(host, url) : undefined;
  return site ? { kind: site.kind, source: site.source } : null;
}

function close(win: Window): void {
  closed = true;
  root?.unmount();
  root = null;
  win.document.getElementById('attribution-inspector')?.remove();
  if (opener?.isConnected && typeof opener.focus === 'function') opener.focus();
}

export function inspect({ win, settings, view, decoration }: InspectOptions): void {
  const jar = createBrowserCookieJar(win);
  const example = new URL(SIGNUP_PATH_PREFIX, view.href).href;
  const model = buildInspectorModel({
    pageUrl: view.href,
    referrer: view.referrer,
    visit: view.visit,
    decisions: view.decisions,
    stored: readAttribution(jar),
    cookies: ATTRIBUTION_COOKIES.map((name) => ({ name, read: jar.read(name) })),
    marker: parseServerMarker(readValue(jar, COOKIE.server)),
    site: listedSite(view),
    decoration,
    signupExample: {
      before: example,
      after: decorateHref(example, view.href, settings, decoration),
    },
    consent: { globalPrivacyControl: hasGlobalPrivacyControl(win), optedOut: hasOptedOut(win) },
    now: Date.now(),
  });
  console.info(
    `[attribution] ${view.visit.origin}: ${view.visit.touch.source} / ${view.visit.touch.medium}`,
    {
      visit: view.visit,
      referrer: view.referrer,
    },
  );
  for (const decision of view.decisions) {
    console.info(
      `[attribution] ${decision.cookie} ${decision.action}: ${decisionText(decision, view.visit.origin)}`,
    );
  }
  if (closed) return;
  if (!root) {
    // The element focused before the panel took focus gets it back when the panel closes.
    opener = win.document.activeElement as HTMLElement | null;
    const host = win.document.createElement('div');
    host.id = 'attribution-inspector';
    win.document.body.append(host);
    root = createRoot(host);
  }
  root.render(<InspectorPanel model={model} onClose={() => close(win)} />);
}

/** Forgets the panel (tests). */
export function resetInspector(): void {
  root?.unmount();
  root = null;
  closed = false;
  opener = null;
}
