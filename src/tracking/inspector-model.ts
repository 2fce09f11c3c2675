/**
 * What the attribution inspector shows (docs/product.md §4.8), as plain rows: how this page view
 * was classified, the stored first and last touch, every attribution cookie with what is knowable
 * about its expiry, how sign-up links are decorated, and what consent suppresses.
 *
 * Script cannot read a cookie's expiry. What it can know: a cookie this page view has just
 * written expires two years from now; a cookie the server set expires two years after the time
 * in the server's marker cookie; anything else was written earlier with a two-year lifetime.
 */
import { ATTRIBUTION_COOKIE_MS, COOKIE, type CookieRead } from './cookies.ts';
import type { DecorationPlan, Pair } from './decorate.ts';
import type { SiteKind } from './referrer-match.ts';
import type { ServerMarker } from './server-marker.ts';
import type { StoredAttribution, StoreDecision } from './store.ts';
import type { Touch, Visit } from './touch.ts';

/** Chromium keeps no cookie longer than 400 days (RFC 6265bis), whatever it was set with. */
export const CHROMIUM_MAX_MS = 400 * 24 * 60 * 60 * 1000;
/** Longest value shown in full; longer ones are cut (the panel stays readable). */
const SHOWN = 300;

/** One recorded page view, as the page-view code keeps it (tracker.ts). */
export interface PageViewRecord {
  href: string;
  referrer: string;
  visit: Visit;
  /** What this page view did with each cookie. */
  decisions: StoreDecision[];
}

export interface InspectorInput {
  pageUrl: string;
  referrer: string;
  visit: Visit;
  decisions: readonly StoreDecision[];
  stored: StoredAttribution;
  cookies: readonly { name: string; read: CookieRead }[];
  marker: ServerMarker | null;
  /** The listed site the referrer matched, when the classifier was loaded. */
  site: { kind: SiteKind; source: string } | null;
  decoration: DecorationPlan;
  /** A sign-up link before and after decoration. */
  signupExample: { before: string; after: string };
  consent: { globalPrivacyControl: boolean; optedOut: boolean };
  now: number;
}

export type Row = readonly [label: string, value: string];

export interface CookieRow {
  name: string;
  value: string;
  lifetime: string;
}

export interface InspectorModel {
  classification: Row[];
  firstTouch: Row[];
  lastTouch: Row[];
  cookies: CookieRow[];
  signupParams: readonly Pair[];
  crossDomainParams: readonly Pair[];
  signupExample: { before: string; after: string };
  consent: string[];
}

const KIND_NAMES: Record<SiteKind, string> = {
  s: 'search engine',
  o: 'social network',
  a: 'AI assistant (counted as a referral)',
  r: 'webmail or ads (counted as a referral)',
};

const shown = (value: string) => (value.length > SHOWN ? `${value.slice(0, SHOWN)}…` : value);
const orDash = (value: string | undefined) => (value ? shown(value) : '—');
const date = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 16) + ' UTC';

/** What the cookies the page view writes only when absent hold, for the decision log. */
const WRITTEN_ONCE: Record<string, string> = {
  [COOKIE.firstTouch]: 'first touch',
  [COOKIE.firstTouchUrl]: 'first-touch URL',
  [COOKIE.lastTouch]: 'last touch',
  [COOKIE.visitorId]: 'visitor id',
};

/** A page view's decision (store.ts `DecisionReason`) in words, e.g. "no first touch yet". */
export function decisionText({ cookie, reason }: StoreDecision, origin: Visit['origin']): string {
  const what = WRITTEN_ONCE[cookie] ?? cookie;
  switch (reason) {
    case 'new':
      return `no ${what} yet`;
    case 'unreadable':
      return `${what} present but unreadable`;
    case 'set':
      return `${what} already set`;
    case 'server':
      return 'set by the server';
    case 'visit':
      return `${origin} visit`;
    case 'page':
      return 'every tracked page';
    case 'passed':
      return 'passed in the URL';
  }
}

/** "expires …" for a write at `writtenAt`, with Chromium's cap when it applies. */
function expiry(writtenAt: number): string {
  const full = writtenAt + ATTRIBUTION_COOKIE_MS;
  return `expires ${date(full)} (Chromium: ${date(writtenAt + CHROMIUM_MAX_MS)})`;
}

function lifetimeOf(name: string, input: InspectorInput): string {
  const decision = input.decisions.find((d) => d.cookie === name);
  const { marker } = input;
  if (decision?.action === 'written') {
    return `written by script on this page: ${expiry(input.now)}; Safari keeps script-written cookies 7 days`;
  }
  if (marker && name === COOKIE.firstTouch && marker.first) {
    return `set by the server on ${date(marker.first * 1000)}: ${expiry(marker.first * 1000)}`;
  }
  if (marker && (decision?.reason === 'server' || name === COOKIE.server)) {
    return `set by the server at ${date(marker.at * 1000)}: ${expiry(marker.at * 1000)}`;
  }
  return 'set before this page; its expiry cannot be read by script (written for 2 years)';
}

function cookieValue(read: CookieRead): string {
  if (read.state === 'absent') return '(not set)';
  if (read.state === 'unreadable') return '(present but not decodable: never overwritten)';
  return shown(read.value);
}

function touchRows(touch: Partial<Touch> | null, url: string): Row[] {
  if (!touch) return [['Stored', 'none']];
  return [
    ['Source', orDash(touch.source)],
    ['Medium', orDash(touch.medium)],
    ['Campaign', orDash(touch.campaign)],
    ['Term', orDash(touch.term)],
    ['Content', orDash(touch.content)],
    ...(touch.clickId ? [['Ads click id', shown(touch.clickId)] as Row] : []),
    ['URL', orDash(url)],
  ];
}

function consentLines({ globalPrivacyControl, optedOut }: InspectorInput['consent']): string[] {
  if (!optedOut) {
    return ['No opt-out: analytics ids go on cross-domain links and the company is identified.'];
  }
  return [
    globalPrivacyControl
      ? 'Global Privacy Control is on in this browser.'
      : 'A Do Not Sell choice is recorded.',
    'Suppressed: analytics ids on cross-domain links and company identification.',
    'Kept: first-party attribution cookies and the Viewed Page event (they credit only our own sign-ups).',
  ];
}

export function buildInspectorModel(input: InspectorInput): InspectorModel {
  const { visit, stored } = input;
  const classification: Row[] = [
    ['Page', shown(input.pageUrl)],
    ['Referrer', input.referrer ? shown(input.referrer) : '(none)'],
    ['Decided by', visit.origin],
    ['Source / medium', `${visit.touch.source} / ${visit.touch.medium}`],
  ];
  if (visit.touch.term) classification.push(['Search term', shown(visit.touch.term)]);
  if (input.site) {
    classification.push(['Referrer list', `${input.site.source}: ${KIND_NAMES[input.site.kind]}`]);
  }
  return {
    classification,
    firstTouch: touchRows(stored.firstTouch, stored.firstTouchUrl),
    lastTouch: touchRows(stored.lastTouch, stored.lastTouchUrl),
    cookies: input.cookies.map(({ name, read }) => ({
      name,
      value: cookieValue(read),
      lifetime: read.state === 'absent' ? '—' : lifetimeOf(name, input),
    })),
    signupParams: input.decoration.signup,
    crossDomainParams: input.decoration.crossDomain,
    signupExample: {
      before: shown(input.signupExample.before),
      after: shown(input.signupExample.after),
    },
    consent: consentLines(input.consent),
  };
}
