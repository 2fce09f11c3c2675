/**
 * The look of every template, as a visitor sees it: one page of each template at a phone, a
 * tablet and a desktop width, saved as full-page screenshots under test-results/screenshots/
 * ({template}-{width}.png) for people to look at, and checked for what breaks a layout: sideways
 * scrolling, elements wider than the screen, content pinned off-centre, and layout shift.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { inGroupsOf, reachForEvery, waitForHydration } from './site.ts';

const SCREENSHOTS = 'test-results/screenshots';
const WIDTHS = [375, 768, 1440] as const;

/** One page per template (and a second landing page: one made of sections, one of rich text). */
const PAGES: { name: string; path: string }[] = [
  { name: 'home', path: '/' },
  { name: 'landing-page', path: '/inbox/' },
  { name: 'landing-page-compare', path: '/compare/freshdesk/' },
  { name: 'pricing', path: '/pricing/' },
  { name: 'blog-post', path: '/blog/first-response-time/' },
  { name: 'posts-landing', path: '/blog/' },
  { name: 'posts-list', path: '/blog/customer-service/topic/customer-stories/' },
  { name: 'resources-page', path: '/resources/' },
  { name: 'resources-guide', path: '/resources/culture-guide/' },
  { name: 'company-page', path: '/about/' },
  { name: 'company-page-careers', path: '/careers/' },
  { name: 'job-post', path: '/company/careers/support-engineer/' },
  { name: 'job-description', path: '/careers/jobs/support-specialist/' },
  { name: 'integrations-list', path: '/integrations/' },
  { name: 'integration', path: '/integrations/crm/' },
  { name: 'interview-guide', path: '/interview-builder/guides/support-specialist/' },
  { name: 'legal', path: '/company/legal/baa-covered-entity/' },
  { name: 'signup', path: '/members/register/18/' },
  { name: 'login', path: '/members/login/' },
  { name: 'not-found', path: '/404/' },
  { name: 'server-error', path: '/500/' },
  { name: 'design-system', path: '/design-system/' },
  { name: 'all-features', path: '/all-features/' },
  { name: 'classes', path: '/classes/' },
  { name: 'dei', path: '/dei/' },
  { name: 'for-good', path: '/for-good/' },
  { name: 'fundraising-with-purpose', path: '/fundraising-with-purpose/' },
  { name: 'help-desk-staffing-calculator', path: '/help-desk-staffing-calculator/' },
  { name: 'interview-builder', path: '/interview-builder/' },
  { name: 'interview-builder-library', path: '/interview-builder/library/' },
  { name: 'product-tour', path: '/product-tour/' },
  { name: 'referral', path: '/referral/' },
  { name: 'startups', path: '/startups/' },
  { name: 'webinar-foundations', path: '/webinars/foundations-of-great-service/' },
];

/** Starts summing layout shifts (buffered: from the first paint on) before the page loads. */
async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scope = window as unknown as { layoutShiftTotal: number };
    scope.layoutShiftTotal = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) scope.layoutShiftTotal += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Scrolls through the page so lazy images load, then waits until every image has settled. */
async function loadWholePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    }
    window.scrollTo(0, 0);
  });
  // Images that are not rendered (in a closed dialog, say) never load when lazy.
  await page.waitForFunction(() =>
    [...document.images].every((img) => img.complete || img.getClientRects().length === 0),
  );
}

/**
 * Elements that stick out of the viewport sideways, unless an ancestor clips or scrolls them
 * (a swipeable strip, a wide table in its scroll box) or they are hidden.
 */
function elementsOutside(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (element: Element): boolean => {
      for (
        let node = element.parentElement;
        node && node !== document.body;
        node = node.parentElement
      ) {
        const style = getComputedStyle(node);
        if (style.overflowX !== 'visible' || style.clipPath !== 'none' || style.clip !== 'auto') {
          return true;
        }
      }
      return false;
    };
    return [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) return false;
        if (getComputedStyle(element).visibility === 'hidden') return false;
        // Wholly off to the left is deliberate hiding (a form's honeypot), never scrollable to.
        if (rect.right <= 0) return false;
        return (rect.left < -1 || rect.right > width + 1) && !clipped(element);
      })
      .slice(0, 5)
      .map((element) => {
        const rect = element.getBoundingClientRect();
        return `<${element.tagName.toLowerCase()} class="${element.className}"> ${Math.round(rect.left)}..${Math.round(rect.right)}`;
      });
  });
}

/**
 * The horizontal extent of what main shows: text, images and controls (not the full-width
 * bands, which span the viewport whatever their content does).
 */
