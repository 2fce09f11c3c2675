/**
 * The browser's cookie codec and `document.cookie` access: js-cookie 3's encoding, read and write
 * rules, in the few lines this site uses of them. The library itself (its attribute merging,
 * `withAttributes`/`withConverter` and name escaping) cost every page ~0.45 KB gzip in the tracker's
 * chunk; the server (server-cookies.ts) still writes through js-cookie's codec, and
 * cookie-codec.test.ts holds the two equal on generated values, so a value written by either is
 * read the same by both.
 */

/** js-cookie's value encoding: percent-encoded, with the characters a cookie value allows kept. */
export const encodeCookieValue = (value: string): string =>
  encodeURIComponent(value).replace(/%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g, decodeURIComponent);

/** js-cookie's value decoding (quotes dropped, escapes decoded); throws on a broken escape. */
export const decodeCookieValue = (value: string): string =>
  (value[0] === '"' ? value.slice(1, -1) : value).replace(/(%[\dA-F]{2})+/gi, decodeURIComponent);

/**
 * A cookie's value in a `document.cookie` string, as js-cookie's `get` reads it: the first
 * cookie of that name whose name and value decode. `null`: the cookie is there but its value
 * does not decode (so a caller never mistakes it for absent and clobbers it); `undefined`: absent.
 */
export function readCookie(cookies: string, name: string): string | null | undefined {
  let found: null | undefined;
  for (const part of cookies ? cookies.split('; ') : []) {
    const eq = part.indexOf('=');
    const raw = eq < 0 ? part : part.slice(0, eq);
    try {
      if (decodeURIComponent(raw) === name)
        return decodeCookieValue(eq < 0 ? '' : part.slice(eq + 1));
    } catch {
      // Undecodable: as js-cookie, look on.
      if (raw === name) found = null;
    }
  }
  return found;
}

/**
 * Sets (or, with an expiry in the past, removes) a cookie on `path=/` with `SameSite=Lax`.
 * Names are the site's own (letters and `_`: cookie-codec.test.ts), which need no escaping.
 */
export function writeCookie(
  doc: Document,
  name: string,
  value: string,
  expires: Date,
  secure: boolean,
  domain?: string,
): void {
  doc.cookie = `${name}=${encodeCookieValue(value)}; path=/; SameSite=Lax${secure ? '; secure' : ''}${domain ? `; domain=${domain}` : ''}; expires=${expires.toUTCString()}`;
}
