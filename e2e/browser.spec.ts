/** The browser the tests drive (scripts/chromium.ts) runs with Playwright's switches and ours. */
import { expect, test } from '@playwright/test';

test('given a new tab, should run with every disabled feature and load no address-bar pop-up', async ({
  browser,
  page,
}) => {
  await page.goto('/');
  const session = await browser.newBrowserCDPSession();
  const { commandLine } = (await session.send('SystemInfo.getInfo')) as { commandLine: string };
  const lists = commandLine.match(/--disable-features=\S*/g) ?? [];
  expect(lists).toHaveLength(1);
  // One of Playwright's own, and one of ours.
  expect(lists[0]).toMatch(/[=,]PaintHolding(,|$)/);
  expect(lists[0]).toMatch(/[=,]WebUIOmniboxPopup(,|$)/);
  const { targetInfos } = await session.send('Target.getTargets');
  expect(targetInfos.filter((target) => target.url.includes('omnibox'))).toEqual([]);
  await session.detach();
});
