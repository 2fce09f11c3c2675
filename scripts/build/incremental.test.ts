/**
 * The incremental build's promise (issue 33, point 1): after any sequence of content edits, the
 * site it leaves is byte for byte the one a clean full build writes. Random sequences of edits
 * (add, edit, rename and delete a post; change a post's category, a price, the navigation) are
 * applied to a copy of the fixture content; after each, `rebuildContent` updates one site and a
 * clean build (scripts/build/build.ts, into an empty directory) writes another, and the two trees
 * are compared file by file.
 *
 * Both builds reuse one set of bundles (BUILD_BUNDLE_CACHE: the code does not change here), so
 * Vite runs once. INCREMENTAL_RUNS and INCREMENTAL_SEED run more or other sequences locally; CI
 * runs one sequence of three edits (each step a clean build of the fixture besides the incremental one: 4.5 min wall, 88 s of CPU, for four steps on this 2-core machine under a load average of 20).
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFixtureContent } from '../../src/content/fixtures/fixture-content.ts';
import { codeFingerprint, envFingerprint, stateDirOf, type BuildState } from './build-state.ts';
import { fullBuildReason, primeContent, rebuildContent } from './incremental.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CATEGORIES = ['Customer Service', 'Help Desk', 'Live Chat'];

let dir: string;
let content: string;
let env: Record<string, string | undefined>;

/** The clean full build of the current content into `outDir`. */
function fullBuild(outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(process.execPath, ['--max-semi-space-size=16', 'scripts/build/build.ts'], {
      cwd: ROOT,
      env: { ...env, DIST_DIR: outDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`full build failed:\n${output}`)),
    );
  });
}

/**
 * The incremental build as watch mode runs it: in the kept build process (./rebuild-worker.ts,
 * React's production build, pages rendered in that process).
 */
let builder: ChildProcess | null = null;
let nextId = 0;
function rebuildInBuilder(
  site: string,
  paths: string[],
): Promise<{
  ok: boolean;
  mode?: string;
  reason?: string;
  rendered?: number;
  error?: string;
  search?: string;
}> {
  if (!builder || !builder.connected)
    builder = fork(path.join(import.meta.dirname, 'rebuild-worker.ts'), [], {
      cwd: ROOT,
      env: { ...env, DIST_DIR: site, NODE_ENV: 'production' },
      execArgv: ['--max-semi-space-size=16'],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
  const id = ++nextId;
  const child = builder;
  // The process answers once the pages are served and refreshes the search index after
  // (`search: 'pending'`): the comparison waits for the refresh that covers this rebuild.
  return new Promise((resolve) => {
    let outcome: { id?: number; ok: boolean; search?: string; error?: string } | null = null;
    let searched = false;
    const listen = (message: {
      id?: number;
      ok: boolean;
      search?: string;
      searchIndex?: { ok: boolean; upTo: number; error?: string };
    }) => {
      if (message.searchIndex && message.searchIndex.upTo >= id) {
        if (!message.searchIndex.ok) outcome = { ok: false, error: message.searchIndex.error };
        searched = true;
      } else if (message.id === id) outcome = message;
      if (outcome && (searched || !outcome.ok || outcome.search !== 'pending')) {
        child.off('message', listen);
        resolve(outcome);
      }
    };
    child.on('message', listen);
    child.send({ id, paths });
  });
}

async function tree(root: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(root, file), await readFile(file));
  }
  return files;
}

/** The paths that differ between two trees (missing on either side, or other bytes). */
async function differences(a: string, b: string): Promise<string[]> {
  const [left, right] = await Promise.all([tree(a), tree(b)]);
  const names = new Set([...left.keys(), ...right.keys()]);
  return [...names]
    .filter((name) => {
      const x = left.get(name);
      const y = right.get(name);
      return !x || !y || !x.equals(y);
    })
    .sort();
}

// --- the edits ---------------------------------------------------------------------------------

type Edit =
  | { kind: 'add'; slug: number; category: number; day: number }
  | { kind: 'edit'; pick: number; words: string }
  | { kind: 'body'; pick: number; words: string }
  | { kind: 'rename'; pick: number }
  | { kind: 'delete'; pick: number }
  | { kind: 'category'; pick: number; category: number }
  | { kind: 'price'; price: number }
  | { kind: 'navigation'; words: string };

const blogDir = () => path.join(content, 'pages/blog');
/** Posts this test added (the fixture's own are linked to by other content; they stay). */
const added = async () =>
  (await readdir(blogDir())).filter((name) => name.startsWith('gen-')).sort();

function post(slug: string, category: string, day: number, title: string): string {
  return `---
path: /blog/${slug}/
template: templates/blog-post
title: ${title}
description: A generated post.
category: ${category}
date: 2024-03-${String(day).padStart(2, '0')}
---

A paragraph of ${title}.
`;
}

