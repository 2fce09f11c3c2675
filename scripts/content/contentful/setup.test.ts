/**
 * `npm run contentful:setup` against a stand-in of the Content Management API on 127.0.0.1, over
 * HTTPS with a certificate made for the test (contentful-migration speaks only https://): the
 * real runMigration creates every content type of the model, a second run updates them instead
 * of failing, and missing settings or a refused token are one line each.
 */
import https from 'node:https';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeLocalhostCertificate, type LocalhostCertificate } from '../../localhost-cert.ts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startCmaStandIn, type CmaStandIn } from './cma-stand-in.ts';
import { contentModel } from './content-model.ts';
import { printMigrations, setupSpace, SetupError } from './setup.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'contentful-setup-'));
let tls: LocalhostCertificate;
let standIn: CmaStandIn;
let trusted: unknown;

beforeAll(async () => {
  tls = makeLocalhostCertificate();
  // The SDKs use Node's default agent: trust the test's certificate there, for this file only.
  trusted = https.globalAgent.options.ca;
  https.globalAgent.options.ca = tls.cert;
  standIn = await startCmaStandIn({ tls });
});

// runMigration's progress (its plan, each request) is the tool's own output: not the tests'.
beforeEach(() => {
  for (const method of ['log', 'info', 'warn', 'error'] as const)
    vi.spyOn(console, method).mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

afterAll(async () => {
  https.globalAgent.options.ca = trusted as string | undefined;
  await standIn?.close();
  rmSync(dir, { recursive: true, force: true });
});

const env = () => ({
  CONTENTFUL_SPACE_ID: 'space1',
  CONTENTFUL_MANAGEMENT_TOKEN: 'cma-token',
  CONTENTFUL_MANAGEMENT_HOST: standIn.host,
});

async function setupError(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SetupError);
  return (error as Error).message;
}

describe('setupSpace', () => {
  it('given no space id or management token, should fail in one line naming both', async () => {
    const message = await setupError(setupSpace({}));
    expect(message).toMatch(
      /^contentful:setup needs CONTENTFUL_SPACE_ID and CONTENTFUL_MANAGEMENT_TOKEN:/,
    );
    expect(message.split('\n')).toHaveLength(1);
    expect(await setupError(setupSpace({ CONTENTFUL_SPACE_ID: 's' }))).toMatch(
      /needs CONTENTFUL_MANAGEMENT_TOKEN:/,
    );
  });

  it('given an empty space, should create and publish every content type of the model with its fields', async () => {
    const model = contentModel();
    const result = await setupSpace(env(), { requestLimit: 200 });
    expect(result.created).toEqual(model.map((type) => type.id));
    expect(result.updated).toEqual([]);
    for (const type of model) {
      const stored = standIn.contentTypes.get(type.id) as unknown as {
        sys: { publishedVersion?: number; version: number };
        fields: { id: string; type: string; validations?: unknown[]; items?: unknown }[];
        displayField?: string;
      };
      expect(stored).toBeDefined();
      expect(stored.sys.publishedVersion).toBeDefined();
      expect(stored.fields.map((field) => field.id)).toEqual(type.fields.map((field) => field.id));
      expect(stored.displayField).toBe(type.displayField);
    }
    const page = standIn.contentTypes.get('page') as unknown as {
      fields: Record<string, unknown>[];
    };
    expect(page.fields.find((field) => field.id === 'sections')).toMatchObject({
      type: 'Array',
      items: { type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['section'] }] },
    });
    expect(page.fields.find((field) => field.id === 'template')?.validations).toEqual([
      { in: expect.arrayContaining(['templates/blog-post']) },
    ]);
    // Help texts go to each type's editor interface.
    const controls = (
      standIn.editorInterfaces.get('page') as unknown as { controls: Record<string, unknown>[] }
    ).controls;
    expect(controls.find((control) => control.fieldId === 'heading')).toMatchObject({
      widgetId: 'singleLine',
      settings: { helpText: 'Leave empty to use the title.' },
    });
  });

  it('given a space set up before, should update its types instead of failing or duplicating them', async () => {
    const before = (standIn.contentTypes.get('page') as { sys: { version: number } }).sys.version;
    const result = await setupSpace(env(), { requestLimit: 200 });
    expect(result.created).toEqual([]);
    expect(result.updated).toContain('page');
    expect(standIn.contentTypes.size).toBe(contentModel().length);
    expect(
      (standIn.contentTypes.get('page') as { sys: { version: number } }).sys.version,
    ).toBeGreaterThan(before);
  });

  it('given a token the API refuses, should fail in one line with what to check', async () => {
    const message = await setupError(
      setupSpace({ ...env(), CONTENTFUL_MANAGEMENT_TOKEN: 'wrong' }, { requestLimit: 200 }),
    );
    expect(message).toMatch(/^Contentful answered 401 .*check CONTENTFUL_MANAGEMENT_TOKEN\.$/);
    expect(message.split('\n')).toHaveLength(1);
  });
});

describe('printMigrations', () => {
  it('given a folder, should write one script per content type', async () => {
    const out = path.join(dir, 'migrations');
    const files = await printMigrations(out);
    expect(files).toHaveLength(contentModel().length);
    expect(readdirSync(out)).toContain(
      `${String(contentModel().length).padStart(2, '0')}-page.cjs`,
    );
    expect(readFileSync(files.at(-1) as string, 'utf8')).toContain(
      `migration.createContentType("page"`,
    );
  });
});
