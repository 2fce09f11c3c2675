/**
 * `npm run serve`: serves dist/ on http://localhost:4173 (or PORT) until SIGINT/SIGTERM.
 */
import { serve } from '@hono/node-server';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createApp } from './app.ts';
import { consentConfigFromEnv } from '../src/consent/regions.ts';
import { readSiteHosts } from './static/site-hosts.ts';
import { childBuild, readSchedule, startScheduler } from './scheduler.ts';
import { startContentBuilder } from './content-builds.ts';
import { watchContent } from './watch.ts';
import { startStudio } from './studio/start.ts';
import { dataDirFromEnv } from './forms/events.ts';
import { adoptOldDataDir, OLD_DATA_DIR } from './forms/old-data-dir.ts';
import { createPublishHook, publishHookOptionsFromEnv } from './hooks/publish.ts';
import { oneAtATime } from './hooks/coalesce.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
export const DEFAULT_PORT = 4173;

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${value}"`);
  }
  return port;
}

const distDir = path.resolve(ROOT, process.env.DIST_DIR ?? 'dist');
if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error(`No built site in ${distDir}: run \`npm run build\` first.`);
  process.exit(1);
}

const port = parsePort(process.env.PORT);
const host = process.env.HOST ?? 'localhost';
// ATTRIBUTION_COOKIES=off serves the site as a plain static host would (the browser alone sets
// the cookies); COOKIE_DOMAIN overrides the cookie domain (default: the registrable domain).
const attribution =
  process.env.ATTRIBUTION_COOKIES === 'off'
    ? false
    : { hosts: await readSiteHosts(distDir), cookieDomain: process.env.COOKIE_DOMAIN || null };
// Leads kept in .cache/data/ by older versions move into the default data directory before any
// database opens; a DATA_DIR set by hand (a test's, another install's) never receives them.
const adopted = process.env.DATA_DIR
  ? { moved: [], conflicts: [] }
  : adoptOldDataDir(path.join(ROOT, OLD_DATA_DIR), dataDirFromEnv());
if (adopted.moved.length > 0)
  console.log(`Moved ${adopted.moved.join(', ')} from ${OLD_DATA_DIR}/ to ${dataDirFromEnv()}`);
if (adopted.conflicts.length > 0)
  console.error(
    `${OLD_DATA_DIR}/ still holds ${adopted.conflicts.join(', ')}, and ${dataDirFromEnv()} has its own: merge them by hand (docs/forms.md); nothing was moved`,
  );
// Where consent is required (CONSENT_MODE, CONSENT_REGIONS, CONSENT_COUNTRY_HEADER).
let consent;
try {
  consent = consentConfigFromEnv(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const contentDir = path.resolve(process.env.CONTENT_DIR || path.join(ROOT, 'content'));
// The studio at /admin/ (STUDIO_BACKEND: npm start turns on its local backend, decap-server).
const studio = await startStudio(process.env, distDir, contentDir);
if (studio?.proxy) console.log(`Studio: /admin/ (local backend ${studio.proxy.origin})`);
// The publish webhook (server/hooks/publish.ts): Contentful's calls sync a local copy of the
// space, which every build of this server then reads (CONTENTFUL_SNAPSHOT), scheduled ones too.
const hookOptions = publishHookOptionsFromEnv(process.env, dataDirFromEnv());
const snapshotEnv: Record<string, string> =
  hookOptions.secret && hookOptions.sync ? { CONTENTFUL_SNAPSHOT: hookOptions.snapshotFile } : {};
// Content rebuilds (server/content-builds.ts): incremental where the change allows, one at a
// time whether the content watcher, the schedule or the webhook asks. Without the build tools
// (scripts/ not deployed), none; where the kept build process is not wanted, a full build each.
const watching = process.env.CONTENT_WATCH !== 'off';
const scheduling = process.env.SCHEDULED_BUILDS !== 'off';
const builder =
  watching || scheduling || (hookOptions.secret && hookOptions.sync)
    ? startContentBuilder({ root: ROOT, distDir, env: { ...process.env, ...snapshotEnv } })
    : null;
const fullBuild = childBuild(ROOT, distDir, snapshotEnv);
const build = builder
  ? () => builder.rebuildContent([]).then((outcome) => outcome.ok)
  : fullBuild && oneAtATime(fullBuild);
const publishHook = createPublishHook({
  ...hookOptions,
  // The incremental build (it reads every entry of the synced copy again and renders what
  // changed), swapped in whole; a full build where the code changed or without the kept process.
  rebuild: build ?? (async () => false),
});
if (hookOptions.secret && hookOptions.sync)
  console.log(
    `Publish webhook: POST /api/hooks/publish (copy of the space in ${hookOptions.snapshotFile})${build ? '' : '; no build script here, so calls update the copy only'}`,
  );
const app = createApp({
  distDir,
  attribution,
  consent,
  studio: studio?.routes,
  publishHook: publishHook.routes,
});
const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  console.log(`Harbor is running at http://localhost:${info.port}/ (Ctrl+C to stop)`);
});

// Watch mode (server/watch.ts): a saved content file is rebuilt and served.
const watcher = builder && watching ? watchContent({ contentDir, builder }) : null;
if (watcher) {
  await watcher.ready;
  console.log(
    `Watching ${path.relative(ROOT, contentDir) || contentDir}/: saved changes are rebuilt and served`,
  );
}

// Scheduled publishing (server/scheduler.ts): rebuild when a post or event falls due. An
// incremental rebuild re-reads every entry against the clock, so it publishes what fell due.
const deployDir = `${distDir}-deploy`;
const scheduledBuild = scheduling ? build : null;
if (scheduledBuild) startScheduler({ deployDir, build: scheduledBuild });
else {
  const next = readSchedule(deployDir)?.nextDueAt;
  if (next)
    console.log(
      `Scheduled builds are off here: the site next changes at ${next}; run a build then (docs/deployment.md).`,
    );
}

/**
 * A request whose head (the URL included) passes Node's 16 KB limit never reaches the app: it gets
 * a short page saying why, not Node's empty 431, which browsers show as a broken site. Other
 * malformed requests get Node's own plain 400.
 */
const TOO_LARGE =
  'HTTP/1.1 431 Request Header Fields Too Large\r\nContent-Type: text/html; charset=utf-8\r\n' +
  'Connection: close\r\n\r\n<!doctype html><html lang="en"><title>Address too long</title>' +
  '<h1>This address is too long</h1><p>Go to <a href="/">the home page</a>.</p></html>';
server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
  if (!socket.writable) return socket.destroy();
  socket.end(
    error.code === 'HPE_HEADER_OVERFLOW'
      ? TOO_LARGE
      : 'HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n',
  );
});

let closing = false;
function shutdown(signal: string): void {
  if (closing) return;
  closing = true;
  console.log(`\n${signal} received, closing the server…`);
  void studio?.stop();
  void watcher?.stop();
  builder?.stop();
  server.close(() => process.exit(0));
  // Keep-alive connections may hold the server open; do not wait for them for ever.
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
