/**
 * A page clock the test controls, for "nothing happens until…" checks without fixed sleeps:
 * time stands still from before the first script runs, and moves only by `runFor`, which fires
 * every timer falling due on the way.
 */
import type { Page } from '@playwright/test';

/** Installs Playwright's fake clock and pauses it; call before `page.goto`. */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(1000);
}

/** The page's clock reading (fake while paused), in ms. */
export function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

/**
 * Records, in the page, every `fetch` of page data (not app-data) with the page's clock reading
 * at the call; read it with `fetchedPageData`. Call before `page.goto`.
 */
export async function recordPageDataFetches(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: { url: string; at: number }[] = [];
    Object.assign(window, { pageDataFetches: log });
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (
        /\/page-data\/(?!sq\/|app-data).+\/page-data\.json$/.test(
          new URL(url, location.href).pathname,
        )
      )
        log.push({ url, at: performance.now() });
      return original(input, init);
    };
  });
}

export function fetchedPageData(page: Page): Promise<{ url: string; at: number }[]> {
  return page.evaluate(
    () => (window as unknown as { pageDataFetches: { url: string; at: number }[] }).pageDataFetches,
  );
}
