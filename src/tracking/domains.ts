/**
 * Registrable domains: the main domain the preview server and the edge middleware set the
 * attribution cookies on (the browser finds it by probing, see cookies.ts). Referrers are
 * matched against the compiled referrer table instead (referrer-match.ts).
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
const EXTRA_SUFFIXES = new Set([
  'com.de',
  'co.com',
  'uk.com',
  'us.com',
  'eu.com',
  'github.io',
  // Hosting platforms: browsers refuse a cookie on these, as on `co.uk`.
  'pages.dev',
  'workers.dev',
  'netlify.app',
  'vercel.app',
  'herokuapp.com',
  'web.app',
  'firebaseapp.com',
]);

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