function contentExtent(page: Page) {
  return page.evaluate(() => {
    let left = Infinity;
    let right = -Infinity;
    const main = document.querySelector('main');
    for (const element of main?.querySelectorAll('*') ?? []) {
      const hasText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      if (!hasText && !element.matches('img, svg, input, button, textarea, select')) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (element.closest('.visually-hidden')) continue;
      // Navigation beside the content (a post's contents in the margin) is not the content; an
      // element wholly off to the left is hidden on purpose.
      if (element.closest('main nav, main aside') || rect.right <= 0) continue;
      left = Math.min(left, rect.left);
      right = Math.max(right, rect.right);
    }
    return { left, right, centre: (left + right) / 2, viewport: window.innerWidth };
  });
}

/**
 * Pixels from the bottom of a content page's header band to the first thing the band under it
 * shows (text, a control, or a box with a border or background); null on a page without a header
 * band followed by another.
 */
function gapUnderHeader(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('main header');
    const next = header?.nextElementSibling;
    if (!header || !next) return null;
    let top = Infinity;
    for (const element of next.querySelectorAll('*')) {
      const hasText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      const style = getComputedStyle(element);
      const boxed =
        parseFloat(style.borderTopWidth) > 0 || style.backgroundColor !== 'rgba(0, 0, 0, 0)';
      const rect = element.getBoundingClientRect();
      // The band itself spans the window; what it shows does not.
      if (!boxed && !hasText && !element.matches('img, svg, input, button, textarea, select'))
        continue;
      if (rect.width >= window.innerWidth - 1) continue;
      if (rect.width > 0 && rect.height > 0) top = Math.min(top, rect.top);
    }
    return top === Infinity ? null : Math.round(top - header.getBoundingClientRect().bottom);
  });
}

test.describe.configure({ timeout: 120_000 });

for (const { name, path } of PAGES) {
  test(`given ${name} (${path}) at 375, 768 and 1440 px, should fit the screen, stay centred, not shift, and save screenshots`, async ({
    page,
  }) => {
    await watchLayoutShift(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await waitForHydration(page);
      await loadWholePage(page);
      // Saved first, so a failing layout can be looked at. On CI nobody looks at the full set:
      // a failure there keeps Playwright's own screenshot (playwright.config.ts).
      if (!process.env.CI)
        await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true });

      const shift = await page.evaluate(
        () => (window as unknown as { layoutShiftTotal: number }).layoutShiftTotal,
      );
      expect(shift, `layout shift of ${path} at ${width} px`).toBeLessThan(0.01);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `horizontal scrolling on ${path} at ${width} px`).toBeLessThanOrEqual(
        width,
      );
      expect(await elementsOutside(page), `elements outside ${path} at ${width} px`).toEqual([]);
      if (width === 1440) {
        const extent = await contentExtent(page);
        expect(
          Math.abs(extent.centre - extent.viewport / 2),
          `centre of the content of ${path} (${Math.round(extent.left)}..${Math.round(extent.right)})`,
        ).toBeLessThanOrEqual(24);
        // The band under the header follows it, not 150 px of empty page later.
        const gap = await gapUnderHeader(page);
        if (gap !== null) expect(gap, `space under the header of ${path}`).toBeLessThanOrEqual(96);
      }
    }
  });
}

// In groups, one tab each: one test for all of them took 30 s, and often ran last.
const REFLOW_PAGES_PER_TEST = 12;
for (const [index, group] of inGroupsOf(REFLOW_PAGES_PER_TEST, PAGES).entries())
  test(`given templates ${index * REFLOW_PAGES_PER_TEST + 1}–${index * REFLOW_PAGES_PER_TEST + group.length} of ${PAGES.length} at 320 px, should reflow without sideways scrolling (WCAG 1.4.10)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 320, height: 640 });
    for (const { path } of group) {
      await page.goto(path);
      await waitForHydration(page);
      // Down the page and back: what loads near the viewport (a form's view, with its styles) is
      // measured too.
      await loadWholePage(page);
      // Forms on the first screen load on intent (src/ui/intent.ts).
      await reachForEvery(page.locator('[data-form-name][data-state="idle"]'));
      await expect(page.locator('[data-form-name]:not([data-state="shown"])')).toHaveCount(0);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `horizontal scrolling on ${path} at 320 px`).toBeLessThanOrEqual(320);
      expect(await elementsOutside(page), `elements outside ${path} at 320 px`).toEqual([]);
      // Text keeps the page's side margin: none runs against the screen's edge. Polled: a live
      // section swapped in for its prerendered HTML replaces the h1 for a moment (no box).
      await expect
        .poll(async () => (await page.locator('main h1').first().boundingBox())?.x ?? -1, {
          message: `the h1's left margin on ${path} at 320 px`,
        })
        .toBeGreaterThanOrEqual(16);
    }
  });

