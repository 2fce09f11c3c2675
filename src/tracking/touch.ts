/**
 * Attribution of one page view (docs/product.md §4.1): which campaign, search or site brought the
 * visitor. Pure functions of the URL, the referrer and the site's hosts.
 *
 * This is the part every page view needs. Naming an external referrer (search engine, social
 * site or plain referral) needs the compiled referrer table (referrer-match.ts), so it is passed in as a
 * `ClassifyExternal` function: the page-view code loads it lazily, and only for a visit that
 * has an external referrer and no campaign params (`needsReferrerClassifier`). The public
 * `classifyReferrer` / `attributeVisit` (attribution.ts) bind it statically.
 */
import { isSameOrSubdomain, normalizeHost } from './hosts.ts';
import { cleanUrl, cleanValue, param, parseUrl, PARAM, queryOf } from './params.ts';

export type ReferrerMedium = 'organic' | 'social' | 'referral' | 'internal' | '(none)';

export interface ReferrerClass {
  source: string;
  medium: ReferrerMedium;
  term?: string;
  content?: string;
}

/** The five campaign values plus the ads click id. */
export interface Touch {
  source: string;
  medium: string;
  campaign: string;
  term: string;
  content: string;
  /** Ads click id (`gclid`), kept only for Google Ads clicks. */
  clickId: string;
}

/** How the touch was decided. */
export type TouchOrigin =
  'params' | 'click-id' | 'search' | 'social' | 'referral' | 'direct' | 'internal';

export interface Visit {
  touch: Touch;
  origin: TouchOrigin;
  /** The page URL, cleaned (http(s) only, no hash); '' when unusable. */
  url: string;
  /** Values other pages passed along in the URL (docs/product.md §4.2). */
  passed: {
    firstTouch: Partial<Pick<Touch, 'source' | 'medium' | 'campaign'>>;
    firstTouchUrl: string;
    lastTouchUrl: string;
    referrerId: string;
    testVariation: string;
    code: string;
    mxid: string;
    gspk: string;
    gsxid: string;
  };
}

export const DIRECT = '(direct)';
export const NONE = '(none)';
export const NOT_SET = '(not set)';

/** The site's own hosts: referrers from them (and their subdomains) are internal. */
export interface InternalHosts {
  hosts: { marketing: string; secure: string; app: string };
}

/**
 * Longest URL or referrer looked at. Browsers cap referrers at 4096 characters; a longer page
 * URL is cut so hostile input cannot make attribution slow.
 */
export const MAX_INPUT_LENGTH = 8192;
const bound = (value: string) => value.slice(0, MAX_INPUT_LENGTH);

function internalHostList(pageUrl: string, settings?: InternalHosts): string[] {
  const hosts = settings ? Object.values(settings.hosts) : [];
  const page = parseUrl(bound(pageUrl));
  if (page?.hostname) hosts.push(page.hostname);
  return hosts.map(normalizeHost).filter(Boolean);
}

/** An external referrer, parsed: what the site lists are matched against. */
export interface ExternalReferrer {
  /** Normalized host name. */
  host: string;
  url: URL;
}

/** Names an external referrer: search engine, social site or referral. */
export type ClassifyExternal = (referrer: ExternalReferrer) => ReferrerClass;

/** The fallback of every classifier: a referral, the referrer's host as source, its path as content. */
export const referralOf: ClassifyExternal = ({ host, url }) => ({
  source: host,
  medium: 'referral',
  content: cleanValue(url.pathname),
});

/**
 * docs/product.md §4.1 steps 3–5 up to the site lists: not http(s) or no host → direct; one of the
 * site's own hosts (or a subdomain) → internal; anything else is an `ExternalReferrer` to classify.
 */
function readReferrer(
  referrer: string,
  pageUrl: string,
  settings?: InternalHosts,
): ReferrerClass | ExternalReferrer {
  const parsed = parseUrl(cleanValue(bound(referrer), MAX_INPUT_LENGTH));
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
    return { source: DIRECT, medium: NONE };
  }
  const host = normalizeHost(parsed.hostname);
  if (!host) return { source: DIRECT, medium: NONE };
  if (internalHostList(pageUrl, settings).some((internal) => isSameOrSubdomain(host, internal))) {
    return { source: host, medium: 'internal' };
  }
  return { host, url: parsed };
}

/**
 * Classifies a referrer (docs/product.md §4.1 steps 3–5) with `classifyExternal` naming external
 * ones. `settings` lists extra hosts counted as the site itself (besides the page's own host).
 */
