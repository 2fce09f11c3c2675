/**
 * The consent hook of the navigation runtime (issue 36), small enough for every page: reads the
 * two consent cookies and loads the banner's chunk only where consent is required and no choice
 * is made; "Cookie settings" links (`data-cookie-settings`, in every footer) load it on click.
 * With a Google tag configured, its chunk sends Consent Mode defaults and loads the tag only once
 * a category it needs is allowed.
 *
 * It imports nothing: categories.ts is part of the tracker's chunk (the cookie adapter gates on
 * it), and the runtime must not load that chunk for this. The two checks below are categories.ts's
 * `needsChoice` and `allows(…, 'marketing')` for the cookie strings the site writes;
 * start.test.ts holds them equal on generated cookie strings.
 */
/** categories.ts POLICY_VERSION (start.test.ts checks they match). */
const VERSION = '2026-11';

const choiceIn = (cookies: string) =>
  new RegExp(
    `(?:^|;\\s*)hs_consent=v=${VERSION}&a=[01]&m=([01])&id=[A-Za-z0-9-]{8,64}&t=-?\\d+(?:;|$)`,
  ).exec(cookies);
const notRequired = (cookies: string) => /(?:^|;\s*)hs_consent_region=r=0(?:&|;|$)/.test(cookies);

/** Consent is required here and no choice is made under this policy version. */
export const needsBanner = (cookies: string): boolean =>
  !notRequired(cookies) && !choiceIn(cookies);

/** Whether marketing (third-party scripts such as the legacy one included) is allowed now. */
export function marketingAllowed(cookies: string): boolean {
  const choice = choiceIn(cookies);
  return choice ? choice[1] === '1' : notRequired(cookies);
}

export interface ConsentSettings {
  consent: { googleTagId?: string | null };
}

const loadBanner = () => import('./banner.ts');

export function startConsent(win: Window, settings: ConsentSettings): void {
  const doc = win.document;
  const tagId = settings.consent.googleTagId;
  const google = tagId ? import('./google.ts') : null;
  void google?.then((module) => module.startGoogleTag(win, tagId ?? ''));
  const options = {
    onChoice: (choice: { analytics: boolean; marketing: boolean }) =>
      void google?.then((module) => module.updateGoogleTag(win, choice)),
  };
  if (needsBanner(doc.cookie)) void loadBanner().then((module) => module.showBanner(win, options));
  doc.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('[data-cookie-settings]');
      if (!link) return;
      // Capture phase: before the navigation controller follows the link.
      event.preventDefault();
      event.stopPropagation();
      void loadBanner().then((module) => module.openPreferences(win, options));
    },
    true,
  );
}
