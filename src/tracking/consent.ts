/**
 * Consent (docs/product.md §4.7): the Global Privacy Control signal or a recorded Do Not Sell
 * choice suppresses the sale/share-type behaviour (analytics ids on cross-domain links, company
 * identification). First-party attribution cookies stay: they only credit the site's own sign-ups
 * and are not shared with third parties.
 *
 * `hasOptedOut` and `recordOptOut` are called by the footer's Do Not Sell link too: keep the
 * names and signatures stable.
 *
 * The implementation is in optout.ts. It is re-exported through the page-view code (tracker.ts) so that the
 * Do Not Sell adapter (src/integrations/consent.ts) and the page view share one chunk: the page
 * view loads on every page anyway, and a chunk of its own for the cookie and storage adapters
 * would cost every page an extra request and its compression overhead.
 */
export { hasGlobalPrivacyControl, hasOptedOut, recordOptOut } from './tracker.ts';
