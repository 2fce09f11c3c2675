/**
 * The queries `npm run bench:search` times, and its percentile: words of the synthetic posts
 * (which match thousands of pages), words of the real content, several words, a prefix as typed,
 * and a word found nowhere.
 */
export const QUERIES = [
  'inbox',
  'workflow',
  'customer reply',
  'help center',
  'playbook',
  'saved replies',
  'first response time',
  'sla',
  'handoff',
  'chat',
  'wor',
  'supp',
  'analytics',
  'integration',
  'pricing',
  'team tone context',
  'zzyzx',
  'escalation',
  'metric habit',
  'queue',
] as const;

/** The nearest-rank percentile (`p` from 0 to 100) of `values`; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}
