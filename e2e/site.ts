/** Helpers shared by the end-to-end specs. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ConsoleMessage, Locator, Page } from '@playwright/test';
import { readBuiltPages } from '../scripts/checks/built-pages.ts';
import { htmlFile, pageDataUrl } from '../src/contracts/paths.ts';

export const DIST = path.resolve(import.meta.dirname, '..', process.env.DIST_DIR ?? 'dist');

/** Every page path of the built site, read from its page data, in code-unit order. */
export function builtPaths(): string[] {
  return readBuiltPages(DIST)
    .map((page) => page.path)
    .sort();
}

/** Collects console errors and warnings, and uncaught exceptions, for the life of the page. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Scrolls the page to its end a screen at a time, as a reader would, then back to the top: every
 * section that loads as it nears the viewport (live sections, lead forms) has been near it.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // Headless Chromium now and then draws no frame for a while (a test once waited out its 90 s
    // on one here): each wait for a frame gives up after 250 ms, and the assertions after the
    // scroll wait for what the observers do.
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 250);
      });
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo({ top, behavior: 'instant' });
      await frame();
      await frame();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
}

/**
 * The visitor reaching for what loads on intent (src/ui/intent.ts: a lead form or the pricing hero
 * on the first screen): a focus inside it, as tabbing to it gives, which changes nothing on the
 * page by itself.
 */
export async function reachFor(locator: Locator): Promise<void> {
  await locator.evaluate((element) =>
    element.dispatchEvent(new FocusEvent('focusin', { bubbles: true })),
  );
}

/**
 * reachFor each element `locator` matches now, none waited for: one that went live meanwhile is
 * simply not in the list (reaching for each in turn could wait for one that had just left it).
 */
export async function reachForEvery(locator: Locator): Promise<void> {
  await locator.evaluateAll((elements) => {
    for (const element of elements)
      element.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  });
}

/** Resolves once React has hydrated the page (the client marks <html> when it is interactive). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** The markup without `aria-hidden` spans (a rotating headline's visual copy), nesting included. */
function withoutHidden(html: string): string {
  let rest = html;
  for (let start = rest.indexOf('<span aria-hidden="true"'); start >= 0;) {
    let depth = 0;
    const tags = /<span\b[^>]*>|<\/span>/g;
    tags.lastIndex = start;
    let end = rest.length;
    for (let tag = tags.exec(rest); tag; tag = tags.exec(rest)) {
      depth += tag[0].startsWith('</') ? -1 : 1;
      if (depth === 0) {
        end = tag.index + tag[0].length;
        break;
      }
    }
    rest = rest.slice(0, start) + rest.slice(end);
    start = rest.indexOf('<span aria-hidden="true"');
  }
  return rest;
}

/** The text of a built page's first <h1>, read from its prerendered HTML. */
export function builtHeading(pagePath: string): string {
  const html = readFileSync(path.join(DIST, htmlFile(pagePath)), 'utf8');
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  if (!match?.[1]) throw new Error(`No <h1> in the built ${pagePath}`);
  return withoutHidden(match[1])
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();
}

/**
 * How many of a built page's sections become live (their renderer replaces the prerendered HTML
 * once its code arrives, when the section nears the viewport: src/sections/Sections.tsx), read
 * from its page data.
 */
export function builtLiveSections(pagePath: string): number {
  const data = JSON.parse(readFileSync(path.join(DIST, pageDataUrl(pagePath)), 'utf8')) as {
    props: { sections?: { html?: string; live?: unknown }[] };
  };
  return (data.props.sections ?? []).filter((section) => section.html !== undefined && section.live)
    .length;
}

/** `items` in groups of `size`, the last one shorter: one test per group. */
export function inGroupsOf<T>(size: number, items: T[]): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}
