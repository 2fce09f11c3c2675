/**
 * Where consent is required (issue 36), decided per request by the preview server and the
 * Cloudflare middleware from the CDN's country header. Web APIs only: runs in Node and a Worker.
 *
 * - `CONSENT_MODE`: `auto` (default: required for the countries of `CONSENT_REGIONS`, and for a
 *   visitor whose country is unknown), `everywhere`, or `off` (never asked).
 * - `CONSENT_REGIONS`: comma-separated ISO country codes; default the EU, the EEA, the UK and
 *   Switzerland.
 * - `CONSENT_COUNTRY_HEADER`: a header to read first (nginx GeoIP: e.g. `X-Country-Code`).
 */
export type ConsentMode = 'auto' | 'everywhere' | 'off';

/** The EU 27, Iceland, Liechtenstein and Norway (EEA), the UK and Switzerland. */
// prettier-ignore
export const DEFAULT_CONSENT_REGIONS = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
  'IS', 'LI', 'NO', 'GB', 'CH',
] as const;

/** The CDNs' country headers, in the order they are believed. */
export const COUNTRY_HEADERS = ['cf-ipcountry', 'cloudfront-viewer-country', 'x-vercel-ip-country'];

export interface ConsentConfig {
  mode: ConsentMode;
  regions: ReadonlySet<string>;
  /** A header read before the CDNs' ones (lower case), or null. */
  countryHeader: string | null;
}

export const DEFAULT_CONSENT_CONFIG: ConsentConfig = {
  mode: 'auto',
  regions: new Set(DEFAULT_CONSENT_REGIONS),
  countryHeader: null,
};

/** The settings from the environment; a clear error for a value it cannot use. */
export function consentConfigFromEnv(env: Record<string, string | undefined>): ConsentConfig {
  const mode = (env.CONSENT_MODE ?? '').trim().toLowerCase() || 'auto';
  if (mode !== 'auto' && mode !== 'everywhere' && mode !== 'off') {
    throw new Error(`CONSENT_MODE must be auto, everywhere or off, not "${env.CONSENT_MODE}"`);
  }
  let regions: ReadonlySet<string> = DEFAULT_CONSENT_CONFIG.regions;
  if (env.CONSENT_REGIONS?.trim()) {
    const codes = env.CONSENT_REGIONS.split(',').map((code) => code.trim().toUpperCase());
    const bad = codes.filter((code) => !/^[A-Z]{2}$/.test(code));
    if (bad.length > 0) {
      throw new Error(
        `CONSENT_REGIONS takes two-letter country codes separated by commas; not ${bad.map((code) => `"${code}"`).join(', ')}`,
      );
    }
    regions = new Set(codes);
  }
  const header = env.CONSENT_COUNTRY_HEADER?.trim().toLowerCase() || null;
  if (header !== null && !/^[a-z0-9-]+$/.test(header)) {
    throw new Error(
      `CONSENT_COUNTRY_HEADER must be a header name, not "${env.CONSENT_COUNTRY_HEADER}"`,
    );
  }
  return { mode, regions, countryHeader: header };
}

/** The visitor's country code from the request headers; '' when unknown (XX, T1 for Tor, none). */
export function countryOf(headers: Headers, config: ConsentConfig): string {
  const names = config.countryHeader ? [config.countryHeader, ...COUNTRY_HEADERS] : COUNTRY_HEADERS;
  for (const name of names) {
    const value = headers.get(name)?.trim().toUpperCase();
    if (value && /^[A-Z]{2}$/.test(value) && value !== 'XX' && value !== 'T1') return value;
  }
  return '';
}

/** True when the request's visitor must consent first; an unknown country counts as required. */
export function consentRequired(country: string, config: ConsentConfig): boolean {
  if (config.mode === 'off') return false;
  if (config.mode === 'everywhere') return true;
  return country === '' || config.regions.has(country);
}

/** The region cookie's value (categories.ts `consentFrom` reads it). */
export function serializeRegion(required: boolean, country: string): string {
  return `r=${required ? 1 : 0}&c=${country}`;
}