/** Applies an edit; returns the files it touched, or null when it had nothing to act on. */
async function apply(edit: Edit): Promise<string[] | null> {
  const file = (name: string) => path.join(blogDir(), name);
  const posts = await added();
  const picked = posts.length > 0 ? posts[('pick' in edit ? edit.pick : 0) % posts.length] : null;
  switch (edit.kind) {
    case 'add': {
      const slug = `gen-${edit.slug}`;
      if (existsSync(file(`${slug}.md`))) return null;
      await writeFile(
        file(`${slug}.md`),
        post(slug, CATEGORIES[edit.category] as string, edit.day, `Post ${edit.slug}`),
      );
      return [file(`${slug}.md`)];
    }
    case 'edit':
    case 'body':
    case 'category': {
      if (!picked) return null;
      const text = await readFile(file(picked), 'utf8');
      const next =
        edit.kind === 'edit'
          ? text
              .replace(/^title: .*$/m, `title: ${edit.words}`)
              .replace(/\nA paragraph.*\n/, `\n${edit.words}\n`)
          : edit.kind === 'body'
            ? text.replace(/\n(?:A paragraph|Now:).*\n/, `\nNow: ${edit.words}\n`)
            : text.replace(/^category: .*$/m, `category: ${CATEGORIES[edit.category]}`);
      await writeFile(file(picked), next);
      return [file(picked)];
    }
    case 'rename': {
      if (!picked) return null;
      const slug = `${picked.replace(/\.md$/, '')}-moved`;
      const text = (await readFile(file(picked), 'utf8')).replace(
        /^path: .*$/m,
        `path: /blog/${slug}/`,
      );
      await rename(file(picked), file(`${slug}.md`));
      await writeFile(file(`${slug}.md`), text);
      return [file(picked), file(`${slug}.md`)];
    }
    case 'delete': {
      if (!picked) return null;
      await rm(file(picked));
      return [file(picked)];
    }
    case 'price': {
      const pricing = path.join(content, 'pricing.json');
      const data = JSON.parse(await readFile(pricing, 'utf8')) as {
        messages: { tiers: { price: number }[] };
      };
      (data.messages.tiers[0] as { price: number }).price = edit.price;
      await writeFile(pricing, `${JSON.stringify(data, null, 2)}\n`);
      return [pricing];
    }
    case 'navigation': {
      const navigation = path.join(content, 'navigation.json');
      const data = JSON.parse(await readFile(navigation, 'utf8')) as { items: { title: string }[] };
      (data.items[0] as { title: string }).title = edit.words;
      await writeFile(navigation, `${JSON.stringify(data, null, 2)}\n`);
      return [navigation];
    }
  }
}

const words = fc.constantFrom('Replies that land', 'Queues, tamed', 'A calmer inbox', 'Ship it');
const edits: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    slug: fc.integer({ min: 1, max: 99 }),
    category: fc.integer({ min: 0, max: CATEGORIES.length - 1 }),
    day: fc.integer({ min: 1, max: 28 }),
  }),
  fc.record({ kind: fc.constant('edit' as const), pick: fc.nat(), words }),
  fc.record({ kind: fc.constant('body' as const), pick: fc.nat(), words }),
  fc.record({ kind: fc.constant('rename' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('category' as const),
    pick: fc.nat(),
    category: fc.integer({ min: 0, max: CATEGORIES.length - 1 }),
  }),
  fc.record({ kind: fc.constant('price' as const), price: fc.integer({ min: 1, max: 500 }) }),
  fc.record({ kind: fc.constant('navigation' as const), words }),
);

// --- the property ------------------------------------------------------------------------------

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'incremental-'));
  content = path.join(dir, 'content');
  await writeFixtureContent(content);
  // As `npm run build` runs: Vitest's NODE_ENV=test would bundle React's development JSX runtime.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith('VITEST')),
  );
  env = {
    ...inherited,
    CONTENT_DIR: content,
    BUILD_BUNDLE_CACHE: path.join(dir, 'bundles'),
    BUILD_DATE: '2026-06-01T12:00:00Z',
    CONTENTFUL_SPACE_ID: '',
    CONTENTFUL_ACCESS_TOKEN: '',
  };
});

afterAll(async () => {
  builder?.kill();
  for (const site of ['site', 'clean'])
    await rm(stateDirOf(path.join(dir, site)), { recursive: true, force: true });
  await rm(dir, { recursive: true, force: true });
});

