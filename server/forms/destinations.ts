/**
 * Where a stored lead is delivered, each optional and combinable, chosen by env (.env.example):
 *
 * - `hubspot` (FORMS_PROVIDER=hubspot): HubSpot's Forms Submission API v3, one call per attempt
 *   (the outbox retries, not this code);
 * - `email` (SMTP_URL, with LEADS_NOTIFY and/or the form's `notify` list in content/forms/): a
 *   notification to the people named for the form, through nodemailer, from LEADS_FROM;
 * - `webhook` (LEADS_WEBHOOK_URL): a JSON post compatible with Slack incoming webhooks (`text`)
 *   carrying the lead, signed with LEADS_WEBHOOK_SECRET (`X-Harbor-Signature: sha256=<hex>`);
 * - `segment` (SEGMENT_WRITE_KEY): the lead's `Form Submitted` conversion to Segment's Tracking
 *   API, without its field values (segment.ts).
 *
 * Every call gets an AbortSignal that fires after the delivery timeout: a hung destination is a
 * failed attempt, never a stuck worker.
 */
import { createHmac } from 'node:crypto';
import { createTransport } from 'nodemailer';
import { hubspotBody, hubspotUrl } from '../../src/forms/providers/hubspot.ts';
import { EMPTY_FIELD } from '../../src/tracking/fields.ts';
import type { Lead } from './lead-store.ts';
import { segmentDestination, segmentFromEnv } from './segment.ts';

import type { Destination, SendOutcome } from './destination.ts';

export type { Destination, SendOutcome } from './destination.ts';

export const DEFAULT_DELIVERY_TIMEOUT_MS = 10_000;
export const SIGNATURE_HEADER = 'X-Harbor-Signature';

/** 408 and 429 are "not now"; other 4xx mean the destination refuses this lead for good. */
function outcomeOf(status: number): SendOutcome {
  if (status >= 200 && status < 300) return { ok: true };
  const permanent = status >= 400 && status < 500 && status !== 408 && status !== 429;
  return { ok: false, permanent, error: `HTTP ${status}` };
}

function errorText(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'timed out';
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return cause ? `${error.message} (${cause})` : error.message;
  }
  return String(error);
}

async function post(
  url: string,
  body: string,
  headers: Record<string, string>,
  signal: AbortSignal,
  fetchImpl: typeof fetch,
): Promise<SendOutcome> {
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      signal,
      redirect: 'error',
    });
    await response.arrayBuffer().catch(() => undefined);
    return outcomeOf(response.status);
  } catch (error) {
    return { ok: false, permanent: false, error: errorText(error) };
  }
}

export function hubspotDestination(options: {
  apiUrl: string;
  portalId?: string;
  fetchImpl?: typeof fetch;
}): Destination {
  return {
    name: 'hubspot',
    send(lead, signal) {
      const submission = {
        apiUrl: options.apiUrl,
        portalId: options.portalId || lead.portalId,
        formGuid: lead.formId,
        fields: { ...lead.values, ...lead.tracking },
        context: { hutk: lead.hutk, pageUri: lead.pageUri, pageName: lead.pageName },
      };
      return post(
        hubspotUrl(submission),
        hubspotBody(submission),
        {},
        signal,
        options.fetchImpl ?? fetch,
      );
    },
  };
}

/** Attribution worth a person's eye: the tracking fields that hold something. */
function attributionOf(lead: Lead): [string, string][] {
  return Object.entries(lead.tracking ?? {}).filter(([, value]) => value && value !== EMPTY_FIELD);
}

/** The lead as plain text lines (email body, webhook `text`). */
export function leadText(lead: Lead): string {
  const attribution = attributionOf(lead);
  return [
    `New lead #${lead.id} from the ${lead.formName} form`,
    `Received: ${lead.receivedAt}`,
    `Page: ${lead.pageUri || '(unknown)'}`,
    '',
    ...Object.entries(lead.values).map(([name, value]) => `${name}: ${value}`),
    '',
    'Attribution:',
    ...(attribution.length > 0
      ? attribution.map(([name, value]) => `${name}: ${value}`)
      : ['(none recorded)']),
  ].join('\n');
}

