/**
 * The static-site foundation in a real browser against the built site: prerendered content,
 * client-side navigation over page data, the fetch fallbacks and recovery paths.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fetchedPageData, pageNow, pauseClock, recordPageDataFetches } from './clock.ts';
import {
  builtHeading,
  builtLiveSections,
  builtPaths,
  inGroupsOf,
  DIST,
  scrollThrough,
  waitForHydration,
  watchConsole,
} from './site.ts';

/** Built for the server to answer unknown paths and failures with; not pages of their own. */
const ERROR_PAGES = ['/404/', '/500/'];
const paths = builtPaths().filter((route) => !ERROR_PAGES.includes(route));
const ROUTES_PER_TEST = 12;
const ABOUT = builtHeading('/about/');
const HOME = builtHeading('/');
const NOT_FOUND = builtHeading('/404/');
const SERVER_ERROR = builtHeading('/500/');

async function addLink(page: Page, href: string, name: string): Promise<void> {
  await page.evaluate(
    ([linkHref, linkName]) => {
      const anchor = document.createElement('a');
      anchor.href = linkHref!;
      anchor.textContent = linkName!;
      document.querySelector('main')?.prepend(anchor);
    },
    [href, name],
  );
}

/** Turns prefetching off (the visitor asks to save data), so request counts are the navigation's own. */
async function withoutPrefetch(page: Page): Promise<void> {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', {
      value: { effectiveType: '4g', saveData: true },
    }),
  );
}

/** Opens a page and waits until it is interactive. */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/** Follows an internal link the way a visitor would (a link added for the test, then clicked). */
async function follow(page: Page, href: string): Promise<void> {
  const name = `Test link to ${href}`;
  await addLink(page, href, name);
  await page.getByRole('link', { name }).click();
}

/** Records document (full page) loads after this call. */
function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') loads.push(new URL(request.url()).pathname);
  });
  return loads;
}

test.describe('every route', () => {
  test('given JavaScript disabled, should show each page heading and a unique title', async ({
    browser,
  }) => {
    test.setTimeout(30_000 + paths.length * 1500);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const titles = new Map<string, string>();
    for (const route of paths) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), route).toBeVisible();
      const title = await page.title();
      expect(titles.get(title), `${route} shares its title with another page`).toBeUndefined();
      titles.set(title, route);
      expect(
        await page.locator('meta[name="description"]').getAttribute('content'),
        route,
      ).toBeTruthy();
    }
    await context.close();
  });

  // axe checks every route in `npm run audit`, at 375 px with reduced motion and at 1440 px with
  // motion, so it is not run a third time here. The routes go in groups, one tab per group: a new
  // tab per route cost a second of each route's 4 s on a two-core machine. Each route is still a
  // first visit (no cookies, no storage), and each one that fails is named.
  for (const [index, group] of inGroupsOf(ROUTES_PER_TEST, paths).entries()) {
    const first = index * ROUTES_PER_TEST + 1;
    test(`given routes ${first}–${first + group.length - 1} of ${paths.length} (${group[0]} …), should hydrate each with no console problems`, async ({
      page,
    }) => {
      test.setTimeout(30_000 + group.length * 10_000);
      const problems = watchConsole(page);
      for (const route of group) {
        problems.length = 0;
        await page.goto(route);
        await waitForHydration(page);
        expect.soft(problems, route).toEqual([]);
        // What this route stored is gone before the next one.
        await page.context().clearCookies();
        await page.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
      }
    });
  }
});

