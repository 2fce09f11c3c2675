import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { pagefindAtLowPriority } from './pagefind-priority.ts';

describe('pagefindAtLowPriority', () => {
  it('given the installed Pagefind, should start it through nice at the lowest priority', () => {
    const env: NodeJS.ProcessEnv = { ...process.env };
    const binary = pagefindAtLowPriority(env);
    expect(binary).toMatch(/pagefind(?:_extended)?$/);
    // The wrapper starts the real binary, at niceness 19 (what `ps` reports for it).
    expect(execFileSync(env.PAGEFIND_BINARY_PATH!, ['--version'], { env }).toString()).toMatch(
      /pagefind/i,
    );
    // `nice` with no command prints the niceness it runs at: started as the "binary" here.
    const nice = execFileSync('sh', ['-c', 'command -v nice']).toString().trim();
    const niceness = execFileSync(env.PAGEFIND_BINARY_PATH!, [], {
      env: { ...env, PAGEFIND_REAL_BINARY: nice },
    });
    expect(niceness.toString().trim()).toBe('19');
  });
});
