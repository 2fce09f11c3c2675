import { describe, expect, it } from 'vitest';
import { buildGraph, findCycles, importSpecifiers, layerViolations } from './imports.ts';

const graphOf = (files: Record<string, string>) => buildGraph(new Map(Object.entries(files)));

describe('importSpecifiers', () => {
  it('given every form of import, should list the relative ones only', () => {
    const source = `
      import React from 'react';
      import type { A } from './a.ts';
      import { b,
        c } from '../b.ts';
      export { d } from './d.ts';
      import './side-effect.css';
      const e = () => import('./e.tsx');
      // import { f } from './commented.ts';
    `;
    expect(importSpecifiers(source)).toEqual([
      './a.ts',
      '../b.ts',
      './d.ts',
      './side-effect.css',
      './e.tsx',
    ]);
  });
});

describe('findCycles', () => {
  it('given a registry that loads a template which imports a type back from it, should report the cycle', () => {
    const graph = graphOf({
      'src/runtime/routes.ts': "const t = () => import('../templates/home/index.tsx');",
      'src/templates/home/index.tsx':
        "import type { TemplateProps } from '../../runtime/routes.ts';",
    });
    expect(findCycles(graph)).toEqual([['src/runtime/routes.ts', 'src/templates/home/index.tsx']]);
  });

  it('given types taken from a leaf module instead, should find no cycle', () => {
    const graph = graphOf({
      'src/runtime/routes.ts': "const t = () => import('../templates/home/index.tsx');",
      'src/templates/home/index.tsx':
        "import type { TemplateProps } from '../../contracts/templates.ts';",
      'src/contracts/templates.ts': 'export const TEMPLATE_IDS = [];',
    });
    expect(findCycles(graph)).toEqual([]);
  });
});

describe('layerViolations', () => {
  it('given the content layer importing the app, should name the import and the rule', () => {
    const graph = graphOf({
      'src/content/load.ts': "import { ROUTES } from '../app/route-table.ts';",
      'src/app/route-table.ts': '',
    });
    expect(layerViolations(graph)).toEqual([
      'src/content/load.ts imports src/app/route-table.ts: the content layer is data that knows no app',
    ]);
  });

  it('given the runtime reading content or contracts importing the app, should refuse both', () => {
    const graph = graphOf({
      'src/runtime/loader.ts': "import { loadSite } from '../content/load.ts';",
      'src/content/load.ts': '',
      'src/contracts/shared.ts': "import { useShared } from '../app/site-data.tsx';",
      'src/app/site-data.tsx': '',
    });
    expect(layerViolations(graph)).toHaveLength(2);
  });

  it('given imports in the allowed direction, should find nothing', () => {
    const graph = graphOf({
      'src/content/load.ts': "import { ROUTES } from '../contracts/route-table.ts';",
      'src/contracts/route-table.ts': "import type { TemplateId } from './templates.ts';",
      'src/contracts/templates.ts': '',
      'src/runtime/loader.ts': "import { pageKey } from '../contracts/paths.ts';",
      'src/contracts/paths.ts': '',
    });
    expect(layerViolations(graph)).toEqual([]);
  });
});