/** One line, for a subject: no line breaks can reach a mail header. */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').slice(0, 200);

export function emailDestination(options: {
  smtpUrl: string;
  from: string;
  recipientsFor: (formName: string) => string[];
  timeoutMs?: number;
}): Destination {
  const timeout = options.timeoutMs ?? DEFAULT_DELIVERY_TIMEOUT_MS;
  const transport = createTransport({
    url: options.smtpUrl,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  return {
    name: 'email',
    async send(lead, signal) {
      const to = options.recipientsFor(lead.formName);
      // Nobody is named for this form: nothing to send, and nothing to retry.
      if (to.length === 0) return { ok: true };
      const who = [lead.values.firstname, lead.values.lastname].filter(Boolean).join(' ');
      const sending = transport.sendMail({
        from: options.from,
        to,
        replyTo: lead.values.email || undefined,
        subject: oneLine(
          `New lead: ${lead.formName}${who || lead.values.email ? ` from ${who || lead.values.email}` : ''}`,
        ),
        text: leadText(lead),
        headers: { 'X-Harbor-Lead': String(lead.id) },
      });
      const aborted = new Promise<never>((_, reject) => {
        if (signal.aborted) reject(signal.reason);
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
      try {
        await Promise.race([sending, aborted]);
        return { ok: true };
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        // 5xx from the SMTP server: the address or message is refused for good.
        const permanent = typeof code === 'number' && code >= 500 && code < 600;
        return { ok: false, permanent, error: errorText(error) };
      } finally {
        sending.catch(() => undefined);
      }
    },
  };
}

/** Slack's mrkdwn: &, < and > must be escaped, or a visitor could post a link or a mention. */
export const slackEscape = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export function webhookBody(lead: Lead): string {
  return JSON.stringify({
    text: slackEscape(leadText(lead)),
    lead: {
      id: lead.id,
      receivedAt: lead.receivedAt,
      form: lead.formName,
      page: lead.pageUri,
      fields: lead.values,
      attribution: Object.fromEntries(attributionOf(lead)),
    },
  });
}

export function signatureOf(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export function webhookDestination(options: {
  url: string;
  secret?: string;
  fetchImpl?: typeof fetch;
}): Destination {
  return {
    name: 'webhook',
    send(lead, signal) {
      const body = webhookBody(lead);
      const headers: Record<string, string> = { 'X-Harbor-Lead': String(lead.id) };
      if (options.secret) headers[SIGNATURE_HEADER] = signatureOf(options.secret, body);
      return post(options.url, body, headers, signal, options.fetchImpl ?? fetch);
    },
  };
}

const EMAIL = /^[^\s@,;]+@[^\s@,;.]+(\.[^\s@,;.]+)+$/;

/**
 * LEADS_NOTIFY: who is told of a lead, per form. Entries separated by `;`, each
 * `FORM=address,address` or `*=address,address` (every form without its own entry); a bare
 * `address,address` is the same as `*=`. Throws naming a malformed address.
 */
export function parseNotify(value: string | undefined): (formName: string) => string[] {
  const byForm = new Map<string, string[]>();
  for (const entry of (value ?? '').split(';')) {
    if (!entry.trim()) continue;
    const [form, list] = entry.includes('=') ? entry.split('=', 2) : ['*', entry];
    const addresses = (list ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean);
    for (const address of addresses) {
      if (!EMAIL.test(address))
        throw new Error(`LEADS_NOTIFY: "${address}" is not an email address`);
    }
    byForm.set((form ?? '*').trim(), addresses);
  }
  return (formName) => byForm.get(formName) ?? byForm.get('*') ?? [];
}

function positiveMs(env: Record<string, string | undefined>, name: string, fallback: number) {
  const raw = env[name];
  if (!raw?.trim()) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a whole number of milliseconds, got "${raw}"`);
  }
  return value;
}

export interface DeliveryConfig {
  destinations: Destination[];
  timeoutMs: number;
}

/** The people content names per form (`notify` of content/forms/*.json), as validated by its schema. */
export type ContentNotify = Partial<Record<string, readonly string[]>>;

/**
 * Recipients of a form: LEADS_NOTIFY's and content's, each address once (case-insensitive).
 * `fromContent` may be asked per lead (forms-config.ts liveFormRegistry), so an address added in
 * the studio is used without a restart.
 */
export function recipientsOf(
  fromEnv: (formName: string) => string[],
  fromContent: ContentNotify | (() => ContentNotify) = {},
): (formName: string) => string[] {
  return (formName) => {
    const seen = new Set<string>();
    const content = typeof fromContent === 'function' ? fromContent() : fromContent;
    return [...fromEnv(formName), ...(content[formName] ?? [])].filter((address) => {
      const key = address.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  };
}

/**
 * The destinations the environment configures, the email one also to the people content names
 * per form; throws naming the first bad setting.
 */
export function deliveryConfigFromEnv(
  env: Record<string, string | undefined> = process.env,
  contentNotify: ContentNotify = {},
  /** The same, as it is when a lead is sent (see recipientsOf). */
  currentNotify?: () => ContentNotify,
): DeliveryConfig {
  const timeoutMs = positiveMs(env, 'LEADS_DELIVERY_TIMEOUT_MS', DEFAULT_DELIVERY_TIMEOUT_MS);
  const destinations: Destination[] = [];
  const provider = env.FORMS_PROVIDER || 'local';
  if (provider !== 'local' && provider !== 'hubspot') {
    throw new Error(`FORMS_PROVIDER must be "local" or "hubspot", got "${provider}"`);
  }
  if (provider === 'hubspot') {
    destinations.push(
      hubspotDestination({
        apiUrl: env.HUBSPOT_API_URL || 'https://api.hsforms.com',
        portalId: env.HUBSPOT_PORTAL_ID || undefined,
      }),
    );
  }
  if (env.SMTP_URL) {
    if (!/^smtps?:\/\//.test(env.SMTP_URL)) {
      throw new Error('SMTP_URL must look like smtp://user:pass@host:587 (or smtps://)');
    }
    const named = Object.values(contentNotify).some((list) => list && list.length > 0);
    if (!env.LEADS_NOTIFY?.trim() && !named)
      throw new Error(
        "SMTP_URL is set but neither LEADS_NOTIFY nor content/forms/ (a form's `notify`) names anybody",
      );
    destinations.push(
      emailDestination({
        smtpUrl: env.SMTP_URL,
        from: env.LEADS_FROM || 'Harbor website <no-reply@localhost>',
        recipientsFor: recipientsOf(parseNotify(env.LEADS_NOTIFY), currentNotify ?? contentNotify),
        timeoutMs,
      }),
    );
  } else if (env.LEADS_NOTIFY?.trim()) {
    throw new Error('LEADS_NOTIFY is set but SMTP_URL is not: no email could be sent');
  }
  if (env.LEADS_WEBHOOK_URL) {
    if (!/^https?:\/\//.test(env.LEADS_WEBHOOK_URL)) {
      throw new Error('LEADS_WEBHOOK_URL must be an http(s) URL');
    }
    destinations.push(
      webhookDestination({
        url: env.LEADS_WEBHOOK_URL,
        secret: env.LEADS_WEBHOOK_SECRET || undefined,
      }),
    );
  }
  const segment = segmentFromEnv(env);
  if (segment) destinations.push(segmentDestination(segment));
  return { destinations, timeoutMs };
}
