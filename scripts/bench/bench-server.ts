/**
 * `npm run bench:server`: the preview server under a mixed, partly hostile load, on loopback
 * only and in bounded loops. It starts `server/index.ts` as a child process (own data and image
 * cache folders, 127.0.0.1 as a trusted proxy so 50 simulated clients can be told apart by
 * `X-Forwarded-For`), then at once:
 *
 * - 1,000 sign-up posts and 2,000 analytics events from 50 clients;
 * - 200 distinct image renders, 20 at a time;
 * - a static page request every 10 ms;
 * - 100 forged cross-site writes (other-site Origin, disguised content types);
 *
 * and prints per kind throughput and p50/p99, rows stored against 2xx answers, the server's
 * RSS before / at peak / 30 s after the burst, and the image cache's size. Needs a build.
 * `npm run bench:server -- --images-only` runs the image burst and the static prober alone.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.resolve(ROOT, process.env.DIST_DIR ?? 'dist');
const CLIENTS = 50;
const FORMS = 1_000;
const EVENTS = 2_000;
const IMAGES = 200;
const IMAGE_CONCURRENCY = 20;
const FORGED = 100;
const STATIC_EVERY_MS = 10;
const SETTLE_MS = 30_000;
const RUN = `bench-${Date.now().toString(36)}`;
/**
 * Visitor ids of this run, in the only shape the events endpoint keeps (a UUID,
 * server/forms/event-fields.ts): the run, `0000` for the page views or `f0f0` for forged posts, a number.
 */
const RUN_HEX = Date.now().toString(16).slice(-8).padStart(8, '0');
const benchId = (kind: '0000' | 'f0f0', i: number) =>
  `${RUN_HEX}-${kind}-4000-8000-${i.toString(16).padStart(12, '0')}`;
/**
 * `-- --images-only`: the image burst and the static prober alone, to tell the renders' effect
 * on static pages from the write traffic's.
 */
const IMAGES_ONLY = process.argv.includes('--images-only');

interface Sample {
  ms: number;
  status: number;
  at: number;
}

const clientAddress = (client: number) => `198.51.100.${client + 1}`;

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/** Milliseconds on a clock shared by the main thread and the static prober's worker. */
const clock = () => performance.timeOrigin + performance.now();

async function timed(url: string, init: RequestInit = {}): Promise<Sample> {
  const at = clock();
  try {
    const response = await fetch(url, init);
    await response.arrayBuffer();
    return { ms: clock() - at, status: response.status, at };
  } catch {
    return { ms: clock() - at, status: 0, at };
  }
}

/**
 * The static-page prober, on its own thread so the load generator's busy event loop does not
 * delay its requests or its timings: a request every 10 ms until told to stop.
 */
async function probeStatic(origin: string): Promise<void> {
  const pages = ['/', '/pricing/', '/about/', '/blog/', '/favicon.svg'];
  const samples: Sample[] = [];
  const stop = new AbortController();
  parentPort?.once('message', () => stop.abort());
  const pending: Promise<void>[] = [];
  for (let i = 0; !stop.signal.aborted && i < 100_000; i++) {
    const page = pages[i % pages.length] as string;
    pending.push(
      timed(`${origin}${page}`, { headers: { 'accept-encoding': 'br, gzip' } }).then((sample) => {
        samples.push(sample);
      }),
    );
    await sleep(STATIC_EVERY_MS);
  }
  await Promise.all(pending);
  parentPort?.postMessage(samples);
}

function startProber(origin: string): { stop: () => Promise<Sample[]> } {
  const worker = new Worker(new URL(import.meta.url), { workerData: { origin } });
  const done = new Promise<Sample[]>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    stop: async () => {
      worker.postMessage('stop');
      const samples = await done;
      await worker.terminate();
      return samples;
    },
  };
}

/** RSS of the server and its children (the image render process), in MB. */
function rssOf(pid: number): number {
  let own = 0;
  let children: number[] = [];
  try {
    own = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    // The process is gone.
  }
  return own / 1024 + children.reduce((sum, child) => sum + rssOf(child), 0);
}

