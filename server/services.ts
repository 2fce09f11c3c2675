/**
 * The site's services (images, the video stand-in, analytics events, sign-ups and lead forms),
 * built once here and mounted by both servers: the preview server (app.ts, in front of the built
 * site) and the dev server (vite.config.ts, in front of Vite), so `npm run dev` answers
 * `/api/forms`, `/api/events` and `/_img/` with the very code a deployment runs.
 */
import { Hono } from 'hono';
import path from 'node:path';
import {
  createEventsApp,
  createEventStore,
  EVENTS_DB,
  MAIN_THREAD_BUSY_MS,
  openDatabase,
} from './forms/events.ts';
import { registrationIdsIn } from './forms/fields.ts';
import { createFormsApp } from './forms/forms.ts';
import { liveFormRegistry, loadFormsContent } from './forms/forms-config.ts';
import { DEFAULT_DELIVERY_TIMEOUT_MS, deliveryConfigFromEnv } from './forms/destinations.ts';
import { segmentFromEnv, trialStartedToSegment } from './forms/segment.ts';
import { createLeadsService, type LeadsService } from './forms/leads-service.ts';
import { FORM_TYPE, JSON_TYPE } from './guards/content-type.ts';
import { createWriteGuard, type GuardConfig } from './guards/index.ts';
import { clientOf } from './guards/client.ts';
import { allowCrossOrigin } from './guards/cors.ts';
import { createImageService, IMAGE_ROUTE, type ImageServiceOptions } from './images/images.ts';
import { createStandInApp, STAND_IN_ROUTE } from './stand-ins/stand-in.ts';
import { createVideoStandIn } from './stand-ins/video-standin.ts';
import { createConsentApp } from './consent/app.ts';
import { createConsentRecorder } from './consent/recorder.ts';

/** Where the services answer; everything else is the site (the built files, or Vite in dev). */
export const SERVICE_PREFIXES = [`${IMAGE_ROUTE}/`, '/_video/', '/api/'] as const;

/** Whether a request path belongs to the services rather than to the site's pages and files. */
export function isServicePath(pathname: string): boolean {
  return SERVICE_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

export interface ServicesOptions {
  /** SQLite files of the events and forms endpoints ('.cache/dev-data' in dev, ':memory:' in tests). */
  dataDir: string;
  /** The content store the forms registry is read from. */
  contentDir: string;
  /**
   * The built site: its sign-up pages are the registration ids accepted, its 404 page lends its
   * look to the no-JavaScript form answers. Absent (dev): any registration id, a plain page.
   */
  distDir?: string;
  /** The leads outbox and its delivery worker; default: one over `dataDir` delivering as `delivery` says. */
  leads?: LeadsService;
  /** Where leads go when `leads` is not given; default: the environment's destinations. */
  delivery?: Parameters<typeof createLeadsService>[0]['delivery'];
  /** Cross-site, content-type, rate and storage guards of the endpoints that store. */
  guards: GuardConfig;
  /** The image service's folders, cache size and render concurrency. */
  images: ImageServiceOptions;
}

export interface Services {
  app: Hono;
  /** Stops the delivery worker this made (not one passed in) and closes the events database. */
  close(): Promise<void>;
}

export function createServices({
  dataDir,
  contentDir,
  distDir,
  leads,
  delivery,
  guards,
  images,
}: ServicesOptions): Services {
  const app = new Hono();
  const guard = createWriteGuard(guards);
  // The local image service (`/_img/*`), the embedded default for images when no IMGIX_DOMAIN is set.
  app.route(
    '/',
    createImageService({ clientOf: (c) => clientOf(c, guards.trustedProxies), ...images }),
  );
  // The video host's stand-in (VIDEO_HOST empty): player and per-video data scripts.
  app.route('/_video', createVideoStandIn());
  // Analytics events, sign-ups and lead forms (embedded defaults, docs/product.md §4.6, §8.4), stored in SQLite,
  // each behind the cross-site, content-type, rate and daily-storage guards (server/guards/).
  // Pages on another origin (a static host: FORMS_ENDPOINT, EVENTS_ENDPOINT) of ALLOWED_ORIGINS;
  // the consent banner posts its proof record where the page views go.
  for (const route of ['/api/events', '/api/forms/*', '/api/consent'])
    app.use(route, allowCrossOrigin(guards.allowedOrigins));
  app.post('/api/events', guard([JSON_TYPE], guards.eventsPerMinute));
  app.post('/api/forms/*', guard([JSON_TYPE, FORM_TYPE], guards.formsPerMinute));
  app.post(`${STAND_IN_ROUTE}/*`, guard([JSON_TYPE, FORM_TYPE], guards.formsPerMinute));
  app.post('/api/consent', guard([JSON_TYPE], guards.formsPerMinute));
  // On the main thread, so a lock held elsewhere is waited for only MAIN_THREAD_BUSY_MS (then 503).
  const eventsDb = openDatabase(dataDir, EVENTS_DB, MAIN_THREAD_BUSY_MS);
  const events = createEventStore(eventsDb);
  app.route('/api/events', createEventsApp(events));
  // Sign-ups and leads share forms.sqlite, written off the main thread (forms/store-client.ts).
  const formsContent = loadFormsContent(path.resolve(contentDir));
  const currentRegistry = liveFormRegistry(path.resolve(contentDir), formsContent.registry);
  const service =
    leads ??
    createLeadsService({
      dataDir,
      events,
      // Who is emailed: LEADS_NOTIFY and each form's `notify` list in content/forms/.
      delivery:
        delivery ??
        deliveryConfigFromEnv(
          process.env,
          formsContent.registry?.notify,
          () => currentRegistry()?.notify ?? {},
        ),
    });
  // With SEGMENT_WRITE_KEY, each sign-up's Trial Started also goes to Segment (forms/segment.ts).
  const segment = segmentFromEnv(process.env);
  app.route(
    '/api/forms',
    createFormsApp(service.backend, {
      allowedOrigins: guards.allowedOrigins,
      onSignup: segment
        ? trialStartedToSegment({
            ...segment,
            timeoutMs: delivery?.timeoutMs ?? DEFAULT_DELIVERY_TIMEOUT_MS,
          })
        : undefined,
      registrationIds: distDir === undefined ? undefined : registrationIdsIn(distDir),
      leads: { intake: service.intake, distDir, ...formsContent, currentRegistry },
    }),
  );
  app.route(STAND_IN_ROUTE, createStandInApp());
  // Proof of consent (issue 36): consent.sqlite, written by a worker thread (server/consent/).
  const consent = createConsentRecorder(dataDir);
  app.route('/api/consent', createConsentApp(consent));
  return {
    app,
    async close() {
      await consent.close();
      if (!leads) await service.close();
      if (eventsDb.isOpen) eventsDb.close();
    },
  };
}
