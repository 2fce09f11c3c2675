/**
 * The import graph of src/, server/, scripts/ and functions/, read from the source text, and the
 * rules it must keep: no cycles, and data flowing one way (see docs/adr/0010-code-layout.md). The
 * rules are in LAYER_RULES, each with the reason it prints when broken.
 *
 * Pure functions over file texts, so the rules are tested on small made-up graphs.
 */
import path from 'node:path';

/** How a module reaches another: at load time, or on demand with `import()` (its own chunk). */
export type ImportKind = 'static' | 'lazy';

export interface ImportStatement {
  specifier: string;
  kind: ImportKind;
}

/** Every static, dynamic, re-export and side-effect import: relative specifiers and packages. */
export function importStatements(source: string): ImportStatement[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found: ImportStatement[] = [];
  const patterns: [RegExp, ImportKind][] = [
    [/\b(?:import|export)\s[^'";]*?\sfrom\s*['"]([^'"]+)['"]/g, 'static'],
    [/\bimport\s*['"]([^'"]+)['"]/g, 'static'],
    [/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g, 'lazy'],
  ];
  for (const [pattern, kind] of patterns)
    for (const match of code.matchAll(pattern))
      if (match[1]) found.push({ specifier: match[1], kind });
  return found;
}

/** The specifiers alone (relative ones and packages), in the order of importStatements. */
export function importSpecifiers(source: string): string[] {
  return importStatements(source).map((statement) => statement.specifier);
}

/** The package a bare specifier names: `react-dom/client` → `react-dom`, `@a/b/c` → `@a/b`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * Imports of each file: our files by path (relative to the repository root, with extensions),
 * packages by name. A `.tsx` module with JSX in it also imports `react` (the JSX runtime).
 */
export type Graph = Map<string, Map<string, ImportKind>>;

export function buildGraph(files: ReadonlyMap<string, string>): Graph {
  const graph: Graph = new Map();
  for (const [file, source] of files) {
    const edges = new Map<string, ImportKind>();
    const add = (target: string, kind: ImportKind) => {
      if (edges.get(target) !== 'static') edges.set(target, kind);
    };
    for (const { specifier, kind } of importStatements(source)) {
      if (specifier.startsWith('.')) {
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
        if (files.has(target)) add(target, kind);
      } else {
        add(packageName(specifier), kind);
      }
    }
    if (file.endsWith('.tsx') && /<\/|\/>/.test(source)) add('react', 'static');
    graph.set(file, edges);
  }
  return graph;
}

/** Strongly connected components of our files with more than one module, or a self-import. */
export function findCycles(graph: Graph): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const lowlinks = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    indices.set(node, index);
    lowlinks.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!graph.has(next)) continue;
      if (!indices.has(next)) {
        visit(next);
        lowlinks.set(node, Math.min(lowlinks.get(node)!, lowlinks.get(next)!));
      } else if (onStack.has(next)) {
        lowlinks.set(node, Math.min(lowlinks.get(node)!, indices.get(next)!));
      }
    }
    if (lowlinks.get(node) !== indices.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.has(node)) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return cycles;
}

export interface LayerRule {
  /** Files the rule applies to (path prefix). */
  from: string;
  /** Files under `from` the rule leaves alone (path prefixes). */
  except?: readonly string[];
  /** What they may import of ours, by path prefix; any other file of ours is refused. */
  allow?: readonly string[];
  /** Files of ours they must not import, by path prefix or, starting with a dot, by extension. */
  deny?: readonly string[];
  /** Packages they must not import, by name. */
  denyPackages?: readonly string[];
  /** What they may still load with `import()`, as a chunk of its own (path prefixes). */
  lazy?: readonly string[];
  why: string;
}

const REACT = ['react', 'react-dom'];
const EVERY_ROOM_BUT_CONTRACTS = 'anything of ours but src/contracts/';

export const LAYER_RULES: readonly LayerRule[] = [
  {
    from: 'src/contracts/',
    allow: ['src/contracts/'],
    why: `contracts are the leaf every layer shares: they import ${EVERY_ROOM_BUT_CONTRACTS}`,
  },
  {
    from: 'src/site/',
    allow: ['src/site/', 'src/contracts/'],
    why: 'site data is a leaf under every component: it imports only contracts (and React)',
  },
  {
    from: 'src/content/',
    allow: ['src/content/', 'src/contracts/', 'src/images/'],
    denyPackages: REACT,
    why: 'the content layer is data that knows no app: no React, ui, app, runtime or render',
  },
  ...['src/app/', 'src/runtime/', 'src/render/'].map((from) => ({
    from,
    deny: ['src/content/'],
    why: 'the app, the runtime and rendering receive typed data; they never read the CMS',
  })),
  {
    from: 'src/',
    except: ['src/app/', 'src/render/', 'src/runtime/', 'src/test/'],
    deny: ['src/app/'],
    why: 'the app shell is the top: only rendering, the runtime and tests import src/app/',
  },
  {
    from: 'src/ui/',
    deny: ['src/content/', 'src/app/', 'src/tracking/', 'src/sections/'],
    why: 'the design system knows no content, app, tracking or sections: it receives props',
  },
  {
    from: 'src/tracking/',
    deny: ['.tsx', 'src/ui/', 'src/chrome/'],
    denyPackages: REACT,
    lazy: ['src/visit-inspector/'],
    why: 'tracking is plain TypeScript: no React components, ui or chrome (the inspector loads lazily)',
  },
  {
    from: 'src/integrations/',
    deny: ['src/chrome/'],
    why: 'integrations are adapters the chrome calls, never the other way round',
  },
  {
    from: 'src/runtime/',
    deny: ['src/render/'],
    why: 'the browser runtime never loads server rendering',
  },
  {
    from: 'server/',
    deny: ['src/templates/', 'src/render/'],
    why: 'the server serves built files; it never renders pages',
  },
  {
    from: 'src/',
    deny: ['server/', 'scripts/', 'functions/'],
    why: 'the site is built from src/ alone: it never imports the server, the scripts or the edge',
  },
  {
    from: 'server/',
    deny: ['scripts/', 'functions/'],
    why: 'the server runs in production without the build tools',
  },
  {
    from: 'functions/',
    deny: ['server/', 'scripts/'],
    why: 'the edge function runs on Workers: it shares code with the site, not with Node tools',
  },
];

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

function matches(target: string, patterns: readonly string[] | undefined): boolean {
  return (
    patterns?.some((pattern) =>
      pattern.startsWith('.') ? target.endsWith(pattern) : target.startsWith(pattern),
    ) ?? false
  );
}

export function layerViolations(graph: Graph, rules = LAYER_RULES): string[] {
  const problems: string[] = [];
  for (const [file, targets] of graph) {
    if (isTest(file)) continue;
    for (const rule of rules) {
      if (!file.startsWith(rule.from) || matches(file, rule.except)) continue;
      for (const [target, kind] of targets) {
        const ours = graph.has(target);
        const refused = ours
          ? (rule.allow !== undefined && !matches(target, rule.allow)) ||
            (matches(target, rule.deny) && !(kind === 'lazy' && matches(target, rule.lazy)))
          : (rule.denyPackages?.includes(target) ?? false);
        if (refused) problems.push(`${file} imports ${target}: ${rule.why}`);
      }
    }
  }
  return problems;
}
