import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_NODE_FLAGS, BUILD_SCRIPT, buildArgs } from './build-command.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('build command', () => {
  it('runs build.ts with the flags', () => {
    expect(buildArgs()).toEqual([...BUILD_NODE_FLAGS, BUILD_SCRIPT]);
    expect(path.relative(ROOT, BUILD_SCRIPT)).toBe(path.join('scripts', 'build', 'build.ts'));
  });

  it('is how `npm run build` starts it too', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const words = pkg.scripts.build?.split(' ') ?? [];
    expect(words.at(-1)).toBe('scripts/build/build.ts');
    for (const flag of BUILD_NODE_FLAGS) expect(words).toContain(flag);
  });
});
