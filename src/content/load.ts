/**
 * The embedded content store (`content/`): reads every file, validates it, and reports all
 * problems at once with the file, the field and what was expected.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { ROUTES, routeFor } from '../app/routes.ts';
import type { SharedName } from '../app/page-data.ts';
import { applyEnv } from './env.ts';
import { footerSchema, navigationSchema } from './schemas/navigation.ts';
import {
  ContentError,
  issuesFromZod,
  pageEntrySchema,
  settingsSchema,
  type ContentIssue,
  type PageEntry,
  type Settings,
} from './model.ts';

export interface Site {
  settings: Settings;
  /** Data shared across pages, emitted once each as `/page-data/sq/d/{hash}.json`. */
  shared: Record<SharedName, unknown>;
  pages: PageEntry[];
}

export const DEFAULT_CONTENT_DIR = path.resolve(import.meta.dirname, '../../content');

async function readJson(file: string, root: string, issues: ContentIssue[]): Promise<unknown> {
  const name = path.relative(root, file);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    issues.push({ file: name, field: '(file)', message: `cannot be read: ${(error as Error).message}` });
    return undefined;
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    issues.push({ file: name, field: '(syntax)', message: `is not valid JSON: ${(error as Error).message}` });
    return undefined;
  }
}

function validate<T>(
  schema: z.ZodType<T>,
  value: unknown,
  file: string,
  issues: ContentIssue[],
): T | undefined {
  if (value === undefined) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  issues.push(...issuesFromZod(file, result.error));
  return undefined;
}

async function listJson(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

export async function loadSite(
  root: string = DEFAULT_CONTENT_DIR,
  env: Record<string, string | undefined> = process.env,
): Promise<Site> {
  const issues: ContentIssue[] = [];
  const file = (name: string) => path.join(root, name);

  const rawSettings = await readJson(file('settings.json'), root, issues);
  const settings = validate(settingsSchema, rawSettings && applyEnv(rawSettings, env), 'settings.json', issues);
  const [navigation, footer, pricing] = await Promise.all(
    ['navigation.json', 'footer.json', 'pricing.json'].map((name) => readJson(file(name), root, issues)),
  );
  const validNavigation = validate(navigationSchema, navigation, 'navigation.json', issues);
  const validFooter = validate(footerSchema, footer, 'footer.json', issues);

  const pages: PageEntry[] = [];
  const seenPaths = new Map<string, string>();
  for (const pageFile of await listJson(file('pages'))) {
    const name = path.relative(root, pageFile);
    const entry = validate(pageEntrySchema, await readJson(pageFile, root, issues), name, issues) as
      | PageEntry
      | undefined;
    if (!entry) continue;
    const previous = seenPaths.get(entry.path);
    if (previous) {
      issues.push({ file: name, field: 'path', message: `${entry.path} is already used by ${previous}` });
      continue;
    }
    if (!routeFor(entry.path, entry.template)) {
      issues.push({
        file: name,
        field: 'template',
        message: `${entry.template} does not render ${entry.path}; see ROUTES in src/app/routes.ts`,
      });
      continue;
    }
    seenPaths.set(entry.path, name);
    pages.push(entry);
  }
  for (const route of ROUTES) {
    if (route.required && !seenPaths.has(route.pattern)) {
      issues.push({
        file: 'pages/',
        field: '(missing page)',
        message: `no page for the required route ${route.pattern} (${route.template})`,
      });
    }
  }

  if (issues.length > 0 || !settings) throw new ContentError(issues);
  return {
    settings,
    shared: { settings, navigation: validNavigation ?? null, footer: validFooter ?? null, pricing: pricing ?? null },
    pages,
  };
}
