/**
 * Guards against: a page shipping more JavaScript than the budget, unnoticed.
 * Reads the last build's figures and fails when any template's first-load JavaScript (gzip,
 * the whole chrome and the navigation runtime included) exceeds the budget.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { reportFile, type BuildReport } from './build-report.ts';

/** DESIGN: first load ≤ 80 KB gzip on content pages, whole chrome included. */
export const FIRST_LOAD_JS_BUDGET = 80 * 1024;

const outDir = path.resolve(import.meta.dirname, '..', process.env.DIST_DIR ?? 'dist');
let report: BuildReport;
try {
  report = JSON.parse(await readFile(reportFile(outDir), 'utf8')) as BuildReport;
} catch {
  console.error(`No build report for ${outDir}: run \`npm run build\` first.`);
  process.exit(1);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
let over = 0;
console.log(`First-load JavaScript budget: ${kb(FIRST_LOAD_JS_BUDGET)} gzip per page`);
for (const [template, sizes] of Object.entries(report.templates)) {
  const ok = sizes.js <= FIRST_LOAD_JS_BUDGET;
  if (!ok) over += 1;
  console.log(
    `  ${ok ? 'ok  ' : 'OVER'} ${template.padEnd(40)} ${kb(sizes.js).padStart(9)}  (${kb(FIRST_LOAD_JS_BUDGET - sizes.js)} left)`,
  );
}
console.log(
  `${report.pages} pages, ${kb(report.totalBytes)} on disk, prerender ${(report.renderMs / report.pages).toFixed(2)} ms/page`,
);
if (over > 0) {
  console.error(`${over} template(s) over the JavaScript budget.`);
  process.exit(1);
}
