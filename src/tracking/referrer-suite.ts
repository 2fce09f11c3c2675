/**
 * Scores a referrer classifier on the project's referrer suite (referrer-suite.fixture.ts):
 * search referrers recognised with the right source and term, social networks with the right
 * source, other referrers left as a referral. Used by `npm run referrers:score` and the tests.
 */
import type { ReferrerClass } from './touch.ts';
import { OTHER_CASES, SEARCH_CASES, SOCIAL_CASES } from './referrer-suite.fixture.ts';

export type Classify = (referrer: string) => ReferrerClass;

export interface GroupScore {
  passed: number;
  total: number;
  /** Each failing case and what the classifier said instead. */
  failures: { url: string; expected: string; got: string }[];
}

export interface SuiteScore {
  search: GroupScore;
  social: GroupScore;
  other: GroupScore;
}

const describe = (found: ReferrerClass) =>
  `${found.source} / ${found.medium}${found.term ? ` / ${found.term}` : ''}`;

function group<T>(
  cases: readonly T[],
  classify: Classify,
  url: (item: T) => string,
  expected: (item: T) => string,
  ok: (item: T, found: ReferrerClass) => boolean,
): GroupScore {
  const failures: GroupScore['failures'] = [];
  for (const item of cases) {
    const found = classify(url(item));
    if (!ok(item, found))
      failures.push({ url: url(item), expected: expected(item), got: describe(found) });
  }
  return { passed: cases.length - failures.length, total: cases.length, failures };
}

export function scoreSuite(classify: Classify): SuiteScore {
  return {
    search: group(
      SEARCH_CASES,
      classify,
      (item) => item.url,
      (item) => `${item.source} / organic / ${item.term}`,
      (item, found) =>
        found.medium === 'organic' && found.source === item.source && found.term === item.term,
    ),
    social: group(
      SOCIAL_CASES,
      classify,
      (item) => item.url,
      (item) => `${item.source} / social`,
      (item, found) => found.medium === 'social' && found.source === item.source,
    ),
    other: group(
      OTHER_CASES,
      classify,
      (item) => item,
      () => 'referral',
      (item, found) => found.medium === 'referral' && found.source === new URL(item).hostname,
    ),
  };
}

/**
 * Targets the referrer table must meet (docs/product.md §4.11) on a suite of 23 search, 14 social
 * and 81 other referrers, as ratios.
 */
export const TARGETS = { search: 17 / 23, social: 13 / 14, other: 80 / 81 } as const;

export function formatScore(score: SuiteScore): string {
  const line = (name: keyof SuiteScore) => {
    const { passed, total } = score[name];
    const met = passed / total >= TARGETS[name] ? 'meets' : 'BELOW';
    return `  ${name.padEnd(7)} ${String(passed).padStart(3)}/${total}  (${met} target ${(TARGETS[name] * 100).toFixed(0)}%)`;
  };
  const failures = (['search', 'social', 'other'] as const).flatMap((name) =>
    score[name].failures.map(
      (f) => `    ${name}: ${f.url}\n      expected ${f.expected}, got ${f.got}`,
    ),
  );
  return [
    'Referrer suite (src/tracking/referrer-suite.fixture.ts):',
    line('search'),
    line('social'),
    line('other'),
    ...(failures.length ? ['  misses:', ...failures] : []),
  ].join('\n');
}
