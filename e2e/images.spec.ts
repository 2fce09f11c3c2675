/**
 * Images on the built site: a blog post, the home page and an open navigation drawer load their
 * pictures from the image files the build wrote (`/assets/img/`, 200; without an image CDN the
 * build renders every variant the pages name, scripts/build/static-images.ts), sized so nothing shifts (CLS < 0.02,
 * measured in the page with a PerformanceObserver on `layout-shift`).
 */
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration, watchConsole } from './site.ts';

declare global {
  interface Window {
    layoutShiftScore: number;
    layoutShifts: string[];
  }
}

/** Layout shifts not caused by input, summed from the start of the page (CLS as Chrome counts it). */
async function measureLayoutShift(page: Page) {
  await page.addInitScript(() => {
    window.layoutShiftScore = 0;
    window.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        window.layoutShiftScore += entry.value;
        window.layoutShifts.push(
          `${entry.value.toFixed(4)} ${(entry.sources ?? [])
            .map((source) => (source.node as Element | null)?.outerHTML?.slice(0, 120) ?? '?')
            .join(' | ')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function layoutShift(page: Page): Promise<{ cls: number; shifts: string[] }> {
  // The measure is only worth something where the browser reports layout shifts.
  expect(
    await page.evaluate(() => PerformanceObserver.supportedEntryTypes.includes('layout-shift')),
  ).toBe(true);
  return page.evaluate(() => ({ cls: window.layoutShiftScore, shifts: window.layoutShifts }));
}

/** Every response for a picture file of the build, by URL. */
function watchImages(page: Page): Map<string, number> {
  const responses = new Map<string, number>();
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/assets/img/'))
      responses.set(response.url(), response.status());
  });
  return responses;
}

/** Scrolls down the page step by step so lazy images come into view, then back to the top. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 400; y < height + 400; y += 400) {
    await page.mouse.wheel(0, 400);
    // Each step lands before the next, so every lazy image passes through the viewport.
    await page.waitForFunction(
      (target) =>
        window.scrollY >= target ||
        window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
      y,
    );
  }
}

/** Every <img> in `scope` has loaded from the build's image files, with its size set in the markup. */
async function expectImagesLoaded(page: Page, scope: string) {
  await expect
    .poll(
      () =>
        // At least one picture, and all loaded: a drawer's pictures arrive with a lazy chunk.
        page.$$eval(
          `${scope} img`,
          (images) =>
            images.length > 0 &&
            (images as HTMLImageElement[]).every((img) => img.complete && img.naturalWidth > 0),
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
  const images = await page.$$eval(`${scope} img`, (elements) =>
    (elements as HTMLImageElement[]).map((img) => ({
      currentSrc: new URL(img.currentSrc).pathname,
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      srcset: img.getAttribute('srcset'),
      alt: img.getAttribute('alt'),
    })),
  );
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) {
    expect(image.currentSrc).toMatch(/^\/assets\/img\//);
    expect(Number(image.width)).toBeGreaterThan(0);
    expect(Number(image.height)).toBeGreaterThan(0);
    expect(image.srcset).toContain('/assets/img/');
    expect(image.alt).not.toBeNull();
  }
  return images;
}

function expectAllServed(responses: Map<string, number>) {
  expect(responses.size).toBeGreaterThan(0);
  expect([...responses].filter(([, status]) => status !== 200)).toEqual([]);
}

test.describe.configure({ timeout: 60_000 });

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('given a blog post, should load its hero first and eagerly, every image from the build image files, without layout shift', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await measureLayoutShift(page);
    const responses = watchImages(page);
    await page.goto('/blog/first-response-time/');
    await waitForHydration(page);
    // The hero is the first picture of the post, right under its header band.
    const hero = page.locator('main article img').first();
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await scrollThrough(page);
    await expectImagesLoaded(page, 'main');
    expectAllServed(responses);
    const { cls, shifts } = await layoutShift(page);
    expect(cls, shifts.join('\n')).toBeLessThan(0.02);
    expect(problems).toEqual([]);
  });

  test('given the home page, should load the hero screenshots and the post cards from the build image files, without layout shift', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await measureLayoutShift(page);
    const responses = watchImages(page);
    await page.goto('/');
    await waitForHydration(page);
    // One eager image: the first screenshot.
    await expect(page.locator('main img[loading="eager"]')).toHaveCount(1);
    await scrollThrough(page);
    const images = await expectImagesLoaded(page, 'main');
    expect(images.length).toBeGreaterThanOrEqual(4);
    expectAllServed(responses);
    const { cls, shifts } = await layoutShift(page);
    expect(cls, shifts.join('\n')).toBeLessThan(0.02);
    expect(problems).toEqual([]);
  });

  test('given a navigation drawer, should load its pictures only once it opens, from the build image files, without layout shift', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await measureLayoutShift(page);
    const responses = watchImages(page);
    // The page view is the last thing the page does on its own after hydration (its chunk loads
    // after the runtime's): once it has gone out, so has anything else the page loads unasked.
    const pageView = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/events',
    );
    await page.goto('/pricing/');
    await waitForHydration(page);
    await page.waitForLoadState('load');
    await pageView;
    // Closed drawers download none of their pictures.
    expect([...responses.keys()].filter((url) => url.includes('/nav-'))).toEqual([]);
    await expect(page.locator('nav[aria-label="Main"] img')).toHaveCount(0);

    await page.getByRole('button', { name: 'Product', exact: true }).hover();
    const product = page.locator('#nav-product-drawer');
    await expect(product).toBeVisible();
    const [featured] = await expectImagesLoaded(page, '#nav-product-drawer');
    // One of the navigation picture's variants the build wrote, under its hashed name.
    expect(featured?.currentSrc).toMatch(/\/assets\/img\/nav-platform-[0-9a-f]{12}\.webp$/);
    expect([...responses.keys()].some((url) => url.includes('/nav-platform-'))).toBe(true);
    expect([...responses.keys()].some((url) => url.includes('/nav-blog-'))).toBe(false);
    // FULL_WIDTH: the picture spans the card edge to edge.
    const card = product.getByRole('link', { name: /Meet the platform/ });
    const [cardBox, imageBox] = await Promise.all([
      card.boundingBox(),
      card.locator('img').boundingBox(),
    ]);
    expect(Math.abs((imageBox?.width ?? 0) - (cardBox?.width ?? 0))).toBeLessThan(1);

    await page.getByRole('button', { name: 'Resources', exact: true }).hover();
    await expect(page.locator('#nav-resources-drawer')).toBeVisible();
    await expectImagesLoaded(page, '#nav-resources-drawer');
    expectAllServed(responses);
    const { cls, shifts } = await layoutShift(page);
    expect(cls, shifts.join('\n')).toBeLessThan(0.02);
    expect(problems).toEqual([]);
  });
});

test.describe('at 375 px with touch', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('given the menu opened with its first drawer, should load the drawer pictures from the build image files without layout shift', async ({
    page,
  }) => {
    await measureLayoutShift(page);
    const responses = watchImages(page);
    await page.goto('/blog/first-response-time/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Menu' }).tap();
    await expect(page.getByRole('button', { name: 'Product', exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expectImagesLoaded(page, '#nav-product-drawer');
    expectAllServed(responses);
    const { cls, shifts } = await layoutShift(page);
    expect(cls, shifts.join('\n')).toBeLessThan(0.02);
  });
});

/**
 * The width each picture's `sizes` names at the current viewport, beside the width it is drawn
 * at: the browser picks the file from the first, so it should be the second (within a little).
 */
async function sizesAgainstDrawn(page: Page) {
  return page.evaluate(() => {
    const slot = (sizes: string) => {
      for (const entry of sizes.split(/,(?![^(]*\))/).map((part) => part.trim())) {
        const conditional = /^(\(.*?\))\s+(.+)$/.exec(entry);
        if (conditional && !matchMedia(conditional[1]!).matches) continue;
        const probe = document.createElement('div');
        probe.style.cssText = `position:absolute;visibility:hidden;width:${conditional ? conditional[2] : entry}`;
        document.body.append(probe);
        const width = probe.getBoundingClientRect().width;
        probe.remove();
        return width;
      }
      return Number.NaN;
    };
    return [...document.querySelectorAll<HTMLImageElement>('main img[sizes]')]
      .map((img) => ({
        img: img.alt || img.getAttribute('src')?.split('/').pop(),
        drawn: img.getBoundingClientRect().width,
        named: slot(img.sizes),
      }))
      .filter(({ drawn }) => drawn > 0);
  });
}

// Feature rows, both heroes, post cards and the featured card: the layouts whose widths follow
// the container between 1024 and 1292 px (src/blocks/BlockImage.tsx).
test('given pictures from 375 to 2400 px wide, should name in sizes the width each is drawn at', async ({
  page,
}) => {
  const off: string[] = [];
  for (const path of ['/', '/ai-features/', '/platform/', '/blog/']) {
    await page.goto(path);
    for (const width of [375, 768, 1024, 1100, 1200, 1292, 1440, 1920, 2000, 2400]) {
      await page.setViewportSize({ width, height: 900 });
      for (const { img, drawn, named } of await sizesAgainstDrawn(page))
        // Never under by more than 3 % (the browser would pick too small a file), nor over by
        // more than 15 % (the side padding of a phone's 100vw).
        if (!(named >= drawn * 0.97 && named <= drawn * 1.15))
          off.push(
            `${path} at ${width} px: ${img} drawn ${drawn.toFixed(0)} px, sizes ${named.toFixed(0)} px`,
          );
    }
  }
  expect(off).toEqual([]);
});

test.describe('AVIF where it is smaller', () => {
  test.use({ viewport: { width: 375, height: 800 }, deviceScaleFactor: 2 });

  test('given a phone that reads AVIF, should show the home hero from its AVIF file, smaller than the WebP of the same width, with the same sizes', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const hero = page.getByRole('img', {
      name: 'The Harbor inbox with a customer conversation open',
    });
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const picked = await hero.evaluate((img: HTMLImageElement) => ({
      currentSrc: new URL(img.currentSrc).pathname,
      webp: img.getAttribute('srcset'),
      sizes: img.getAttribute('sizes'),
      source: img.previousElementSibling?.getAttribute('srcset'),
      sourceSizes: img.previousElementSibling?.getAttribute('sizes'),
      sourceType: img.previousElementSibling?.getAttribute('type'),
    }));
    expect(picked.sourceType).toBe('image/avif');
    expect(picked.sourceSizes).toBe(picked.sizes);
    // 375 px at 2x asks for 750 px: the 800 px file, in AVIF.
    expect(picked.currentSrc).toMatch(/^\/assets\/img\/inbox-[0-9a-f]{12}\.avif$/);
    expect(picked.source).toContain(`${picked.currentSrc} 800w`);
    const webpUrl = /(\S+\.webp) 800w/.exec(picked.webp ?? '')?.[1];
    expect(webpUrl).toBeTruthy();
    const avif = await request.get(picked.currentSrc);
    const webp = await request.get(webpUrl!);
    expect(avif.headers()['content-type']).toBe('image/avif');
    expect(webp.headers()['content-type']).toBe('image/webp');
    expect((await avif.body()).length).toBeLessThan((await webp.body()).length);

    // Every source on the page names the same widths as its image, with the same sizes.
    const mismatched = await page.$$eval('picture > source', (sources) =>
      sources
        .map((source) => {
          const img = source.parentElement?.querySelector('img');
          const widths = (value: string | null | undefined) =>
            (value ?? '').split(/,\s*/).map((candidate) => candidate.split(/\s+/)[1]);
          return img &&
            source.getAttribute('sizes') === img.getAttribute('sizes') &&
            widths(source.getAttribute('srcset')).join() ===
              widths(img.getAttribute('srcset')).join()
            ? null
            : (img?.getAttribute('alt') ?? source.outerHTML);
        })
        .filter(Boolean),
    );
    expect(mismatched).toEqual([]);
  });
});
