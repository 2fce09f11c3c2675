/**
 * Site chrome (docs/product.md §2.3, §5) on the built site, at 1440 px with a mouse and
 * at 375 px with touch. Third-party scripts are local stand-ins served through request routing;
 * the site is configured to use them by rewriting the settings in the served HTML, so these
 * tests run against the default build (no widget or consent tool configured).
 */
import { mkdirSync } from 'node:fs';
import { join, resolve as resolvePath } from 'node:path';
import { axeViolations } from '../scripts/checks/axe.ts';
import { expect, test, type Page } from '@playwright/test';
import { pauseClock } from './clock.ts';
import { waitForHydration, watchConsole } from './site.ts';

const SCREENSHOTS = resolvePath(import.meta.dirname, '..', 'test-results', 'screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });

const WIDGET_URL = 'https://widget.harbor.example/beacon.js';
const CONSENT_URL = 'https://consent.harbor.example/osano.js';

/** Every link of the navigation menu's content (docs/product.md §5.1), per drawer: [text, href]. */
const MENU: Record<string, [string, string][]> = {
  Product: [
    ['Meet the platform', '/platform/'],
    ['Inbox', '/inbox/'],
    ['Help Center', '/knowledge-base/'],
    ['Messaging', '/beacon-messaging/'],
    ['Apps & Integrations', '/help-desk-integration/'],
    ['Customer Data', '/customer-management/'],
    ['AI', '/ai-features/'],
    ['Insights & Analytics', '/analytics/'],
  ],
  Solutions: [
    ['Customer Support', '/customer-support/'],
    ['Shared Inbox', '/shared-inbox/'],
    ['SaaS', '/industry/saas/'],
    ['Ecomm', '/industry/ecommerce/'],
    ['Financial Services', '/industry/financial-services/'],
    ['Education', '/industry/education/'],
    ['Media', '/industry/media-telecomms/'],
    ['Healthcare', '/industry/healthcare/'],
    ['Professional Services', '/industry/professional-services/'],
    ['Logistics', '/industry/logistics/'],
    ['Property Management', '/industry/property-management/'],
    ['Manufacturing', '/industry/manufacturing/'],
    ['Real Estate', '/industry/real-estate/'],
  ],
  Resources: [
    ['Blog', '/blog/'],
    ['Guides & Tools', '/resources/'],
    ['Join a Live Class', '/classes/'],
    ['Partner Program', '/partner/'],
    ['The Supportive', '/blog/customer-service/topic/the-supportive/'],
    ['Customer Stories', '/blog/customer-service/topic/customer-stories/'],
    ['newsletter', 'https://supportive.harbor.example/'],
    ['Help Center docs', 'https://docs.harbor.example/'],
    ['Developer docs', 'https://developer.harbor.example/'],
  ],
  Company: [
    ['About Us', '/about/'],
    ['Careers', '/careers/'],
    ['Harbor for Good', '/for-good/'],
    ['Diversity, Equity, and Inclusion', '/dei/'],
    ['Customer Champions', '/customer-champions/'],
    ['culture guide', '/resources/culture-guide/'],
  ],
};

/** Every link of the full footer (docs/product.md §5.5), per column. */
const FOOTER: Record<string, string[]> = {
  Product: [
    '/platform/',
    '/inbox/',
    '/knowledge-base/',
    '/beacon-messaging/',
    '/proactive-messages/',
    '/customer-support-channels/',
    '/help-desk-workflows/',
    '/help-desk-app/',
  ],
  Compare: [
    '/compare/zendesk/',
    '/compare/intercom/',
    '/compare/freshdesk/',
    '/compare/gorgias/',
    '/compare/frontapp/',
  ],
  Company: [
    '/about/',
    '/company/careers/',
    '/newsletter/supportive/',
    '/company/legal/terms-of-service/',
    '/company/legal/privacy/',
    '/company/legal/accessibility-statement/',
  ],
  Support: [
    'https://developer.harbor.example/',
    'https://docs.harbor.example/',
    'https://status.harbor.example/',
  ],
};

const header = (page: Page) => page.locator('header[data-state]');
const footer = (page: Page) => page.locator('footer[data-variant]');
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const trigger = (page: Page, name: string) => nav(page).getByRole('button', { name, exact: true });
const drawerOf = async (page: Page, name: string) =>
  page.locator(`#${await trigger(page, name).getAttribute('aria-controls')}`);

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** Waits for the running CSS transitions and animations to finish (endless and scroll-driven ones aside). */
async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.timeline === document.timeline &&
            animation.effect?.getComputedTiming().iterations !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Lets the header's rAF-driven scroll handler run. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await settle(page);
}

