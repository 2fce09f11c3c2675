/**
 * Looks a referrer up in the compiled referrer table (Matomo's search-engine, social-network and
 * AI-assistant lists plus the project overrides, see scripts/content/referrers/compile.ts), the way
 * Matomo matches them: the exact host (with a path prefix when the list names one), then its
 * "lossy" form (`www.`/`m.`/`search.` dropped, country labels as `{}`), then, for every kind
 * but search engines, each parent domain. Search engines match only their listed hosts (and
 * `*.search.<engine>`), so `docs.google.com` or `gemini.google.com` never count as a search.
 */
import { cleanValue } from './params.ts';
import { REFERRER_TABLE } from './referrer-table.generated.ts';

/** `r` referral (webmail, ads), `a` AI assistant, `o` social network, `s` search engine. */
export type SiteKind = 'r' | 'a' | 'o' | 's';

export interface ReferrerSite {
  kind: SiteKind;
  /** Source name reported for the site (lower case). */
  source: string;
  /** Search-term params, in order of preference; `/regex/` ones apply to the whole URL. */
  params: readonly string[];
}

interface Index {
  hosts: Map<string, ReferrerSite>;
  paths: Map<string, [string, ReferrerSite][]>;
}

let built: Index | undefined;

function index(): Index {
  if (built) return built;
  const hosts = new Map<string, ReferrerSite>();
  const paths = new Map<string, [string, ReferrerSite][]>();
  for (const line of REFERRER_TABLE.split('\n')) {
    const [head = '', params = '', keys = ''] = line.split('|');
    const site: ReferrerSite = {
      kind: head[0] as SiteKind,
      source: head.slice(1),
      params: params ? params.split(' ') : [],
    };
    for (const key of keys.split(' ')) {
      const slash = key.indexOf('/');
      if (slash < 0) hosts.set(key, site);
      else {
        const host = key.slice(0, slash);
        paths.set(host, [...(paths.get(host) ?? []), [key.slice(slash), site]]);
      }
    }
  }
  built = { hosts, paths };
  return built;
}

/** Matomo's lossy host: `www.google.co.uk` → `google.{}`, `uk.search.yahoo.com` → `{}.search.yahoo.com`. */
export function lossyHost(host: string): string {
  return host
    .replace(/^(w+\d*|search)\./, '')
    .replace(/(^|\.)m\./, '$1')
    .replace(/(\.(com|org|net|co|it|edu))?\.[a-z]{2}$/, '.{}')
    .replace(/(^|\.)[a-z]{2}\./g, '$1{}.');
}

function at(key: string, path: string): ReferrerSite | undefined {
  const { hosts, paths } = index();
  const prefixed = paths
    .get(key)
    ?.filter(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))
    .sort((a, b) => b[0].length - a[0].length)[0];
  return prefixed?.[1] ?? hosts.get(key);
}

/** The listed site a referrer comes from, if any. `host` is normalized (lower case). */
export function matchReferrer(host: string, url: URL): ReferrerSite | undefined {
  const path = url.pathname.replace(/\/+$/, '');
  const direct = at(host, path) ?? at(lossyHost(host), path);
  if (direct) return direct;
  const labels = host.split('.');
  for (let i = 1; i < labels.length - 1; i += 1) {
    const parent = labels.slice(i).join('.');
    const site = at(parent, path) ?? at(lossyHost(parent), path);
    if (site && (site.kind !== 's' || parent.startsWith('search.'))) return site;
  }
  // Portals whose search is "powered by" a bigger engine (Matomo's special cases).
  if (/(^|&)cx=partner-pub-/.test(url.search.slice(1))) return at('google.com', '/cse');
  if (url.pathname.startsWith('/pemonitorhosted/ws/results/'))
    return at('wsdsold.infospace.com', '');
  return undefined;
}

/**
 * Longest part of a referrer URL the lists' patterns see: some backtrack badly on long input
 * (`[^+]+([^&]+)`), and a term never needs more.
 */
const PATTERN_INPUT = 512;

function fromPattern(pattern: string, href: string): string {
  const end = pattern.lastIndexOf('/');
  try {
    const found = new RegExp(pattern.slice(1, end), pattern.slice(end + 1)).exec(
      href.slice(0, PATTERN_INPUT),
    )?.[1];
    return found ? decodeURIComponent(found.replace(/\+/g, ' ')) : '';
  } catch {
    // A pattern JavaScript cannot compile, or a broken `%` escape: no term from it.
    return '';
  }
}

/** The search term in a search engine's referrer URL (query, then fragment); '' when hidden. */
export function searchTerm(site: ReferrerSite, url: URL): string {
  const query = new URLSearchParams(`${url.search.slice(1)}&${url.hash.slice(1)}`);
  for (const param of site.params) {
    const value =
      param.length > 2 && param.startsWith('/') ? fromPattern(param, url.href) : query.get(param);
    const term = cleanValue(value);
    if (term) return term;
  }
  return '';
}
