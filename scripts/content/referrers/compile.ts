/**
 * Compiles Matomo's referrer lists (data/referrers/*.yml, CC0) and the project's overrides into
 * the compact table the classifier reads (src/tracking/referrer-table.generated.ts).
 *
 * Table text: one entry per line, `<kind><source>|<params>|<keys>`, params and keys separated by
 * spaces. Kind: `r` referral (webmail, ads: never organic), `a` AI assistant (a referral too),
 * `o` social, `s` search. A key is a host, optionally with a path prefix (`x.com/i/grok`), where
 * `{}` stands for any country label (`google.{}`, `{}.search.yahoo.com`). A key belongs to the
 * first entry that claims it, in that order of kinds, so a list lower down never wins a host.
 */
import { load } from 'js-yaml';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const LIST_FILES = {
  search: 'SearchEngines.yml',
  social: 'Socials.yml',
  ai: 'AIAssistants.yml',
  overrides: 'overrides.yml',
} as const;

export type ListTexts = Record<keyof typeof LIST_FILES, string>;
export type Kind = 'r' | 'a' | 'o' | 's';

export interface CompiledEntry {
  kind: Kind;
  source: string;
  params: string[];
  keys: string[];
}

export class ReferrerListError extends Error {
  override name = 'ReferrerListError';
}

type Yaml = unknown;

const isRecord = (value: Yaml): value is Record<string, Yaml> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function stringList(value: Yaml, where: string): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    throw new ReferrerListError(`${where}: expected a list of strings`);
  }
  return value as string[];
}

function parseYaml(text: string, file: string): Record<string, Yaml> {
  let parsed: Yaml;
  try {
    parsed = load(text);
  } catch (error) {
    throw new ReferrerListError(`${file}: ${(error as Error).message}`);
  }
  if (parsed === undefined || parsed === null) return {};
  if (!isRecord(parsed)) throw new ReferrerListError(`${file}: expected a mapping of names`);
  return parsed;
}

/** A key as the matcher compares it: lower case, no scheme, no trailing slash. */
export function normalizeKey(raw: string): string {
  return raw
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/\/+$/, '');
}

// Keys are split on spaces and entries on `|` and newlines; anything else is fine.
const SAFE_TOKEN = /^[^\s|]+$/;

function sourceName(name: string, renames: Record<string, string>): string {
  const renamed = renames[name];
  if (renamed) return renamed;
  let decoded = name;
  try {
    decoded = decodeURIComponent(name);
  } catch {
    // Keep a name with a stray `%` as written.
  }
  return decoded.trim().toLowerCase();
}

interface Lists {
  referral: [string, string[]][];
  ai: [string, string[]][];
  social: [string, string[]][];
  search: [string, { urls: string[]; params: string[] }][];
  renames: Record<string, string>;
}

function urlLists(doc: Record<string, Yaml>, file: string): [string, string[]][] {
  return Object.entries(doc).map(([name, urls]) => [name, stringList(urls, `${file} › ${name}`)]);
}

function searchLists(
  doc: Record<string, Yaml>,
  file: string,
): [string, { urls: string[]; params: string[] }][] {
  const out: [string, { urls: string[]; params: string[] }][] = [];
  for (const [name, value] of Object.entries(doc)) {
    const definitions = Array.isArray(value) ? value : [value];
    definitions.forEach((definition, index) => {
      const where = `${file} › ${name}[${index}]`;
      if (!isRecord(definition)) throw new ReferrerListError(`${where}: expected urls and params`);
      out.push([
        name,
        {
          urls: stringList(definition.urls, `${where}.urls`),
          params: stringList(definition.params, `${where}.params`),
        },
      ]);
    });
  }
  return out;
}

function readLists(texts: ListTexts): Lists {
  const overrides = parseYaml(texts.overrides, LIST_FILES.overrides);
  const section = (key: string) => {
    const value = overrides[key];
    if (value === undefined || value === null) return {};
    if (!isRecord(value))
      throw new ReferrerListError(`${LIST_FILES.overrides} › ${key}: expected a mapping`);
    return value;
  };
  const renames: Record<string, string> = {};
  for (const [from, to] of Object.entries(section('rename'))) {
    if (typeof to !== 'string')
      throw new ReferrerListError(`${LIST_FILES.overrides} › rename › ${from}: expected a string`);
    renames[from] = to;
  }
  return {
    referral: urlLists(section('referral'), `${LIST_FILES.overrides} › referral`),
    ai: urlLists(parseYaml(texts.ai, LIST_FILES.ai), LIST_FILES.ai),
    social: [
      ...urlLists(section('social'), `${LIST_FILES.overrides} › social`),
      ...urlLists(parseYaml(texts.social, LIST_FILES.social), LIST_FILES.social),
    ],
    search: [
      ...searchLists(section('search'), `${LIST_FILES.overrides} › search`),
      ...searchLists(parseYaml(texts.search, LIST_FILES.search), LIST_FILES.search),
    ],
    renames,
  };
}

