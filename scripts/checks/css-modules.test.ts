/**
 * Every local name a CSS module declares ships in its class map, in the JavaScript of each page
 * that loads the module (`_k3Xa9` per name, vite.config.ts). So a class no script reads is dead
 * weight on every such page, and a keyframes name, which no script reads, is declared global
 * (`@keyframes :global(harbor-…)`, used as `animation: global(harbor-…)`).
 */
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Each source's text, read once: every module's check looks through all of them. */
const SOURCES = new Map(
  globSync('src/**/*.{ts,tsx}', { cwd: ROOT }).map((source) => [
    source,
    readFileSync(path.join(ROOT, source), 'utf8'),
  ]),
);
const MODULES = globSync('src/**/*.module.css', { cwd: ROOT });

/** The CSS without comments, strings, url(…) and :global(…), whose dots are not local classes. */
function selectorText(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/url\([^)]*\)/g, '')
    .replace(/:global\([^)]*\)/g, '')
    .replace(/'[^']*'|"[^"]*"/g, '');
}

/** The names a module exports, as the app reads them (`localsConvention: 'camelCaseOnly'`). */
export function localNames(css: string): { classes: string[]; keyframes: string[] } {
  const text = selectorText(css);
  const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
  const classes = [...text.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => camel(match[1]!));
  const keyframes = [...text.matchAll(/@keyframes\s+([\w-]+)/g)].map((match) => match[1]!);
  return { classes: [...new Set(classes)].sort(), keyframes };
}

/** The sources that import a module, by the path they name resolved from their folder. */
function importers(module: string): string[] {
  return [...SOURCES]
    .filter(([source, text]) =>
      [...text.matchAll(/from '(\.{1,2}\/[^']+\.module\.css)'/g)].some(
        (match) => path.join(path.dirname(source), match[1]!) === module,
      ),
    )
    .map(([, text]) => text);
}

describe('localNames', () => {
  it('finds classes and keyframes, not file names, numbers or quoted text', () => {
    const css = `/* .comment */ .card-title:hover > .icon { background: url('./x.svg'); width: 0.5rem; }
      .mark::after { content: '.quoted'; } @keyframes fade-in { to { opacity: 1 } }
      @keyframes :global(harbor-ok) { to { opacity: 1 } } .form p:global(.error) { margin: 0 }`;
    expect(localNames(css)).toEqual({
      classes: ['cardTitle', 'form', 'icon', 'mark'],
      keyframes: ['fade-in'],
    });
  });
});

describe('CSS modules', () => {
  it('are found', () => {
    expect(MODULES.length).toBeGreaterThan(40);
  });

  it.each(MODULES)(
    '%s: every class is read by a module importing it, keyframes are global',
    (module) => {
      const { classes, keyframes } = localNames(readFileSync(path.join(ROOT, module), 'utf8'));
      const readers = importers(module);
      expect(readers.length, `nothing imports ${module}`).toBeGreaterThan(0);
      const unread = classes.filter(
        (name) => !readers.some((text) => new RegExp(`\\.${name}\\b`).test(text)),
      );
      expect(unread, `classes of ${module} no script reads`).toEqual([]);
      expect(keyframes, `local keyframes in ${module}`).toEqual([]);
    },
  );
});