test.describe('first paint', () => {
  test('given the first load of /, should paint before it asks for any script, then hydrate', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-paint')[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(paint).not.toBeNull();
    expect(scripts.length).toBeGreaterThan(0);
    expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint ?? Infinity);
  });

  test.describe('a visitor who will be asked for consent', () => {
    test.use({ extraHTTPHeaders: { 'CF-IPCountry': 'DE' } });

    test('given the first load, should ask for React, boot and the tracker with the page’s chunks, and for the banner’s before hydration ends', async ({
      page,
    }) => {
      // When the client marks the page hydrated, on the page's own clock.
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (document.documentElement.dataset.hydrated !== 'true') return;
          (window as Window & { hydratedAt?: number }).hydratedAt = performance.now();
          observer.disconnect();
        }).observe(document, { attributeFilter: ['data-hydrated'], subtree: true });
      });
      // Boot's chunk, which hydration ends with, is held back 1 s: the banner's must not wait for it.
      await page.route(/\/assets\/boot-[\w-]{8}\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue();
      });
      await page.goto('/pricing/');
      await waitForHydration(page);
      await expect(page.getByRole('region', { name: 'Your privacy choices' })).toBeVisible();
      const preload = await page
        .locator('script[data-preload]')
        .evaluate((script: HTMLScriptElement) => script.dataset.preload?.split(' ') ?? []);
      const names = preload.map((url) => url.replace(/^\/assets\/|-[\w-]{8}\.js$/g, ''));
      expect(names).toEqual(expect.arrayContaining(['framework', 'boot', 'tracker']));
      const { hydratedAt, banner } = await page.evaluate(() => ({
        hydratedAt: (window as Window & { hydratedAt?: number }).hydratedAt ?? null,
        banner:
          performance
            .getEntriesByType('resource')
            .find((entry) => /\/assets\/banner-[\w-]{8}\.js$/.test(new URL(entry.name).pathname))
            ?.startTime ?? null,
      }));
      expect(hydratedAt).not.toBeNull();
      expect(banner).not.toBeNull();
      expect(banner ?? Infinity).toBeLessThan(hydratedAt ?? -Infinity);
    });
  });
});