export interface CompileResult {
  entries: CompiledEntry[];
  text: string;
  /** Keys dropped because a list of higher precedence (or an earlier entry) claimed them. */
  shadowed: number;
  /** Malformed keys or params left out, with where they came from. */
  skipped: string[];
}

export function compileReferrerLists(texts: ListTexts): CompileResult {
  const lists = readLists(texts);
  const claimed = new Set<string>();
  const skipped: string[] = [];
  let shadowed = 0;
  const merged = new Map<string, CompiledEntry>();

  // Hosts of referral, AI and social entries: a search key on one of them (or a subdomain) is
  // dropped, so `www.facebook.com` (a search engine in Matomo's list) stays social.
  const nonSearchHosts = new Set<string>();
  const underNonSearch = (key: string) => {
    const host = key.split('/')[0] ?? '';
    const labels = host.split('.');
    return labels.some((_, i) => nonSearchHosts.has(labels.slice(i).join('.')));
  };

  const add = (kind: Kind, name: string, urls: string[], params: string[]) => {
    const keys: string[] = [];
    for (const url of urls) {
      const key = normalizeKey(url);
      if (!key || !SAFE_TOKEN.test(key) || !/^[a-z0-9{}.-]+(\/|$)/.test(key)) {
        skipped.push(`${name}: key ${JSON.stringify(url)}`);
      } else if (claimed.has(key) || (kind === 's' && underNonSearch(key))) {
        shadowed += 1;
      } else {
        claimed.add(key);
        keys.push(key);
        if (kind !== 's' && !key.includes('/')) nonSearchHosts.add(key);
      }
    }
    const goodParams = params.filter((param) => {
      const ok = SAFE_TOKEN.test(param);
      if (!ok) skipped.push(`${name}: param ${JSON.stringify(param)}`);
      return ok;
    });
    if (keys.length === 0) return;
    const source = sourceName(name, lists.renames);
    if (!SAFE_TOKEN.test(source.replace(/ /g, '_'))) {
      skipped.push(`${name}: name`);
      return;
    }
    // One entry per kind, name and params: the definitions of one engine share a line.
    const id = `${kind}${source}|${goodParams.join(' ')}`;
    const existing = merged.get(id);
    if (existing) existing.keys.push(...keys);
    else merged.set(id, { kind, source, params: goodParams, keys });
  };

  for (const [name, urls] of lists.referral) add('r', name, urls, []);
  for (const [name, urls] of lists.ai) add('a', name, urls, []);
  for (const [name, urls] of lists.social) add('o', name, urls, []);
  for (const [name, { urls, params }] of lists.search) add('s', name, urls, params);

  const entries = [...merged.values()];
  const text = entries
    .map(
      (entry) => `${entry.kind}${entry.source}|${entry.params.join(' ')}|${entry.keys.join(' ')}`,
    )
    .join('\n');
  return { entries, text, shadowed, skipped };
}

export async function readListTexts(dir: string): Promise<ListTexts> {
  const read = (file: string) => readFile(path.join(dir, file), 'utf8');
  const [search, social, ai, overrides] = await Promise.all([
    read(LIST_FILES.search),
    read(LIST_FILES.social),
    read(LIST_FILES.ai),
    read(LIST_FILES.overrides),
  ]);
  return { search, social, ai, overrides };
}

/** The generated module: the table as one string constant (it gzips best that way). */
export function renderTableModule(text: string): string {
  return [
    '// Generated by scripts/content/referrers/compile.ts from data/referrers/ (Matomo lists, CC0, and the',
    '// project overrides): do not edit. `npm run build` and `npm run referrers:update` rewrite it.',
    `export const REFERRER_TABLE =\n  ${JSON.stringify(text)};`,
    '',
  ].join('\n');
}

export const gzipSize = (text: string): number => gzipSync(Buffer.from(text), { level: 9 }).length;