describe('rebuildContent', () => {
  it('given random sequences of content edits, should leave after each the bytes of a clean full build', async () => {
    const site = path.join(dir, 'site');
    const clean = path.join(dir, 'clean');
    const runs = Number(process.env.INCREMENTAL_RUNS ?? 1);
    let first = true;
    let step = 0;
    let patchedSteps = 0;
    await fc.assert(
      fc.asyncProperty(
        // Starts with an added post, so the other edits have one of their own to act on, and an
        // edit of its text, which the second in-process step patches.
        fc.tuple(
          edits.filter((edit) => edit.kind === 'add'),
          edits.filter((edit) => edit.kind === 'body'),
          fc.array(edits, { minLength: 1, maxLength: 1 }),
        ),
        async ([opening, second, rest]) => {
          if (first) await fullBuild(site);
          first = false;
          for (const edit of [opening, second, ...rest]) {
            const touched = await apply(edit);
            if (!touched) continue;
            // Two steps in-process (the API the publish hook calls; the second patches the site
            // the first built, src/content/patch.ts), then two in the kept build process of watch
            // mode (pages rendered in that process).
            const result =
              Math.floor(step++ / 2) % 2 === 0
                ? await rebuildContent(touched, { outDir: site, env })
                : await rebuildInBuilder(site, touched);
            if ('phases' in result && result.phases && 'patch' in result.phases) patchedSteps += 1;
            expect(
              'mode' in result && result.mode,
              `${edit.kind}: ${JSON.stringify(result).slice(0, 2000)}`,
            ).toBe('incremental');
            await rm(clean, { recursive: true, force: true });
            await fullBuild(clean);
            expect(await differences(site, clean), `after ${JSON.stringify(edit)}`).toEqual([]);
            // A post's own edit leaves most pages alone (shared data re-renders every page).
            expect(
              (edit.kind !== 'edit' && edit.kind !== 'body') || (result.rendered ?? 0) < 20,
              `a post edit rendered ${result.rendered} pages`,
            ).toBe(true);
          }
        },
      ),
      { numRuns: runs, seed: Number(process.env.INCREMENTAL_SEED ?? 33), endOnFailure: true },
    );
    // The second in-process step of a run patched the site of the first (src/content/patch.ts).
    expect(patchedSteps).toBeGreaterThan(0);
  }, 600_000);
});

describe('primeContent', () => {
  it('given the site a full build wrote, should load it ahead so that the first post edit is patched', async () => {
    const site = path.join(dir, 'site');
    // The last step of the property above ran in the builder process: this process's kept site is
    // older than the build state, so a rebuild now would load all the content.
    const primed = await primeContent({ outDir: site, env });
    expect(primed).toHaveProperty('ms');
    const [edited] = await added();
    const touched = await apply({ kind: 'body', pick: 0, words: 'Primed and patched' });
    const result = await rebuildContent(touched ?? [], { outDir: site, env });
    expect(result.phases).toHaveProperty('patch');
    expect(result.phases).not.toHaveProperty('load');
    const html = await readFile(
      path.join(site, 'blog', edited!.replace(/\.md$/, ''), 'index.html'),
      'utf8',
    );
    expect(html).toContain('Now: Primed and patched');
  }, 120_000);

  it('given no build state, should say the full build comes first', async () => {
    expect(await primeContent({ outDir: path.join(dir, 'nowhere'), env })).toEqual({
      reason: 'no incremental state from a previous build',
    });
  });
});

describe('codeFingerprint', () => {
  it('given the server writing its stores in data/, should stay; given a referrer list changed, should change', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'fingerprint-'));
    await mkdir(path.join(root, 'data/referrers'), { recursive: true });
    await writeFile(path.join(root, 'data/referrers/Socials.yml'), 'a: 1\n');
    const before = codeFingerprint(root);
    // Leads, events and consent records (DATA_DIR's default is data/).
    await writeFile(path.join(root, 'data/forms.sqlite'), 'a lead');
    expect(codeFingerprint(root)).toBe(before);
    await writeFile(path.join(root, 'data/referrers/Socials.yml'), 'a: 2, b: 3\n');
    expect(codeFingerprint(root)).not.toBe(before);
    await rm(root, { recursive: true, force: true });
  });
});

describe('fullBuildReason', () => {
  const state = (contentDir: string): BuildState => ({
    version: 1,
    code: codeFingerprint(ROOT),
    env: envFingerprint({}),
    contentDir,
    initHash: '',
    templates: [],
    variants: [],
    pages: {},
  });
  const contentDir = path.join(ROOT, 'content');

  it('given a post edit and the same code, should take it incrementally', () => {
    expect(
      fullBuildReason(state(contentDir), ['content/pages/blog/a.md'], contentDir, {}),
    ).toBeNull();
  });

  it.each([
    [['src/app/App.tsx'], 'outside the content directory'],
    [['package-lock.json'], 'outside the content directory'],
    [['content/images/a.png'], 'is an image'],
  ])('given %j changed, should run the full build (%s)', (changed, reason) => {
    expect(fullBuildReason(state(contentDir), changed, contentDir, {})).toContain(reason);
  });

  it('given no state, other code or another environment, should run the full build', () => {
    const changed = ['content/pricing.json'];
    expect(fullBuildReason(null, changed, contentDir, {})).toContain('no incremental state');
    expect(fullBuildReason({ ...state(contentDir), code: 'x' }, changed, contentDir, {})).toContain(
      'code',
    );
    expect(
      fullBuildReason(state(contentDir), changed, contentDir, { BUILD_DATE: '2027-01-01' }),
    ).toContain('environment');
  });
});
