import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adoptOldDataDir } from './old-data-dir.ts';

function dirs() {
  const root = mkdtempSync(path.join(tmpdir(), 'old-data-'));
  const oldDir = path.join(root, '.cache/data');
  mkdirSync(oldDir, { recursive: true });
  return { oldDir, dataDir: path.join(root, 'data') };
}

describe('adoptOldDataDir', () => {
  it('given leads in the old place and none in the new, should move every database with its logs', () => {
    const { oldDir, dataDir } = dirs();
    for (const name of ['forms.sqlite', 'forms.sqlite-wal', 'events.sqlite', 'images.json'])
      writeFileSync(path.join(oldDir, name), name);
    const result = adoptOldDataDir(oldDir, dataDir);
    expect(result.conflicts).toEqual([]);
    expect(readdirSync(dataDir).sort()).toEqual([
      'events.sqlite',
      'forms.sqlite',
      'forms.sqlite-wal',
    ]);
    expect(readFileSync(path.join(dataDir, 'forms.sqlite-wal'), 'utf8')).toBe('forms.sqlite-wal');
    expect(readdirSync(oldDir)).toEqual(['images.json']);
  });

  it('given a database of the same name in both places, should move nothing and name it', () => {
    const { oldDir, dataDir } = dirs();
    mkdirSync(dataDir);
    writeFileSync(path.join(oldDir, 'forms.sqlite'), 'old');
    writeFileSync(path.join(dataDir, 'forms.sqlite'), 'new');
    expect(adoptOldDataDir(oldDir, dataDir)).toEqual({ moved: [], conflicts: ['forms.sqlite'] });
    expect(readFileSync(path.join(oldDir, 'forms.sqlite'), 'utf8')).toBe('old');
  });

  it('given no old place, should do nothing', () => {
    const { dataDir } = dirs();
    expect(adoptOldDataDir(path.join(dataDir, 'nowhere'), dataDir)).toEqual({
      moved: [],
      conflicts: [],
    });
  });
});
