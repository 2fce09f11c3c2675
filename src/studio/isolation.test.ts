/**
 * Guards against: the studio's bundle (Decap CMS, megabytes) reaching the site's pages. Only
 * src/studio/ may import Decap, and no page code may import src/studio/, so the client build's
 * module graph (src/runtime/client.tsx) never holds either (scripts/checks/budgets.ts
 * OUTSIDE_BUDGETS).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OUTSIDE_BUDGETS } from '../../scripts/checks/budgets.ts';

const SRC = path.resolve(import.meta.dirname, '..');

function sourceFiles(): string[] {
  return readdirSync(SRC, { recursive: true, withFileTypes: true })
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name),
    )
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.startsWith(path.join(SRC, 'studio') + path.sep));
}

describe('the studio bundle', () => {
  it('should be imported by no code of the site', () => {
    const offenders = sourceFiles().filter((file) =>
      /from ['"](decap-cms[^'"]*|[^'"]*\/studio\/[^'"]*)['"]|import\(['"][^'"]*studio/.test(
        readFileSync(file, 'utf8'),
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('should be outside the budgets with a reason', () => {
    expect(OUTSIDE_BUDGETS['/admin/']).toMatch(/only \/admin\/ loads/);
  });
});