/** Serves the pages with the help widget and/or consent tool configured (as the env would). */
async function configure(
  page: Page,
  settings: { helpWidget?: unknown; consent?: unknown },
): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    let body = await response.text();
    for (const [key, value] of Object.entries(settings)) {
      const pattern = new RegExp(`"${key}":\\{"scriptUrl":null(,"ids":\\{[^}]*\\})?\\}`);
      expect(body, `the page's settings carry ${key}`).toMatch(pattern);
      body = body.replace(pattern, `"${key}":${JSON.stringify(value)}`);
    }
    // A build configured with these scripts also allows their origins in its Content-Security-
    // Policy (scripts/deploy/config.ts): the served policy does the same here.
    const origins = Object.values(settings)
      .map((value) => (value as { scriptUrl?: string }).scriptUrl)
      .filter((url): url is string => Boolean(url))
      .map((url) => new URL(url).origin);
    const headers = { ...response.headers() };
    const policy = headers['content-security-policy'];
    if (policy)
      headers['content-security-policy'] = policy.replace(
        /(script-src|connect-src|frame-src)([^;]*)/g,
        (_, directive: string, sources: string) => `${directive}${sources} ${origins.join(' ')}`,
      );
    await route.fulfill({ response, body, headers });
  });
}

async function serveScript(page: Page, url: string, body: string, delayMs = 0): Promise<string[]> {
  const requests: string[] = [];
  await page.route(url, async (route) => {
    requests.push(route.request().url());
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.fulfill({ contentType: 'application/javascript', body });
  });
  return requests;
}

/**
 * A help widget configured with an id per type, served as a stand-in that records its calls;
 * returns the requests for its script.
 */
async function stubHelpWidget(page: Page, delayMs = 0): Promise<string[]> {
  await configure(page, {
    helpWidget: {
      scriptUrl: WIDGET_URL,
      ids: { DEFAULT: 'default-id', CHAT: 'chat-id', TRIAL: 'trial-id' },
    },
  });
  return serveScript(
    page,
    WIDGET_URL,
    'window.widgetCalls = []; window.Beacon = function () { window.widgetCalls.push([].slice.call(arguments)); };',
    delayMs,
  );
}

/** The calls the stand-in widget of stubHelpWidget has received. */
const widgetCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { widgetCalls?: unknown[] }).widgetCalls);

function axeChrome(page: Page): Promise<string[]> {
  return axeViolations(page, { include: ['header[data-state]', 'footer[data-variant]'] });
}

// axe and the 5 s consent timeout need more than the default 30 s on a busy two-core machine.
test.describe.configure({ timeout: 60_000 });

