import { resolveSiteLink, useSettings } from '../site/settings.ts';

/** Content links to `/members/…` (sign-up, login) go to the secure host, as the blocks' do. */
export function useSectionHref(): (href: string) => string {
  const settings = useSettings();
  return (href) => resolveSiteLink(settings, href);
}
