/**
 * The one registry of every cookie and local-storage key the site's code writes (issue 36): the
 * privacy policy's cookie table is generated from it (scripts/content/cookie-table.ts, checked by
 * registry.test.ts), and the e2e consent spec fails when a flow writes a name missing here. The
 * adapters gate writes on categories.ts's `categoryOf`; registry.test.ts holds the two in step.
 */
import type { Category } from './categories.ts';

export interface RegistryEntry {
  name: string;
  kind: 'cookie' | 'local storage';
  purpose: string;
  category: Category;
  lifetime: string;
  setBy: 'server' | 'browser' | 'server and browser';
}

export const REGISTRY: RegistryEntry[] = [
  {
    name: 'hs_consent',
    kind: 'cookie',
    category: 'necessary',
    purpose:
      'Remembers your cookie choice, the policy version it was made under and its random consent id.',
    lifetime: '6 months',
    setBy: 'browser',
  },
  {
    name: 'hs_consent_region',
    kind: 'cookie',
    category: 'necessary',
    purpose:
      'Whether your region needs a cookie choice before anything else, and the country code our CDN saw.',
    lifetime: 'Browser session',
    setBy: 'server',
  },
  {
    name: 'hs_do_not_sell',
    kind: 'cookie',
    category: 'necessary',
    purpose: 'Remembers that you asked us not to sell or share your personal information.',
    lifetime: '2 years',
    setBy: 'browser',
  },
  {
    name: 'hs_do_not_sell',
    kind: 'local storage',
    category: 'necessary',
    purpose: 'A copy of your Do Not Sell choice, in case cookies are blocked.',
    lifetime: 'Until you clear it',
    setBy: 'browser',
  },
  {
    name: 'hs_domain_probe',
    kind: 'cookie',
    category: 'necessary',
    purpose: 'Finds the domain our cookies can be set on; holds no information.',
    lifetime: 'Removed at once',
    setBy: 'browser',
  },
  {
    name: 'hs_debug_attribution',
    kind: 'local storage',
    category: 'necessary',
    purpose: 'Turns on the attribution debug log; only set by hand.',
    lifetime: 'Until you clear it',
    setBy: 'browser',
  },
  {
    name: 'harbor_interview_builder',
    kind: 'local storage',
    category: 'necessary',
    purpose: 'Keeps the questions you picked in the interview builder.',
    lifetime: 'Until you clear it',
    setBy: 'browser',
  },
  {
    name: 'ajs_anonymous_id',
    kind: 'cookie',
    category: 'analytics',
    purpose: 'A random visitor id our page-view analytics count visits with.',
    lifetime: '2 years',
    setBy: 'server and browser',
  },
  {
    name: 'hs_first_touch',
    kind: 'cookie',
    category: 'marketing',
    purpose: 'The source, medium and campaign of your first visit.',
    lifetime: '2 years',
    setBy: 'server and browser',
  },
  {
    name: 'hs_first_touch_url',
    kind: 'cookie',
    category: 'marketing',
    purpose: 'The page of your first visit.',
    lifetime: '2 years',
    setBy: 'server and browser',
  },
  {
    name: 'hs_last_touch',
    kind: 'cookie',
    category: 'marketing',
    purpose:
      'The source, medium and campaign of your latest visit from another site or a campaign.',
    lifetime: '2 years',
    setBy: 'server and browser',
  },
  {
    name: 'hs_last_touch_url',
    kind: 'cookie',
    category: 'marketing',
    purpose: 'The page of that latest visit.',
    lifetime: '2 years',
    setBy: 'server and browser',
  },
  {
    name: 'hs_signup',
    kind: 'cookie',
    category: 'marketing',
    purpose: 'The attribution values sent with a sign-up.',
    lifetime: '2 years',
    setBy: 'browser',
  },
  {
    name: 'hs_tvar',
    kind: 'cookie',
    category: 'marketing',
    purpose: 'The test variation of a campaign link.',
    lifetime: '2 years',
    setBy: 'server and browser',
  },
  {
    name: 'referrer',
    kind: 'cookie',
    category: 'marketing',
    purpose: 'The referral code of a partner link.',
    lifetime: '2 years',
    setBy: 'server and browser',
  },
  {
    name: 'hs_mxid',
    kind: 'cookie',
    category: 'marketing',
    purpose: 'A campaign visitor id carried by a link.',
    lifetime: '2 years',
    setBy: 'server and browser',
  },
  {
    name: 'gspk',
    kind: 'cookie',
    category: 'marketing',
    purpose: 'The affiliate partner key of a partner link.',
    lifetime: '2 years',
    setBy: 'server and browser',
  },
  {
    name: 'gsxid',
    kind: 'cookie',
    category: 'marketing',
    purpose: 'The affiliate click id of a partner link.',
    lifetime: '2 years',
    setBy: 'server and browser',
  },
  {
    name: 'hs_attr_server',
    kind: 'cookie',
    category: 'marketing',
    purpose: 'When the server last set the attribution cookies.',
    lifetime: '2 years',
    setBy: 'server',
  },
  {
    name: 'newsletter_subscriber',
    kind: 'cookie',
    category: 'marketing',
    purpose: 'Hides the newsletter offer once you subscribed.',
    lifetime: '1 year',
    setBy: 'browser',
  },
  {
    name: 'newsletter_nothanks',
    kind: 'local storage',
    category: 'marketing',
    purpose: 'Hides the newsletter offer once you said no thanks.',
    lifetime: '1 year',
    setBy: 'browser',
  },
];

export const CATEGORY_ORDER: Category[] = ['necessary', 'analytics', 'marketing'];

/** The registry as a Markdown (GFM) table, necessary first: the privacy policy's cookie table. */
export function registryTable(entries: readonly RegistryEntry[] = REGISTRY): string {
  const sorted = [...entries].sort(
    (a, b) => CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category),
  );
  const lines = [
    '| Name | Kind | Category | Purpose | Lifetime | Set by |',
    '| --- | --- | --- | --- | --- | --- |',
    ...sorted.map(
      (e) =>
        `| \`${e.name}\` | ${e.kind} | ${e.category} | ${e.purpose} | ${e.lifetime} | ${e.setBy} |`,
    ),
  ];
  return lines.join('\n');
}
