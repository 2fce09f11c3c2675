/**
 * axe on a Playwright page, as the audit and the end-to-end tests run it.
 *
 * By default `@axe-core/playwright` gathers each frame's results and then opens a blank page to
 * merge them: a new renderer process per check, which took 1–2 s of every 2.5–4.7 s check on a
 * two-core machine with slow page faults. A page without frames has nothing to merge, so it is
 * checked in place ("legacy mode", the same rules); a page with frames keeps the default, which
 * also reaches into cross-origin frames.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export type AxeScope = {
  /** Only these parts of the page (CSS selectors); the whole page when left out. */
  include?: string[];
  /** Only these rules; all of them when left out. */
  rules?: string[];
};

/** The violations on the page as one line each: the rule, what it asks, and the elements. */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page }).setLegacyMode(page.frames().length === 1);
  for (const selector of scope.include ?? []) builder = builder.include(selector);
  if (scope.rules) builder = builder.withRules(scope.rules);
  const results = await builder.analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join('; ')})`,
  );
}
