/**
 * Naming an external referrer (docs/product.md §4.1 step 3): a listed search engine gives `organic`
 * with its search term, a listed social network gives `social`, anything else (webmail, ads, AI
 * assistants, any other site) is a `referral`.
 *
 * Its own lazy chunk on the site: it carries the compiled referrer table, needed only by a visit
 * with an external referrer and no campaign params.
 */
import { matchReferrer, searchTerm } from './referrer-match.ts';
import { referralOf, type ClassifyExternal } from './touch.ts';

export const classifyExternal: ClassifyExternal = (referrer) => {
  const site = matchReferrer(referrer.host, referrer.url);
  if (site?.kind === 's') {
    const term = searchTerm(site, referrer.url);
    return term
      ? { source: site.source, medium: 'organic', term }
      : { source: site.source, medium: 'organic' };
  }
  if (site?.kind === 'o') return { source: site.source, medium: 'social' };
  return referralOf(referrer);
};
