import { secureUrl, useSettings } from '../app/settings.ts';

/** Content links to `/members/…` (sign-up, login) go to the secure host, as the blocks do. */
export function useSectionHref(): (href: string) => string {
  const settings = useSettings();
  return (href) => (href.startsWith('/members/') ? secureUrl(settings, href) : href);
}
