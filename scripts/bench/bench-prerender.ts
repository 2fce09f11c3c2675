/**
 * `npm run bench`: the build at scale. Builds the site twice with synthetic blog posts added to
 * the real content (`npm run content:synth`), 1,000 and 10,000 by default, and prints one table:
 * pages, wall time, CPU, peak memory (the process, and the main thread's and workers' V8 heaps),
 * the cost per page at the margin (the difference between the two builds: what adding pages
 * costs, start-up and bundling left out) and the output bytes per post, HTML and page data
 * apart, beside an estimate of what Astro writes for the same post (scripts/bench/bench-bytes.ts).
 *
 * Targets (issue 16): 10,000 posts in under 15 s, peak memory under 1 GB, at most 1 ms per page
 * at the margin, at most twice Astro's bytes per post. A missed target is reported, not failed
 * (it is a benchmark; the exit code is non-zero only when a build breaks). Not part of `npm test`.
 * Its first line names the file system it writes to (the system's temporary folder: TMPDIR
 * chooses), as on ext4 without a journal the figures depend on recent deletions (./bench-fs.ts).
 *
 *   npm run bench [-- --posts 10000 --base 1000]
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { reportFile, type BuildReport } from '../build/build-report.ts';
import { medianPageBytes, type PageBytes } from './bench-bytes.ts';
import { buildArgs } from '../build/build-command.ts';
import { describeFileSystem, fileSystemOf } from './bench-fs.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '10000' },
    base: { type: 'string', default: '1000' },
  },
});
const sizes = [Number(values.base), Number(values.posts)] as const;
if (sizes.some((n) => !Number.isInteger(n) || n < 1) || sizes[0] >= sizes[1]) {
  console.error('--base and --posts must be whole numbers from 1, with base < posts');
  process.exit(1);
}

const TARGET = { wallS: 15, memoryMb: 1024, marginMs: 1, astroRatio: 2 };

interface Run {
  posts: number;
  report: BuildReport;
  /** The build process from start to exit, as a person running `npm run build` waits. */
  wallMs: number;
  bytes: PageBytes;
}

function run(args: string[], env: Record<string, string>): void {
  const result = spawnSync(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`node ${args.join(' ')} failed`);
}

/**
 * Synthetic content and output in a fresh directory of the system's temporary folder, removed
 * only once every build is measured: measured here, a build writing into a crowded `.cache/` ran
 * its file creations 3 to 5 times slower, and one writing while the previous build's 600 MB were
 * being deleted slower still. For the same reason every size's content is written before the
 * first build, so the 10,000-post build does not start right after 10,000 files were created.
 * The build's own cache (bundles, report) stays in `.cache/`.
 */
const contentDir = (work: string, posts: number) => path.join(work, `content-${posts}`);

async function buildWith(posts: number, work: string): Promise<Run> {
  const content = contentDir(work, posts);
  const dist = path.join(work, `dist-${posts}`);
  const started = performance.now();
  run(buildArgs(), { CONTENT_DIR: content, DIST_DIR: dist });
  const wallMs = performance.now() - started;
  const report = JSON.parse(await readFile(reportFile(dist), 'utf8')) as BuildReport;
  const postPaths = Array.from({ length: posts }, (_, i) => `/blog/synthetic-post-${i + 1}/`);
  return { posts, report, wallMs, bytes: await medianPageBytes(dist, postPaths) };
}

