/**
 * The site's own hosts, read from the built site (the settings every page embeds), so the
 * server counts referrers from them as internal just as the browser does.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { InternalHosts } from '../../src/tracking/touch.ts';

type Hosts = InternalHosts['hosts'];

const HOSTS_JSON = /"hosts":(\{[^{}]*\})/;

/** The hosts in a page's HTML; undefined when the page embeds none. */
export function hostsFromHtml(html: string): Hosts | undefined {
  const found = HOSTS_JSON.exec(html)?.[1];
  if (!found) return undefined;
  try {
    const value: unknown = JSON.parse(found);
    if (typeof value !== 'object' || value === null) return undefined;
    const { marketing, secure, app } = value as Record<string, unknown>;
    return typeof marketing === 'string' && typeof secure === 'string' && typeof app === 'string'
      ? { marketing, secure, app }
      : undefined;
  } catch {
    return undefined;
  }
}

export async function readSiteHosts(distDir: string): Promise<Hosts | undefined> {
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8').catch(() => '');
  return hostsFromHtml(html);
}
