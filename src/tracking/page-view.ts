/**
 * What the navigation runtime loads right after hydration on every page (src/runtime/runtime.ts):
 * `startTracking`, called on every page shown. The implementation is tracker.ts; this entry only
 * names it, so that tracker.ts and its adapters form one chunk shared with the Do Not Sell
 * adapter and the full tracking API (index.ts), while the runtime's import stays this module.
 */
export { startTracking } from './tracker.ts';
export type { StartTrackingOptions, TrackingSettings } from './tracker.ts';
