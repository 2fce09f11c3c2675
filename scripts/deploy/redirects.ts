/**
 * Reads and checks `content/redirects.json` against the built pages. A redirect that would 404,
 * loop, chain through another redirect or hide a page fails the build naming the entry, instead
 * of publishing a redirect each host would answer differently (or not at all).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ContentError, issuesFromZod, type ContentIssue } from '../../src/content/model.ts';
import {
  redirectRules,
  redirectsSchema,
  type Redirect,
} from '../../src/contracts/schemas/redirects.ts';

export const REDIRECTS_FILE = 'redirects.json';

/** Paths served by the server or the build's own files: never an old page's URL. */
const RESERVED = ['/assets/', '/page-data/', '/slice-data/', '/_img/', '/api/', '/_video'];
const ERROR_PAGE = /^\/(?:404|500)(?:\/.*|\.html)?$/;

/** The problems of a parsed redirect list, given the paths of the built pages. */
export function redirectIssues(
  redirects: readonly Redirect[],
  pagePaths: ReadonlySet<string>,
  file = `content/${REDIRECTS_FILE}`,
): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const fail = (index: number, field: string, message: string) =>
    issues.push({ file, field: `${index}.${field}`, message });
  redirects.forEach((redirect, index) => {
    const { from, to } = redirect;
    const name = `${from} → ${to}`;
    const external = /^https?:/.test(to);
    const answers = (other: Redirect) => redirectRules([other]).map((rule) => rule.from);
    const mine = new Set(answers(redirect));
    const first = redirects.findIndex((other) =>
      answers(other).some((answered) => mine.has(answered)),
    );
    if (first !== index) fail(index, 'from', `${from} is redirected already by entry ${first}`);
    if (from === '/' || ERROR_PAGE.test(from)) {
      fail(index, 'from', `${name}: ${from} is not redirected (the home and error pages stay)`);
    } else if (RESERVED.some((prefix) => from.startsWith(prefix) || `${from}/` === prefix)) {
      fail(index, 'from', `${name}: ${from} is served by the site itself (${RESERVED.join(', ')})`);
    } else if (pagePaths.has(from) || pagePaths.has(`${from}/`)) {
      fail(index, 'from', `${name}: ${from} is a page of the build; remove the page or the entry`);
    }
    if (external) return;
    if (mine.has(to)) {
      fail(index, 'to', `${name} redirects to itself (a loop)`);
      return;
    }
    const next = redirects.findIndex((other) => answers(other).includes(to));
    if (next !== -1) {
      const loops = mine.has(redirects[next]?.to ?? '');
      fail(
        index,
        'to',
        `${name} ${loops ? 'loops back' : 'chains'} through entry ${next} (${redirects[next]?.from} → ${redirects[next]?.to}); point it at the final page`,
      );
      return;
    }
    if (!pagePaths.has(to) || ERROR_PAGE.test(to)) {
      const hint = pagePaths.has(`${to}/`) ? ` (did you mean ${to}/?)` : '';
      fail(index, 'to', `${name}: ${to} is not a page of the build${hint}`);
    }
  });
  return issues;
}

/**
 * The redirects of `contentDir/redirects.json`, validated and checked against `pagePaths`; none
 * when the file does not exist. Throws a ContentError naming each bad entry.
 */
export async function loadRedirects(
  contentDir: string,
  pagePaths: Iterable<string>,
): Promise<Redirect[]> {
  const file = path.join(contentDir, REDIRECTS_FILE);
  const label = path.relative(process.cwd(), file) || file;
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ContentError([{ file: label, field: '(root)', message: (error as Error).message }]);
  }
  const parsed = redirectsSchema.safeParse(json);
  if (!parsed.success) throw new ContentError(issuesFromZod(label, parsed.error));
  const issues = redirectIssues(parsed.data, new Set(pagePaths), label);
  if (issues.length > 0) throw new ContentError(issues);
  return parsed.data;
}