function folderBytes(dir: string): { bytes: number; files: number } {
  if (!existsSync(dir)) return { bytes: 0, files: 0 };
  const files = readdirSync(dir).filter((name) => !name.endsWith('.tmp'));
  return {
    bytes: files.reduce((sum, name) => sum + statSync(path.join(dir, name)).size, 0),
    files: files.length,
  };
}

async function startServer(dataDir: string, imageCache: string) {
  const child = spawn(process.execPath, ['server/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DIST_DIR: DIST,
      DATA_DIR: dataDir,
      IMAGE_CACHE_DIR: imageCache,
      TRUSTED_PROXIES: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /localhost:(\d+)\//.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    child.on('exit', (code) => reject(new Error(`The server exited with ${code}`)));
  });
  return { child, origin };
}

/** Runs `jobs` with at most `limit` at once. */
async function pool<T>(jobs: Array<() => Promise<T>>, limit: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < jobs.length) {
        const index = next++;
        results[index] = await (jobs[index] as () => Promise<T>)();
      }
    }),
  );
  return results;
}

function browserHeaders(origin: string, client: number, type: string) {
  return {
    'content-type': type,
    origin,
    'sec-fetch-site': 'same-origin',
    'x-forwarded-for': clientAddress(client),
  };
}

function formJobs(origin: string) {
  return Array.from({ length: FORMS }, (_, i) => async () => {
    const client = i % CLIENTS;
    const fields = {
      registrationId: '39',
      email: `${RUN}-${i}@bench.example`,
      firstName: 'Bench',
      GA_Source: 'bench',
      GA_Url: `${origin}/pricing/?utm_source=bench`,
    };
    const asJson = i % 2 === 0;
    return timed(`${origin}/api/forms/signup`, {
      method: 'POST',
      redirect: 'manual',
      headers: browserHeaders(
        origin,
        client,
        asJson ? 'application/json' : 'application/x-www-form-urlencoded',
      ),
      body: asJson ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
    });
  });
}

function eventJobs(origin: string) {
  return Array.from({ length: EVENTS }, (_, i) => async () => {
    const client = i % CLIENTS;
    return timed(`${origin}/api/events`, {
      method: 'POST',
      headers: browserHeaders(origin, client, 'application/json'),
      body: JSON.stringify({
        type: 'track',
        event: 'Viewed Page',
        properties: {
          path: '/pricing/',
          url: `${origin}/pricing/`,
          title: 'Pricing',
          referrer: '',
          pageType: 'marketing',
          variation: '',
        },
        anonymousId: benchId('0000', i),
        sentAt: new Date().toISOString(),
      }),
    });
  });
}

