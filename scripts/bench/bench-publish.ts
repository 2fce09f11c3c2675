/**
 * `npm run bench:publish` (issue 33, point 6): how long a saved edit takes to be served. Writes
 * synthetic posts into a temporary copy of the content (`npm run content:synth`; BENCH_POSTS,
 * 10,000 by default), builds it once, then starts the preview server as `npm start` runs it
 * (server/index.ts: the content watcher, the kept build process, the incremental build and the
 * swap) on a free 127.0.0.1 port with CONTENT_DIR and DIST_DIR pointed at the copy, waits for
 * its build process to load the content (reported: an edit saved before waits for it), and applies
 * BENCH_EDITS single-post edits (title, body, category in turn) and BENCH_SHARED_EDITS shared-data
 * edits (navigation, a price in turn). Each is timed from the file's save to the new bytes being
 * served: the page is fetched over HTTP until it differs from before the save and shows the edit.
 * The server's log line for the rebuild gives the files written and the time of each step.
 * Then the server stops and BENCH_FULL_BUILDS edits of each kind (3 by default) are built by the
 * full build (`npm run build`), for comparison.
 *
 * Targets (issue 33): a single-post edit served in p50 ≤ 1 s and p95 ≤ 2 s; a shared-data edit
 * (it changes every page) no slower than a full build. A missed target is reported, not failed;
 * the exit code is non-zero only when a build or the server breaks. Not part of `npm test`.
 *
 *   BENCH_POSTS=30 BENCH_EDITS=3 BENCH_SHARED_EDITS=2 BENCH_FULL_BUILDS=1 npm run bench:publish
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildArgs } from '../build/build-command.ts';
import { stateDirOf } from '../build/build-state.ts';
import { freePort } from '../../server/free-port.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A whole number from the environment, or the default; anything else stops the bench. */
export function sizeFromEnv(name: string, fallback: number, min = 0): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number from ${min}, got "${raw}"`);
  return value;
}

/** The nearest-rank percentile of the values (0 for none). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

export interface RebuildLine {
  mode: string;
  rendered: number;
  written: number;
  removed: number;
  phases: Record<string, number>;
}

/** Reads the server's "Rebuilt after …" line (server/watch.ts describeOutcome). */
export function parseRebuildLine(line: string): RebuildLine | null {
  const match =
    /^Rebuilt after .*?: (incremental build|full build[^,]*), (\d+) pages rendered, (\d+) files written, (\d+) removed, [\d.]+ s(?: \((.*)\))?$/.exec(
      line,
    );
  if (!match) return null;
  const phases: Record<string, number> = {};
  for (const part of (match[5] ?? '').split(', ').filter(Boolean)) {
    const step = /^(.*) (\d+) ms$/.exec(part);
    if (step) phases[step[1] as string] = Number(step[2]);
  }
  return {
    mode: match[1] as string,
    rendered: Number(match[2]),
    written: Number(match[3]),
    removed: Number(match[4]),
    phases,
  };
}

const CATEGORIES = ['Customer Service', 'Support Operations', 'Self-Service', 'Leadership'];

interface Edit {
  kind: 'title' | 'body' | 'category' | 'navigation' | 'price';
  /** The file saved. */
  file: string;
  /** The page fetched until it shows the edit. */
  url: string;
  /** Text the page shows once the edit is served. */
  marker: string;
  apply: () => Promise<void>;
}

/** The i-th single-post edit: title, body and category in turn, each on another post. */
function postEdit(content: string, posts: number, i: number): Edit {
  const n = 1 + ((i * 197) % posts);
  const file = path.join(content, `pages/blog-synthetic/synthetic-post-${n}.md`);
  const url = `/blog/synthetic-post-${n}/`;
  const kind = (['title', 'body', 'category'] as const)[i % 3] as Edit['kind'];
  const marker =
    kind === 'title'
      ? `Bench title ${i}`
      : kind === 'body'
        ? `Bench body ${i} reads well`
        : (CATEGORIES[i % CATEGORIES.length] as string);
  const edit: Edit = { kind, file, url, marker, apply: async () => {} };
  edit.apply = async () => {
    const text = await readFile(file, 'utf8');
    // A category edit moves the post to another category than its own.
    const current = /^category: (.*)$/m.exec(text)?.[1];
    if (kind === 'category' && edit.marker === current)
      edit.marker = CATEGORIES[(i + 1) % CATEGORIES.length] as string;
    const next =
      kind === 'title'
        ? text.replace(/^title: .*$/m, `title: '${marker}'`)
        : kind === 'body'
          ? text.replace(/^---\n\n.*$/m, `---\n\n${marker}.`)
          : text.replace(/^category: .*$/m, `category: ${edit.marker}`);
    if (next === text) throw new Error(`the ${kind} edit changed nothing in ${file}`);
    await writeFile(file, next);
  };
  return edit;
}

/** The i-th shared-data edit: the navigation's first title and a plan's price in turn. */
function sharedEdit(content: string, i: number): Edit {
  if (i % 2 === 0) {
    const file = path.join(content, 'navigation.json');
    const marker = `Product ${i + 1}`;
    const apply = async () => {
      const data = JSON.parse(await readFile(file, 'utf8')) as { items: { title: string }[] };
      (data.items[0] as { title: string }).title = marker;
      await writeFile(file, `${JSON.stringify(data, null, 2)}\n`);
    };
    return { kind: 'navigation', file, url: '/blog/synthetic-post-1/', marker, apply };
  }
  const file = path.join(content, 'pricing.json');
  // The standard plan's prices move together, 4:5 as they stand (20 and 25), so the annual saving
  // the pricing page states in words (20%) stays true and the content stays valid.
  const k = [4, 6, 7, 8, 9, 3][((i - 1) / 2) % 6] as number;
  const price = 4 * k;
  const apply = async () => {
    const data = JSON.parse(await readFile(file, 'utf8')) as {
      plans: { prices: { annually: { price: number }; monthly: { price: number } } }[];
    };
    const prices = (data.plans[0] as (typeof data.plans)[number]).prices;
    prices.annually.price = price;
    prices.monthly.price = 5 * k;
    await writeFile(file, `${JSON.stringify(data, null, 2)}\n`);
  };
  return { kind: 'price', file, url: '/pricing/', marker: `${price}`, apply };
}

interface Measured {
  edit: Edit;
  ms: number;
  savedAt: number;
  servedAt: number;
  /** Save to the search index covering the edit (null: no refresh covered it in time). */
  searchMs?: number | null;
  rebuild: RebuildLine;
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function runNode(args: string[], env: NodeJS.ProcessEnv): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, args, {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`node ${args.join(' ')} failed`);
  return performance.now() - started;
}

/** The moment a search refresh began reading the served pages, from its log line (ms since epoch). */
export function parseSearchLine(line: string): number | null {
  const match = /^Search index current as of (\d+):/.exec(line);
  return match ? Number(match[1]) : null;
}

/**
 * When the search index first covered an edit served at `servedAt`: the arrival of the first
 * refresh that began reading the pages at or after it (all times ms since epoch); null if none.
 */
export function searchCurrentAt(
  refreshes: readonly { asOf: number; at: number }[],
  servedAt: number,
): number | null {
  return refreshes.find((refresh) => refresh.asOf >= servedAt)?.at ?? null;
}

/** The preview server, its log read line by line. */
function startServer(env: NodeJS.ProcessEnv): {
  child: ChildProcess;
  /** The search refreshes logged so far: when each began reading pages, and when its line came. */
  refreshes: { asOf: number; at: number }[];
  nextLine: (test: (line: string) => boolean, timeoutMs: number) => Promise<string>;
  /** The first failed rebuild's log line, once there is one. */
  failure: () => string | null;
  primed: () => string | null;
} {
  const child = spawn(process.execPath, [path.join(ROOT, 'server/index.ts')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const refreshes: { asOf: number; at: number }[] = [];
  let failure: string | null = null;
  let primed: string | null = null;
  let wake: (() => void) | null = null;
  let pending = '';
  const take = (chunk: Buffer) => {
    pending += chunk.toString('utf8');
    const parts = pending.split('\n');
    pending = parts.pop() ?? '';
    lines.push(...parts);
    for (const line of parts) {
      const asOf = parseSearchLine(line);
      if (asOf !== null) refreshes.push({ asOf, at: Date.now() });
    }
    failure ??= parts.find((line) => line.startsWith('Content rebuild after ')) ?? null;
    primed ??=
      parts.find((line) => /^Content (?:loaded for quick rebuilds|not loaded ahead)/.test(line)) ??
      null;
    wake?.();
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    take(chunk);
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
    wake?.();
  });
  const nextLine = async (test: (line: string) => boolean, timeoutMs: number) => {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const at = lines.findIndex(test);
      if (at >= 0) return lines.splice(0, at + 1)[at] as string;
      if (exited) throw new Error('the server stopped');
      if (performance.now() > deadline) throw new Error('timed out waiting for the server log');
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 200);
      });
      wake = null;
    }
  };
  return { child, refreshes, nextLine, failure: () => failure, primed: () => primed };
}

async function fetchText(origin: string, url: string): Promise<string> {
  const response = await fetch(`${origin}${url}`, { headers: { 'cache-control': 'no-cache' } });
  return response.ok ? response.text() : '';
}

/**
 * Saves the edit and polls its page until the new bytes are served: milliseconds from the save,
 * and the save's and the serving's moments (ms since epoch).
 */
async function timeEdit(
  origin: string,
  edit: Edit,
  timeoutMs: number,
  failure: () => string | null,
): Promise<{ ms: number; savedAt: number; servedAt: number }> {
  const before = await fetchText(origin, edit.url);
  const saved = performance.now();
  const savedAt = Date.now();
  await edit.apply();
  for (;;) {
    const now = await fetchText(origin, edit.url);
    if (now !== before && now.includes(edit.marker))
      return { ms: performance.now() - saved, savedAt, servedAt: Date.now() };
    const failed = failure();
    if (failed) throw new Error(`the rebuild after the ${edit.kind} edit failed: ${failed}`);
    if (performance.now() - saved > timeoutMs)
      throw new Error(`${edit.url} did not show "${edit.marker}" within ${timeoutMs / 1000} s`);
    await sleep(10);
  }
}

async function main(): Promise<void> {
  const posts = sizeFromEnv('BENCH_POSTS', 10_000, 1);
  const postEdits = sizeFromEnv('BENCH_EDITS', 50);
  const sharedEdits = sizeFromEnv('BENCH_SHARED_EDITS', 10);
  const fullBuilds = sizeFromEnv('BENCH_FULL_BUILDS', 3);
  const timeoutMs = sizeFromEnv('BENCH_TIMEOUT_S', 600, 1) * 1000;
  const startedAt = new Date().toISOString();
  const loadBefore = load();

  const work = await mkdtemp(path.join(tmpdir(), 'harbor-bench-publish-'));
  const content = path.join(work, 'content');
  const dist = path.join(work, 'dist');
  // As `npm run build` and `npm start` build: no date override, the test runner's NODE_ENV off.
  const env: NodeJS.ProcessEnv = { ...process.env, CONTENT_DIR: content, DIST_DIR: dist };
  delete env.BUILD_DATE;
  delete env.NODE_ENV;
  let server: ChildProcess | null = null;
  let primedLine = '';
  const measured: Measured[] = [];
  const full: { kind: 'post' | 'shared'; ms: number }[] = [];
  let firstBuildMs = 0;
  try {
    process.stderr.write(`writing ${posts.toLocaleString('en-US')} synthetic posts…\n`);
    runNode(
      [
        path.join(ROOT, 'scripts/content/content-synth.ts'),
        '--posts',
        String(posts),
        '--out',
        content,
      ],
      env,
    );
    process.stderr.write('full build…\n');
    firstBuildMs = runNode(buildArgs(), env);

    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const started = startServer({
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      SCHEDULED_BUILDS: 'off',
      STUDIO_BACKEND: 'off',
      STUDIO_DEFAULT: 'off',
      ATTRIBUTION_COOKIES: 'off',
    });
    server = started.child;
    await started.nextLine((line) => line.startsWith('Watching '), 60_000);
    // The kept build process loads the content as it starts (scripts/build/rebuild-worker.ts); an
    // edit saved before it is done waits for it. Edits are timed from then; the wait is reported.
    const primeDeadline = performance.now() + timeoutMs;
    while (!started.primed() && performance.now() < primeDeadline && server.exitCode === null)
      await sleep(100);
    primedLine = started.primed() ?? 'the build process did not say it loaded the content';
    process.stderr.write(`${primedLine}\n`);
    const edits = [
      ...Array.from({ length: postEdits }, (_, i) => postEdit(content, posts, i)),
      ...Array.from({ length: sharedEdits }, (_, i) => sharedEdit(content, i)),
    ];
    for (const [i, edit] of edits.entries()) {
      const { ms, savedAt, servedAt } = await timeEdit(origin, edit, timeoutMs, started.failure);
      const line = await started.nextLine((text) => text.startsWith('Rebuilt after '), timeoutMs);
      const rebuild = parseRebuildLine(line);
      if (!rebuild) throw new Error(`unreadable rebuild line: ${line}`);
      measured.push({ edit, ms, savedAt, servedAt, rebuild });
      process.stderr.write(
        `edit ${i + 1}/${edits.length} (${edit.kind}): ${seconds(ms)}, ${rebuild.mode}, ${rebuild.written} files written (${Object.entries(
          rebuild.phases,
        )
          .map(([phase, took]) => `${phase} ${took} ms`)
          .join(', ')})\n`,
      );
    }
    // The search index is refreshed after the pages are served: wait for the refresh that covers
    // the last edit, then read when each edit became searchable.
    const lastServed = Math.max(0, ...measured.map((m) => m.servedAt));
    const deadline = performance.now() + timeoutMs;
    while (
      measured.length > 0 &&
      searchCurrentAt(started.refreshes, lastServed) === null &&
      performance.now() < deadline &&
      server.exitCode === null
    )
      await sleep(100);
    for (const m of measured) {
      const at = searchCurrentAt(started.refreshes, m.servedAt);
      m.searchMs = at === null ? null : at - m.savedAt;
    }
    process.stderr.write(
      `save → search index current: ${measured.map((m) => (m.searchMs == null ? 'not seen' : seconds(m.searchMs))).join(', ')}\n`,
    );
    server.kill('SIGTERM');
    await new Promise((resolve) => server?.once('exit', resolve));
    server = null;

    for (const kind of ['post', 'shared'] as const)
      for (let i = 0; i < fullBuilds; i += 1) {
        const edit =
          kind === 'post'
            ? postEdit(content, posts, postEdits + i)
            : sharedEdit(content, sharedEdits + i);
        await edit.apply();
        process.stderr.write(`full build after a ${edit.kind} edit…\n`);
        full.push({ kind, ms: runNode(buildArgs(), env) });
      }
  } finally {
    if (server) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server?.once('exit', resolve));
    }
    await rm(work, { recursive: true, force: true });
    await rm(`${dist}-deploy`, { recursive: true, force: true });
    await rm(stateDirOf(dist), { recursive: true, force: true });
  }
  const loadAfter = load();

  const median = (values: number[]) => percentile(values, 50);
  const rows = (['post', 'shared'] as const).map((kind) => {
    const of = measured.filter((m) =>
      kind === 'post'
        ? ['title', 'body', 'category'].includes(m.edit.kind)
        : ['navigation', 'price'].includes(m.edit.kind),
    );
    const ms = of.map((m) => m.ms);
    const fullMs = full.filter((f) => f.kind === kind).map((f) => f.ms);
    const searchMs = of.map((m) => m.searchMs).filter((v): v is number => typeof v === 'number');
    const phaseNames = [...new Set(of.flatMap((m) => Object.keys(m.rebuild.phases)))];
    return {
      kind,
      count: of.length,
      p50: percentile(ms, 50),
      p95: percentile(ms, 95),
      max: Math.max(0, ...ms),
      searchP50: percentile(searchMs, 50),
      searchP95: percentile(searchMs, 95),
      searchSeen: searchMs.length,
      written: median(of.map((m) => m.rebuild.written)),
      rendered: median(of.map((m) => m.rebuild.rendered)),
      fullBuilds: fullMs.length,
      fullMedian: median(fullMs),
      incremental: of.filter((m) => m.rebuild.mode === 'incremental build').length,
      phases: phaseNames.map(
        (name) => `${name} ${median(of.map((m) => m.rebuild.phases[name] ?? 0))} ms`,
      ),
    };
  });

  const out: string[] = [];
  out.push(
    `Publish latency, ${posts.toLocaleString('en-US')} synthetic posts (${startedAt}); first full build ${seconds(firstBuildMs)}`,
    `Load average (1, 5, 15 min): ${loadBefore} at start, ${loadAfter} at end`,
    `Before the first edit: ${primedLine}`,
    '',
    '| Edit kind | Edits | p50 | p95 | max | Search current p50 / p95 | Files written (median) | Pages rendered (median) | Full build (median) |',
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: |',
  );
  for (const row of rows)
    out.push(
      `| ${row.kind === 'post' ? 'single post (title, body, category)' : 'shared data (navigation, price)'} | ${row.count} | ${seconds(row.p50)} | ${seconds(row.p95)} | ${seconds(row.max)} | ${row.searchSeen ? `${seconds(row.searchP50)} / ${seconds(row.searchP95)}${row.searchSeen < row.count ? ` (${row.searchSeen} of ${row.count} seen)` : ''}` : 'not seen'} | ${row.written} | ${row.rendered} | ${row.fullBuilds ? `${seconds(row.fullMedian)} (${row.fullBuilds} builds)` : 'not run'} |`,
    );
  out.push('');
  for (const row of rows) {
    if (row.count === 0) continue;
    out.push(
      `${row.kind === 'post' ? 'Single post' : 'Shared data'}: ${row.incremental}/${row.count} incremental; steps (median): ${row.phases.join(', ')}`,
    );
  }
  const [post, shared] = rows as [(typeof rows)[number], (typeof rows)[number]];
  const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
  if (post.count > 0)
    out.push(
      `Target single post p50 ≤ 1 s: ${verdict(post.p50 <= 1000)}; p95 ≤ 2 s: ${verdict(post.p95 <= 2000)}`,
    );
  if (shared.count > 0 && shared.fullBuilds > 0)
    out.push(
      `Target shared data no slower than a full build: ${verdict(shared.p50 <= shared.fullMedian)} (p50 ${seconds(shared.p50)} against ${seconds(shared.fullMedian)})`,
    );
  console.log(out.join('\n'));
}

if (import.meta.main) await main();
