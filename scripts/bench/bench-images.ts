/**
 * `npm run bench:images`: can one client's flood of distinct image sizes starve everyone else's
 * images? Starts `server/index.ts` on 127.0.0.1 as a child process with an empty image cache,
 * then at once:
 *
 * - the flood: one client (source address 127.0.0.2) asks, 64 requests at a time for 20 s,
 *   for a new width (below the source's own) of the largest source image on every request;
 * - the visitor: another client (127.0.0.3) asks, one every 500 ms, for the genuine image URLs
 *   the built pages reference (`/`, `/pricing/`, a blog post, `/platform/`), none cached yet;
 *
 * and prints the visitor's images served and failed (with their p50/p99), the flood's answers by
 * status, and the RSS of the server and its render process together, before, at peak and 30 s
 * after. Needs a build whose pages reference `/_img/`: no IMGIX_DOMAIN, and IMAGE_VARIANTS=service
 * (by default the build writes the image files instead). `-- --server DIR` benchmarks the server of
 * another checkout (to compare with an older version) against this build.
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request, Agent } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.resolve(ROOT, process.env.DIST_DIR ?? 'dist');
const SERVER_ROOT = (() => {
  const index = process.argv.indexOf('--server');
  return index > 0 ? path.resolve(process.argv[index + 1] ?? '.') : ROOT;
})();
const FLOOD_MS = 20_000;
const FLOOD_CONCURRENCY = 64;
const VISITOR_EVERY_MS = 500;
const GENUINE_MAX = 20;
const SETTLE_MS = 30_000;
const FLOODER = '127.0.0.2';
const VISITOR = '127.0.0.3';
const PAGES = ['index.html', 'pricing/index.html', 'platform/index.html'];

function rssOf(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** RSS of the server and its children (the render process), in MB. */
function treeRss(pid: number): number {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    // Gone already.
  }
  return rssOf(pid) + children.reduce((sum, child) => sum + treeRss(child), 0);
}

/** The `/_img/` URLs the built pages reference (every srcset candidate), in page order. */
function genuineImages(): string[] {
  const blog = readdirSync(path.join(DIST, 'blog'), { withFileTypes: true }).find(
    (entry) =>
      entry.isDirectory() &&
      statSync(path.join(DIST, 'blog', entry.name, 'index.html'), { throwIfNoEntry: false }),
  );
  const pages = [...PAGES, ...(blog ? [`blog/${blog.name}/index.html`] : [])];
  const urls = new Set<string>();
  for (const page of pages) {
    const html = readFileSync(path.join(DIST, page), 'utf8');
    for (const match of html.matchAll(/\/_img\/[^"'\s,)]+/g))
      urls.add(match[0].replaceAll('&amp;', '&'));
  }
  return [...urls];
}

/** The largest source image, the most expensive to render at a new size, and its width. */
async function largestSource(): Promise<{ name: string; width: number }> {
  const dir = path.join(ROOT, 'content/images');
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(png|jpe?g|webp)$/i.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  files.sort((a, b) => statSync(b).size - statSync(a).size);
  const file = files[0] as string;
  const { default: sharp } = await import('sharp');
  const { width } = await sharp(file).metadata();
  return { name: path.relative(dir, file).split(path.sep).join('/'), width };
}

interface Answer {
  status: number;
  ms: number;
}

function get(port: number, url: string, agent: Agent): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        agent,
        headers: { accept: 'image/avif,image/webp,*/*' },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
        );
      },
    );
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end();
  });
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function main(): Promise<void> {
  const genuine = genuineImages().slice(0, GENUINE_MAX);
  if (genuine.length === 0) {
    throw new Error(
      `No /_img/ URL in ${DIST}: build with IMAGE_VARIANTS=service and without IMGIX_DOMAIN first (IMAGE_VARIANTS=service npm run build).`,
    );
  }
  const source = await largestSource();
  const work = await mkdtemp(path.join(tmpdir(), 'harbor-bench-images-'));
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(SERVER_ROOT, 'server/index.ts')], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: DIST,
      DATA_DIR: path.join(work, 'data'),
      IMAGE_CACHE_DIR: path.join(work, 'images'),
      ATTRIBUTION_COOKIES: 'off',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('running at')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
    });
    const pid = child.pid as number;
    await sleep(1000);
    const rssBefore = treeRss(pid);
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, treeRss(pid))), 100);

    console.log(
      `Flood: ${FLOODER}, ${FLOOD_CONCURRENCY} at a time for ${FLOOD_MS / 1000} s, new widths of ${source.name} (${source.width} px wide); visitor: ${VISITOR}, ${genuine.length} genuine images, one every ${VISITOR_EVERY_MS} ms (${availableParallelism()} cores, load ${loadavg()[0]?.toFixed(2)})`,
    );
    const floodAgent = new Agent({
      keepAlive: true,
      localAddress: FLOODER,
      maxSockets: FLOOD_CONCURRENCY,
    });
    const visitorAgent = new Agent({ keepAlive: true, localAddress: VISITOR, maxSockets: 6 });
    const floodStatus = new Map<number, number>();
    const deadline = performance.now() + FLOOD_MS;
    // Every width below the source's is a new render (wider ones are clamped to the source).
    let asked = 0;
    const nextWidth = () => 100 + (asked++ % (source.width - 100));
    const flood = Array.from({ length: FLOOD_CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        const answer = await get(
          port,
          `/_img/${source.name}?w=${nextWidth()}&auto=format`,
          floodAgent,
        );
        floodStatus.set(answer.status, (floodStatus.get(answer.status) ?? 0) + 1);
        // A refused request is cheap: the flooder goes straight on.
      }
    });
    await sleep(2000);
    const visits: Promise<Answer>[] = [];
    for (const url of genuine) {
      visits.push(get(port, url, visitorAgent));
      await sleep(VISITOR_EVERY_MS);
    }
    const answers = await Promise.all(visits);
    await Promise.all(flood);
    clearInterval(sampler);
    floodAgent.destroy();
    visitorAgent.destroy();

    const served = answers.filter((answer) => answer.status === 200);
    const failed = answers.filter((answer) => answer.status !== 200);
    const times = served.map((answer) => answer.ms);
    console.log(
      `Genuine images: ${served.length} served, ${failed.length} failed${failed.length ? ` (${[...new Set(failed.map((a) => a.status))].join(', ')})` : ''}; p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms`,
    );
    console.log(
      `Flood answers: ${[...floodStatus]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status === 0 ? 'error' : status} ×${count}`)
        .join(', ')}`,
    );
    console.log(
      `RSS: before ${rssBefore.toFixed(0)} MB, peak ${rssPeak.toFixed(0)} MB; waiting ${SETTLE_MS / 1000} s…`,
    );
    await sleep(SETTLE_MS);
    const rssAfter = treeRss(pid);
    console.log(
      `RSS: 30 s after ${rssAfter.toFixed(0)} MB (${rssAfter - rssBefore >= 0 ? '+' : ''}${(rssAfter - rssBefore).toFixed(0)} MB from start)`,
    );
    if (failed.length > 0) process.exitCode = 1;
  } finally {
    child.kill('SIGTERM');
    await rm(work, { recursive: true, force: true });
  }
}

await main();
