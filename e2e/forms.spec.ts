/**
 * Lead-capture forms on the built site (docs/product.md §8.2): every form on a page, with
 * JavaScript (submitted without leaving the page) and without (posted to the local forms
 * service, which answers a result page). Submissions are checked in the service's SQLite file.
 */
import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import { axeViolations } from '../scripts/checks/axe.ts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { reachFor, waitForHydration, watchConsole } from './site.ts';

/** The preview server's forms database (DATA_DIR of the e2e server, playwright.config.ts). */
const FORMS_DB = path.resolve(import.meta.dirname, '..', '.cache', 'e2e-data', 'forms.sqlite');

function storedWith(email: string): number {
  const db = new DatabaseSync(FORMS_DB, { readOnly: true });
  try {
    const row = db
      .prepare("SELECT COUNT(*) AS n FROM submissions WHERE json_extract(fields, '$.email') = ?")
      .get(email) as { n: number };
    return Number(row.n);
  } finally {
    db.close();
  }
}

interface OnPageForm {
  path: string;
  name: string;
  /** The form's accessible name (the block's title). */
  title: string;
  submit: string;
  email: string;
  /** Other fields to fill: label → value (a select's option label for selects). */
  fill: Record<string, string>;
  selects?: Record<string, string>;
  success?: RegExp;
  redirect?: string;
  pdf?: string;
  opensTrial?: boolean;
  /** docs/product.md §8.2: 480 px for a trial form and for a call to action's form, else 560. */
  maxWidth: 480 | 560;
}

const PERSON = { 'First name': 'Ann', 'Last name': 'Lee', Company: 'Acme' };

const FORMS: OnPageForm[] = [
  {
    path: '/newsletter/supportive/',
    name: 'NEWSLETTER',
    maxWidth: 560,
    title: 'Join The Supportive',
    submit: 'Subscribe',
    email: 'Email',
    fill: {},
    success: /Check your inbox to confirm/,
  },
  {
    path: '/lp/get-a-demo/',
    name: 'GET_A_DEMO',
    maxWidth: 560,
    title: 'Book your demo',
    submit: 'Book my demo',
    email: 'Work email',
    fill: PERSON,
    selects: { 'Support team size': '6–20' },
    redirect: '/lp/demo-booked/',
  },
  {
    // An upcoming series: a past session's page drops its form (docs/content.md).
    path: '/webinars/foundations-of-great-service/',
    name: 'WEBINAR_SIGNUP',
    maxWidth: 560,
    title: 'Register for the series',
    submit: 'Save my seat',
    email: 'Work email',
    fill: PERSON,
    success: /Your seat is saved/,
  },
  {
    path: '/resources/culture-guide/',
    name: 'GUIDE_DOWNLOAD',
    maxWidth: 480,
    title: 'Download the full guide',
    submit: 'Get the PDF',
    email: 'Work email',
    fill: { 'First name': 'Ann', Company: 'Acme' },
    success: /Your download is ready/,
    pdf: '/guides/customer-centred-culture.pdf',
  },
  {
    path: '/lp/personalized-customer-experience/',
    name: 'PERSONALIZED_CUSTOMER_EXPERIENCE_PDF',
    maxWidth: 480,
    title: 'Download the guide',
    submit: 'Get the PDF',
    email: 'Work email',
    fill: { 'First name': 'Ann', Company: 'Acme' },
    success: /Your download is ready/,
    pdf: '/guides/personalized-customer-experience.pdf',
  },
  {
    path: '/lp/start-free-trial/',
    name: 'TRIAL_SIGNUP',
    maxWidth: 480,
    title: 'Try Harbor free',
    submit: 'Start your free trial',
    email: 'Work email',
    fill: {},
    success: /Finish your sign-up/,
    opensTrial: true,
  },
  {
    path: '/interview-builder/',
    name: 'INTERVIEW_BUILDER_EXPORT_MODAL',
    maxWidth: 560,
    title: 'Export your interview',
    submit: 'Email me my interview',
    email: 'Work email',
    fill: { 'First name': 'Ann' },
    success: /on its way to your inbox/,
  },
  {
    path: '/partner/',
    name: 'HS_RESOURCES_AND_EDUCATION',
    maxWidth: 560,
    title: 'Apply to the program',
    submit: 'Apply',
    email: 'Work email',
    fill: PERSON,
    selects: { 'Kind of partnership': 'Solution partner' },
    success: /partner team will be in touch/,
  },
];

const requiredMessage = (form: OnPageForm) =>
  form.name === 'TRIAL_SIGNUP' ? 'Sorry, that is required.' : 'Sorry. That is required.';

