/**
 * The redirects the build wrote for static hosts (`dist/_redirects`: the trailing-slash rules
 * and the redirects of content/redirects.json), read back so the preview server answers exactly
 * what Netlify, Cloudflare Pages and the generated nginx config answer.
 */
import type { MiddlewareHandler } from 'hono';

export interface RedirectRule {
  from: string;
  to: string;
  status: 301 | 302;
}

/**
 * Reads the subset of the `_redirects` format the build writes: `from to status` per line,
 * exact paths (no splats or placeholders), `#` comments. A line it cannot read throws with its
 * number: a half-read file would silently differ from what the hosts do.
 */
export function parseRedirectsFile(text: string): Map<string, RedirectRule> {
  const rules = new Map<string, RedirectRule>();
  text.split('\n').forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    const [from = '', to = '', status = '301', ...rest] = trimmed.split(/\s+/);
    if (rest.length > 0 || !from.startsWith('/') || !to || (status !== '301' && status !== '302')) {
      throw new Error(
        `_redirects line ${index + 1}: expected "/from /to 301|302", got "${trimmed}"`,
      );
    }
    // The first rule for a path wins, as on the hosts.
    if (!rules.has(from)) rules.set(from, { from, to, status: Number(status) as 301 | 302 });
  });
  return rules;
}

/** Answers a GET or HEAD for a `from` path with its redirect, the query string kept. */
export function redirects(rules: ReadonlyMap<string, RedirectRule>): MiddlewareHandler {
  return async (c, next) => {
    if (rules.size === 0 || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    const rule = rules.get(c.req.path);
    if (!rule) return next();
    const search = new URL(c.req.url).search;
    c.header('Cache-Control', 'public, max-age=0, must-revalidate');
    return c.redirect(rule.to.includes('?') ? rule.to : rule.to + search, rule.status);
  };
}
