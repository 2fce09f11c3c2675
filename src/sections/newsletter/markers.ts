/**
 * The banner's use of the newsletter markers (src/tracking/newsletter.ts) on this browser's
 * cookies and local storage. Loaded after the banner has rendered, so the cookie library is not
 * part of any page's first load.
 */
import { createBrowserCookieJar } from '../../tracking/cookies.ts';
import {
  markNewsletterNoThanks,
  markNewsletterSubscriber,
  newsletterState,
  type NewsletterState,
} from '../../tracking/newsletter.ts';
import { createBrowserStorage } from '../../tracking/storage.ts';

export function readNewsletterState(): NewsletterState {
  return newsletterState(createBrowserCookieJar(window), createBrowserStorage(window));
}

export function markSubscribed(): void {
  markNewsletterSubscriber(createBrowserCookieJar(window));
}

export function markNoThanks(): void {
  markNewsletterNoThanks(createBrowserStorage(window));
}
