/**
 * The local forms service, mounted at /api/forms:
 *
 * - `POST /signup`: the stand-in for the secure host's registration (`/members/register/{id}/`).
 *   JSON in → JSON out (201, or 400 with a message per field); a plain form post → 303 to the
 *   login page, or a 400 text page.
 * - `POST /{form}` (a form name or provider id of content/forms/*.json): every lead-capture form
 *   (src/forms). JSON or urlencoded; validated with the same definition the browser renders;
 *   413 over 32 KB, 415 for other content types, 400 with a message per field, 409 for an
 *   idempotency key already used for other answers or another form. Every accepted submission
 *   is committed to the outbox (intake.ts) before the answer, whatever FORMS_PROVIDER says; the
 *   delivery worker then sends it to HubSpot, email, a webhook (destinations.ts). Without JavaScript the answer is a page: the success message (or a 303 to the form's
 *   redirect URL), or the form again with its errors and the visitor's values.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import {
  resolveForm,
  type FormName,
  type FormRegistry,
} from '../../src/contracts/schemas/forms.ts';
import type { FormDefinition } from '../../src/contracts/schemas/form-definitions.ts';
import { hutkFrom } from '../../src/forms/providers/hubspot.ts';
import {
  DEFAULT_SUCCESS,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  idempotencyKeyOf,
  trackingValues as trackingOf,
  validateSubmission,
  type FieldValues,
} from '../../src/forms/validate.ts';
import { escapeHtml } from '../../src/contracts/html.ts';
import { errorContent, fillShell, loadShell, successContent } from './form-page.ts';
import type { Intake } from './intake.ts';
import type { AcceptedSubmission } from './lead-store.ts';
import type { StoredSignup } from './segment.ts';
import { SIGNUP_FIELDS } from '../../src/tracking/fields.ts';
import {
  cleanAnswer,
  cleanHttpUrl,
  cleanTrackingField,
  cleanTrackingFields,
  trackingFromCookies,
} from './fields.ts';
import { EMPTY_FIELD } from '../../src/tracking/fields.ts';
import { REQUIRED_MESSAGE } from '../../src/forms/messages.ts';
import { acceptedType, JSON_TYPE } from '../guards/content-type.ts';
import { normalizeOrigin } from '../guards/origin.ts';

/** The one required-field message of the site's forms, defined in src/forms/messages.ts. */
export { REQUIRED_MESSAGE };
/** For an optional or hidden field sent as something other than text (JSON only). */
export const TEXT_MESSAGE = 'Expected text.';
/** For a JSON body that is not one object of fields. */
export const SIGNUP_OBJECT_MESSAGE = 'Expected the sign-up as one JSON object of fields.';
const REGISTRATION_MESSAGE = 'A registration id.';
const tooLong = (max: number) => `At most ${max} characters.`;
export const MAX_FORM_BYTES = 32 * 1024;
/** Where a successful no-JavaScript sign-up lands. */
export const AFTER_SIGNUP = '/members/login/?registered=1';

/** The sign-up form's hidden tracking fields, named once in src/tracking/fields.ts. */
export const GA_FIELDS = SIGNUP_FIELDS;

const required = (max: number) =>
  z
    .string({ error: REQUIRED_MESSAGE })
    .transform((value) => cleanAnswer(value))
    .pipe(z.string().min(1, REQUIRED_MESSAGE).max(max, tooLong(max)));
const optional = (max: number) =>
  z
    .string({ error: TEXT_MESSAGE })
    .default('')
    .transform((value) => cleanAnswer(value))
    .pipe(z.string().max(max, tooLong(max)));
// Visitor-controlled: control characters removed, URLs http(s) only, '-' when empty (fields.ts).
const tracking = (name: (typeof GA_FIELDS)[number]) =>
  z
    .string({ error: TEXT_MESSAGE })
    .max(2000, tooLong(2000))
    .default('-')
    .transform((value) => cleanTrackingField(name, value));

const gaShape = Object.fromEntries(GA_FIELDS.map((name) => [name, tracking(name)])) as Record<
  (typeof GA_FIELDS)[number],
  ReturnType<typeof tracking>
>;

