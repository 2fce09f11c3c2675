import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM } from './chromium.ts';

/** Runs scripts/chromium in front of a stand-in browser that prints its arguments, one per line. */
function argumentsPassedOn(args: string[]): string[] {
  const folder = mkdtempSync(path.join(tmpdir(), 'chromium-'));
  const standIn = path.join(folder, 'browser');
  writeFileSync(standIn, '#!/bin/sh\nfor arg in "$@"; do printf "%s\\n" "$arg"; done\n');
  chmodSync(standIn, 0o755);
  const result = spawnSync(CHROMIUM, args, {
    encoding: 'utf8',
    env: { ...process.env, CHROMIUM_PATH: standIn },
  });
  expect(result.status).toBe(0);
  return result.stdout.split('\n').slice(0, -1);
}

describe('scripts/chromium', () => {
  it('given several feature lists, should pass one of each with every feature, last', () => {
    expect(
      argumentsPassedOn([
        '--disable-features=PaintHolding,MediaRouter',
        '--headless',
        '--enable-features=A',
        '--disable-features=WebUIOmniboxPopup',
        '--enable-features=B',
      ]),
    ).toEqual([
      '--headless',
      '--enable-features=A,B',
      '--disable-features=PaintHolding,MediaRouter,WebUIOmniboxPopup',
    ]);
  });

  it('given empty lists and arguments with spaces, should drop the empty lists and keep the rest whole', () => {
    expect(
      argumentsPassedOn(['--enable-features=', '--user-data-dir=/tmp/a b', 'about:blank']),
    ).toEqual(['--user-data-dir=/tmp/a b', 'about:blank']);
  });

  it('given no feature list, should pass the arguments unchanged', () => {
    expect(argumentsPassedOn(['--no-sandbox', '--remote-debugging-pipe'])).toEqual([
      '--no-sandbox',
      '--remote-debugging-pipe',
    ]);
  });
});