/** Cross-site writes a hostile page could make a visitor's browser send. */
function forgedJobs(origin: string) {
  const kinds = [
    { path: '/api/forms/signup', type: 'application/x-www-form-urlencoded', site: 'cross-site' },
    { path: '/api/forms/signup', type: 'text/plain; charset=application/json', site: undefined },
    { path: '/api/events', type: 'text/plain', site: 'cross-site' },
    { path: '/api/events', type: 'application/json', site: 'same-site' },
  ];
  return Array.from({ length: FORGED }, (_, i) => async () => {
    const kind = kinds[i % kinds.length] as (typeof kinds)[number];
    const marker = `${RUN}-forged-${i}`;
    const body = kind.path.includes('forms')
      ? kind.type.startsWith('application/x-www')
        ? new URLSearchParams({
            registrationId: '39',
            email: `${marker}@evil.example`,
            firstName: 'X',
          }).toString()
        : JSON.stringify({ registrationId: '39', email: `${marker}@evil.example`, firstName: 'X' })
      : JSON.stringify({
          type: 'identify-company',
          properties: { path: '/', url: `${origin}/` },
          anonymousId: benchId('f0f0', i),
          sentAt: new Date().toISOString(),
        });
    return timed(`${origin}${kind.path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': kind.type,
        origin: i % 3 === 0 ? 'null' : 'https://evil.example',
        ...(kind.site ? { 'sec-fetch-site': kind.site } : {}),
        'x-forwarded-for': clientAddress(i % CLIENTS),
      },
      body,
    });
  });
}

/** 200 distinct outputs: the sources at least 800 px wide, a width ladder each, as WebP. */
function imageJobs(origin: string) {
  const sources = readdirSync(path.join(ROOT, 'content/images'))
    .filter((name) => /^(docs|inbox|beacon|nav-|post-)/.test(name))
    .sort()
    .slice(0, 10);
  const jobs: Array<() => Promise<Sample>> = [];
  for (let k = 0; jobs.length < IMAGES; k++) {
    const source = sources[k % sources.length] as string;
    // Widths stay under every source's width, so no two requests collapse into one output.
    const width = 120 + Math.floor(k / sources.length) * 25;
    jobs.push(() =>
      timed(`${origin}/_img/${source}?w=${width}&auto=format`, {
        headers: { accept: 'image/webp,image/*' },
      }),
    );
  }
  return jobs;
}

function countRows(file: string, sql: string, ...params: string[]): number {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return Number((db.prepare(sql).get(...params) as { n: number }).n);
  } finally {
    db.close();
  }
}

function row(kind: string, samples: Sample[], wallMs: number, ok: (status: number) => boolean) {
  const ms = samples.map((sample) => sample.ms);
  const good = samples.filter((sample) => ok(sample.status)).length;
  const statuses = new Map<number, number>();
  for (const sample of samples) statuses.set(sample.status, (statuses.get(sample.status) ?? 0) + 1);
  return [
    kind.padEnd(22),
    String(samples.length).padStart(6),
    `${((samples.length / wallMs) * 1000).toFixed(0)}/s`.padStart(8),
    `${percentile(ms, 50).toFixed(1)} ms`.padStart(10),
    `${percentile(ms, 99).toFixed(1)} ms`.padStart(10),
    String(good).padStart(6),
    [...statuses].map(([status, n]) => `${status}×${n}`).join(' '),
  ].join('  ');
}

async function main(): Promise<void> {
  if (!existsSync(path.join(DIST, 'index.html'))) {
    console.error(`No built site in ${DIST}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'harbor-bench-data-'));
  const imageCache = await mkdtemp(path.join(tmpdir(), 'harbor-bench-img-'));
  const { child, origin } = await startServer(dataDir, imageCache);
  const pid = child.pid as number;
  try {
    // Let start-up settle and load the static files once, as a running server would have.
    await timed(`${origin}/`);
    await sleep(1000);
    const rssBefore = rssOf(pid);
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, rssOf(pid));
    }, 100);

    const prober = startProber(origin);

    const started = clock();
    const writes = (async () => {
      const t = clock();
      const [forms, events] = await Promise.all([
        pool(IMAGES_ONLY ? [] : formJobs(origin), CLIENTS),
        pool(IMAGES_ONLY ? [] : eventJobs(origin), CLIENTS),
      ]);
      return { forms, events, ms: clock() - t };
    })();
    const imageStart = clock();
    const images = pool(imageJobs(origin), IMAGE_CONCURRENCY).then((samples) => ({
      samples,
      end: clock(),
    }));
    const forged = pool(IMAGES_ONLY ? [] : forgedJobs(origin), 10);
    const [writeResult, imageResult, forgedSamples] = await Promise.all([writes, images, forged]);
    const burstMs = clock() - started;
    const staticSamples = await prober.stop();
    clearInterval(sampler);

    const duringImages = staticSamples.filter(
      (sample) => sample.at >= imageStart && sample.at <= imageResult.end,
    );
    const formsDb = path.join(dataDir, 'forms.sqlite');
    const eventsDb = path.join(dataDir, 'events.sqlite');
    const formRows = countRows(
      formsDb,
      'SELECT COUNT(*) AS n FROM signups WHERE email LIKE ?',
      `${RUN}-%@bench.example`,
    );
    const formDistinct = countRows(
      formsDb,
      'SELECT COUNT(DISTINCT email) AS n FROM signups WHERE email LIKE ?',
      `${RUN}-%@bench.example`,
    );
    const eventRows = countRows(
      eventsDb,
      'SELECT COUNT(*) AS n FROM events WHERE anonymous_id LIKE ?',
      `${RUN_HEX}-0000-%`,
    );
    const eventDistinct = countRows(
      eventsDb,
      'SELECT COUNT(DISTINCT anonymous_id) AS n FROM events WHERE anonymous_id LIKE ?',
      `${RUN_HEX}-0000-%`,
    );
    const forgedRows =
      countRows(
        formsDb,
        'SELECT COUNT(*) AS n FROM signups WHERE email LIKE ?',
        `${RUN}-forged-%`,
      ) +
      countRows(
        eventsDb,
        'SELECT COUNT(*) AS n FROM events WHERE anonymous_id LIKE ?',
        `${RUN_HEX}-f0f0-%`,
      );
    const is2xx = (status: number) => status >= 200 && status < 300;
    const formOk = (status: number) => is2xx(status) || status === 303;
    const formsAnswered = writeResult.forms.filter((sample) => formOk(sample.status)).length;
    const eventsAnswered = writeResult.events.filter((sample) => is2xx(sample.status)).length;

    // Other processes on the machine stretch every figure: say how busy it was.
    const load = loadavg()
      .map((value) => value.toFixed(1))
      .join(' ');
    console.log(
      `\nbench:server on ${origin} (loopback)${IMAGES_ONLY ? ', images only' : ''}, burst ${(burstMs / 1000).toFixed(1)} s, load average ${load} on ${availableParallelism()} cores\n`,
    );
    console.log(
      [
        'kind'.padEnd(22),
        'count'.padStart(6),
        'rate'.padStart(8),
        'p50'.padStart(10),
        'p99'.padStart(10),
        'ok'.padStart(6),
        'statuses',
      ].join('  '),
    );
    console.log(row('form posts', writeResult.forms, writeResult.ms, formOk));
    console.log(row('events', writeResult.events, writeResult.ms, is2xx));
    console.log(row('image renders', imageResult.samples, imageResult.end - imageStart, is2xx));
    console.log(row('static (whole run)', staticSamples, burstMs, is2xx));
    console.log(row('static (image burst)', duringImages, imageResult.end - imageStart, is2xx));
    console.log(row('forged cross-site', forgedSamples, burstMs, is2xx));
    console.log('');
    console.log(
      `rows: sign-ups ${formRows} stored (${formDistinct} distinct) for ${formsAnswered} 2xx/303 answers`,
    );
    console.log(
      `     events ${eventRows} stored (${eventDistinct} distinct) for ${eventsAnswered} 2xx answers`,
    );
    console.log(`     forged cross-site writes stored: ${forgedRows}`);

    const cache = folderBytes(imageCache);
    console.log(
      `image cache: ${(cache.bytes / 1024 / 1024).toFixed(1)} MB in ${cache.files} files`,
    );
    console.log(
      `RSS: before ${rssBefore.toFixed(0)} MB, peak ${rssPeak.toFixed(0)} MB; waiting ${SETTLE_MS / 1000} s…`,
    );
    await sleep(SETTLE_MS);
    const rssAfter = rssOf(pid);
    console.log(
      `RSS: after ${rssAfter.toFixed(0)} MB (${rssAfter - rssBefore >= 0 ? '+' : ''}${(rssAfter - rssBefore).toFixed(0)} MB from start)`,
    );
    const p99 = percentile(
      duringImages.map((sample) => sample.ms),
      99,
    );
    const lost = formRows !== formsAnswered || eventRows !== eventsAnswered;
    const duplicated = formRows !== formDistinct || eventRows !== eventDistinct;
    console.log('\ntargets:');
    console.log(
      `  static p99 during image burst < 50 ms: ${p99.toFixed(1)} ms ${p99 < 50 ? 'met' : 'MISSED'}`,
    );
    console.log(`  no lost or duplicated rows: ${lost || duplicated ? 'MISSED' : 'met'}`);
    console.log(
      `  RSS within 100 MB of start 30 s after: ${rssAfter - rssBefore < 100 ? 'met' : 'MISSED'}`,
    );
    console.log(`  forged cross-site posts stored = 0: ${forgedRows === 0 ? 'met' : 'MISSED'}`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
    await rm(imageCache, { recursive: true, force: true });
  }
}

if (isMainThread) await main();
else await probeStatic((workerData as { origin: string }).origin);
