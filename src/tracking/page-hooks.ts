/**
 * What boot (src/runtime/boot.ts) starts on every page right after hydration, and nothing else:
 * the page view and the consent hook (issue 36). Both ride in the tracker's chunk
 * (vite.config.ts); importing them through this module gives boot one import, whose namespace
 * carries these two names only (tracker.ts's would carry every export of its public API).
 */
export { startTracking } from './tracker.ts';
export { prefetchBanner, startConsent } from '../consent/start.ts';
