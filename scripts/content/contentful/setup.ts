/**
 * `npm run contentful:setup`: creates (or updates) every content type of the model in a space
 * with contentful-migration's runMigration; `-- --print [DIR]` writes the migration scripts out
 * for review instead (default contentful-migrations/), touching no space.
 *
 * Settings: CONTENTFUL_SPACE_ID, CONTENTFUL_MANAGEMENT_TOKEN, CONTENTFUL_ENVIRONMENT (master);
 * CONTENTFUL_MANAGEMENT_HOST (api.contentful.com) for a stand-in. contentful-migration speaks
 * only https:// to its host.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import { runMigration } from 'contentful-migration';

// contentful-management's package gives Node's ESM loader no named exports: loaded as CommonJS.
const { createClient } = createRequire(import.meta.url)(
  'contentful-management',
) as typeof import('contentful-management');
import { describeContentfulFailure } from '../../../src/content/contentful/errors.ts';
import { contentModel, type ContentfulType } from './content-model.ts';
import {
  applyModel,
  migrationScripts,
  type ExistingTypes,
  type MigrationLike,
} from './migration.ts';

type Env = Record<string, string | undefined>;

export class SetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SetupError';
  }
}

export interface ManagementSettings {
  spaceId: string;
  accessToken: string;
  environmentId: string;
  /** host[:port], no scheme. */
  host: string;
  /** http:// (a local stand-in): the management client without TLS. */
  insecure: boolean;
}

/** The settings a command that writes to a space needs, or one line naming what is missing. */
export function managementSettings(env: Env, command: string): ManagementSettings {
  const missing = ['CONTENTFUL_SPACE_ID', 'CONTENTFUL_MANAGEMENT_TOKEN'].filter(
    (name) => !env[name],
  );
  if (missing.length)
    throw new SetupError(
      `${command} needs ${missing.join(' and ')}: the space's id (Settings › General settings) and a personal access token (Settings › CMA tokens), in .env or the environment (docs/content.md#contentful).`,
    );
  const raw = env.CONTENTFUL_MANAGEMENT_HOST || 'api.contentful.com';
  return {
    spaceId: env.CONTENTFUL_SPACE_ID as string,
    accessToken: env.CONTENTFUL_MANAGEMENT_TOKEN as string,
    environmentId: env.CONTENTFUL_ENVIRONMENT || 'master',
    host: raw.replace(/^https?:\/\//, '').replace(/\/+$/, ''),
    insecure: raw.startsWith('http://'),
  };
}

/** The plain management client of the settings. */
export function managementClient(settings: ManagementSettings) {
  return createClient(
    {
      accessToken: settings.accessToken,
      host: settings.host,
      insecure: settings.insecure,
      retryLimit: 2,
    },
    {
      type: 'plain',
      defaults: { spaceId: settings.spaceId, environmentId: settings.environmentId },
    },
  );
}

/** The content types the space has, with their fields' ids. */
async function existingTypes(settings: ManagementSettings): Promise<ExistingTypes> {
  const client = managementClient(settings);
  const types = await client.contentType.getMany({ query: { limit: 1000 } });
  return new Map(types.items.map((type) => [type.sys.id, new Set(type.fields.map((f) => f.id))]));
}

/** Contentful's failures (or runMigration's) as one line per cause. */
function failure(error: unknown, settings: ManagementSettings): SetupError {
  const lines = describeContentfulFailure(error, settings.host).map((line) =>
    line.replace(
      'CONTENTFUL_ACCESS_TOKEN (or CONTENTFUL_PREVIEW_TOKEN for drafts)',
      'CONTENTFUL_MANAGEMENT_TOKEN',
    ),
  );
  const many = (error as { errors?: unknown[] }).errors;
  if (Array.isArray(many))
    for (const cause of many)
      lines.push(`  ${String((cause as Error).message ?? cause).split('\n')[0]}`);
  return new SetupError(lines.join('\n'));
}

/** Applies the model to the space; returns the ids of the types created and of those updated. */
export async function setupSpace(
  env: Env,
  {
    model = contentModel(),
    requestLimit,
  }: {
    model?: readonly ContentfulType[];
    /** Requests a second (contentful-migration's default: 10, Contentful's limit). */
    requestLimit?: number;
  } = {},
): Promise<{ created: string[]; updated: string[] }> {
  const settings = managementSettings(env, 'contentful:setup');
  if (settings.insecure)
    throw new SetupError(
      `CONTENTFUL_MANAGEMENT_HOST is ${env.CONTENTFUL_MANAGEMENT_HOST}, but contentful-migration speaks only https://: give a host without http://.`,
    );
  let existing: ExistingTypes;
  try {
    existing = await existingTypes(settings);
  } catch (error) {
    throw failure(error, settings);
  }
  const migrationFunction = (migration: unknown) =>
    applyModel(migration as MigrationLike, model, existing);
  try {
    await runMigration({
      migrationFunction,
      spaceId: settings.spaceId,
      accessToken: settings.accessToken,
      environmentId: settings.environmentId,
      host: settings.host,
      yes: true,
      retryLimit: 2,
      ...(requestLimit ? { requestLimit } : {}),
      // The plan of every field is hundreds of lines; the types created are printed after.
      quiet: true,
    } as Parameters<typeof runMigration>[0]);
  } catch (error) {
    throw failure(error, settings);
  }
  return {
    created: model.filter((type) => !existing.has(type.id)).map((type) => type.id),
    updated: model.filter((type) => existing.has(type.id)).map((type) => type.id),
  };
}

/** Writes one migration script per content type into `dir`; returns the files written. */
export async function printMigrations(
  dir: string,
  model: readonly ContentfulType[] = contentModel(),
): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  for (const [name, text] of migrationScripts(model)) {
    await writeFile(path.join(dir, name), text);
    written.push(path.join(dir, name));
  }
  return written;
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: { print: { type: 'boolean' }, out: { type: 'string' } },
    allowPositionals: true,
  });
  try {
    if (values.print) {
      const dir = path.resolve(values.out ?? 'contentful-migrations');
      const files = await printMigrations(dir);
      console.log(
        `Wrote ${files.length} migration scripts to ${path.relative(process.cwd(), dir) || '.'}/ (apply one to a fresh space with: npx contentful-migration --space-id ID --access-token TOKEN FILE).`,
      );
    } else {
      const { created, updated } = await setupSpace(process.env);
      console.log(
        `Contentful space ${process.env.CONTENTFUL_SPACE_ID} (${process.env.CONTENTFUL_ENVIRONMENT || 'master'}): ${created.length} content types created${created.length ? ` (${created.join(', ')})` : ''}, ${updated.length} updated${updated.length ? ` (${updated.join(', ')})` : ''}.`,
      );
    }
  } catch (error) {
    if (!(error instanceof SetupError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