test.describe('client-side navigation', () => {
  test('given a click on an internal link, should fetch only page data and code, never HTML', async ({
    page,
  }) => {
    await open(page, '/');
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await follow(page, '/pricing/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Plans to help every team delight more customers',
    );
    await expect(page).toHaveURL('/pricing/');
    await expect(page).toHaveTitle(/^Pricing \| Harbor$/);
    // The browser's own favicon fetch is not the app's doing.
    const urls = requests
      .map((request) => new URL(request.url()).pathname)
      .filter((url) => url !== '/favicon.svg');
    expect(urls).toContain('/page-data/pricing/page-data.json');
    // Page data, code, images of the new page and its analytics event: never a document.
    for (const url of urls) {
      expect(url).toMatch(
        /^\/(page-data\/.+\.json|slice-data\/.+\.json|assets\/.+\.(js|css|webp|avif|png|jpg|gif)|_img\/.+|api\/events)$/,
      );
    }
    expect(requests.filter((request) => request.resourceType() === 'document')).toEqual([]);
  });

  test('given a page and then a click to another, should fetch no stylesheet (it is inline) and then only the parts the new page adds', async ({
    page,
  }) => {
    const css: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') css.push(new URL(request.url()).pathname);
    });
    await open(page, '/');
    const parts = () =>
      page.$$eval('link[rel="stylesheet"][disabled]', (links) =>
        links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
      );
    const homeParts = await parts();
    expect(homeParts.length).toBeGreaterThan(1);
    // The joined stylesheet is in the HTML (issue 37); its parts are on the page, disabled, and
    // never fetched.
    expect(css).toEqual([]);
    expect(await page.locator('head style').count()).toBe(1);
    css.length = 0;
    await follow(page, '/pricing/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Plans to help every team delight more customers',
    );
    const pricingParts = readFileSync(path.join(DIST, 'pricing/index.html'), 'utf8')
      .match(/href="[^"]+\.css" disabled/g)
      ?.map((attribute) => attribute.slice(6, -10));
    expect(pricingParts?.length).toBeGreaterThan(1);
    const added = pricingParts!.filter((part) => !homeParts.includes(part));
    expect(added.length).toBeGreaterThan(0);
    await expect.poll(() => [...css].sort()).toEqual([...added].sort());
    // Every rule applies as on a page loaded directly: same computed styles, element by element.
    const styles = () =>
      page.$$eval('main *', (elements) =>
        elements
          // The link the test added to click survives the navigation; it is not the page's.
          .filter((element) => !element.textContent?.startsWith('Test link to'))
          .slice(0, 300)
          .map((element) => {
            const style = getComputedStyle(element);
            return [
              element.tagName,
              style.display,
              style.fontSize,
              style.color,
              style.backgroundColor,
              style.paddingTop,
              style.gridTemplateColumns,
            ].join(' ');
          }),
      );
    // Compared once settled: every stylesheet parsed, and the live sections swapped in for their
    // prerendered HTML (a swap between querying and reading detaches what was queried).
    const live = builtLiveSections('/pricing/');
    expect(live).toBeGreaterThan(0);
    const settled = async () => {
      await page.waitForFunction(() =>
        [...document.styleSheets].every((sheet) => sheet.disabled || sheet.cssRules.length > 0),
      );
      await scrollThrough(page);
      await expect(page.locator('main [data-live]')).toHaveCount(live);
    };
    await settled();
    const navigated = await styles();
    await open(page, '/pricing/');
    await settled();
    expect(navigated).toEqual(await styles());
  });

  test('given back and forward, should show the right pages without reloading', async ({
    page,
  }) => {
    await open(page, '/');
    const loads = documentLoads(page);
    await follow(page, '/pricing/');
    await expect(page).toHaveURL('/pricing/');
    await page.goBack();
    await expect(page).toHaveURL('/');
    // By name: the home headline also holds a rotating copy for the eyes only (aria-hidden).
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(HOME);
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Plans to help every team delight more customers',
    );
    expect(loads).toEqual([]);
  });

  test('given two failed page-data requests, should retry and still navigate', async ({ page }) => {
    await withoutPrefetch(page);
    let attempts = 0;
    await page.route('**/page-data/about/page-data.json', (route) => {
      attempts += 1;
      return attempts <= 2 ? route.abort('failed') : route.continue();
    });
    await open(page, '/pricing/');
    await follow(page, '/about/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ABOUT);
    expect(attempts).toBe(3);
  });

  test('given a link to a page that does not exist, should show the 404 page at that URL', async ({
    page,
  }) => {
    await open(page, '/pricing/');
    await follow(page, '/no-such-page/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND);
    await expect(page).toHaveURL('/no-such-page/');
  });

  for (const route of [...ERROR_PAGES, '/404.html']) {
    test(`given the error page ${route} asked for directly, should answer 404`, async ({
      request,
    }) => {
      const response = await request.get(route, { headers: { accept: 'text/html' } });
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain(NOT_FOUND);
    });
  }

  test('given an unknown path loaded directly, should answer 404 with the 404 page', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const response = await page.goto('/no-such-page/?q=<script>alert(1)</script>');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND);
    await waitForHydration(page);
    // The one problem allowed: Chromium's report of the document's own 404.
    expect(problems).toEqual([
      'error: Failed to load resource: the server responded with a status of 404 (Not Found)',
    ]);
  });

  test('given page data that keeps failing with 503, should show the 500 page after 3 retries', async ({
    page,
  }) => {
    await withoutPrefetch(page);
    let attempts = 0;
    await page.route('**/page-data/about/page-data.json', (route) => {
      attempts += 1;
      return route.fulfill({ status: 503, body: 'unavailable' });
    });
    await open(page, '/pricing/');
    await follow(page, '/about/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SERVER_ERROR);
    await expect(page).toHaveURL('/about/');
    expect(attempts).toBe(4);
  });

  test('given page data that is not valid where no page exists, should show the 404 page', async ({
    page,
  }) => {
    await page.route('**/page-data/no-such-page/page-data.json', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"path":"/no-such-page/","template":"nope"}',
      }),
    );
    await open(page, '/pricing/');
    await follow(page, '/no-such-page/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND);
    await expect(page).toHaveURL('/no-such-page/');
  });

  // Each of these makes the app unable to show the page itself: the browser must load it.
  const documentLoadCases: [string, (page: Page) => Promise<unknown>][] = [
    [
      'a code chunk that fails to load',
      async (page) => {
        const data = readFileSync(path.join(DIST, 'page-data/about/page-data.json'), 'utf8');
        expect(JSON.parse(data).template).toBe('templates/company-page');
        await page.route(/\/assets\/company-page-[^/]+\.js$/, (route) => route.abort('failed'));
      },
    ],
    [
      'missing page data for a page whose HTML exists',
      (page) =>
        page.route('**/page-data/about/page-data.json', (route) =>
          route.fulfill({ status: 404, body: '' }),
        ),
    ],
    [
      'page data that is not page data for a page whose HTML exists',
      (page) =>
        page.route('**/page-data/about/page-data.json', (route) =>
          route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: '{"path":"/about/","template":"nope"}',
          }),
        ),
    ],
    [
      'a new build deployed',
      (page) =>
        page.route('**/page-data/app-data.json', (route) =>
          route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: '{"buildHash":"a-newer-build"}',
          }),
        ),
    ],
  ];
  for (const [situation, arrange] of documentLoadCases) {
    test(`given ${situation}, should land on the destination by a full page load`, async ({
      page,
    }) => {
      await arrange(page);
      await open(page, '/pricing/');
      const loads = documentLoads(page);
      await follow(page, '/about/');
      await expect(page).toHaveURL('/about/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ABOUT);
      expect(loads).toEqual(['/about/']);
    });
  }

  test('given a navigation slower than 1 s, should show a loading indicator until the page arrives', async ({
    page,
  }) => {
    await page.route('**/page-data/about/page-data.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1800));
      await route.continue();
    });
    await open(page, '/pricing/');
    await follow(page, '/about/');
    const indicator = page.getByRole('progressbar', { name: 'Loading page' });
    await expect(indicator).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ABOUT);
    await expect(indicator).toHaveCount(0);
  });

  test('given a fast navigation, should never show the loading indicator', async ({ page }) => {
    await open(page, '/pricing/');
    await page.evaluate(() => {
      (window as unknown as { sawProgress: boolean }).sawProgress = false;
      new MutationObserver(() => {
        if (document.querySelector('progress'))
          (window as unknown as { sawProgress: boolean }).sawProgress = true;
      }).observe(document.body, { subtree: true, childList: true });
    });
    await follow(page, '/about/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ABOUT);
    expect(
      await page.evaluate(() => (window as unknown as { sawProgress: boolean }).sawProgress),
    ).toBe(false);
  });
});

