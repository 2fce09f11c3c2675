import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CompiledSite } from '../../src/content/compile.ts';
import type { PageData } from '../../src/contracts/page-data.ts';
import { builtRenderer, studioBuildDir } from './start.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/**
 * A build's studio folder whose server bundle writes down the styles it was given for the
 * template and for each section type the page names.
 */
async function studioFolder(blocks: object | null): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'studio-'));
  dirs.push(root);
  const dist = path.join(root, 'dist');
  const dir = studioBuildDir(dist);
  await mkdir(path.join(dir, 'server'), { recursive: true });
  await writeFile(
    path.join(dir, 'server/server-entry.js'),
    `export const loadAllTemplates = async () => new Map([['templates/home', 'Home']]);
export const renderPage = ({ page, assets }) => JSON.stringify({
  template: assets.template(page.template).css,
  sections: page.props.sections.map((s) => assets.block('section:' + s.type)?.css ?? null),
});`,
  );
  await writeFile(
    path.join(dir, 'assets.json'),
    JSON.stringify({
      'templates/home': {
        entry: 'e.js',
        template: 't.js',
        css: ['/assets/home.css'],
        modulePreload: [],
      },
    }),
  );
  if (blocks) await writeFile(path.join(dir, 'blocks.json'), JSON.stringify(blocks));
  return dist;
}

const compiled = {
  appData: { buildHash: 'b' },
  queries: new Map(),
  slices: {},
} as unknown as CompiledSite;
const page = {
  path: '/',
  template: 'templates/home',
  props: { sections: [{ type: 'HomeHero' }, { type: 'Quote' }] },
} as unknown as PageData;

describe('the studio preview’s renderer', () => {
  it('given a page of sections, should link each section’s styles beside the template’s, as the build does', async () => {
    const dist = await studioFolder({
      'section:HomeHero': { js: [], css: ['/assets/HomeHero.css'] },
    });
    expect(JSON.parse(await builtRenderer(dist)(compiled, page))).toEqual({
      template: ['/assets/home.css'],
      sections: [['/assets/HomeHero.css'], null],
    });
  });

  it('given a studio folder from a build before blocks.json, should still render, with template styles only', async () => {
    const dist = await studioFolder(null);
    expect(JSON.parse(await builtRenderer(dist)(compiled, page))).toEqual({
      template: ['/assets/home.css'],
      sections: [null, null],
    });
  });
});
