/**
 * Guards against: a page shipping more JavaScript than the budget, unnoticed.
 * Reads the last build's figures and fails when any template's first-load JavaScript (gzip:
 * everything its heaviest page needs to render and hydrate, React and the whole chrome
 * included) exceeds 80 KB, or when what every page loads right after hydration (navigation
 * runtime, attribution) exceeds its own budget.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { reportFile, type BuildReport } from '../build/build-report.ts';

import { BUDGETS } from './budgets.ts';

export const FIRST_LOAD_JS_BUDGET = BUDGETS.firstLoadJs;
const EXCEPTIONS = BUDGETS.firstLoadJsExceptions;
export const AFTER_HYDRATION_JS_BUDGET = BUDGETS.afterHydrationJs;

const outDir = path.resolve(import.meta.dirname, '../..', process.env.DIST_DIR ?? 'dist');
let report: BuildReport;
try {
  report = JSON.parse(await readFile(reportFile(outDir), 'utf8')) as BuildReport;
} catch {
  console.error(`No build report for ${outDir}: run \`npm run build\` first.`);
  process.exit(1);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
let over = 0;
console.log(
  `JavaScript budget per page (gzip): ${kb(FIRST_LOAD_JS_BUDGET)} to hydrate, ${kb(AFTER_HYDRATION_JS_BUDGET)} more right after`,
);
for (const [template, sizes] of Object.entries(report.templates)) {
  const after = sizes.js - sizes.hydrationJs;
  const exception = EXCEPTIONS[template];
  const budget = exception?.budget ?? FIRST_LOAD_JS_BUDGET;
  const ok = sizes.hydrationJs <= budget && after <= AFTER_HYDRATION_JS_BUDGET;
  if (!ok) over += 1;
  console.log(
    `  ${ok ? 'ok  ' : 'OVER'} ${template.padEnd(40)} ${kb(sizes.hydrationJs).padStart(9)} (${kb(budget - sizes.hydrationJs)} left), +${kb(after)} after hydration` +
      (exception ? `  [budget ${kb(budget)}: ${exception.why}]` : ''),
  );
}
console.log(
  `${report.pages} pages, ${kb(report.totalBytes)} on disk, prerender ${(report.renderMs / report.pages).toFixed(2)} ms/page`,
);
if (over > 0) {
  console.error(`${over} template(s) over the JavaScript budget.`);
  process.exit(1);
}
