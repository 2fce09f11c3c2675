/**
 * Deployment configuration for three real hosts, written by the build from the site's settings:
 * `_headers` and `_redirects` (Netlify and Cloudflare Pages read both from the published folder)
 * and an nginx server block. Headers come from server/static/headers.ts, the one source of truth the
 * preview server also reads back.
 */
import type { PageData } from '../../src/contracts/page-data.ts';
import type { Settings } from '../../src/contracts/schemas/settings.ts';
import { redirectRules, type Redirect } from '../../src/contracts/schemas/redirects.ts';
import {
  headerRules,
  headersFile,
  headersFor,
  REVALIDATE,
  SEARCH_HASHED_FOLDERS,
  originOf,
  type HeaderRule,
  type ThirdPartyOrigins,
} from '../../server/static/headers.ts';

const SEGMENT = { script: 'https://cdn.segment.com', api: 'https://api.segment.io' };
/**
 * The Google tag (GOOGLE_TAG_ID, loaded with Consent Mode by src/consent/google.ts) as Google's
 * CSP guide lists it for Google Analytics 4 (developers.google.com/tag-platform/security/guides/csp):
 * the tag's script from Tag Manager's hosts, and the collection endpoints gtag sends hits and
 * pixels to. Google Ads and Floodlight need further hosts of theirs, not added here.
 */
const GOOGLE_TAG: Partial<Record<string, string[]>> = {
  'script-src': ['https://*.googletagmanager.com'],
  'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  'connect-src': [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
    'https://*.g.doubleclick.net',
  ],
};
/** Frames content may embed: the interactive-demo host and its subdomains, and YouTube. */
const EMBED_ORIGINS = ['https://navattic.com', 'https://*.navattic.com', 'https://www.youtube.com'];

/** Every third-party origin the configuration names, by what the site loads from it. */
export function thirdPartyOrigins(settings: Settings): ThirdPartyOrigins {
  const add = (
    origins: Record<string, string[]>,
    directive: string,
    url: string | null | undefined,
  ) => {
    const origin = originOf(url);
    if (origin) (origins[directive] ??= []).push(origin);
  };
  const origins: Record<string, string[]> = {};
  add(origins, 'img-src', settings.images?.domain);
  // The help widget is a script that opens its own frames and calls its own API.
  for (const directive of ['script-src', 'connect-src', 'frame-src', 'img-src'])
    add(origins, directive, settings.helpWidget.scriptUrl);
  for (const directive of ['script-src', 'connect-src'])
    add(origins, directive, settings.consent.scriptUrl);
  add(origins, 'script-src', settings.legacyScriptUrl);
  if (settings.analytics?.segmentWriteKey) {
    add(origins, 'script-src', SEGMENT.script);
    add(origins, 'connect-src', SEGMENT.api);
    add(origins, 'connect-src', SEGMENT.script);
  }
  // The Google tag only when one is configured: without it, the policy names none of its hosts.
  if (settings.consent.googleTagId)
    for (const [directive, hosts] of Object.entries(GOOGLE_TAG))
      (origins[directive] ??= []).push(...(hosts ?? []));
  // Content embeds: the interactive-demo host (src/blocks/IFrame.tsx) and YouTube videos.
  (origins['frame-src'] ??= []).push(...EMBED_ORIGINS);
  // The video host's player and data scripts, and what the player loads (VIDEO_HOST).
  for (const directive of ['script-src', 'connect-src', 'img-src', 'media-src', 'frame-src'])
    add(origins, directive, settings.video?.host);
  // Lead forms posted from the browser straight to HubSpot (FORMS_DIRECT=hubspot); with
  // FORMS_PROVIDER=hubspot alone the forms service posts to HubSpot, never the page.
  if (settings.forms?.direct === 'hubspot')
    add(origins, 'connect-src', settings.forms.hubspotApiUrl);
  // Forms and events posted to a separately deployed service (FORMS_ENDPOINT, EVENTS_ENDPOINT);
  // a form posted without JavaScript goes there too.
  add(origins, 'connect-src', settings.services?.forms);
  add(origins, 'form-action', settings.services?.forms);
  add(origins, 'connect-src', settings.services?.events);
  // Sign-up and login forms post to the secure host when it is another origin.
  add(origins, 'form-action', settings.secureOrigin);
  return origins as ThirdPartyOrigins;
}

/** The error pages: built for the server to answer with, never pages (or redirects) of their own. */
const ERROR_PAGES = new Set(['/404/', '/500/']);

/**
 * `_redirects`: the redirects of content/redirects.json, then `/pricing` → `/pricing/` for every
 * page but the error pages (static hosts serve `/pricing/index.html` only with the slash).
 */
export function redirectsFile(
  pages: readonly PageData[],
  redirects: readonly Redirect[] = [],
): string {
  const content = redirectRules(redirects).map(({ from, to, status }) => `${from} ${to} ${status}`);
  const slashes = pages
    .map((page) => page.path)
    .filter((path) => path !== '/' && path.endsWith('/') && !ERROR_PAGES.has(path))
    .sort()
    .map((path) => `${path.slice(0, -1)} ${path} 301`);
  return `${[...content, ...slashes].join('\n')}\n`;
}

const nginxValue = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

function addHeaders(headers: Record<string, string>, indent: string): string {
  return Object.entries(headers)
    .map(([name, value]) => `${indent}add_header ${name} ${nginxValue(value)} always;`)
    .join('\n');
}

