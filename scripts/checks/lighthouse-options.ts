/**
 * The Lighthouse run options the audit (./audit.ts) and the protocol benchmark
 * (scripts/bench/bench-tls.ts) share, so that both measure a page the same way.
 */
export const LIGHTHOUSE_RUN: {
  output: 'json';
  logLevel: 'error';
  blockedUrlPatterns: string[];
  disableFullPageScreenshot: boolean;
} = {
  output: 'json',
  logLevel: 'error',
  // Chromium never reports the page view's keepalive beacon as finished, so Lighthouse would
  // wait its full 45 s for the network to go quiet on every run.
  blockedUrlPatterns: ['*/api/events*'],
  // The full-page screenshot only illustrates an HTML report, which neither writes: 1.3 s of a
  // 9 s run here, and no score reads it.
  disableFullPageScreenshot: true,
};
