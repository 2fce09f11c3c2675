/**
 * The import graph of src/, read from the source text, and the rules it must keep: no cycles,
 * and data flowing one way (see docs/adr/0010-code-layout.md):
 *
 * - `src/contracts/` is a leaf: it imports nothing else of ours;
 * - `src/content/` (the only code that knows a CMS) imports only contracts, images and itself;
 * - the app shell, the browser runtime and server rendering never import `src/content/`.
 *
 * Pure functions over file texts, so the rules are tested on small made-up graphs.
 */
import path from 'node:path';

/** Relative specifiers of every static, dynamic, re-export and side-effect import. */
export function importSpecifiers(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s[^'";]*?\sfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns)
    for (const match of code.matchAll(pattern)) if (match[1]) found.push(match[1]);
  return found.filter((specifier) => specifier.startsWith('.'));
}

export type Graph = Map<string, Set<string>>;

/** Edges between the given files (paths relative to the repository root, with extensions). */
export function buildGraph(files: ReadonlyMap<string, string>): Graph {
  const graph: Graph = new Map();
  for (const [file, source] of files) {
    const edges = new Set<string>();
    for (const specifier of importSpecifiers(source)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      if (files.has(target)) edges.add(target);
    }
    graph.set(file, edges);
  }
  return graph;
}

/** Strongly connected components with more than one module, or a module importing itself. */
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
    for (const next of graph.get(node) ?? []) {
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

interface LayerRule {
  /** Files the rule applies to (path prefix). */
  from: string;
  /** What they may import of ours, by path prefix; anything else under src/ is refused. */
  allow?: readonly string[];
  /** What they must not import, by path prefix. */
  deny?: readonly string[];
  why: string;
}

export const LAYER_RULES: readonly LayerRule[] = [
  {
    from: 'src/contracts/',
    allow: ['src/contracts/'],
    why: 'contracts are the leaf every layer shares',
  },
  {
    from: 'src/content/',
    allow: ['src/content/', 'src/contracts/', 'src/images/'],
    why: 'the content layer is data that knows no app',
  },
  ...['src/app/', 'src/runtime/', 'src/render/'].map((from) => ({
    from,
    deny: ['src/content/'],
    why: 'the app, the runtime and rendering receive typed data; they never read the CMS',
  })),
];

export function layerViolations(graph: Graph, rules = LAYER_RULES): string[] {
  const problems: string[] = [];
  for (const [file, targets] of graph) {
    if (/\.test\.tsx?$/.test(file)) continue;
    for (const rule of rules) {
      if (!file.startsWith(rule.from)) continue;
      for (const target of targets) {
        const allowed = rule.allow ? rule.allow.some((prefix) => target.startsWith(prefix)) : true;
        const denied = rule.deny?.some((prefix) => target.startsWith(prefix)) ?? false;
        if (!allowed || denied) problems.push(`${file} imports ${target}: ${rule.why}`);
      }
    }
  }
  return problems;
}
