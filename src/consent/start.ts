/**
 * The consent hook of the boot code (issue 36), small enough for every page (it rides in the
 * tracker's chunk, which every page preloads and runs right after hydration): it loads the banner's
 * chunk only where consent is required and no choice is made (gate.ts reads the two cookies), and
 * on a click on "Cookie settings": the footer's link to the policy's cookie table (no attribute
 * or class of its own: every page's hydration code would carry them). With a Google tag
 * configured, its chunk sends the Consent Mode defaults and loads the tag only once a category it
 * needs is allowed; the banner's chunk sends the updates.
 */
import type { BannerOptions } from './banner.ts';
import { granted, needsBanner } from './gate.ts';

/**
 * Starts it; answers whether marketing (third-party scripts included) is allowed now.
 * `settings`: the site's settings, handed to the banner as they are (BannerOptions).
 */
export function startConsent(win: Window, settings: BannerOptions = {}): boolean {
  const doc = win.document;
  const tag = settings.consent?.googleTagId;
  const open = (preferences?: boolean) =>
    void import('./banner.ts').then((banner) => banner.open(win, settings, preferences));
  if (tag) void import('./google.ts').then((google) => google.startGoogleTag(win, tag));
  if (needsBanner(doc.cookie)) open();
  doc.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.(
        'footer [href$="#cookies-and-storage"]',
      );
      if (!link) return;
      // Capture phase: before the navigation controller follows the link.
      event.preventDefault();
      event.stopPropagation();
      open(true);
    },
    true,
  );
  return granted(doc.cookie, 'marketing');
}

/**
 * Asks for the banner's chunk where the banner will be shown, so that it has arrived when
 * `startConsent` runs after hydration. The client calls it before hydrating; a chunk that fails
 * to load here is asked for again by `startConsent`, which reports the failure.
 */
export function prefetchBanner(
  doc: Document,
  load: () => Promise<unknown> = () => import('./banner.ts'),
): void {
  if (needsBanner(doc.cookie)) load().catch(() => undefined);
}
