/**
 * `npm run deps`: the production dependencies (what the preview server and the browser bundles
 * are built from), how many are direct, and their licences from the lockfile. Fails on a licence
 * that is not permissive, unless it is an exception named below with its reason.
 *
 * The registry here does not answer `npm audit`; where it does, run `npm audit --omit=dev`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export const PERMISSIVE = new Set([
  'MIT',
  'MIT-0',
  'ISC',
  'Apache-2.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  '0BSD',
  'CC0-1.0',
  'Unlicense',
  'BlueOak-1.0.0',
  'Zlib',
  'WTFPL',
]);

/** Licences accepted for particular packages, and why. */
export const EXCEPTIONS: { pattern: RegExp; licence: RegExp; reason: string }[] = [
  {
    pattern: /^@img\/sharp-(libvips-|wasm32|win32-)/,
    licence: /LGPL-3\.0-or-later/,
    reason:
      "libvips, the image library sharp links dynamically; used by the preview server's image service, never shipped to browsers",
  },
  {
    // Old packages the content studio (Decap CMS) pulls in whose package.json names no SPDX
    // licence; each ships an MIT licence text (LICENSE-MIT or its README), read 2026-11-27.
    pattern: /^(fuzzy|semaphore|sort-asc|sort-desc|sort-object|trim)$/,
    licence: /^UNKNOWN$/,
    reason: 'studio dependency without an SPDX field; its licence file or README grants MIT',
  },
  {
    pattern: /^@vercel\/stega$/,
    licence: /^MPL-2\.0$/,
    reason:
      'studio dependency (Decap CMS); MPL-2.0 is file-level copyleft: we ship it unmodified, only in /admin/',
  },
];

/** Whether an SPDX expression is acceptable: every part of an AND, at least one part of an OR. */
export function permissive(expression: string | undefined): boolean {
  if (!expression) return false;
  const clean = expression.replace(/[()]/g, ' ');
  return clean
    .split(/\s+OR\s+/)
    .some((alternative) => alternative.split(/\s+AND\s+/).every((id) => PERMISSIVE.has(id.trim())));
}

interface LockPackage {
  version?: string;
  license?: string;
  dev?: boolean;
  optional?: boolean;
}

export interface Dependency {
  name: string;
  version: string;
  licence: string;
  verdict: 'ok' | 'exception' | 'refused';
  reason?: string;
}

export function productionDependencies(
  lock: { packages: Record<string, LockPackage> },
  installed: (packagePath: string) => boolean,
): Dependency[] {
  return Object.entries(lock.packages)
    .filter(([key, entry]) => key !== '' && !entry.dev && installed(key))
    .map(([key, entry]) => {
      const name = key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);
      const licence = entry.license ?? 'UNKNOWN';
      if (permissive(entry.license))
        return { name, version: entry.version ?? '?', licence, verdict: 'ok' as const };
      const exception = EXCEPTIONS.find(
        (rule) => rule.pattern.test(name) && rule.licence.test(licence),
      );
      return exception
        ? {
            name,
            version: entry.version ?? '?',
            licence,
            verdict: 'exception' as const,
            reason: exception.reason,
          }
        : { name, version: entry.version ?? '?', licence, verdict: 'refused' as const };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

if (import.meta.main) {
  const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const deps = productionDependencies(lock, (key) =>
    existsSync(path.join(ROOT, key, 'package.json')),
  );
  const direct = Object.keys(manifest.dependencies ?? {});
  const byLicence = new Map<string, number>();
  for (const dep of deps) byLicence.set(dep.licence, (byLicence.get(dep.licence) ?? 0) + 1);
  console.log(
    `production dependencies: ${deps.length} installed, ${direct.length} direct (${direct.join(', ')})`,
  );
  for (const [licence, count] of [...byLicence].sort((a, b) => b[1] - a[1]))
    console.log(`  ${String(count).padStart(3)}  ${licence}`);
  for (const dep of deps.filter((d) => d.verdict === 'exception'))
    console.log(`  accepted ${dep.name}@${dep.version} (${dep.licence}): ${dep.reason}`);
  const refused = deps.filter((dep) => dep.verdict === 'refused');
  for (const dep of refused)
    console.error(`  not permissive: ${dep.name}@${dep.version} (${dep.licence})`);
  if (refused.length > 0) process.exit(1);
}
