/**
 * Code a visitor may never need loads when its place on the page nears the viewport (issue 37):
 * the lead forms' renderer (src/forms/MarketingForm.tsx), the newsletter banner
 * (src/sections/newsletter/NewsletterBanner.tsx) and live sections (src/sections/Sections.tsx).
 */

/** How early, before it scrolls into view, such code starts loading. */
export const NEAR_VIEWPORT_MARGIN = '200px';

/**
 * Calls `onNear` once, when `element` comes within NEAR_VIEWPORT_MARGIN of the viewport; at once
 * where there is no element or no IntersectionObserver. Returns a function that stops watching.
 */
export function whenNearViewport(element: Element | null, onNear: () => void): () => void {
  if (!element || typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
