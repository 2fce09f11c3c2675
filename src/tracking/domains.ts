/**
 * Host names: registrable domains and the lists of search engines and social sites that
 * referrers are matched against (docs/product.md §4.1). Matching is by registrable domain, so
 * `www.google.co.uk`, `uk.search.yahoo.com` and `m.facebook.com` all match their entry.
 *
 * We keep a small public-suffix rule instead of shipping the full Public Suffix List (over
 * 200 KB): a two-letter country TLD whose second label is one of the generic second-level names
 * (`co.uk`, `com.au`, `ne.jp`…) is a suffix, plus a few explicit multi-label suffixes.
 */

import { isIpAddress, normalizeHost } from './hosts.ts';

export { isIpAddress, isSameOrSubdomain, normalizeHost } from './hosts.ts';

const GENERIC_SECOND_LEVEL = new Set([
  'ac',
  'co',
  'com',
  'edu',
  'gen',
  'go',
  'gob',
  'gov',
  'gv',
  'ltd',
  'ne',
  'net',
  'nic',
  'or',
  'org',
  'plc',
  'sch',
]);

/** Multi-label public suffixes the rule above does not catch. */
const EXTRA_SUFFIXES = new Set(['com.de', 'co.com', 'uk.com', 'us.com', 'eu.com', 'github.io']);

/** Number of labels in the public suffix of a host (1 for `com`, 2 for `co.uk`). */
function suffixLabels(labels: readonly string[]): number {
  const n = labels.length;
  if (n >= 3) {
    const lastThree = labels.slice(-3).join('.');
    if (EXTRA_SUFFIXES.has(lastThree)) return 3;
  }
  if (n >= 2) {
    const tld = labels[n - 1] ?? '';
    const second = labels[n - 2] ?? '';
    if (EXTRA_SUFFIXES.has(`${second}.${tld}`)) return 2;
    if (tld.length === 2 && GENERIC_SECOND_LEVEL.has(second) && n >= 3) return 2;
  }
  return 1;
}

/** `www.google.co.uk` → `google.co.uk`; a bare suffix, an IP or `localhost` is returned as is. */
export function registrableDomain(host: string): string {
  const clean = normalizeHost(host);
  if (!clean || isIpAddress(clean)) return clean;
  const labels = clean.split('.');
  const keep = suffixLabels(labels) + 1;
  return labels.length <= keep ? clean : labels.slice(-keep).join('.');
}

/** The label before the public suffix: `google` for `www.google.co.uk`. */
export function brandLabel(host: string): string {
  const domain = registrableDomain(host);
  return domain.split('.')[0] ?? '';
}

/**
 * A site matched by registrable domain. An entry with a dot (`t.co`) matches that registrable
 * domain exactly; one without (`google`) matches the brand under any suffix (`google.de`,
 * `google.com.br`).
 */
export interface SiteEntry {
  /** Source name reported for this site. */
  name: string;
  domains: readonly string[];
}

export interface SearchEngine extends SiteEntry {
  /** Query parameters holding the search term, in order of preference. */
  termParams: readonly string[];
  /** Optional host prefix that must be present (e.g. `search.` for Brave). */
  hostIncludes?: string;
}

