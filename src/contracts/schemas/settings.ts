/**
 * Site settings: brand, hosts, ids and figures that components read instead of hard-coding them.
 * Build-time only: zod never reaches the browser; components import the inferred type.
 */
import { z } from 'zod';

export const host = z
  .string()
  .regex(
    /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i,
    'a host name such as www.harbor.example, without protocol or path',
  );

export const httpUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });
/** Also a local stand-in such as http://127.0.0.1:4390 (tests). */
const serviceUrl = z.url({ protocol: /^https?$/ });
/** An origin alone (scheme, host, port): what a path is appended to. */
const serviceOrigin = serviceUrl.refine(
  (value) => URL.canParse(value) && new URL(value).origin === value,
  { message: 'an origin such as https://forms.harbor.example (no path, no trailing slash)' },
);

export const settingsSchema = z.strictObject({
  brand: z.string().min(1),
  /** Canonical origin of the site, e.g. https://www.harbor.example */
  siteUrl: httpUrl,
  hosts: z.strictObject({
    marketing: host,
    secure: host,
    app: host,
    status: host,
    docs: host,
    developer: host,
    newsletter: host,
  }),
  /**
   * Origin of the sign-up and login pages. Empty: this site's own stand-ins under /members/,
   * so the site works offline.
   */
  secureOrigin: z.union([z.literal(''), httpUrl]),
  supportEmail: z.email(),
  /** A small legacy script for three paths (docs/product.md §2.5); null loads nothing. */
  legacyScriptUrl: httpUrl.nullable(),
  /**
   * Image CDN (docs/product.md §9.4): imgix domain, env IMGIX_DOMAIN; null: the local image service
   * at /_img/.
   */
  images: z.strictObject({ domain: host.nullable() }).optional(),
  /**
   * The free trial (docs/editing.md, "Facts"): its length is the `{{trial-days}}` fact pages write
   * instead of a number, and the build fails a page that states another length.
   */
  trial: z.strictObject({
    days: z
      .number()
      .int()
      .positive()
      .describe(
        'Length of the free trial in days. Pages say it with {{trial-days}}, e.g. "{{trial-days}}-day free trial".',
      ),
    buttonText: z
      .string()
      .min(1)
      .describe('The trial button, e.g. "Free {{trial-days}}-day Trial".'),
  }),
  /**
   * The interactive product tour of each product area (docs/product.md): a page of the
   * interactive-demo host, shown in an iframe. Env TOUR_URL_INBOX / TOUR_URL_DASHBOARD; by
   * default this site's own stand-in pages (public/tour/), so the tour works offline.
   */
  tour: z
    .strictObject({
      INBOX: z.string().regex(/^(\/[^/]|https:\/\/)/, 'a site path or an https:// URL'),
      DASHBOARD: z.string().regex(/^(\/[^/]|https:\/\/)/, 'a site path or an https:// URL'),
    })
    .default({ INBOX: '/tour/inbox.html', DASHBOARD: '/tour/dashboard.html' }),
  /**
   * The product's help widget (docs/product.md §5.7): script URL and a widget id per type; null:
   * none.
   */
  helpWidget: z.strictObject({
    scriptUrl: httpUrl.nullable(),
    ids: z.strictObject({
      DEFAULT: z.string().min(1).nullable(),
      CHAT: z.string().min(1).nullable(),
      TRIAL: z.string().min(1).nullable(),
    }),
  }),
  /**
   * The privacy-consent tool (docs/product.md §5.8): its script URL; null: opt-outs are recorded by
   * the site. `googleTagId` (env GOOGLE_TAG_ID): a Google tag (gtag.js) loaded with Consent Mode v2
   * (src/consent/google.ts); null: none.
   */
  consent: z.strictObject({
    scriptUrl: httpUrl.nullable(),
    googleTagId: z
      .string()
      .regex(/^(G|AW|GT|DC)-[A-Z0-9]{4,20}$/, 'a Google tag id such as G-ABC123XYZ')
      .nullish(),
  }),
  /**
   * Where lead-capture forms are submitted (src/forms): the local forms service (default) or
   * HubSpot's Forms Submission API v3 (env FORMS_PROVIDER, HUBSPOT_API_URL, HUBSPOT_PORTAL_ID).
   */
  forms: z
    .strictObject({
      provider: z.enum(['local', 'hubspot']),
      hubspotApiUrl: serviceUrl,
      portalId: z.string().regex(/^\d+$/, 'a numeric portal id').nullable(),
      /**
       * `hubspot`: the browser posts lead forms to HubSpot itself, not to the forms service (env
       * FORMS_DIRECT; docs/deployment.md, "Straight to HubSpot"): no outbox, no stored copy.
       */
      direct: z.enum(['hubspot']).optional(),
    })
    .optional(),
  /**
   * The Node service answering forms and events when the pages are served by a static host
   * (docs/deployment.md): its origin, e.g. https://forms.harbor.example (env FORMS_ENDPOINT,
   * EVENTS_ENDPOINT); null: the site's own origin (`/api/forms`, `/api/events`).
   */
  services: z
    .strictObject({ forms: serviceOrigin.nullable(), events: serviceOrigin.nullable() })
    .optional(),
  /** The video host (docs/product.md §7.3): '' is the preview server's stand-in at /_video (env VIDEO_HOST). */
  video: z.strictObject({ host: z.union([z.literal(''), serviceUrl]) }).optional(),
  /**
   * Analytics (docs/product.md §4.6): Segment write key, env-only (SEGMENT_WRITE_KEY); null:
   * /api/events.
   */
  analytics: z.strictObject({
    segmentWriteKey: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,100}$/, 'a Segment write key')
      .nullable(),
  }),
  /**
   * Sign-up registration ids (docs/product.md §11.3) on the secure host (/members/register/{id}/).
   */
  registration: z.strictObject({
    free: z.number().int().positive(),
    standard: z.number().int().positive(),
    plus: z.number().int().positive(),
  }),
  /** Login page path on the secure host. */
  loginPath: z.string().regex(/^\//, 'a path such as /members/login/'),
  /** Mobile apps (docs/product.md §11.3). */
  storeLinks: z.strictObject({ android: httpUrl, ios: httpUrl }),
  /** Marketing figures and claims (docs/product.md §11.4). */
  marketing: z.strictObject({
    customers: z.string().min(1),
    countries: z.number().int().positive(),
    remoteCities: z.number().int().positive(),
    emailSubscribers: z.number().int().positive(),
    /** 908 comes without a label (docs/product.md §11.4); kept so it is not lost. */
    unlabeled: z.number().int(),
    knowledgeBaseDeflection: z.string().min(1),
    annualSaving: z.string().min(1),
  }),
});
export type Settings = z.infer<typeof settingsSchema>;
