/**
 * axe on a Playwright page, as the audit and the end-to-end tests run it.
 *
 * By default `@axe-core/playwright` gathers each frame's results and then opens a blank page to
 * merge them: a new renderer process per check, which took 1–2 s of every 2.5–4.7 s check on a
 * two-core machine with slow page faults. A page without frames has nothing to merge, so it is
 * checked in place, with axe-core's own `axe.run` (the same rules and options); a page with frames
 * keeps `@axe-core/playwright`'s default, which also reaches into cross-origin frames. Only
 * violations are gathered in full (axe's `resultTypes`): 1.0 s per page became 0.84 s.
 *
 * In place, axe's source (0.6 MB) is evaluated once per document: `@axe-core/playwright`'s
 * "legacy mode" evaluated it twice per check, 0.2 s each here; 20 pages took 18.6 s through it
 * and 9.3 s in place.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe, { type AxeResults, type RunOptions } from 'axe-core';

export type AxeScope = {
  /** Only these parts of the page (CSS selectors); the whole page when left out. */
  include?: string[];
  /** Not these parts of the page (CSS selectors). */
  exclude?: string[];
  /** Only these rules; all of them when left out. */
  rules?: string[];
};

/**
 * `@axe-core/playwright` gives a frame one second to take axe's source and skips it silently when
 * it doesn't (seen on a loaded machine); axe then marks the frame untested ("frame-tested",
 * incomplete). Such a check is run again after a pause (1 s, then 2 s), and a frame still untested
 * is an error, not a pass.
 */
const ATTEMPTS = 3;

/**
 * The violations on the page as one line each: the rule, what it asks, and the elements.
 *
 * Colours are judged once the page has settled, as a visitor sees them: a button half-way through
 * a 0.3 s colour transition, or the home page's rotating noun half-way through its fade, reads as
 * low contrast. A page still animating after 5 s fails the check (what follows the scroll aside).
 */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  // Time-based animations only: a scroll-driven one (a table's edge shade) follows the scroll
  // and never ends by itself.
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.timeline !== document.timeline),
    null,
    { timeout: 5_000 },
  );
  const options: RunOptions = {
    resultTypes: ['violations'],
    ...(scope.rules ? { runOnly: { type: 'rule', values: scope.rules } } : {}),
  };
  for (let attempt = 1; ; attempt++) {
    let results: AxeResults;
    if (page.frames().length === 1) {
      results = await runInPlace(page, scope, options);
    } else {
      let builder = new AxeBuilder({ page }).options(options);
      for (const selector of scope.include ?? []) builder = builder.include(selector);
      for (const selector of scope.exclude ?? []) builder = builder.exclude(selector);
      results = await builder.analyze();
    }
    const untested = results.incomplete
      .filter((result) => result.id === 'frame-tested')
      .flatMap((result) => result.nodes.map((node) => node.target.join(' ')));
    if (untested.length === 0)
      return results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join('; ')})`,
      );
    if (attempt === ATTEMPTS)
      throw new Error(`axe could not check ${untested.join(', ')} in ${ATTEMPTS} attempts`);
    // A busy machine is what kept the frame from answering: give it a moment before asking again.
    await page.waitForTimeout(attempt * 1_000);
  }
}

/** axe-core's `axe.run` on a page without frames, its source evaluated once per document. */
async function runInPlace(page: Page, scope: AxeScope, options: RunOptions): Promise<AxeResults> {
  type WithAxe = { axe?: typeof axe };
  if (!(await page.evaluate(() => Boolean((window as WithAxe).axe))))
    await page.evaluate(axe.source);
  const context: { exclude: string[]; include?: string[] } = {
    exclude: scope.exclude ?? [],
    ...(scope.include?.length ? { include: scope.include } : {}),
  };
  const outcome = await page.evaluate(
    (args) =>
      (window as WithAxe).axe!.run(args.context, args.options).then(
        (results) => ({ results, error: null }),
        (error: unknown) => ({ results: null, error: String(error) }),
      ),
    { context, options },
  );
  if (!outcome.results) throw new Error(`axe: ${outcome.error}`);
  return outcome.results;
}
