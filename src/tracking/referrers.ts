/**
 * Naming an external referrer (docs/product.md §4.1 step 3): a known search engine gives `organic`
 * with its search term, a known social site gives `social`, anything else is a `referral`.
 *
 * Its own lazy chunk on the site: it carries the search-engine and social-site lists, needed only
 * by a visit with an external referrer and no campaign params.
 */
import { matchSite, SEARCH_ENGINES, SOCIAL_SITES } from './domains.ts';
import { param } from './params.ts';
import { referralOf, type ClassifyExternal } from './touch.ts';

export const classifyExternal: ClassifyExternal = (referrer) => {
  const { host, url } = referrer;
  const engine = matchSite(SEARCH_ENGINES, host);
  if (engine && (!engine.hostIncludes || host.startsWith(engine.hostIncludes))) {
    const term = engine.termParams.map((name) => param(url.searchParams, name)).find(Boolean);
    return term
      ? { source: engine.name, medium: 'organic', term }
      : { source: engine.name, medium: 'organic' };
  }
  const social = matchSite(SOCIAL_SITES, host);
  if (social) return { source: social.name, medium: 'social' };
  return referralOf(referrer);
};