// Every message is the site's own: zod's defaults ("Invalid input: expected string, received
// null") would reach the client.
export const signupSchema = z.object(
  {
    registrationId: z
      .string({ error: REGISTRATION_MESSAGE })
      .regex(/^\d{1,6}$/, REGISTRATION_MESSAGE),
    email: required(254).pipe(z.email('Please enter a valid email address.')),
    firstName: required(100),
    lastName: optional(100),
    company: optional(200),
    ...gaShape,
    /** The client's key for this submission: a retry with it is stored once (src/forms). */
    [IDEMPOTENCY_FIELD]: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,100}$/)
      .optional()
      .catch(undefined),
  },
  { error: SIGNUP_OBJECT_MESSAGE },
);

export type SignupSubmission = z.infer<typeof signupSchema>;

export function createSignupStore(db: DatabaseSync) {
  db.exec(`CREATE TABLE IF NOT EXISTS signups (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    received_at TEXT NOT NULL,
    registration_id TEXT NOT NULL,
    email TEXT NOT NULL,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    company TEXT NOT NULL,
    tracking TEXT NOT NULL
  )`);
  // Databases from before idempotency keys gain the column (empty for their rows).
  const columns = db.prepare('PRAGMA table_info(signups)').all() as { name: string }[];
  if (!columns.some((column) => column.name === 'idempotency_key'))
    db.exec('ALTER TABLE signups ADD COLUMN idempotency_key TEXT');
  db.exec(
    'CREATE UNIQUE INDEX IF NOT EXISTS signups_idempotency_key ON signups (idempotency_key) WHERE idempotency_key IS NOT NULL',
  );
  const insert = db.prepare(
    `INSERT INTO signups (received_at, registration_id, email, first_name, last_name, company, tracking, idempotency_key)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const byKey = db.prepare('SELECT id FROM signups WHERE idempotency_key = ?');
  const latest = db.prepare('SELECT * FROM signups ORDER BY id DESC LIMIT ?');
  return {
    /** Stores a sign-up once per idempotency key; `created` is false for a retry. */
    addOnce(submission: SignupSubmission): { id: number; created: boolean } {
      const key = submission[IDEMPOTENCY_FIELD];
      const existing = key ? (byKey.get(key) as { id: number } | undefined) : undefined;
      if (existing) return { id: existing.id, created: false };
      return { id: this.add(submission), created: true };
    },
    add(submission: SignupSubmission): number {
      const now = new Date();
      const trackingValues = Object.fromEntries(GA_FIELDS.map((name) => [name, submission[name]]));
      const result = insert.run(
        now.toISOString(),
        submission.registrationId,
        submission.email,
        submission.firstName,
        submission.lastName,
        submission.company,
        JSON.stringify(trackingValues),
        submission[IDEMPOTENCY_FIELD] ?? null,
      );
      return Number(result.lastInsertRowid);
    },
    latest(limit: number): Record<string, unknown>[] {
      return latest.all(limit) as Record<string, unknown>[];
    },
    /** As a SignupSink, on the calling thread (tests; the server goes through store-client.ts). */
    addSignup(submission: SignupSubmission): number {
      return this.addOnce(submission).id;
    },
  };
}
export type SignupStore = ReturnType<typeof createSignupStore>;

function hasHoneypot(raw: unknown): boolean {
  const value = (raw as Record<string, unknown> | null)?.[HONEYPOT_FIELD];
  return typeof value === 'string' && value !== '';
}

/** Field name → first message, for the form to show next to each field. */
function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '(form)');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Where sign-ups are kept (store-client.ts runs it off the main thread). */
export interface SignupSink {
  addSignup(submission: SignupSubmission, anonymousId?: string): number | Promise<number>;
}

export interface FormsOptions {
  /** Registration ids with a sign-up page; others are refused. Absent: any id of the right form. */
  registrationIds?: ReadonlySet<string>;
  /**
   * Told of each stored sign-up, after the visitor's answer is decided (the Segment `Trial
   * Started`, forms/segment.ts); never awaited, and its failure never fails the sign-up.
   */
  onSignup?: (signup: StoredSignup) => unknown;
  /** Lead-capture forms (`POST /{form}`); absent: only the sign-up endpoint. */
  leads?: LeadFormOptions;
  /**
   * The sites on other origins whose pages post here (env ALLOWED_ORIGINS, a static host with
   * FORMS_ENDPOINT): a form they post without JavaScript is sent back to their origin.
   */
  allowedOrigins?: readonly string[];
}

export interface LeadFormOptions {
  /** Commits accepted submissions to the outbox (intake.ts). */
  intake: Intake;
  /** The forms (content/forms/): their definitions, names and provider ids. */
  registry?: FormRegistry;
  /**
   * The forms as they are now, asked at each post (server/forms/forms-config.ts: re-read when a
   * form file changes, so a form added in the studio is accepted without a restart); wins over
   * `registry`.
   */
  currentRegistry?: () => FormRegistry | undefined;
  /** The built site, whose 404 page lends its look to the no-JavaScript result pages. */
  distDir?: string;
  /** The page's free-trial link, offered after a trial form posted without JavaScript. */
  trialUrl?: string;
}

export const UNKNOWN_REGISTRATION = 'Unknown registration id.';

/**
 * A post carrying this header (value `1`) is validated like any other and answered 200
 * `{"dryRun":true}` when valid, but never stored nor delivered: `npm run deploy:check` proves a
 * deployment's forms can be posted without leaving a lead behind.
 */
export const DRY_RUN_HEADER = 'X-Harbor-Dry-Run';
const isDryRun = (c: Context) => c.req.header(DRY_RUN_HEADER) === '1';

export const CONFLICT_MESSAGE =
  'This idempotency key was already used for a different submission. Send a new key.';
export const UNAVAILABLE_MESSAGE = 'Sorry, we could not save your form. Please try again.';

/** The visitor's analytics id (cookie `ajs_anonymous_id`, sometimes JSON-quoted), for conversions. */
export function anonymousIdFrom(cookieHeader: string | undefined): string | undefined {
  const match = /(?:^|;\s*)ajs_anonymous_id=([^;]*)/.exec(cookieHeader ?? '');
  let value = match?.[1] ?? '';
  try {
    value = decodeURIComponent(value);
  } catch {
    return undefined;
  }
  value = value.replace(/^"|"$/g, '');
  return /^[A-Za-z0-9-]{1,100}$/.test(value) ? value : undefined;
}

function notifySignup(
  onSignup: FormsOptions['onSignup'],
  id: number,
  submission: SignupSubmission,
  anonymousId: string | undefined,
): void {
  if (!onSignup || id <= 0) return;
  const touches = Object.fromEntries(GA_FIELDS.map((name) => [name, submission[name]]));
  try {
    void Promise.resolve(
      onSignup({ id, registrationId: submission.registrationId, anonymousId, tracking: touches }),
    ).catch((error: unknown) => console.error('A sign-up hook failed:', error));
  } catch (error) {
    console.error('A sign-up hook failed:', error);
  }
}

/**
 * The origin of the site a no-JavaScript post came from when that site is on another origin:
 * its `Origin` header, only when ALLOWED_ORIGINS lists it (never a host the visitor names), and
 * not this service's own. Null: the page was served here, so paths stay relative.
 */
export function siteOriginOf(
  originHeader: string | undefined,
  requestUrl: string,
  allowed: readonly string[],
): string | null {
  if (!originHeader) return null;
  const origin = normalizeOrigin(originHeader);
  if (!origin || origin === new URL(requestUrl).origin || !allowed.includes(origin)) return null;
  return origin;
}

/** A site path on the site's origin (a static host's), or as it is when the site is here. */
export function onSite(pathOrUrl: string, siteOrigin: string | null): string {
  return siteOrigin && /^\/(?![/\\])/.test(pathOrUrl) ? `${siteOrigin}${pathOrUrl}` : pathOrUrl;
}

export function createFormsApp(store: SignupSink, options: FormsOptions = {}): Hono {
  const allowed = options.allowedOrigins ?? [];
  const siteOrigin = (c: Context) => siteOriginOf(c.req.header('origin'), c.req.url, allowed);
  const knownRegistration = (data: SignupSubmission) =>
    !options.registrationIds || options.registrationIds.has(data.registrationId);
  const app = new Hono();
  app.post(
    '/signup',
    bodyLimit({
      maxSize: MAX_FORM_BYTES,
      onError: (c) => c.json({ error: 'Form too large' }, 413),
    }),
    async (c) => {
      const type = c.req.header('content-type') ?? '';
      const isJson = acceptedType(type, [JSON_TYPE]) !== null;
      let raw: unknown;
      try {
        raw = isJson
          ? await c.req.json()
          : Object.fromEntries(Object.entries(await c.req.parseBody()));
      } catch {
        return c.json({ error: 'Expected a JSON or form body' }, 400);
      }
      c.header('Cache-Control', 'no-store');
      const parsed = signupSchema
        .refine(knownRegistration, { message: UNKNOWN_REGISTRATION, path: ['registrationId'] })
        .safeParse(raw);
      if (!parsed.success) {
        const errors = fieldErrors(parsed.error);
        if (isJson) return c.json({ error: 'Invalid sign-up', errors }, 400);
        const lines = Object.entries(errors).map(([field, message]) => `${field}: ${message}`);
        return c.text(`The sign-up could not be saved:\n${lines.join('\n')}`, 400);
      }
      // docs/product.md §8.2: a filled honeypot is a bot, thanked like a person and not stored.
      if (hasHoneypot(raw)) {
        return isJson
          ? c.json({ id: 0 }, 201)
          : c.redirect(onSite(AFTER_SIGNUP, siteOrigin(c)), 303);
      }
      if (isDryRun(c)) return c.json({ dryRun: true }, 200);
      let id: number;
      try {
        const anonymousId = anonymousIdFrom(c.req.header('cookie'));
        id = await store.addSignup(parsed.data, anonymousId);
        notifySignup(options.onSignup, id, parsed.data, anonymousId);
      } catch (error) {
        console.error('Could not store a sign-up:', error);
        return isJson
          ? c.json({ error: UNAVAILABLE_MESSAGE }, 503)
          : c.text(UNAVAILABLE_MESSAGE, 503);
      }
      return isJson ? c.json({ id }, 201) : c.redirect(onSite(AFTER_SIGNUP, siteOrigin(c)), 303);
    },
  );
  if (options.leads) mountLeadForms(app, options.leads, siteOrigin);
  return app;
}

const FORM_TYPES = ['application/json', 'application/x-www-form-urlencoded'];
/** Only a PDF on this site can be offered after a no-JavaScript download form. */
const LOCAL_PDF = /^\/(?!\/)[A-Za-z0-9/_.-]+\.pdf$/;

function formNameOf(registry: FormRegistry | undefined, nameOrId: string): FormName | undefined {
  return registry ? resolveForm(registry, nameOrId)?.name : undefined;
}

/**
 * A same-origin path from the Referer (where "Back to the page" leads), else the home page. A
 * path starting with `//` or `/\\` would be read by the browser as another host
 * (`https://here//evil.example/x` → `//evil.example/x`): the home page too.
 */
export function sameOriginPath(referer: string | undefined, requestUrl: string): string {
  try {
    const from = new URL(referer ?? '');
    const here = new URL(requestUrl);
    const path = `${from.pathname}${from.search}`;
    return from.origin === here.origin && /^\/(?![/\\])/.test(path) ? path : '/';
  } catch {
    return '/';
  }
}

async function readBody(
  c: Context,
  isJson: boolean,
): Promise<Record<string, unknown> | 'malformed'> {
  try {
    const raw: unknown = isJson ? await c.req.json() : await c.req.parseBody();
    return typeof raw === 'object' && raw !== null && !Array.isArray(raw)
      ? (raw as Record<string, unknown>)
      : 'malformed';
  } catch {
    return 'malformed';
  }
}

function text(raw: Record<string, unknown>, name: string, max: number): string {
  const value = raw[name];
  return typeof value === 'string' ? value.slice(0, max) : '';
}

/** The answers as stored: control characters removed, line breaks kept in multi-line fields. */
function cleanAnswers(definition: FormDefinition, values: FieldValues): FieldValues {
  const multiline = new Set(
    definition.fields.filter((field) => field.type === 'textarea').map((field) => field.name),
  );
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, cleanAnswer(value, multiline.has(name))]),
  );
}

