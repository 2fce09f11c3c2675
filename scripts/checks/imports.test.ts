import { describe, expect, it } from 'vitest';
import {
  buildGraph,
  findCycles,
  importSpecifiers,
  importStatements,
  layerViolations,
  packageName,
} from './imports.ts';

const graphOf = (files: Record<string, string>) => buildGraph(new Map(Object.entries(files)));
const violationsOf = (files: Record<string, string>) => layerViolations(graphOf(files));

describe('importSpecifiers', () => {
  it('given every form of import, should list relative specifiers and packages alike', () => {
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
      'react',
      './a.ts',
      '../b.ts',
      './d.ts',
      './side-effect.css',
      './e.tsx',
    ]);
  });

  it('given an import() call, should tell it from a load-time import', () => {
    expect(importStatements("import { a } from './a.ts'; import('./b.tsx');")).toEqual([
      { specifier: './a.ts', kind: 'static' },
      { specifier: './b.tsx', kind: 'lazy' },
    ]);
  });
});

describe('buildGraph', () => {
  it('given subpath and scoped imports, should name the package', () => {
    expect(packageName('react-dom/client')).toBe('react-dom');
    expect(packageName('@hono/node-server/serve-static')).toBe('@hono/node-server');
    expect(packageName('node:fs')).toBe('node:fs');
  });

  it('given a .tsx module with JSX, should count the JSX runtime as an import of react', () => {
    const graph = graphOf({
      'src/tracking/panel.tsx': 'export const Panel = () => <p>hi</p>;',
      'src/tracking/plain.tsx': 'export const two = 2;',
    });
    expect([...graph.get('src/tracking/panel.tsx')!.keys()]).toEqual(['react']);
    expect([...graph.get('src/tracking/plain.tsx')!.keys()]).toEqual([]);
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
      'src/contracts/templates.ts': "import { z } from 'zod';",
    });
    expect(findCycles(graph)).toEqual([]);
  });
});