let counter = 0;
const uniqueEmail = (form: OnPageForm) =>
  `e2e-${form.name.toLowerCase()}-${Date.now()}-${counter++}@acme.example`;

/** Opens the page, reaches for the form and waits until it is hydrated and shown (data-state="shown"). */
async function openForm(page: Page, form: OnPageForm) {
  await page.goto(form.path);
  await waitForHydration(page);
  const root = page.locator(`[data-form-name="${form.name}"]`);
  await root.scrollIntoViewIfNeeded();
  // On the first screen a form loads its renderer when the visitor reaches for it.
  await reachFor(root);
  await expect(root).toHaveAttribute('data-state', 'shown');
  return page.getByRole('form', { name: form.title });
}

async function fillValid(scope: Page | Locator, form: OnPageForm, email: string) {
  for (const [label, value] of Object.entries(form.fill)) {
    await scope.getByLabel(label, { exact: true }).fill(value);
  }
  for (const [label, option] of Object.entries(form.selects ?? {})) {
    await scope.getByLabel(label).selectOption({ label: option });
  }
  await scope.getByLabel(form.email, { exact: true }).fill(email);
}

for (const form of FORMS) {
  test.describe(`${form.name} on ${form.path}`, () => {
    // One page for both refusals: each test's new page costs as much as the checks themselves.
    test('given an empty submit, should mark the required fields and focus the first; given an invalid email, should say so and store nothing', async ({
      page,
    }) => {
      const problems = watchConsole(page);
      const scope = await openForm(page, form);
      await expect(page.locator(`[data-form-name="${form.name}"]`)).toHaveCSS(
        'max-width',
        `${form.maxWidth}px`,
      );
      await scope.getByRole('button', { name: form.submit }).click();
      const messages = scope.getByText(requiredMessage(form), { exact: true });
      await expect(messages.first()).toBeVisible();
      await expect(messages.first()).toHaveClass(/error/);
      const firstInvalid = scope.locator('[aria-invalid="true"]').first();
      await expect(firstInvalid).toBeFocused();
      expect(await axeViolations(page, { include: [`[data-form-name="${form.name}"]`] })).toEqual(
        [],
      );

      await fillValid(scope, form, 'ann@acme');
      await scope.getByRole('button', { name: form.submit }).click();
      await expect(scope.getByLabel(form.email, { exact: true })).toHaveAccessibleDescription(
        'Please enter a valid email address.',
      );
      expect(storedWith('ann@acme')).toBe(0);
      expect(problems).toEqual([]);
    });

    test('given valid values, should submit without leaving the page and store them once', async ({
      page,
      context,
    }) => {
      const email = uniqueEmail(form);
      const scope = await openForm(page, form);
      await fillValid(scope, form, email);
      const trialTab = form.opensTrial ? context.waitForEvent('page') : null;
      await scope.getByRole('button', { name: form.submit }).click();
      if (form.redirect) {
        await page.waitForURL(`**${form.redirect}`);
      } else {
        await expect(page.getByRole('status').filter({ hasText: form.success! })).toBeVisible();
        expect(new URL(page.url()).pathname).toBe(form.path);
      }
      if (form.pdf) {
        await expect(page.getByRole('link', { name: 'Download the PDF' })).toHaveAttribute(
          'href',
          form.pdf,
        );
      }
      if (trialTab) {
        const tab = await trialTab;
        await tab.waitForLoadState('domcontentloaded');
        const opened = new URL(tab.url());
        expect(opened.pathname).toBe('/members/register/18/');
        expect(opened.searchParams.get('reg')).toBe(email);
        // The visit's tracking params, as on the page's own sign-up links (a direct visit here).
        expect(opened.searchParams.get('utm_source')).toBe('(direct)');
        expect(opened.searchParams.get('last_touch_url')).toBe(new URL(page.url()).href);
      }
      await expect.poll(() => storedWith(email)).toBe(1);
    });

    test('given the honeypot filled, should thank the visitor and store nothing', async ({
      page,
    }) => {
      const email = uniqueEmail(form);
      const scope = await openForm(page, form);
      await fillValid(scope, form, email);
      // A bot fills every input it finds; people never see this one.
      await scope.locator('input[name="email_address_main"]').fill('bot@spam.example', {
        force: true,
      });
      const answered = page.waitForResponse((r) => r.url().includes('/api/forms/'));
      await scope.getByRole('button', { name: form.submit }).click();
      expect((await answered).status()).toBe(201);
      if (form.redirect) await page.waitForURL(`**${form.redirect}`);
      else await expect(page.getByRole('status').filter({ hasText: form.success! })).toBeVisible();
      expect(storedWith(email)).toBe(0);
    });
  });
}

