/**
 * Writes `.br` and `.gz` beside the built site's text files, so the preview server (and any
 * static host that looks for them, such as nginx's `gzip_static`) sends compressed bytes without
 * compressing per request: the assets, the shared data files, the feeds and the 404 page. Small
 * files and files that do not shrink are skipped. The pages (HTML and page data, two files each
 * of the site's thousands) are not precompressed: hosts compress them as they send them, as
 * they must anyway for the responses they make (ADR 13). Runs on libuv's thread pool through
 * node:zlib's async API; `writeCompressedCopies` is the synchronous form for the joined
 * stylesheets the prerender workers write.
 */
import { writeFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  gzip,
  gzipSync,
  type BrotliOptions,
  type ZlibOptions,
} from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function brotliOptions(size: number): BrotliOptions {
  return {
    params: {
      // Measured on this site's dist/: quality 7 is within 0.5% of 9 at a tenth of its time
      // (0.1 s against 1.3 s); 11 saves another 10% but triples that again.
      [constants.BROTLI_PARAM_QUALITY]: 7,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}
/**
 * zlib's default level: on a 40 KB post page 0.15% larger than level 9 in 80% of its time
 * (browsers that take gzip and not brotli are few).
 */
const GZIP: ZlibOptions = { level: 6 };

const TEXT = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.xml',
  '.txt',
  '.svg',
  '.webmanifest',
]);
/** Below this a compressed response saves less than its headers cost. */
export const MIN_BYTES = 1024;
/** Files compressed at once: enough to keep the thread pool busy, few enough to bound memory. */
const PARALLEL = 8;

async function textFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && TEXT.has(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Compressed files written, and their bytes. */
export interface Compressed {
  files: number;
  bytes: number;
}

async function compressFile(file: string): Promise<Compressed> {
  const body = await readFile(file);
  const written = { files: 0, bytes: 0 };
  if (body.byteLength < MIN_BYTES) return written;
  const [br, gz] = await Promise.all([
    brotli(body, brotliOptions(body.byteLength)),
    gzipAsync(body, GZIP),
  ]);
  for (const [copy, suffix] of [
    [br, '.br'],
    [gz, '.gz'],
  ] as const) {
    if (copy.byteLength >= body.byteLength) continue;
    await writeFile(`${file}${suffix}`, copy);
    written.files += 1;
    written.bytes += copy.byteLength;
  }
  return written;
}

/**
 * Writes the `.br` and `.gz` copies of a file just written with `body`, synchronously; returns
 * their bytes (0 for a copy not written). For the joined stylesheets the prerender workers write.
 */
export function writeCompressedCopies(file: string, body: Buffer): number {
  if (body.byteLength < MIN_BYTES) return 0;
  let written = 0;
  const br = brotliCompressSync(body, brotliOptions(body.byteLength));
  if (br.byteLength < body.byteLength) {
    writeFileSync(`${file}.br`, br);
    written += br.byteLength;
  }
  const gz = gzipSync(body, GZIP);
  if (gz.byteLength < body.byteLength) {
    writeFileSync(`${file}.gz`, gz);
    written += gz.byteLength;
  }
  return written;
}

/** Whether the build writes `.br`/`.gz` copies of a file of this name (by its extension). */
export const isCompressible = (file: string) => TEXT.has(path.extname(file));

/**
 * The `.br` and `.gz` copies the build writes of `body`, by suffix; a copy left out is one the
 * build does not write (too small a body, or no smaller compressed).
 */
export async function compressedCopies(body: Buffer): Promise<Map<'.br' | '.gz', Buffer>> {
  const copies = new Map<'.br' | '.gz', Buffer>();
  if (body.byteLength < MIN_BYTES) return copies;
  const [br, gz] = await Promise.all([
    brotli(body, brotliOptions(body.byteLength)),
    gzipAsync(body, GZIP),
  ]);
  if (br.byteLength < body.byteLength) copies.set('.br', br);
  if (gz.byteLength < body.byteLength) copies.set('.gz', gz);
  return copies;
}

/** Compresses the given files (paths under `dir`), or every text file under `dir`. */
export async function precompress(dir: string, files?: readonly string[]): Promise<Compressed> {
  const queue = files
    ? files.filter((file) => TEXT.has(path.extname(file))).map((file) => path.join(dir, file))
    : await textFiles(dir);
  const written = { files: 0, bytes: 0 };
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      for (let file = queue.pop(); file; file = queue.pop()) {
        const one = await compressFile(file);
        written.files += one.files;
        written.bytes += one.bytes;
      }
    }),
  );
  return written;
}
