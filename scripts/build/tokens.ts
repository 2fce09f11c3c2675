/**
 * The design tokens of src/ui/tokens/tokens.css (its first `:root` block), for what is drawn
 * outside CSS: the link-preview images (./og-images.ts) and the illustration generators
 * (scripts/content/). A picture then takes the site's colours from the one place they are
 * defined instead of a copy that drifts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const TOKENS_FILE = path.resolve(import.meta.dirname, '../../src/ui/tokens/tokens.css');

/** `--name: value;` declarations of a stylesheet's first `:root { … }` block, comments removed. */
export function rootTokens(css: string): Map<string, string> {
  const body = /:root\s*\{([^}]*)\}/.exec(css.replace(/\/\*[\s\S]*?\*\//g, ''))?.[1] ?? '';
  const tokens = new Map<string, string>();
  for (const [, name, value] of body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g))
    tokens.set(name!, value!.trim());
  return tokens;
}

const TOKENS = rootTokens(readFileSync(TOKENS_FILE, 'utf8'));

/** The value of a token (`token('--color-brand')` → `#4176fa`); throws when there is none. */
export function token(name: `--${string}`): string {
  const value = TOKENS.get(name);
  if (value === undefined) throw new Error(`src/ui/tokens/tokens.css has no ${name}`);
  return value;
}
