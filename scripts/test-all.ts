/**
 * `npm run test:all` (what `npm test` runs once the bootstrap has installed what is missing): every
 * gate in order, stopping at the first that fails, then a table of how long each took. The table
 * comes last so that it is in the tail of a CI log, which is often all a CI shows.
 *
 * The static checks read files only and run two at a time; everything after them runs alone,
 * since the audit and the end-to-end tests time pages and need the machine's two cores.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';

type Phase = string | string[];

const PHASES: Phase[] = [
  ['lint', 'deps'],
  ['typecheck', 'check:imports'],
  'test:unit',
  'build',
  'audit',
  'test:e2e',
];

const timings: { name: string; seconds: number; status: number }[] = [];

function runScript(name: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], { stdio: 'inherit' });
    child.once('error', () => resolve(1));
    child.once('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      timings.push({ name, seconds: (performance.now() - started) / 1000, status });
      resolve(status);
    });
  });
}

function printTimings(total: number): void {
  const width = Math.max(...timings.map((timing) => timing.name.length), 'total'.length);
  console.log(`\nnpm test phases (load average ${os.loadavg()[0]?.toFixed(1)} at the end):`);
  for (const { name, seconds, status } of timings)
    console.log(
      `  ${name.padEnd(width)}  ${seconds.toFixed(0).padStart(5)} s${status === 0 ? '' : `  FAILED (exit ${status})`}`,
    );
  console.log(`  ${'total'.padEnd(width)}  ${total.toFixed(0).padStart(5)} s`);
}

const started = performance.now();
let failed = 0;
for (const phase of PHASES) {
  const statuses = await Promise.all((Array.isArray(phase) ? phase : [phase]).map(runScript));
  failed = statuses.find((status) => status !== 0) ?? 0;
  if (failed !== 0) break;
}
printTimings((performance.now() - started) / 1000);
process.exit(failed);
