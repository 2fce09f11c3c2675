/**
 * A misspelt blog category (issue 32, point 7): every category gets a public topic page, so
 * "Custmer Service" on one post used to publish a topic page of its own. A category that no other
 * post or listing uses and that looks like an existing one (another case or spacing, a typo of a
 * letter or two) is an error naming the existing categories. One unlike all of them starts a new
 * topic, as before. Node only (the build).
 */
import type { ContentIssue } from './model.ts';

export interface CategoryUse {
  file: string;
  /** The post's category, or a listing's `collection.category`. */
  category: string;
  /** Listings name categories; only posts start new ones. */
  kind: 'post' | 'listing';
}

const normalize = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Letters to add, remove or change to turn one text into the other. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1)
      row[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = row;
  }
  return previous[b.length] ?? 0;
}

/** Whether `candidate` reads as a misspelling of `known`. */
function looksLike(candidate: string, known: string): boolean {
  const a = normalize(candidate);
  const b = normalize(known);
  if (a === b) return true;
  return Math.min(a.length, b.length) >= 4 && editDistance(a, b) <= 2;
}

export function categoryIssues(uses: readonly CategoryUse[]): ContentIssue[] {
  const count = new Map<string, number>();
  for (const use of uses) count.set(use.category, (count.get(use.category) ?? 0) + 1);
  const all = [...count.keys()].sort();
  const listed = new Set(uses.filter((use) => use.kind === 'listing').map((use) => use.category));
  const issues: ContentIssue[] = [];
  for (const use of uses) {
    if (use.kind !== 'post' || (count.get(use.category) ?? 0) > 1 || listed.has(use.category))
      continue;
    const known = all.filter((category) => category !== use.category);
    const near = known.find((category) => looksLike(use.category, category));
    if (near)
      issues.push({
        file: use.file,
        field: 'props.category',
        message: `"${use.category}" is not a category of the blog: did you mean "${near}"? The categories are: ${known.join(', ')}`,
      });
  }
  return issues;
}