describe('layerViolations', () => {
  it('given the content layer importing the app, should name the import and the rule', () => {
    expect(
      violationsOf({
        'src/content/load.ts': "import { ROUTES } from '../app/route-table.ts';",
        'src/app/route-table.ts': '',
      }),
    ).toContain(
      'src/content/load.ts imports src/app/route-table.ts: the content layer is data that knows no app: no React, ui, app, runtime or render',
    );
  });

  it('given a test file breaking a rule, should leave it alone', () => {
    expect(
      violationsOf({
        'src/contracts/paths.test.ts': "import { render } from '../render/document.ts';",
        'src/render/document.ts': '',
      }),
    ).toEqual([]);
  });

  // One refused and one accepted graph per rule.
  const cases: {
    rule: string;
    refused: Record<string, string>;
    accepted: Record<string, string>;
  }[] = [
    {
      rule: 'contracts import nothing of ours outside contracts',
      refused: {
        'src/contracts/shared.ts': "import { useShared } from '../site/site-data.tsx';",
        'src/site/site-data.tsx': '',
      },
      accepted: {
        'src/contracts/shared.ts': "import { z } from 'zod'; import { a } from './paths.ts';",
        'src/contracts/paths.ts': '',
      },
    },
    {
      rule: 'site data imports only contracts',
      refused: {
        'src/site/settings.ts': "import { Button } from '../ui/Button/Button.tsx';",
        'src/ui/Button/Button.tsx': '',
      },
      accepted: {
        'src/site/site-data.tsx':
          "import { use } from 'react'; import type { SharedData } from '../contracts/shared.ts';",
        'src/contracts/shared.ts': '',
      },
    },
    {
      rule: 'content imports no React',
      refused: { 'src/content/load.ts': "import { createElement } from 'react';" },
      accepted: { 'src/content/load.ts': "import { z } from 'zod';" },
    },
    {
      rule: 'content imports no ui, app, runtime or render',
      refused: {
        'src/content/load.ts': "import { documentHtml } from '../render/document.ts';",
        'src/render/document.ts': '',
      },
      accepted: {
        'src/content/load.ts': "import { resolveImage } from '../images/resolve.ts';",
        'src/images/resolve.ts': '',
      },
    },
    {
      rule: 'the app, runtime and rendering never read content',
      refused: {
        'src/runtime/loader.ts': "import { loadSite } from '../content/load.ts';",
        'src/content/load.ts': '',
      },
      accepted: {
        'src/runtime/loader.ts': "import { pageKey } from '../contracts/paths.ts';",
        'src/contracts/paths.ts': '',
      },
    },
    {
      rule: 'nothing below the app imports the app',
      refused: {
        'src/blocks/Cta.tsx': "import { App } from '../app/App.tsx';",
        'src/app/App.tsx': '',
      },
      accepted: {
        'src/render/render-page.tsx': "import { App } from '../app/App.tsx';",
        'src/runtime/client.tsx': "import { App } from '../app/App.tsx';",
        'src/test/site.tsx': "import { App } from '../app/App.tsx';",
        'src/app/App.tsx': '',
      },
    },
    {
      rule: 'ui imports no content, app, tracking or sections',
      refused: {
        'src/ui/Card/Card.tsx': "import { Hero } from '../../sections/Hero.tsx';",
        'src/sections/Hero.tsx': '',
      },
      accepted: {
        'src/ui/Card/Card.tsx': "import { Icon } from '../Icon/Icon.tsx';",
        'src/ui/Icon/Icon.tsx': '',
      },
    },
    {
      rule: 'tracking imports no React package',
      refused: { 'src/tracking/tracker.ts': "import { createRoot } from 'react-dom/client';" },
      accepted: { 'src/tracking/cookies.ts': "import Cookies from 'js-cookie';" },
    },
    {
      rule: 'tracking imports no React component, even one of another room',
      refused: {
        'src/tracking/tracker.ts': "import { InspectorPanel } from '../visit-inspector/Panel.tsx';",
        'src/visit-inspector/Panel.tsx': '',
      },
      accepted: {
        'src/tracking/tracker.ts': "const load = () => import('../visit-inspector/inspector.tsx');",
        'src/visit-inspector/inspector.tsx': '',
      },
    },
    {
      rule: 'tracking imports no ui or chrome, even lazily',
      refused: {
        'src/tracking/tracker.ts': "const load = () => import('../chrome/Header.tsx');",
        'src/chrome/Header.tsx': '',
      },
      accepted: {
        'src/tracking/tracker.ts': "import { COOKIE } from './cookies.ts';",
        'src/tracking/cookies.ts': '',
      },
    },
    {
      rule: 'integrations import no chrome',
      refused: {
        'src/integrations/help-widget.ts': "import { HelpLink } from '../chrome/HelpLink.tsx';",
        'src/chrome/HelpLink.tsx': '',
      },
      accepted: {
        'src/chrome/HelpLink.tsx': "const w = () => import('../integrations/help-widget.ts');",
        'src/integrations/help-widget.ts': '',
      },
    },
    {
      rule: 'the runtime imports no rendering',
      refused: {
        'src/runtime/client.tsx': "import { INITIAL_DATA_ID } from '../render/document.ts';",
        'src/render/document.ts': '',
      },
      accepted: {
        'src/runtime/client.tsx': "import { INITIAL_DATA_ID } from '../contracts/initial-data.ts';",
        'src/contracts/initial-data.ts': '',
      },
    },
    {
      rule: 'the server imports no templates or rendering, wherever its file sits',
      refused: {
        'server/static/pages.ts': "import { renderPage } from '../../src/render/render-page.tsx';",
        'src/render/render-page.tsx': '',
      },
      accepted: {
        'server/forms/fields.ts': "import { isAllowedParam } from '../../src/tracking/params.ts';",
        'src/tracking/params.ts': '',
      },
    },
    {
      rule: 'the site imports no server, scripts or edge functions',
      refused: {
        'src/tracking/referrer-match.ts':
          "import { compile } from '../../scripts/referrers/compile.ts';",
        'scripts/referrers/compile.ts': '',
      },
      accepted: {
        'scripts/build/build.ts': "import { loadSite } from '../../src/content/load.ts';",
        'src/content/load.ts': '',
      },
    },
    {
      rule: 'the server imports no scripts',
      refused: {
        'server/forms/export.ts': "import { toCsv } from '../../scripts/content/forms-csv.ts';",
        'scripts/content/forms-csv.ts': '',
      },
      accepted: {
        'scripts/content/forms-csv.ts':
          "import type { Row } from '../../server/forms/providers.ts';",
        'server/forms/providers.ts': '',
      },
    },
    {
      rule: 'the edge function imports no server or scripts',
      refused: {
        'functions/_middleware.ts': "import { createApp } from '../server/app.ts';",
        'server/app.ts': '',
      },
      accepted: {
        'functions/_middleware.ts':
          "import { withAttributionCookies } from '../src/tracking/server-cookies.ts';",
        'src/tracking/server-cookies.ts': '',
      },
    },
  ];

  for (const { rule, refused, accepted } of cases) {
    it(`given a graph against the rule "${rule}", should refuse it`, () => {
      expect(violationsOf(refused)).toHaveLength(1);
    });
    it(`given a graph that keeps the rule "${rule}", should accept it`, () => {
      expect(violationsOf(accepted)).toEqual([]);
    });
  }
});
