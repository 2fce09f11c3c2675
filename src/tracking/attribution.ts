/**
 * Attribution of one page view (docs/product.md §4.1): which campaign, search or site brought the
 * visitor. Pure functions of the URL, the referrer and the site's hosts.
 *
 * The rules live in touch.ts (what every page view needs) and referrers.ts (the site lists,
 * loaded lazily by the page-view code); this module binds them into the synchronous public API.
 */
import { classifyExternal } from './referrers.ts';
import {
  attributeWith,
  classifyReferrerWith,
  type AttributeInput,
  type InternalHosts,
  type ReferrerClass,
  type Visit,
} from './touch.ts';

export {
  DIRECT,
  isWeakOrigin,
  MAX_INPUT_LENGTH,
  NONE,
  NOT_SET,
  needsReferrerClassifier,
} from './touch.ts';
export type {
  AttributeInput,
  InternalHosts,
  ReferrerClass,
  ReferrerMedium,
  Touch,
  TouchOrigin,
  Visit,
} from './touch.ts';

function requireString(name: string, value: unknown): asserts value is string {
  if (value === undefined || value === null) {
    throw new TypeError(`Attribution: ${name} is ${String(value)}; pass the URL as a string`);
  }
  if (typeof value !== 'string') {
    throw new TypeError(`Attribution: ${name} must be a string, got ${typeof value}`);
  }
}

/**
 * Classifies a referrer (docs/product.md §4.1 steps 3–5). Throws only when an argument is not a
 * string. `settings` lists extra hosts counted as the site itself (besides the page's own host).
 */
export function classifyReferrer(
  referrer: string,
  pageUrl: string,
  settings?: InternalHosts,
): ReferrerClass {
  requireString('referrer', referrer);
  requireString('pageUrl', pageUrl);
  return classifyReferrerWith(referrer, pageUrl, settings, classifyExternal);
}

/**
 * The full attribution of one page view (docs/product.md §4.1). Throws only when `url` is not a
 * string.
 */
export function attributeVisit(input: AttributeInput): Visit {
  requireString('url', input.url);
  return attributeWith(input, classifyExternal);
}
