/**
 * The link of the probe behind issue 36: 7.3 KB of emoji in the campaign parameters and in the
 * values other pages pass along (`hs_tvar`, `referrer`, `mxid`, `gspk`, `gsxid`), with a long
 * referrer. Before the cookies had byte limits it made the site set about 10–12 KB of cookies,
 * after which nginx (8 KB header buffers by default) answered 400 to every request.
 */
const EMOJI = encodeURIComponent('😀'.repeat(45));
const PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'utm_first_source',
  'utm_first_campaign',
  'gclid',
  'hs_tvar',
  'referrer',
  'mxid',
  'gspk',
  'gsxid',
];

/** The probe's query string (without `?`). */
export const PROBE_QUERY = PARAMS.map((name) => `${name}=${EMOJI}`).join('&');
export const PROBE_REFERRER = `https://blog.partner.example/${'x'.repeat(3000)}`;

/** What the browser sends back: every cookie's `name=value`, joined by `; `. */
export const cookieHeaderLength = (cookies: readonly { name: string; value: string }[]) =>
  cookies.map(({ name, value }) => `${name}=${value}`).join('; ').length;
