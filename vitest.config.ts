import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  test: {
    // Worker threads, not child processes: a third less time on a two-core machine where starting
    // a process is slow. Each test file still gets its own module graph and environment.
    pool: 'threads',
    // One worker per core. Vitest's default keeps a core for its main process, which is mostly
    // idle here: on two cores that is a single worker, 80 s against 51 s for the same tests.
    maxWorkers: '100%',
    // A hang detector, not a speed target: tests that start processes, worker threads or sharp
    // take a second idle and several when both cores are busy; 5 s failed them under load.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // Plain logic, and components rendered in Node: browser-only code at module scope fails here.
          include: ['{src,server,scripts,functions}/**/*.test.ts', 'src/**/*.node.test.tsx'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          exclude: ['src/**/*.node.test.tsx'],
          setupFiles: ['src/test/setup-dom.ts'],
        },
      },
    ],
  },
});
