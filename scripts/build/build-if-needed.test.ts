import { describe, expect, it } from 'vitest';
import { afterBuild } from './build-if-needed.ts';

describe('afterBuild', () => {
  it('given a build that succeeded, should start the site', () => {
    expect(afterBuild(0, 0)).toEqual({ exitCode: 0 });
  });

  it('given a content error and an earlier build, should start the site with the last good build', () => {
    const outcome = afterBuild(1, Date.parse('2026-11-27T09:00:00Z'));
    expect(outcome.exitCode).toBe(0);
    expect(outcome.message).toContain('serving the last good build, of 2026-11-27T09:00:00.000Z');
  });

  it('given a content error and no build yet, should stop with the error', () => {
    expect(afterBuild(1, 0)).toMatchObject({ exitCode: 1 });
  });
});
