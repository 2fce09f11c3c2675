import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './scripts/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 4321);

/** End-to-end tests drive Debian's Chromium (scripts/chromium.ts) against the built site on the preview server. */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/artifacts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // One retry on CI, where a loaded machine can stretch a timing; a retried test is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace costs about a third of a test's time on a two-core machine: on CI only the
    // retry of a failed test records one; locally every failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    // A visitor outside the consent regions, as a CDN would say (issue 36): without a country the
    // server asks for consent first. e2e/consent.spec.ts sends DE and US itself.
    extraHTTPHeaders: { 'CF-IPCountry': 'US' },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node server/index.ts',
    env: {
      PORT: String(PORT),
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      // Test leads stay out of data/, where a developer's real ones live.
      DATA_DIR: '.cache/e2e-data',
      // Every test is one client (the loopback address) to the server's per-client limits; the
      // limits themselves are tested on a server of their own (e2e/server-hardening.spec.ts).
      RATE_LIMIT_FORMS_PER_MINUTE: '600',
      RATE_LIMIT_EVENTS_PER_MINUTE: '6000',
      DAILY_BYTES_PER_CLIENT: '100000000',
      // The built site is tested as built: no rebuild when one of its events falls due mid-run.
      SCHEDULED_BUILDS: 'off',
      // Nor when a content file changes (e2e/watch.spec.ts serves a copy with the watcher on).
      CONTENT_WATCH: 'off',
    },
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
