/**
 * Fails when the code grows an import cycle or an import against the direction data flows
 * (rules in scripts/checks/imports.ts), over the site (src/), the server, the scripts and the edge
 * functions. Run by `npm test`.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { buildGraph, findCycles, layerViolations } from './imports.ts';

const root = path.resolve(import.meta.dirname, '../..');
const files = new Map<string, string>();
for (const dir of ['src', 'server', 'scripts', 'functions'])
  for (const entry of readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(tsx?|mts|mjs)$/.test(entry.name)) continue;
    const file = path
      .relative(root, path.join(entry.parentPath, entry.name))
      .split(path.sep)
      .join('/');
    files.set(file, readFileSync(path.join(root, file), 'utf8'));
  }
const graph = buildGraph(files);
const cycles = findCycles(graph);
const violations = layerViolations(graph);
const edges = [...graph.values()].reduce(
  (sum, targets) => sum + [...targets.keys()].filter((target) => graph.has(target)).length,
  0,
);
console.log(
  `imports: ${files.size} modules, ${edges} imports, ${cycles.length} cycles, ${violations.length} layer violations`,
);
for (const cycle of cycles) console.error(`  cycle: ${cycle.join(' → ')}`);
for (const violation of violations) console.error(`  ${violation}`);
if (cycles.length > 0 || violations.length > 0) process.exit(1);
