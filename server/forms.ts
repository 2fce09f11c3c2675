/**
 * The local sign-up forms endpoint: the stand-in for the secure host's registration. The
 * sign-up page (`/members/register/{id}/`) posts its visible fields and the GA_* hidden fields
 * here; they are stored in SQLite under the data directory.
 *
 * `POST /signup` (mounted at /api/forms): JSON in → JSON out (201, or 400 with a message per
 * field); a plain form post (no JavaScript) → 303 to the login page, or a 400 text page.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import { SIGNUP_FIELDS } from '../src/tracking/fields.ts';
import { cleanTrackingField } from './fields.ts';
import { acceptedType, JSON_TYPE } from './guards/content-type.ts';

export const REQUIRED_MESSAGE = 'Sorry. That is required.';
export const SIGNUP_DB = 'forms.sqlite';
export const MAX_FORM_BYTES = 32 * 1024;
/** Where a successful no-JavaScript sign-up lands. */
export const AFTER_SIGNUP = '/members/login/?registered=1';

/** The sign-up form's hidden tracking fields, named once in src/tracking/fields.ts. */
export const GA_FIELDS = SIGNUP_FIELDS;

const required = (max: number) =>
  z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .max(max, `At most ${max} characters.`);
const optional = (max: number) =>
  z.string().trim().max(max, `At most ${max} characters.`).default('');
// Visitor-controlled: control characters removed, URLs http(s) only, '-' when empty (fields.ts).
const tracking = (name: (typeof GA_FIELDS)[number]) =>
  z
    .string()
    .max(2000)
    .default('-')
    .transform((value) => cleanTrackingField(name, value));

const gaShape = Object.fromEntries(GA_FIELDS.map((name) => [name, tracking(name)])) as Record<
  (typeof GA_FIELDS)[number],
  ReturnType<typeof tracking>
>;

export const signupSchema = z.object({
  registrationId: z.string().regex(/^\d{1,6}$/, 'A registration id.'),
  email: required(254).pipe(z.email('Please enter a valid email address.')),
  firstName: required(100),
  lastName: optional(100),
  company: optional(200),
  ...gaShape,
});

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
  const insert = db.prepare(
    `INSERT INTO signups (received_at, registration_id, email, first_name, last_name, company, tracking)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const latest = db.prepare('SELECT * FROM signups ORDER BY id DESC LIMIT ?');
  return {
    add(submission: SignupSubmission, now = new Date()): number {
      const trackingValues = Object.fromEntries(GA_FIELDS.map((name) => [name, submission[name]]));
      const result = insert.run(
        now.toISOString(),
        submission.registrationId,
        submission.email,
        submission.firstName,
        submission.lastName,
        submission.company,
        JSON.stringify(trackingValues),
      );
      return Number(result.lastInsertRowid);
    },
    latest(limit: number): Record<string, unknown>[] {
      return latest.all(limit) as Record<string, unknown>[];
    },
  };
}
export type SignupStore = ReturnType<typeof createSignupStore>;

/** Field name → first message, for the form to show next to each field. */
function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '(form)');
    errors[field] ??= issue.message;
  }
  return errors;
}

export interface FormsOptions {
  /** Registration ids with a sign-up page; others are refused. Absent: any id of the right form. */
  registrationIds?: ReadonlySet<string>;
}

export const UNKNOWN_REGISTRATION = 'Unknown registration id.';

export function createFormsApp(store: SignupStore, options: FormsOptions = {}): Hono {
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
      const id = store.add(parsed.data);
      return isJson ? c.json({ id }, 201) : c.redirect(AFTER_SIGNUP, 303);
    },
  );
  return app;
}
