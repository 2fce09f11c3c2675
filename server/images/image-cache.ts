/**
 * The image service's disk cache: rendered variants under one folder, at most `maxBytes` in
 * total, the least recently used evicted first. The index (name → size, in recency order) is
 * rebuilt from the folder at start, oldest access first, so a restart keeps what was hot.
 */
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const DEFAULT_IMAGE_CACHE_BYTES = 512 * 1024 * 1024;

export function createImageCache({ dir, maxBytes }: { dir: string; maxBytes: number }) {
  /** Insertion order is recency order: the first entry is the least recently used. */
  const entries = new Map<string, number>();
  let total = 0;
  let loaded: Promise<void> | undefined;

  const load = () =>
    (loaded ??= (async () => {
      const names = await readdir(dir).catch(() => [] as string[]);
      const found = await Promise.all(
        names
          .filter((name) => !name.endsWith('.tmp'))
          .map(async (name) => {
            const info = await stat(path.join(dir, name)).catch(() => null);
            return info?.isFile() ? { name, size: info.size, used: info.atimeMs } : null;
          }),
      );
      for (const entry of found.filter((item) => item !== null).sort((a, b) => a.used - b.used)) {
        if (entries.has(entry.name)) continue;
        entries.set(entry.name, entry.size);
        total += entry.size;
      }
      await evict();
    })());

  const forget = (name: string) => {
    const size = entries.get(name);
    if (size === undefined) return;
    entries.delete(name);
    total -= size;
  };

  async function evict(): Promise<void> {
    let excess = total - maxBytes;
    const victims: string[] = [];
    for (const [name, size] of entries) {
      if (excess <= 0) break;
      victims.push(name);
      excess -= size;
    }
    for (const name of victims) forget(name);
    await Promise.all(victims.map((name) => unlink(path.join(dir, name)).catch(() => {})));
  }

  return {
    /** The cached bytes of `name`, marking it recently used; null when absent. */
    async get(name: string): Promise<Buffer | null> {
      await load();
      if (!entries.has(name)) return null;
      const body = await readFile(path.join(dir, name)).catch(() => null);
      if (!body) {
        forget(name);
        return null;
      }
      const size = entries.get(name) as number;
      entries.delete(name);
      entries.set(name, size);
      return body;
    },
    /** Stores `body` under `name`, then evicts the least recently used past the cap. */
    async put(name: string, body: Buffer): Promise<void> {
      await load();
      if (body.byteLength > maxBytes) return;
      await mkdir(dir, { recursive: true });
      // Written aside then renamed, so a concurrent reader never sees half a file.
      const temp = path.join(
        dir,
        `${name}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`,
      );
      await writeFile(temp, body);
      await rename(temp, path.join(dir, name));
      forget(name);
      entries.set(name, body.byteLength);
      total += body.byteLength;
      await evict();
    },
    /** Bytes in the cache (after the index is loaded). */
    async size(): Promise<number> {
      await load();
      return total;
    },
    get files() {
      return entries.size;
    },
  };
}
export type ImageCache = ReturnType<typeof createImageCache>;