test.describe('at 1440 px with a mouse', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('given the home page, should show Login to the secure host; elsewhere Get a demo; Free Trial always', async ({
    page,
  }) => {
    await open(page, '/');
    await expect(nav(page).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/members/login/',
    );
    await expect(nav(page).getByRole('link', { name: 'Get a demo' })).toHaveCount(0);
    await expect(header(page).getByRole('link', { name: 'Free Trial' })).toHaveAttribute(
      'href',
      /^\/members\/register\/18\/(\?|$)/,
    );
    await expect(nav(page).getByRole('link', { name: 'Pricing' })).toHaveAttribute(
      'href',
      '/pricing/',
    );

    for (const path of ['/pricing/', '/about/']) {
      await open(page, path);
      await expect(nav(page).getByRole('link', { name: 'Get a demo' })).toHaveAttribute(
        'href',
        '/lp/get-a-demo/',
      );
      await expect(nav(page).getByRole('link', { name: 'Login' })).toHaveCount(0);
      await expect(header(page).getByRole('link', { name: 'Free Trial' })).toBeVisible();
    }
  });

  test('given each drawer opened by hover, should show every menu link of the spec pointing where it says', async ({
    page,
  }) => {
    await open(page, '/pricing/');
    for (const [name, links] of Object.entries(MENU)) {
      await trigger(page, name).hover();
      await expect(trigger(page, name)).toHaveAttribute('aria-expanded', 'true');
      const drawer = await drawerOf(page, name);
      await expect(drawer).toBeVisible();
      for (const [text, href] of links) {
        const link = drawer.locator(`a[href="${href}"]`);
        await expect(link, `${name} › ${text} → ${href}`).toBeVisible();
        await expect(link).toContainText(text);
        if (href.startsWith('http')) await expect(link).toHaveAttribute('target', '_blank');
      }
    }
    await expect(
      (await drawerOf(page, 'Product')).locator('a[href="/ai-features/"]'),
    ).toContainText('New');
    await expect((await drawerOf(page, 'Company')).locator('a[href^="/blog/"]')).toHaveCount(1);
    // Only one drawer is open at a time.
    await expect(nav(page).locator('button[aria-expanded="true"]')).toHaveCount(1);
  });

  test('given the mouse leaving an open drawer, should close it 100 ms later, not before', async ({
    page,
  }) => {
    // The page's clock moves only when the test says so: "not yet" is exact, not a sleep.
    await pauseClock(page);
    await open(page, '/pricing/');
    await trigger(page, 'Solutions').hover();
    await expect(trigger(page, 'Solutions')).toHaveAttribute('aria-expanded', 'true');
    await page.clock.runFor(1000);
    await expect(trigger(page, 'Solutions'), 'still open while the mouse stays').toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.mouse.move(720, 880);
    await page.clock.runFor(99);
    await expect(trigger(page, 'Solutions'), 'still open 99 ms after leaving').toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.clock.runFor(1);
    await expect(trigger(page, 'Solutions')).toHaveAttribute('aria-expanded', 'false');
    await expect(await drawerOf(page, 'Solutions')).toBeHidden();
  });

  test('given the keyboard, should open a drawer with Enter, reach its links, and close with Escape back on the trigger', async ({
    page,
  }) => {
    await open(page, '/pricing/');
    await trigger(page, 'Resources').focus();
    await page.keyboard.press('Enter');
    await expect(trigger(page, 'Resources')).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAttribute('href', '/blog/');
    await page.keyboard.press('Escape');
    await expect(trigger(page, 'Resources')).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger(page, 'Resources')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(trigger(page, 'Resources')).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(trigger(page, 'Resources')).toHaveAttribute('aria-expanded', 'false');
  });

  test('given an open drawer, should dim the page, fix the header, and close when a link inside is followed', async ({
    page,
  }) => {
    await open(page, '/pricing/');
    await trigger(page, 'Product').hover();
    await expect(header(page)).toHaveAttribute('data-menu', 'open');
    await expect(header(page)).toHaveCSS('position', 'fixed');
    await animationsDone(page); // the drawer's 0.3 s fade, so axe sees final colours
    await page.screenshot({ path: join(SCREENSHOTS, 'header-menu-open-1440.png') });
    expect(await axeChrome(page)).toEqual([]);
    await (
      await drawerOf(page, 'Product')
    )
      .getByRole('link', { name: /Meet the platform/ })
      .click();
    await expect(page).toHaveURL(/\/platform\/$/);
    await expect(header(page)).toHaveAttribute('data-menu', 'closed');
    await expect(await drawerOf(page, 'Product')).toBeHidden();
  });

  test('given scrolling, should hide and show the header at the thresholds of docs/product.md §5.3', async ({
    page,
  }) => {
    await open(page, '/pricing/');
    await page.evaluate(() => (document.getElementById('main')!.style.minHeight = '8000px'));
    const state = () => header(page).getAttribute('data-state');
    expect(await state()).toBe('uninitialized');
    await scrollTo(page, 2000);
    expect(await state()).toBe('uninitialized');
    await scrollTo(page, 1901);
    expect(await state()).toBe('uninitialized');
    await scrollTo(page, 1900);
    expect(await state()).toBe('showing');
    await expect(header(page)).toHaveCSS('position', 'fixed');
    await expect(header(page).getByRole('link', { name: 'Harbor home' })).toHaveCSS(
      'transform',
      'matrix(0.892, 0, 0, 0.892, 0, 0)',
    );
    await expect.poll(async () => (await header(page).boundingBox())?.y).toBe(0);
    await scrollTo(page, 2099);
    expect(await state()).toBe('showing');
    await scrollTo(page, 2100);
    expect(await state()).toBe('hiding');
    await expect
      .poll(
        async () =>
          (await header(page).boundingBox())!.y + (await header(page).boundingBox())!.height,
      )
      .toBeLessThanOrEqual(0);
    await scrollTo(page, 2000);
    expect(await state()).toBe('showing');
    await scrollTo(
      page,
      await page.evaluate(() => document.documentElement.scrollHeight - innerHeight),
    );
    expect(await state()).toBe('hiding');
    await scrollTo(page, 0);
    expect(await state()).toBe('uninitialized');
  });

  test('given the header hidden by scrolling, should come back into view while it holds focus (WCAG 2.4.11)', async ({
    page,
  }) => {
    await open(page, '/pricing/');
    await page.evaluate(() => (document.getElementById('main')!.style.minHeight = '8000px'));
    // Down, up 100 px (showing), down 200 px (hiding): docs/product.md §5.3.
    for (const y of [2000, 1900, 2100]) await scrollTo(page, y);
    await expect(header(page)).toHaveAttribute('data-state', 'hiding');
    const trial = header(page).getByRole('link', { name: 'Free Trial' });
    await trial.focus();
    await expect.poll(async () => (await trial.boundingBox())?.y).toBeGreaterThanOrEqual(0);
    // Focus moving on into the page lets it slide away again.
    await page.locator('main a').first().focus();
    await expect
      .poll(
        async () =>
          (await header(page).boundingBox())!.y + (await header(page).boundingBox())!.height,
      )
      .toBeLessThanOrEqual(0);
  });

  test('given the static header of /interview-builder/, should never react to scrolling', async ({
    page,
  }) => {
    await open(page, '/interview-builder/');
    await page.evaluate(() => (document.getElementById('main')!.style.minHeight = '8000px'));
    for (const y of [2000, 1800, 2500, 1000]) {
      await scrollTo(page, y);
      expect(await header(page).getAttribute('data-state')).toBe('uninitialized');
    }
  });

  test('given the full footer, should carry every link, badge, social link and line of docs/product.md §5.5', async ({
    page,
  }) => {
    await open(page, '/');
    const foot = footer(page);
    for (const [column, hrefs] of Object.entries(FOOTER)) {
      const list = foot
        .getByRole('heading', { name: column, exact: true })
        .locator('xpath=following-sibling::ul');
      for (const href of hrefs)
        await expect(list.locator(`a[href="${href}"]`), `${column} › ${href}`).toHaveCount(1);
    }
    await expect(foot.getByRole('button', { name: /Do Not Sell/ })).toBeVisible();
    await expect(foot.getByRole('link', { name: 'Contact' })).toBeVisible();
    await expect(foot.locator('a[href="https://status.harbor.example/"]')).toContainText('99.99%');
    for (const network of ['X', 'Facebook', 'LinkedIn', 'Instagram']) {
      await expect(foot.getByRole('link', { name: `Harbor on ${network}` })).toHaveAttribute(
        'href',
        /^https:\/\//,
      );
    }
    await expect(foot.getByRole('link', { name: /responsible business/ })).toBeVisible();
    await expect(foot).toContainText(`© ${new Date().getFullYear()} Harbor`);
    await expect(foot).toContainText('The all-in-one platform for delightful conversations');
    await foot.screenshot({ path: join(SCREENSHOTS, 'footer-1440.png') });
    await header(page).screenshot({ path: join(SCREENSHOTS, 'header-1440.png') });
    expect(await axeChrome(page)).toEqual([]);
  });

  test('given the layout variations, should show the footer each path asks for', async ({
    page,
  }) => {
    await open(page, '/product-tour/');
    await expect(page.locator('footer')).toHaveCount(0);
    for (const path of [
      '/fundraising-with-purpose/',
      '/interview-builder/',
      '/lp/personalized-customer-experience',
      '/webinars/foundations-of-great-service/',
    ]) {
      await open(page, path);
      await expect(footer(page), path).toHaveAttribute('data-variant', 'small');
      await expect(footer(page).getByRole('link', { name: 'Harbor home' })).toHaveAttribute(
        'href',
        '/',
      );
      await expect(footer(page)).toContainText(`© ${new Date().getFullYear()} Harbor`);
      await expect(footer(page).getByRole('heading')).toHaveCount(0);
    }
    for (const path of ['/', '/pricing/', '/webinars/']) {
      await open(page, path);
      await expect(footer(page), path).toHaveAttribute('data-variant', 'full');
    }
  });

  test('given a help widget, Contact should load it on demand, navigate it to /ask/ and open it', async ({
    page,
  }) => {
    const requests = await stubHelpWidget(page, 300);
    await open(page, '/pricing/');
    expect(requests).toEqual([]);
    await footer(page).getByRole('link', { name: 'Contact' }).click();
    await expect
      .poll(() => widgetCalls(page))
      .toEqual([['init', 'chat-id'], ['navigate', '/ask/'], ['open']]);
    expect(requests).toEqual([WIDGET_URL]);
    await expect(page).toHaveURL(/\/pricing\/$/);
  });

  test('given a help widget, the sign-up page should open its TRIAL widget, or mail support without one', async ({
    page,
  }) => {
    await open(page, '/members/register/39/');
    await expect(page.getByRole('link', { name: 'Ask our team' })).toHaveAttribute(
      'href',
      'mailto:help@harbor.example',
    );
    const requests = await stubHelpWidget(page);
    await open(page, '/members/register/39/');
    expect(requests).toEqual([]);
    await page.getByRole('link', { name: 'Ask our team' }).click();
    await expect.poll(() => widgetCalls(page)).toEqual([['init', 'trial-id'], ['open']]);
    await expect(page).toHaveURL(/\/members\/register\/39\/$/);
    // The footer's Contact then uses the CHAT widget: the TRIAL one is reset first.
    await footer(page).getByRole('link', { name: 'Contact' }).click();
    await expect
      .poll(() => widgetCalls(page))
      .toEqual([
        ['init', 'trial-id'],
        ['open'],
        ['reset'],
        ['init', 'chat-id'],
        ['navigate', '/ask/'],
        ['open'],
      ]);
  });

  test('given no help widget, Contact should be a working mail link to support', async ({
    page,
  }) => {
    const requests = await serveScript(page, WIDGET_URL, '');
    await open(page, '/pricing/');
    const contact = footer(page).getByRole('link', { name: 'Contact' });
    await expect(contact).toHaveAttribute('href', 'mailto:help@harbor.example');
    // The click must stay a plain link click (not prevented); the mail app itself is not opened here.
    const prevented = await page.evaluate(() => {
      let result: boolean | null = null;
      window.addEventListener(
        'click',
        (event) => {
          result = event.defaultPrevented;
          event.preventDefault();
        },
        { once: true },
      );
      [...document.querySelectorAll('footer a')]
        .find((a) => a.textContent === 'Contact')!
        .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
      return result;
    });
    expect(prevented).toBe(false);
    expect(requests).toEqual([]);
  });

  test('given a consent tool, Do Not Sell should call its do-not-sell action once it has loaded', async ({
    page,
  }) => {
    await configure(page, { consent: { scriptUrl: CONSENT_URL } });
    await serveScript(
      page,
      CONSENT_URL,
      'window.Osano = { cm: { showDoNotSell: function () { window.doNotSellCalls = (window.doNotSellCalls || 0) + 1; } } };',
      400,
    );
    await open(page, '/');
    await footer(page)
      .getByRole('button', { name: /Do Not Sell/ })
      .click();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { doNotSellCalls?: number }).doNotSellCalls),
      )
      .toBe(1);
    expect(await page.evaluate(() => document.cookie)).not.toContain('hs_do_not_sell');
  });

  test('given a consent tool that never starts, Do Not Sell should time out after 5 s and record the opt-out', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await configure(page, { consent: { scriptUrl: CONSENT_URL } });
    await serveScript(page, CONSENT_URL, '/* the tool fails to start */');
    await open(page, '/');
    const timeout = page.waitForEvent('console', {
      predicate: (message) => message.text().startsWith('Timeout occurred while waiting for'),
      timeout: 8000,
    });
    const started = Date.now();
    await footer(page)
      .getByRole('button', { name: /Do Not Sell/ })
      .click();
    await timeout;
    expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
    await expect(footer(page).getByRole('status')).toContainText('will not sell or share');
    expect(await page.evaluate(() => document.cookie)).toContain('hs_do_not_sell=1');
    expect(
      problems.filter((problem) => !problem.includes('Timeout occurred while waiting for')),
    ).toEqual([]);
  });
});