/** Major search engines worldwide, with the parameter each uses for the query. */
export const SEARCH_ENGINES: readonly SearchEngine[] = [
  { name: 'google', domains: ['google'], termParams: ['q'] },
  { name: 'bing', domains: ['bing'], termParams: ['q'] },
  { name: 'yahoo', domains: ['yahoo', 'yahoo.co.jp'], termParams: ['p', 'q'] },
  { name: 'duckduckgo', domains: ['duckduckgo.com', 'ddg.gg'], termParams: ['q'] },
  { name: 'baidu', domains: ['baidu.com'], termParams: ['wd', 'word', 'kw'] },
  { name: 'yandex', domains: ['yandex', 'ya.ru'], termParams: ['text'] },
  { name: 'naver', domains: ['naver.com'], termParams: ['query'] },
  { name: 'daum', domains: ['daum.net'], termParams: ['q'] },
  { name: 'ecosia', domains: ['ecosia.org'], termParams: ['q'] },
  { name: 'qwant', domains: ['qwant.com'], termParams: ['q'] },
  { name: 'startpage', domains: ['startpage.com'], termParams: ['query', 'q'] },
  { name: 'brave', domains: ['brave.com'], termParams: ['q'], hostIncludes: 'search.' },
  { name: 'kagi', domains: ['kagi.com'], termParams: ['q'] },
  { name: 'ask', domains: ['ask.com'], termParams: ['q'] },
  { name: 'aol', domains: ['aol'], termParams: ['q', 'query'] },
  { name: 'seznam', domains: ['seznam.cz'], termParams: ['q'] },
  { name: 'sogou', domains: ['sogou.com'], termParams: ['query'] },
  { name: '360', domains: ['so.com'], termParams: ['q'] },
  { name: 'mail.ru', domains: ['mail.ru'], termParams: ['q'], hostIncludes: 'go.' },
  { name: 'rambler', domains: ['rambler.ru'], termParams: ['query'] },
  { name: 'coccoc', domains: ['coccoc.com'], termParams: ['query'] },
  { name: 'yep', domains: ['yep.com'], termParams: ['q'] },
  { name: 'mojeek', domains: ['mojeek.com'], termParams: ['q'] },
  { name: 'dogpile', domains: ['dogpile.com'], termParams: ['q'] },
  { name: 'onet', domains: ['onet.pl'], termParams: ['qt', 'q'], hostIncludes: 'szukaj.' },
];

/** Major social networks and their short-link hosts. */
export const SOCIAL_SITES: readonly SiteEntry[] = [
  { name: 'facebook', domains: ['facebook.com', 'fb.com', 'fb.me', 'messenger.com'] },
  { name: 'instagram', domains: ['instagram.com', 'instagr.am'] },
  { name: 'threads', domains: ['threads.net', 'threads.com'] },
  { name: 'x', domains: ['x.com', 'twitter.com', 't.co'] },
  { name: 'linkedin', domains: ['linkedin.com', 'lnkd.in'] },
  { name: 'youtube', domains: ['youtube.com', 'youtu.be'] },
  { name: 'reddit', domains: ['reddit.com', 'redd.it'] },
  { name: 'pinterest', domains: ['pinterest', 'pin.it'] },
  { name: 'tiktok', domains: ['tiktok.com'] },
  { name: 'snapchat', domains: ['snapchat.com'] },
  { name: 'tumblr', domains: ['tumblr.com'] },
  { name: 'quora', domains: ['quora.com'] },
  { name: 'medium', domains: ['medium.com'] },
  { name: 'hacker news', domains: ['ycombinator.com'] },
  { name: 'mastodon', domains: ['mastodon.social', 'mastodon.online'] },
  { name: 'bluesky', domains: ['bsky.app', 'bsky.social'] },
  { name: 'whatsapp', domains: ['whatsapp.com', 'wa.me'] },
  { name: 'telegram', domains: ['telegram.org', 't.me'] },
  { name: 'discord', domains: ['discord.com', 'discord.gg'] },
  { name: 'vk', domains: ['vk.com', 'vk.ru'] },
  { name: 'odnoklassniki', domains: ['ok.ru'] },
  { name: 'weibo', domains: ['weibo.com', 'weibo.cn', 't.cn'] },
  { name: 'line', domains: ['line.me', 'lin.ee'] },
  { name: 'xing', domains: ['xing.com'] },
  { name: 'slack', domains: ['slack.com'] },
  { name: 'producthunt', domains: ['producthunt.com'] },
  { name: 'buffer', domains: ['buff.ly'] },
  { name: 'hootsuite', domains: ['ow.ly'] },
];

/** The entry of `list` matching `host`, if any. */
export function matchSite<T extends SiteEntry>(list: readonly T[], host: string): T | undefined {
  const domain = registrableDomain(host);
  if (!domain) return undefined;
  const brand = brandLabel(host);
  return list.find((entry) =>
    entry.domains.some((candidate) =>
      candidate.includes('.') ? domain === candidate : brand === candidate,
    ),
  );
}