/** Exact-match locations answering each redirect, the query string kept (as `_redirects` does). */
function nginxRedirects(redirects: readonly Redirect[], headers: Record<string, string>): string {
  return redirectRules(redirects)
    .map(({ from, to, status }) => {
      const target = to.includes('?')
        ? nginxValue(to)
        : `"${to.replace(/["\\]/g, '\\$&')}$is_args$args"`;
      return `    location = ${nginxValue(from)} {\n${addHeaders(headers, '        ')}\n        return ${status} ${target};\n    }`;
    })
    .join('\n');
}

/**
 * An nginx `server` block serving `root`: the same headers per location (nginx drops a server's
 * add_header inside a location that has its own, so each location carries the full set),
 * precompressed `.gz` files (pages compressed as they are sent), the redirects of
 * content/redirects.json, the trailing-slash redirect, the 404 page with status 404 and the 500
 * page for server errors and upstream failures. The error pages and the hosts' own files
 * (`_headers`, `_redirects`) are never served as themselves: the same answers as the preview
 * server (server/static/static.ts).
 */
export function nginxServerBlock(
  rules: readonly HeaderRule[],
  {
    root,
    listen,
    redirects = [],
    upstream = null,
  }: {
    root: string;
    listen: string;
    redirects?: readonly Redirect[];
    /** The Node service (`npm run serve`) as host:port or unix:/path (NGINX_UPSTREAM); null: none. */
    upstream?: string | null;
  },
): string {
  const page = { 'Cache-Control': REVALIDATE, ...headersFor(rules, '/') };
  const errorPage = { ...headersFor(rules, '/'), 'Cache-Control': 'no-store' };
  const asset = headersFor(rules, '/assets/x');
  const searchChunk = headersFor(rules, `/pagefind/${SEARCH_HASHED_FOLDERS[0]}/x`);
  const redirectBlock = nginxRedirects(redirects, page);
  const upstreamBlock = upstream
    ? `# The Node service (NGINX_UPSTREAM): forms, events, the image service and the video stand-in.
upstream harbor_node {
    server ${upstream};
    keepalive 8;
}

`
    : '';
  return `# Generated by npm run build from server/static/headers.ts and content/redirects.json: do not edit by hand.
${upstreamBlock}server {
    listen ${listen};
    server_name _;
    root ${root};
    index index.html;
    charset utf-8;
    absolute_redirect off;
    server_tokens off;

    # Pages (HTML, page data) are compressed here as they are sent; every other text file
    # has a .gz copy beside it (ADR 13). Level 6, the build's: on a 32 KB post 0.28 ms and
    # 7.8 KB, against level 1's 0.14 ms and 8.6 KB.
    gzip on;
    gzip_comp_level 6;
    gzip_static on;
    gzip_vary on;
    gzip_types text/css application/javascript application/json image/svg+xml application/xml application/rss+xml application/manifest+json text/plain;

    # The site's pages for errors, with their status; for an upstream (a proxied location)
    # that fails or is down too.
    error_page 404 /404.html;
    error_page 500 502 503 504 /500.html;

    location /assets/ {
${addHeaders(asset, '        ')}
        try_files $uri =404;
    }

    # The search index's chunks, named by their content's hash (docs/search.md); its other
    # files (script, entry, WebAssembly) are revalidated by the location / below. Pagefind
    # gzips its chunks itself: they are sent as they are.
    location ~ ^/pagefind/(?:${SEARCH_HASHED_FOLDERS.join('|')})/ {
${addHeaders(searchChunk, '        ')}
        try_files $uri =404;
    }

    # Only ever answered with (internal): asked for directly, they are 404s.
    location = /404.html {
        internal;
${addHeaders(page, '        ')}
    }
    location = /500.html {
        internal;
${addHeaders(errorPage, '        ')}
        try_files /500/index.html =404;
    }
    # The error pages' own folders, and the hosts' configuration files published beside the site.
    location ~ ^/(?:404|500)(?:/|\\.html|$) {
        return 404;
    }
    location ~ ^/_(?:headers|redirects)(?:\\.(?:br|gz|zst))?$ {
        return 404;
    }
${upstream ? proxiedLocations() : ''}${
    redirectBlock
      ? `
    # content/redirects.json
${redirectBlock}
`
      : ''
  }
    location / {
${addHeaders(page, '        ')}
        # A directory without its slash is redirected to it (nginx answers 301 for $uri/).
        try_files $uri $uri/ =404;
    }
}
`;
}

/**
 * The Node service's paths, proxied to the upstream (its answers carry its own headers, read
 * from the same `_headers`). It trusts these headers from nginx with TRUST_PROXY=loopback (or
 * nginx's address): the scheme for `Secure` cookies, the client for its per-client limits.
 */
function proxiedLocations(): string {
  const proxy = `        proxy_pass http://harbor_node;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Request-Id $request_id;`;
  return `
    # Answered by the Node service (NGINX_UPSTREAM); its own errors pass through as it sends them.
    location /api/ {
        client_max_body_size 64k;
${proxy}
    }
    location /_img/ {
${proxy}
    }
    location /_video/ {
${proxy}
    }
`;
}

/** `_headers`, `_redirects` (published with the site) and the nginx server block (kept apart). */
export interface DeployFiles {
  headers: string;
  redirects: string;
  nginx: string;
}

export function deployFiles(
  settings: Settings,
  pages: readonly PageData[],
  redirects: readonly Redirect[] = [],
  upstream: string | null = null,
): DeployFiles {
  const rules = headerRules(thirdPartyOrigins(settings));
  return {
    headers: headersFile(rules),
    redirects: redirectsFile(pages, redirects),
    nginx: nginxServerBlock(rules, {
      root: '/srv/harbor/dist',
      listen: '80',
      redirects,
      upstream,
    }),
  };
}