export function classifyReferrerWith(
  referrer: string,
  pageUrl: string,
  settings: InternalHosts | undefined,
  classifyExternal: ClassifyExternal,
): ReferrerClass {
  const found = readReferrer(referrer, pageUrl, settings);
  return 'url' in found ? classifyExternal(found) : found;
}

/** An ads click id counts only when `gclsrc` is absent or names Google Ads (`aw`). */
function adsClickId(query: URLSearchParams): string {
  const gclid = param(query, PARAM.gclid);
  const gclsrc = param(query, PARAM.gclsrc).toLowerCase();
  return gclid && (!gclsrc || gclsrc.includes('aw')) ? gclid : '';
}

/** A touch with every field empty. */
export function emptyTouch(): Touch {
  return { source: '', medium: '', campaign: '', term: '', content: '', clickId: '' };
}

export interface AttributeInput {
  /** The page URL (absolute). */
  url: string;
  /** `document.referrer` for a landing page, or the previous page for a client-side navigation. */
  referrer: string;
  settings?: InternalHosts;
}

/** True when the query carries campaign params or an ads click id (they win over the referrer). */
function campaignOf(query: URLSearchParams) {
  const clickId = adsClickId(query);
  const utm = {
    source: param(query, PARAM.source),
    medium: param(query, PARAM.medium),
    campaign: param(query, PARAM.campaign),
    term: param(query, PARAM.term),
    content: param(query, PARAM.content),
  };
  return { clickId, utm, hasUtm: Object.values(utm).some(Boolean) };
}

/**
 * True when attributing this visit needs the site lists: no campaign params or ads click id, and
 * an external referrer. Exactly when `attributeWith` calls its `classifyExternal`; never throws.
 */
export function needsReferrerClassifier({ url, referrer, settings }: AttributeInput): boolean {
  if (typeof url !== 'string' || typeof referrer !== 'string' || !referrer) return false;
  const bounded = bound(url);
  const { clickId, hasUtm } = campaignOf(queryOf(bounded));
  return !hasUtm && !clickId && 'url' in readReferrer(referrer, bounded, settings);
}

/**
 * The full attribution of one page view (docs/product.md §4.1), `classifyExternal` naming an
 * external referrer. The public `attributeVisit` checks the arguments first.
 */
export function attributeWith(
  { url: rawUrl, referrer, settings }: AttributeInput,
  classifyExternal: ClassifyExternal,
): Visit {
  const url = bound(rawUrl);
  const query = queryOf(url);
  const touch = emptyTouch();
  const { clickId, utm, hasUtm } = campaignOf(query);
  touch.clickId = clickId;
  let origin: TouchOrigin;
  if (hasUtm || touch.clickId) {
    origin = hasUtm ? 'params' : 'click-id';
    Object.assign(touch, utm);
    touch.source ||= touch.clickId ? 'google' : NOT_SET;
    touch.medium ||= touch.clickId ? 'cpc' : NOT_SET;
  } else {
    const found = classifyReferrerWith(
      typeof referrer === 'string' ? referrer : '',
      url,
      settings,
      classifyExternal,
    );
    touch.source = found.source;
    touch.medium = found.medium;
    touch.term = found.term ?? '';
    touch.content = found.content ?? '';
    // organic → search; social, referral and internal keep their name; anything else is direct.
    origin =
      found.medium === 'organic'
        ? 'search'
        : /^(social|referral|internal)$/.test(found.medium)
          ? (found.medium as TouchOrigin)
          : 'direct';
  }
  const firstTouch: Visit['passed']['firstTouch'] = {};
  const firstSource = param(query, PARAM.firstSource);
  const firstMedium = param(query, PARAM.firstMedium);
  const firstCampaign = param(query, PARAM.firstCampaign);
  if (firstSource) firstTouch.source = firstSource;
  if (firstMedium) firstTouch.medium = firstMedium;
  if (firstCampaign) firstTouch.campaign = firstCampaign;
  return {
    touch,
    origin,
    url: cleanUrl(url),
    passed: {
      firstTouch,
      firstTouchUrl: cleanUrl(query.get(PARAM.firstTouchUrl) ?? ''),
      lastTouchUrl: cleanUrl(query.get(PARAM.lastTouchUrl) ?? ''),
      referrerId: param(query, PARAM.referrer),
      testVariation: param(query, PARAM.testVariation),
      code: param(query, PARAM.code),
      mxid: param(query, PARAM.mxid),
      gspk: param(query, PARAM.gspk),
      gsxid: param(query, PARAM.gsxid),
    },
  };
}

/** True when the visit carries no new attribution (must not replace a stored last touch). */
export function isWeakOrigin(origin: TouchOrigin): boolean {
  return origin === 'direct' || origin === 'internal';
}
