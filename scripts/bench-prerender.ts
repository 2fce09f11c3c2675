/**
 * Guards against: prerendering that grows worse than linearly, or per-page work that should be
 * done once. Builds the site at two sizes of synthetic content and prints the cost per page at
 * the margin (the difference between the two builds), which is what adding pages costs, and the
 * peak memory of the larger build. Budget: ≤ 2 ms per page at the margin, < 1 GB peak.
 *
 *   npm run bench -- --pages 4000 [--base 500]
 */
import { spawnSync } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { reportFile, type BuildReport } from './build-report.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { pages: { type: 'string', default: '4000' }, base: { type: 'string', default: '500' } },
});
const sizes = [Number(values.base), Number(values.pages)];
if (sizes.some((n) => !Number.isInteger(n) || n < 0) || sizes[0]! >= sizes[1]!) {
  console.error('--base and --pages must be whole numbers with base < pages');
  process.exit(1);
}

async function buildWith(posts: number): Promise<BuildReport> {
  const content = path.join(ROOT, `.cache/bench-content-${posts}`);
  const dist = path.join(ROOT, `.cache/bench-dist-${posts}`);
  const run = (script: string, args: string[], env: Record<string, string>) => {
    const result = spawnSync(process.execPath, [path.join(ROOT, script), ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (result.status !== 0) throw new Error(`${script} failed`);
  };
  run('scripts/content-synth.ts', ['--posts', String(posts), '--out', content], {});
  run('scripts/build.ts', [], { CONTENT_DIR: content, DIST_DIR: dist });
  const report = JSON.parse(await readFile(reportFile(dist), 'utf8')) as BuildReport;
  await rm(content, { recursive: true, force: true });
  await rm(dist, { recursive: true, force: true });
  return report;
}

const reports: BuildReport[] = [];
for (const posts of sizes) {
  process.stdout.write(`building with ${posts} synthetic posts… `);
  const report = await buildWith(posts);
  reports.push(report);
  console.log(
    `${report.pages} pages in ${(report.totalMs / 1000).toFixed(1)} s (prerender ${(report.renderMs / 1000).toFixed(1)} s), ` +
      `CPU ${((report.cpuMs ?? 0) / 1000).toFixed(1)} s, peak ${report.peakMemoryMb.toFixed(0)} MB, ${(report.totalBytes / 1024 / 1024).toFixed(1)} MB output`,
  );
}
const [small, large] = reports as [BuildReport, BuildReport];
const added = large.pages - small.pages;
const marginTotal = (large.totalMs - small.totalMs) / added;
const marginRender = (large.renderMs - small.renderMs) / added;
const marginCpu = ((large.cpuMs ?? 0) - (small.cpuMs ?? 0)) / added;
console.log(
  `\nAt the margin: ${marginTotal.toFixed(2)} ms per page for the whole build (wall), ${marginRender.toFixed(2)} ms for prerendering alone, ${marginCpu.toFixed(2)} ms CPU (all threads)`,
);
console.log(`Peak memory at ${large.pages} pages: ${large.peakMemoryMb.toFixed(0)} MB`);
console.log(
  `Budget: ≤ 2 ms per page at the margin (${marginTotal <= 2 ? 'met' : 'NOT met'}), < 1024 MB peak (${large.peakMemoryMb < 1024 ? 'met' : 'NOT met'})`,
);