/** What makes a button look like one: its colours, corners and height. */
function buttonLook(button: Locator) {
  return button.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      background: style.backgroundColor,
      color: style.color,
      radius: style.borderRadius,
      height: Math.round(element.getBoundingClientRect().height),
    };
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // One test per form: a new page costs as much as the checks themselves.
  for (const form of FORMS) {
    test(`${form.name}: the submit button looks as it does once scripts have run; errors come back with the values kept, then success is stored`, async ({
      page,
      browser,
    }) => {
      const submit = (on: Page) =>
        on
          .getByRole('form', { name: form.title })
          .getByRole('button', { name: form.submit, exact: true });
      await page.goto(form.path);
      const without = await buttonLook(submit(page));
      // Contexts made in a test take its options: scripts back on for this one.
      const scripted = await browser.newContext({ javaScriptEnabled: true });
      try {
        const live = await scripted.newPage();
        await openForm(live, form);
        expect(without).toEqual(await buttonLook(submit(live)));
      } finally {
        await scripted.close();
      }

      const email = uniqueEmail(form);
      const scope = page.getByRole('form', { name: form.title });
      await scope.getByLabel(form.email, { exact: true }).fill('<b>ann</b>@acme');
      await scope.getByRole('button', { name: form.submit }).click();
      await expect(page.getByRole('heading', { name: 'Please check your form' })).toBeVisible();
      const emailField = page.getByLabel(form.email, { exact: true });
      await expect(emailField).toHaveValue('<b>ann</b>@acme');
      await expect(emailField).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('b', { hasText: 'ann' })).toHaveCount(0);

      await fillValid(page, form, email);
      await page.getByRole('button', { name: form.submit }).click();
      if (form.redirect) {
        await page.waitForURL(`**${form.redirect}`);
      } else {
        await expect(page.getByRole('heading', { name: form.success! })).toBeVisible();
      }
      if (form.pdf) {
        await expect(page.getByRole('link', { name: 'Download the PDF' })).toHaveAttribute(
          'href',
          form.pdf,
        );
      }
      if (form.opensTrial) {
        await expect(page.getByRole('link', { name: /Start your free trial/ })).toHaveAttribute(
          'target',
          '_blank',
        );
      }
      expect(storedWith(email)).toBe(1);
    });
  }
});

/** The session a /classes/ sign-up chose, as stored. */
function storedSession(email: string): string | undefined {
  const db = new DatabaseSync(FORMS_DB, { readOnly: true });
  try {
    const row = db
      .prepare(
        "SELECT json_extract(fields, '$.session') AS session FROM submissions WHERE json_extract(fields, '$.email') = ?",
      )
      .get(email) as { session: string } | undefined;
    return row?.session;
  } finally {
    db.close();
  }
}

test.describe('WEBINAR_SIGNUP on /classes/', () => {
  const classes: OnPageForm = {
    path: '/classes/',
    name: 'WEBINAR_SIGNUP',
    maxWidth: 560,
    title: 'Save your seat',
    submit: 'Save my seat',
    email: 'Work email',
    fill: PERSON,
  };
  const workflows = /^Workflows that save an hour a day \(Wed, Dec 9/;

  test('given the page’s sessions, should require one and store the one chosen', async ({
    page,
  }) => {
    const scope = await openForm(page, classes);
    const group = scope.getByRole('group', { name: 'Class' });
    await expect(group.getByRole('radio')).toHaveCount(3);
    await scope.getByRole('button', { name: classes.submit }).click();
    await expect(group).toHaveAccessibleDescription('Sorry. That is required.');
    const email = uniqueEmail(classes);
    await fillValid(scope, classes, email);
    await group.getByRole('radio', { name: workflows }).check();
    await scope.getByRole('button', { name: classes.submit }).click();
    await expect(page.getByText(/Your seat is saved/)).toBeVisible();
    await expect.poll(() => storedSession(email)).toMatch(workflows);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('given a session chosen, should post it with the form', async ({ page }) => {
      await page.goto(classes.path);
      const scope = page.getByRole('form', { name: classes.title });
      const email = uniqueEmail(classes);
      await fillValid(scope, classes, email);
      await scope.getByRole('radio', { name: workflows }).check();
      await scope.getByRole('button', { name: classes.submit }).click();
      await expect(page.getByRole('heading', { name: /Your seat is saved/ })).toBeVisible();
      expect(storedSession(email)).toMatch(workflows);
    });
  });
});