/** Hidden fields all empty (posted without JavaScript): the attribution cookies fill them. */
function trackingOrCookies(
  posted: Record<string, string>,
  cookieHeader: string | undefined,
): Record<string, string> {
  return Object.values(posted).every((value) => value === EMPTY_FIELD)
    ? trackingFromCookies(cookieHeader)
    : posted;
}

function mountLeadForms(
  app: Hono,
  options: LeadFormOptions,
  siteOriginOfRequest: (c: Context) => string | null,
): void {
  let shell: string | undefined;
  const page = (title: string, content: string) =>
    fillShell((shell ??= loadShell(options.distDir)), title, content);

  app.post(
    '/:form',
    bodyLimit({
      maxSize: MAX_FORM_BYTES,
      onError: (c) => c.json({ error: 'Form too large' }, 413),
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      const registry = options.currentRegistry?.() ?? options.registry;
      const name = formNameOf(registry, c.req.param('form'));
      const definition = name === undefined ? undefined : registry?.definitions[name];
      if (!name || !definition) return c.json({ error: 'No such form' }, 404);
      const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (!FORM_TYPES.includes(type)) {
        return c.json({ error: 'Send application/json or a form (urlencoded)' }, 415);
      }
      const isJson = type === 'application/json';
      const wantsJson = isJson || (c.req.header('accept') ?? '').includes('application/json');
      const raw = await readBody(c, isJson);
      if (raw === 'malformed')
        return c.json({ error: 'Expected a JSON object or a form body' }, 400);

      const resolved = (registry && resolveForm(registry, name)) || null;
      const checked = validateSubmission(definition, raw);
      const pdf = text(raw, 'pdf', 500);
      const extra: Record<string, string> = LOCAL_PDF.test(pdf) ? { pdf } : {};
      if (!checked.ok) {
        if (wantsJson) return c.json({ error: 'Invalid form', errors: checked.errors }, 400);
        const content = errorContent({
          title: 'Please check your form',
          action: c.req.path,
          definition,
          values: checked.values,
          errors: checked.errors,
          tracking: trackingOf(raw),
          extra,
        });
        return c.html(page('Please check your form', content), 400);
      }

      if (isDryRun(c)) return c.json({ dryRun: true }, 200);
      if (!checked.isBot) {
        const submission: AcceptedSubmission = {
          formName: name,
          formId: resolved?.id ?? name,
          portalId: resolved?.portalId ?? '',
          // Stored as the sign-up endpoint stores its own (./fields.ts).
          values: cleanAnswers(definition, checked.values),
          tracking:
            checked.tracking &&
            cleanTrackingFields(trackingOrCookies(checked.tracking, c.req.header('cookie'))),
          idempotencyKey: idempotencyKeyOf(raw),
          pageUri:
            cleanHttpUrl(text(raw, 'pageUri', 2000) || (c.req.header('referer') ?? '')) ?? '',
          pageName: text(raw, 'pageName', 500),
          hutk: hutkFrom(c.req.header('cookie')),
          anonymousId: anonymousIdFrom(c.req.header('cookie')),
        };
        const result = await options.intake.accept(submission);
        if (result === 'conflict') {
          if (wantsJson) return c.json({ error: CONFLICT_MESSAGE }, 409);
          return c.html(page('Form not sent', `<h1>${escapeHtml(CONFLICT_MESSAGE)}</h1>`), 409);
        }
        if (result === 'unavailable') {
          // Nothing stored: 503, which the browser retries with the same key.
          if (wantsJson) return c.json({ error: UNAVAILABLE_MESSAGE }, 503);
          return c.html(page('Form not sent', `<h1>${escapeHtml(UNAVAILABLE_MESSAGE)}</h1>`), 503);
        }
      }
      // A bot that filled the honeypot gets exactly this answer too, and nothing is stored.
      if (wantsJson) return c.json({ ok: true }, 201);
      // Posted without JavaScript from a page on a static host (FORMS_ENDPOINT): the visitor goes
      // back to that site, not to paths of this service's origin.
      const site = siteOriginOfRequest(c);
      if (definition.redirectUrl) return c.redirect(onSite(definition.redirectUrl, site), 303);
      const links: { href: string; text: string; newTab?: boolean }[] = [];
      if (extra.pdf && definition.deliversPdf)
        links.push({ href: onSite(extra.pdf, site), text: 'Download the PDF' });
      if (definition.opensTrial && options.trialUrl) {
        const email = checked.values.email ?? '';
        links.push({
          href: `${options.trialUrl}?reg=${encodeURIComponent(email)}`,
          text: 'Start your free trial (opens in a new tab)',
          newTab: true,
        });
      }
      const content = successContent({
        message: definition.successText ?? DEFAULT_SUCCESS,
        backTo: site
          ? onSite(sameOriginPath(c.req.header('referer'), `${site}/`), site)
          : sameOriginPath(c.req.header('referer'), c.req.url),
        links,
      });
      return c.html(page('Thanks!', content), 200);
    },
  );
}
