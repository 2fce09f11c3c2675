/**
 * Host-name helpers every page view needs (internal referrers, cookie domains, link kinds).
 * Kept apart from the referrer table (referrer-match.ts), which loads only when a visit has to
 * be classified.
 */

/** Lower-cased host without a trailing dot; '' for anything that is not a plausible host. */
export function normalizeHost(host: string): string {
  const lower = host.trim().toLowerCase().replace(/\.$/, '');
  return /^[a-z0-9.-]+$/.test(lower) && !lower.startsWith('.') && !lower.includes('..')
    ? lower
    : '';
}

export function isIpAddress(host: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':') || host.startsWith('[');
}

/** True when `host` is `parent` or one of its subdomains. */
export function isSameOrSubdomain(host: string, parent: string): boolean {
  const h = normalizeHost(host);
  const p = normalizeHost(parent);
  return Boolean(h && p) && (h === p || h.endsWith(`.${p}`));
}