test('given the demo landing page, should set its first band apart from the header and its form beside the words on a wide screen, after them on a phone', async ({
  page,
}) => {
  const background = (locator: Locator) =>
    locator.evaluate(
      (element) => getComputedStyle(element.closest('[data-tone]')!).backgroundColor,
    );
  const box = async (locator: Locator) => (await locator.boundingBox())!;
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/lp/get-a-demo/');
    await waitForHydration(page);
    const pitch = page.getByText('A 30-minute call, on your schedule');
    const form = page.locator('[data-form-block]').filter({
      has: page.getByRole('heading', { name: 'Book your demo' }),
    });
    const next = page.getByRole('heading', { name: 'What happens next' });
    expect(await background(pitch)).not.toBe(
      await background(page.getByRole('heading', { level: 1 })),
    );
    const [pitchBox, formBox, nextBox] = [await box(pitch), await box(form), await box(next)];
    if (width === 1440) {
      // Its own column on the right, level with the first line, the steps beside it.
      expect(formBox.x).toBeGreaterThan(pitchBox.x + pitchBox.width);
      expect(Math.abs(formBox.y - pitchBox.y)).toBeLessThanOrEqual(8);
      expect(nextBox.y).toBeLessThan(formBox.y + formBox.height);
    } else {
      // One column in the body's order: the pitch, the form, then the steps.
      expect(formBox.y).toBeGreaterThanOrEqual(pitchBox.y + pitchBox.height);
      expect(nextBox.y).toBeGreaterThanOrEqual(formBox.y + formBox.height);
    }
  }
});

/**
 * A browser paints a page before it has read all of it (a slow network, or a parser yielding on a
 * slow phone); what it painted must not move when the rest arrives. Deterministic stand-in: the
 * document cut right after a given point, scripts held back. Returns the element's box on the
 * whole page and on the cut one.
 */
async function boxesWholeAndCut(
  page: Page,
  request: APIRequestContext,
  { path, width, cutAfter, element, cutOff }: HalfRead,
): Promise<[Box | null, Box | null]> {
  await page.setViewportSize({ width, height: 900 });
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(path);
  const whole = await element(page).boundingBox();

  const html = await (await request.get(path)).text();
  const cut = cutAfter(html);
  expect(cut, `the cut point in ${path}`).toBeGreaterThan(0);
  await page.route(`**${path}`, (route) =>
    route.fulfill({ body: html.slice(0, cut), contentType: 'text/html; charset=utf-8' }),
  );
  await page.goto(path);
  // What follows the cut is really missing.
  await expect(cutOff(page)).toHaveCount(0);
  return [whole, await element(page).boundingBox()];
}

type Box = NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>;
interface HalfRead {
  path: string;
  width: number;
  /** Where the document is cut: the index just past the last character kept. */
  cutAfter: (html: string) => number;
  element: (page: Page) => Locator;
  cutOff: (page: Page) => Locator;
}

/** The index just past the first `end` after `start` in `html` (0 when either is missing). */
function after(html: string, start: string, end: string): number {
  const from = html.indexOf(start);
  const at = from < 0 ? -1 : html.indexOf(end, from);
  return at < 0 ? 0 : at + end.length;
}

const HALF_READ: (Omit<HalfRead, 'width'> & { name: string; widths: number[] })[] = [
  {
    name: '/integrations/ read only up to its first card',
    path: '/integrations/',
    widths: [768, 1440],
    cutAfter: (html) => after(html, 'data-variant="DEFAULT"', '</li>'),
    element: (page) => page.locator('ul[data-variant="DEFAULT"] > li').first(),
    cutOff: (page) => page.locator('ul[data-variant="DEFAULT"] > li').nth(1),
  },
  {
    // The menu's markup lies between the header's Menu button and its trial link.
    name: "/pricing/ read only up to the header's Menu button",
    path: '/pricing/',
    widths: [375, 768],
    cutAfter: (html) => after(html, 'aria-controls=', '</button>'),
    element: (page) => page.getByRole('button', { name: 'Menu' }),
    cutOff: (page) => page.getByRole('link', { name: 'Free Trial' }),
  },
  {
    name: "/pricing/ read only up to the billing period's first option",
    path: '/pricing/',
    widths: [375, 1440],
    cutAfter: (html) => after(html, 'name="billing-period"', '</label>'),
    element: (page) => page.getByRole('group', { name: 'Billing period' }),
    cutOff: (page) => page.getByRole('radio', { name: 'Annual' }),
  },
];

for (const { name, widths, ...halfRead } of HALF_READ) {
  for (const width of widths) {
    test(`given ${name} at ${width} px, should place it where the whole page has it`, async ({
      page,
      request,
    }) => {
      const [whole, cut] = await boxesWholeAndCut(page, request, { ...halfRead, width });
      expect(cut?.x).toBe(whole?.x);
      expect(cut?.y).toBe(whole?.y);
      expect(cut?.width).toBe(whole?.width);
    });
  }
}