test.describe('at 375 px with touch', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('given the menu toggle, should open with the first drawer, lock the page, and close on a link', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await open(page, '/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(nav(page)).toBeHidden();
    await header(page).screenshot({ path: join(SCREENSHOTS, 'header-375.png') });
    expect(await axeChrome(page)).toEqual([]);

    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav(page)).toBeVisible();
    await expect(trigger(page, 'Product')).toHaveAttribute('aria-expanded', 'true');
    await expect(
      (await drawerOf(page, 'Product')).getByRole('link', { name: /Meet the platform/ }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
    await expect(header(page)).toHaveCSS('position', 'fixed');
    await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
    await animationsDone(page); // the drawer's 0.3 s animation, before the picture
    await page.screenshot({ path: join(SCREENSHOTS, 'header-menu-open-375.png') });
    expect(await axeChrome(page)).toEqual([]);

    // One drawer at a time: tapping another moves the active one.
    await trigger(page, 'Company').tap();
    await expect(trigger(page, 'Company')).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger(page, 'Product')).toHaveAttribute('aria-expanded', 'false');
    await trigger(page, 'Company').tap();
    await expect(trigger(page, 'Company')).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await trigger(page, 'Company').tap();
    await (await drawerOf(page, 'Company')).getByRole('link', { name: 'About Us' }).tap();
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav(page)).toBeHidden();
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
    expect(problems).toEqual([]);
  });

  test('given an open menu, Escape should close it and return focus to the toggle', async ({
    page,
  }) => {
    await open(page, '/pricing/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.tap();
    await expect(nav(page).getByRole('link', { name: 'Get a demo' })).toHaveAttribute(
      'href',
      '/lp/get-a-demo/',
    );
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await toggle.tap();
    await toggle.tap();
    await expect(nav(page)).toBeHidden();

    // Tabbing on past the menu and the header into the page closes the menu, which would
    // otherwise cover the element focused (WCAG 2.4.11).
    await toggle.tap();
    await nav(page).getByRole('link', { name: 'Get a demo' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Search' })).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Free Trial' }).first()).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav(page)).toBeHidden();
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
  });

  test('given the footer on a phone, should show it whole and accessible', async ({ page }) => {
    await open(page, '/');
    await footer(page).scrollIntoViewIfNeeded();
    await footer(page).screenshot({ path: join(SCREENSHOTS, 'footer-375.png') });
    await expect(footer(page).getByRole('link', { name: 'Contact' })).toBeVisible();
    expect(await axeChrome(page)).toEqual([]);
    await open(page, '/interview-builder/');
    await footer(page).screenshot({ path: join(SCREENSHOTS, 'footer-small-375.png') });
  });
});