test.describe('hash scrolling', () => {
  test('given a URL with a hash, should scroll its heading to 120 px below the top on load', async ({
    page,
  }) => {
    const html = readFileSync(path.join(DIST, 'blog/first-response-time/index.html'), 'utf8');
    const ids = [...html.matchAll(/<h[23] id="([^"]+)"/g)].map((match) => match[1]);
    const id = ids.at(-1);
    expect(id, 'the blog post has headings with ids').toBeTruthy();
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto(`/blog/first-response-time/#${id}`);
    await waitForHydration(page);
    await expect
      .poll(() =>
        page.evaluate(
          (target) => Math.round(document.getElementById(target!)!.getBoundingClientRect().top),
          id,
        ),
      )
      .toBe(120);
  });

  test('given a hash change, should scroll the element to 120 px below the top, count no new page, and go back to where the reader was', async ({
    page,
  }) => {
    await open(page, '/about/');
    await page.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.style.height = '3000px';
      const target = document.createElement('h2');
      target.id = 'deep-section';
      target.textContent = 'Deep section';
      const after = document.createElement('div');
      after.style.height = '3000px';
      document.body.append(spacer, target, after);
    });
    // Scrolled as a reader scrolls: the page hears of it (its scroll event) before the hash moves.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          window.addEventListener('scroll', resolve, { once: true });
          window.scrollTo(0, 500);
        }),
    );
    // A navigation within the page loads nothing: a new page would first ask for app-data.json.
    const loads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/page-data/')) loads.push(request.url());
    });
    await page.evaluate(() => (location.hash = 'deep-section'));
    await expect
      .poll(() =>
        page.evaluate(() =>
          Math.round(document.getElementById('deep-section')!.getBoundingClientRect().top),
        ),
      )
      .toBe(120);
    expect(await page.evaluate(() => document.activeElement?.id)).not.toBe('main');
    await page.goBack();
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(500);
    expect(loads).toEqual([]);
  });

  test('given scrollToId, should scroll to 120 px above the element and set the hash', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, '/about/');
    await page.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.style.height = '2500px';
      const target = document.createElement('h2');
      target.id = 'faq';
      target.textContent = 'FAQ';
      const after = document.createElement('div');
      after.style.height = '2500px';
      document.body.append(spacer, target, after);
    });
    await page.evaluate(() =>
      (window as unknown as { harbor: { scrollToId: (id: string) => boolean } }).harbor.scrollToId(
        'faq',
      ),
    );
    await expect(page).toHaveURL(/#faq$/);
    const top = await page.evaluate(() =>
      Math.round(document.getElementById('faq')!.getBoundingClientRect().top),
    );
    expect(top).toBe(120);
  });
});

