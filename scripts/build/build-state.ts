/**
 * What a build leaves for the next incremental one (./incremental.ts), in
 * `.cache/incremental/<hash of the output directory>/` (under the repository, where the server
 * bundle finds its dependencies; never published): the server bundle and Vite's manifest it rendered with, and,
 * per page, the hash of the page data it rendered and the joined stylesheets it used. A page is
 * rendered again when its data's hash or the inputs every page shares (the render's `init`: build
 * hash, shared data, slices, chunks, preview images) change; the files derived from the page list
 * are derived again and rewritten only where their bytes differ.
 *
 * The state also records the fingerprint of the code and of the build's environment: a change to
 * either (a source file, package-lock.json, an environment variable the build reads) makes the
 * next incremental build a full one.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { stampOf } from '../../src/content/local-source.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export const STATE_VERSION = 1;

export interface PageState {
  /** sha256 of the page's compiled JSON (src/content/compile.ts). */
  hash: string;
  /** Site paths of the joined stylesheets its render wrote (./stylesheets.ts). */
  joined: string[];
}

export interface BuildState {
  version: typeof STATE_VERSION;
  /** Fingerprint of the code and dependencies (codeFingerprint). */
  code: string;
  /** Fingerprint of the environment variables the build reads (envFingerprint). */
  env: string;
  /** The content directory built (CONTENT_DIR or content/). */
  contentDir: string;
  /** Hash of what every page's render shares (the worker's init but its paths). */
  initHash: string;
  templates: string[];
  /** Site paths of the image files written for a static host. */
  variants: string[];
  pages: Record<string, PageState>;
}

/** The directory that holds the state, the server bundle and the manifest of a built site. */
export const stateDirOf = (outDir: string) =>
  path.join(
    ROOT,
    '.cache/incremental',
    createHash('sha256').update(path.resolve(outDir)).digest('hex').slice(0, 16),
  );

const STATE_FILE = 'state.json';

/** What the build's output depends on besides content: the sources, the lock file, configs. */
const CODE_INPUTS = [
  'src',
  'scripts',
  'public',
  // The referrer lists the build reads; not the rest of data/, where the server keeps its leads,
  // events and consent records (DATA_DIR's default): a lead written there made the next content
  // edit a full build.
  'data/referrers',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
];

/**
 * Paths, sizes and modification times of every code input: any edit, checkout or `npm install`
 * changes it. 20 ms on this repository.
 */
export function codeFingerprint(root = ROOT): string {
  const hash = createHash('sha256');
  const visit = (file: string) => {
    let stats;
    try {
      stats = statSync(file);
    } catch {
      return;
    }
    if (stats.isDirectory()) {
      for (const name of readdirSync(file).sort()) {
        // Test files never reach the built site.
        if (/\.test\.tsx?$/.test(name) || name === 'node_modules') continue;
        visit(path.join(file, name));
      }
    } else {
      hash.update(`${path.relative(root, file)}\0${stats.size}\0${stats.mtimeMs}\n`);
    }
  };
  for (const input of CODE_INPUTS) visit(path.join(root, input));
  return hash.digest('hex').slice(0, 20);
}

/** The environment variables the build's output depends on (read by src/ and scripts/). */
const BUILD_ENV = [
  'BUILD_DATE',
  'CONSENT_COUNTRY_HEADER',
  'CONSENT_MODE',
  'CONSENT_REGIONS',
  'CONTENTFUL_ACCESS_TOKEN',
  'CONTENTFUL_ENVIRONMENT',
  'CONTENTFUL_HOST',
  'CONTENTFUL_PREVIEW_TOKEN',
  'CONTENTFUL_LOCALE',
  'CONTENTFUL_SNAPSHOT',
  'CONTENTFUL_SPACE_ID',
  'CONTENT_DIR',
  'DEPLOY_TARGET',
  'GOOGLE_TAG_ID',
  'IMAGE_VARIANTS',
  'IMGIX_DOMAIN',
  'NGINX_UPSTREAM',
  'SITE_URL',
];

export function envFingerprint(env: Record<string, string | undefined>): string {
  const keys = [...BUILD_ENV, ...Object.keys(env).filter((key) => key.startsWith('VITE_'))].sort();
  return createHash('sha256')
    .update(JSON.stringify(keys.map((key) => [key, env[key] ?? ''])))
    .digest('hex')
    .slice(0, 20);
}

export function readBuildState(stateDir: string): BuildState | null {
  try {
    const state = JSON.parse(readFileSync(path.join(stateDir, STATE_FILE), 'utf8')) as BuildState;
    return state.version === STATE_VERSION ? state : null;
  } catch {
    return null;
  }
}

/** Written whole under a temporary name, then renamed: a crash never leaves half a state. */
export async function writeBuildState(stateDir: string, state: BuildState): Promise<void> {
  await mkdir(stateDir, { recursive: true });
  const file = path.join(stateDir, STATE_FILE);
  await writeFile(`${file}.${process.pid}.tmp`, JSON.stringify(state));
  await rename(`${file}.${process.pid}.tmp`, file);
}

export const stateFile = (stateDir: string) => path.join(stateDir, STATE_FILE);

/**
 * Which build state file is there now (src/content/local-source.ts `stampOf`): a state written
 * since, by another build, has another stamp.
 */
export const stateStamp = (stateDir: string): string | null => stampOf(stateFile(stateDir));

export const pageHash = (json: Uint8Array) => createHash('sha256').update(json).digest('hex');