const n = (value: number) => value.toLocaleString('en-US');
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mb = (value: number) => `${n(Math.round(value))} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

const loadBefore = load();
const runs: Run[] = [];
const work = await mkdtemp(path.join(tmpdir(), 'harbor-bench-'));
const fileSystem = fileSystemOf(work);
try {
  for (const posts of sizes) {
    process.stderr.write(`writing ${n(posts)} synthetic posts…\n`);
    run(
      [
        path.join(ROOT, 'scripts/content/content-synth.ts'),
        '--posts',
        String(posts),
        '--out',
        contentDir(work, posts),
      ],
      {},
    );
  }
  for (const posts of sizes) {
    process.stderr.write(`building with ${n(posts)} synthetic posts…\n`);
    runs.push(await buildWith(posts, work));
  }
} finally {
  await rm(work, { recursive: true, force: true });
  for (const posts of sizes)
    await rm(reportFile(path.join(work, `dist-${posts}`)), { force: true });
}
const loadAfter = load();
const [small, large] = runs as [Run, Run];
const added = large.report.pages - small.report.pages;
const margin = {
  wall: (large.wallMs - small.wallMs) / added,
  render: (large.report.renderMs - small.report.renderMs) / added,
  cpu: ((large.report.cpuMs ?? 0) - (small.report.cpuMs ?? 0)) / added,
};
const memory = (r: Run) => r.report.memory;
const cpu = (r: Run) => r.report.cpu;
/** CPU by thread: main, workers, the bundler's process, the rest (thread pool, V8's helpers). */
const threads = (r: Run) => {
  const figures = cpu(r);
  if (!figures) return '';
  const bundler = figures.bundlerMs ?? 0;
  const other = figures.totalMs - figures.mainMs - figures.workersMs - bundler;
  return (
    [figures.mainMs, figures.workersMs, bundler, other]
      .map((ms) => (ms / 1000).toFixed(1))
      .join(' / ') + ' s'
  );
};
const ratio = large.bytes.total / large.bytes.astro;

type Row = [
  label: string,
  small: string,
  large: string,
  astro: string,
  target: string,
  verdict: string,
];
const rows: Row[] = [
  ['', `${n(small.posts)} posts`, `${n(large.posts)} posts`, 'Astro (est.)', 'target', ''],
  ['pages', n(small.report.pages), n(large.report.pages), '', '', ''],
  [
    'wall time (build process)',
    s(small.wallMs),
    s(large.wallMs),
    '',
    `< ${TARGET.wallS} s`,
    verdict(large.wallMs < TARGET.wallS * 1000),
  ],
  ['CPU, all threads', s(small.report.cpuMs ?? 0), s(large.report.cpuMs ?? 0), '', '', ''],
  ['  main / workers / bundler / other', threads(small), threads(large), '', '', ''],
  [
    '  in the kernel (main and workers)',
    s(cpu(small)?.kernelMs ?? 0),
    s(cpu(large)?.kernelMs ?? 0),
    '',
    '',
    '',
  ],
  [
    'peak memory: RSS, main + workers',
    mb(small.report.peakMemoryMb),
    mb(large.report.peakMemoryMb),
    '',
    `< ${n(TARGET.memoryMb)} MB`,
    verdict(large.report.peakMemoryMb < TARGET.memoryMb),
  ],
  [
    '  V8 heap, main thread',
    mb(memory(small)?.mainHeapMb ?? 0),
    mb(memory(large)?.mainHeapMb ?? 0),
    '',
    '',
    '',
  ],
  [
    `  V8 heaps, ${memory(large)?.workers ?? '?'} workers together`,
    mb(memory(small)?.workersHeapMb ?? 0),
    mb(memory(large)?.workersHeapMb ?? 0),
    '',
    '',
    '',
  ],
  [
    'ms per page at the margin (wall)',
    '',
    `${margin.wall.toFixed(2)} ms`,
    '',
    `≤ ${TARGET.marginMs} ms`,
    verdict(margin.wall <= TARGET.marginMs),
  ],
  ['  of it prerendering', '', `${margin.render.toFixed(2)} ms`, '', '', ''],
  ['  CPU per page at the margin', '', `${margin.cpu.toFixed(2)} ms`, '', '', ''],
  [
    'bytes per post: HTML',
    kb(small.bytes.html),
    kb(large.bytes.html),
    kb(large.bytes.astro),
    '',
    '',
  ],
  ['bytes per post: page data JSON', kb(small.bytes.data), kb(large.bytes.data), '—', '', ''],
  [
    'bytes per post: together',
    kb(small.bytes.total),
    kb(large.bytes.total),
    kb(large.bytes.astro),
    `≤ ${TARGET.astroRatio}× Astro`,
    `${ratio.toFixed(2)}×, ${verdict(ratio <= TARGET.astroRatio)}`,
  ],
  ['  as sent (brotli, quality 5)', kb(small.bytes.sent), kb(large.bytes.sent), '—', '', ''],
];
const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
const line = (row: Row) =>
  row
    .map((cell, column) =>
      column === 0 || column === 5 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
    )
    .join('   ')
    .trimEnd();

console.log(
  `\nBuild benchmark, ${availableParallelism()} cores, load average (1, 5, 15 min) ${loadBefore} before, ${loadAfter} after; ${describeFileSystem(fileSystem)}; bytes are medians over the synthetic posts, Astro estimated as our HTML without its hydration data (scripts/bench/bench-bytes.ts)\n`,
);
for (const row of rows) console.log(line(row));