test.describe('prefetching', () => {
  test('given an idle page, should load no navigation runtime and prefetch nothing', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await recordPageDataFetches(page);
    await pauseClock(page);
    await open(page, '/pricing/');
    await page.clock.runFor(10_000);
    expect(await fetchedPageData(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.dataset.runtime)).toBeUndefined();
    expect(scripts.filter((script) => /\/runtime-[\w-]+\.js$/.test(script))).toEqual([]);
  });

  test('given a first hover on a link, should load the runtime, prefetch nothing more for 3 s, then page data in batches of 4, 3 s apart', async ({
    page,
  }) => {
    await recordPageDataFetches(page);
    await pauseClock(page);
    await open(page, '/pricing/');
    // The runtime loads on the first intent to follow a link, queues the page's links then and
    // prefetches the hovered one at once. The clock stands still meanwhile.
    const request = page.waitForRequest('**/page-data/about/page-data.json');
    await addLink(page, '/about/', 'Go to About');
    await page.getByRole('link', { name: 'Go to About' }).hover();
    await request;
    const interactiveAt = await pageNow(page);
    const hovered = 1;
    await page.clock.runFor(2999);
    expect(await fetchedPageData(page)).toHaveLength(hovered);
    await page.clock.runFor(1);
    const first = (await fetchedPageData(page)).slice(hovered);
    expect(first).toHaveLength(4);
    for (const fetch of first) expect(fetch.at).toBe(interactiveAt + 3000);
    // The next batch is timed from the end of this one (its responses arrive in real time), so
    // move the clock in steps until it starts, and check the gap. Slow responses on a busy
    // machine take real time, hence the poll's long timeout.
    await expect
      .poll(
        async () => {
          await page.clock.runFor(500);
          return (await fetchedPageData(page)).length;
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(hovered + 4);
    const second = (await fetchedPageData(page)).slice(hovered + 4);
    expect(second.length).toBeLessThanOrEqual(4);
    for (const fetch of second) expect(fetch.at).toBe(second[0]!.at);
    expect(second[0]!.at - (interactiveAt + 3000)).toBeGreaterThanOrEqual(3000);
  });

  test('given a hover on a link, should prefetch its page data at once', async ({ page }) => {
    // The page's clock stands still, so the idle prefetch (3 s on) cannot be what fetches it,
    // however slowly the request arrives on a busy machine.
    await recordPageDataFetches(page);
    await pauseClock(page);
    await open(page, '/pricing/');
    const hoveredAt = await pageNow(page);
    const request = page.waitForRequest('**/page-data/about/page-data.json');
    await addLink(page, '/about/', 'Go to About');
    await page.getByRole('link', { name: 'Go to About' }).hover();
    await request;
    const fetches = await fetchedPageData(page);
    expect(fetches.map((fetch) => new URL(fetch.url, page.url()).pathname)).toEqual([
      '/page-data/about/page-data.json',
    ]);
    expect(fetches[0]!.at).toBe(hoveredAt);
  });

  for (const [name, init] of [
    [
      'a 2g connection',
      `Object.defineProperty(navigator, 'connection', { value: { effectiveType: '2g', saveData: false } })`,
    ],
    [
      'Save-Data',
      `Object.defineProperty(navigator, 'connection', { value: { effectiveType: '4g', saveData: true } })`,
    ],
  ] as const) {
    test(`given ${name}, should prefetch nothing`, async ({ page }) => {
      await page.addInitScript(init);
      await recordPageDataFetches(page);
      await pauseClock(page);
      await open(page, '/pricing/');
      await addLink(page, '/about/', 'Go to About');
      // The hover loads the runtime, which would prefetch the link at once if it were allowed to.
      await page.getByRole('link', { name: 'Go to About' }).hover();
      await page.waitForFunction(() => document.documentElement.dataset.runtime === 'started');
      // Well past the start of the first batch and the one after it.
      await page.clock.runFor(10_000);
      expect(await fetchedPageData(page)).toEqual([]);
    });
  }

  test('given a search-engine bot, should prefetch nothing', async ({ browser }) => {
    const context = await browser.newContext({
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    const page = await context.newPage();
    await recordPageDataFetches(page);
    await pauseClock(page);
    await open(page, '/pricing/');
    await page.clock.runFor(10_000);
    expect(await fetchedPageData(page)).toEqual([]);
    await context.close();
  });
});
