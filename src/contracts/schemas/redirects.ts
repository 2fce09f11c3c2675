/**
 * `content/redirects.json`: old URL → new URL, edited as content. The build checks each entry
 * against the built pages (scripts/deploy/redirects.ts) and writes them for every host: Netlify
 * and Cloudflare Pages (`_redirects`), nginx, the preview server and the Cloudflare middleware.
 * Self-contained on purpose: the middleware imports it without the rest of the content model.
 */
import { z } from 'zod';

/** A path on this site: no query, fragment, wildcard or placeholder (hosts differ on those). */
const sitePath = z
  .string()
  .regex(
    /^\/[A-Za-z0-9._~!&'()+,;=@/-]*$/,
    'a path on this site such as /old-page/ (no query, fragment, space, $, * or :placeholder)',
  )
  .refine((value) => !value.includes('//'), 'a path without an empty segment (//)');

const externalUrl = z
  .string()
  .regex(/^https?:\/\/[^\s/?#$"]+[^\s$"]*$/, 'a path on this site, or an http(s) URL (no $ or ")');

export const redirectSchema = z.strictObject({
  /** The old path, answered with the redirect. */
  from: sitePath,
  /** A page of the build (its path with the trailing slash), or a URL on another site. */
  to: z.union([sitePath, externalUrl], {
    error: 'a page of this site such as /pricing/, or an http(s) URL',
  }),
  /** 301 moved for good (search engines move the ranking), 302 for now. */
  status: z.union([z.literal(301), z.literal(302)], { error: 'expected 301 or 302' }),
});

export const redirectsSchema = z.array(redirectSchema);
export type Redirect = z.infer<typeof redirectSchema>;

/**
 * Every path a redirect answers: its `from` and, for a `from` ending in `/`, the same path
 * without it (a host answers `/old` as `/old/` only for folders it has, and an old URL has
 * none), in the entries' order.
 */
export function redirectRules(redirects: readonly Redirect[]): Redirect[] {
  return redirects.flatMap((redirect) =>
    redirect.from.endsWith('/') && redirect.from !== '/'
      ? [redirect, { ...redirect, from: redirect.from.slice(0, -1) }]
      : [redirect],
  );
}
