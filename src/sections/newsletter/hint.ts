/**
 * Whether the newsletter banner may hide for this reader, read without the cookie library: the
 * banner's section then goes live at once instead of when it nears the viewport
 * (src/sections/Sections.tsx), so a subscriber never sees it drawn and then taken away. A hint
 * only: an expired record also says yes, and the banner's own check (markers.ts) decides.
 */

/** The markers' names (src/tracking/newsletter.ts), written out: a test holds them equal. */
export const SUBSCRIBER_COOKIE = 'newsletter_subscriber';
export const NO_THANKS_KEY = 'newsletter_nothanks';

export function mayHideNewsletter(): boolean {
  try {
    return (
      document.cookie.includes(`${SUBSCRIBER_COOKIE}=`) ||
      localStorage.getItem(NO_THANKS_KEY) !== null
    );
  } catch {
    // Storage blocked by the browser: the banner shows, as for a new reader.
    return false;
  }
}
