import { describe, expect, it } from 'vitest';
import type { PageData } from '../../src/contracts/page-data.ts';
import { TEST_SETTINGS } from '../../src/test/settings.ts';
import {
  BOOT_SCRIPT_SOURCE,
  contentSecurityPolicy,
  headerRules,
  headersFile,
  headersFor,
  IMMUTABLE,
  originOf,
  parseHeadersFile,
  REVALIDATE,
} from '../../server/static/headers.ts';
import { deployFiles, redirectsFile, thirdPartyOrigins } from './config.ts';

const page = (path: string): PageData => ({
  path,
  template: 'templates/company-page',
  title: path,
  description: 'd',
  props: {},
  sq: [],
});

describe('thirdPartyOrigins and the CSP', () => {
  it('given the embedded defaults, should allow no third-party origin but the content embeds, and no inline script but the client loader', () => {
    const csp = contentSecurityPolicy(thirdPartyOrigins(TEST_SETTINGS));
    expect(csp).toContain(`script-src 'self' ${BOOT_SCRIPT_SOURCE} 'wasm-unsafe-eval';`);
    expect(csp).toContain("frame-ancestors 'self'");
    const frames =
      "frame-src 'self' https://navattic.com https://*.navattic.com https://www.youtube.com;";
    expect(csp).toContain(frames);
    expect(csp.replace(frames, '')).not.toMatch(/https:/);
  });

  it('given a video host and FORMS_DIRECT=hubspot, should allow the host for the player and HubSpot for posts', () => {
    const settings = {
      ...TEST_SETTINGS,
      video: { host: 'https://fast.wistia.com' },
      forms: {
        provider: 'local' as const,
        hubspotApiUrl: 'https://api.hsforms.com',
        portalId: null,
        direct: 'hubspot' as const,
      },
    };
    const csp = contentSecurityPolicy(thirdPartyOrigins(settings));
    expect(csp).toContain(
      `script-src 'self' ${BOOT_SCRIPT_SOURCE} 'wasm-unsafe-eval' https://fast.wistia.com;`,
    );
    expect(csp).toContain("connect-src 'self' https://fast.wistia.com https://api.hsforms.com;");
  });

  it('given FORMS_PROVIDER=hubspot alone, should not allow HubSpot: the forms service posts there, not the page', () => {
    const settings = {
      ...TEST_SETTINGS,
      forms: {
        provider: 'hubspot' as const,
        hubspotApiUrl: 'https://api.hsforms.com',
        portalId: null,
      },
    };
    expect(contentSecurityPolicy(thirdPartyOrigins(settings))).not.toContain('hsforms');
  });

  it('given configured services, should allow exactly their origins where each is used', () => {
    const settings = {
      ...TEST_SETTINGS,
      images: { domain: 'harbor.imgix.net' },
      helpWidget: { ...TEST_SETTINGS.helpWidget, scriptUrl: 'https://beacon.help.example/v2.js' },
      consent: { scriptUrl: 'https://cmp.consent.example/osano.js' },
      analytics: { segmentWriteKey: 'abc' },
    };
    const csp = contentSecurityPolicy(thirdPartyOrigins(settings));
    expect(csp).toContain(
      `script-src 'self' ${BOOT_SCRIPT_SOURCE} 'wasm-unsafe-eval' https://beacon.help.example https://cmp.consent.example https://cdn.segment.com;`,
    );
    expect(csp).toContain(
      "img-src 'self' data: blob: https://harbor.imgix.net https://beacon.help.example;",
    );
    expect(csp).toContain(
      "frame-src 'self' https://beacon.help.example https://navattic.com https://*.navattic.com https://www.youtube.com;",
    );
    expect(csp).not.toContain('/v2.js');
  });

  it('given a Google tag, should allow its script and collection hosts; without one, none of them', () => {
    const tagged = contentSecurityPolicy(
      thirdPartyOrigins({
        ...TEST_SETTINGS,
        consent: { scriptUrl: null, googleTagId: 'G-TEST1234' },
      }),
    );
    expect(tagged).toContain(
      `script-src 'self' ${BOOT_SCRIPT_SOURCE} 'wasm-unsafe-eval' https://*.googletagmanager.com;`,
    );
    expect(tagged).toContain(
      "img-src 'self' data: blob: https://*.google-analytics.com https://*.googletagmanager.com;",
    );
    expect(tagged).toContain(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com https://*.g.doubleclick.net;",
    );
    const untagged = contentSecurityPolicy(
      thirdPartyOrigins({ ...TEST_SETTINGS, consent: { scriptUrl: null, googleTagId: null } }),
    );
    expect(untagged).toBe(contentSecurityPolicy(thirdPartyOrigins(TEST_SETTINGS)));
    expect(untagged).not.toMatch(/google/);
  });

  it.each([
    ['https://a.example/x.js', 'https://a.example'],
    ['cdn.example', 'https://cdn.example'],
    ['javascript:alert(1)', null],
    ['', null],
    [null, null],
  ])('given %s, should take the origin %s', (url, origin) => {
    expect(originOf(url)).toBe(origin);
  });
});

describe('_headers and _redirects', () => {
  it('given the rules, should write a file that reads back the same, without a header in two matching rules', () => {
    const rules = headerRules({});
    expect(parseHeadersFile(headersFile(rules))).toEqual(rules);
    const asset = headersFor(rules, '/assets/app.js');
    expect(asset['Cache-Control']).toBe(IMMUTABLE);
    for (const path of [
      '/assets/a.js',
      '/page-data/x.json',
      '/pricing/',
      '/pagefind/fragment/en_1a2b.pf_fragment',
      '/pagefind/pagefind.js',
    ]) {
      const names = rules
        .filter((rule) => rule.pattern === path || path.startsWith(rule.pattern.replace(/\*$/, '')))
        .flatMap((rule) => Object.keys(rule.headers));
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('given the search index, should cache its hashed chunks for good and revalidate its named files', () => {
    const rules = headerRules({});
    for (const chunk of [
      '/pagefind/index/en_3f9a.pf_index',
      '/pagefind/fragment/en_77c1.pf_fragment',
      '/pagefind/filter/en_0b2d.pf_filter',
    ])
      expect(headersFor(rules, chunk)['Cache-Control']).toBe(IMMUTABLE);
    for (const file of [
      '/pagefind/pagefind.js',
      '/pagefind/pagefind-entry.json',
      '/pagefind/wasm.en.pagefind',
    ])
      expect(headersFor(rules, file)['Cache-Control']).toBe(REVALIDATE);
    // Pagefind's script compiles WebAssembly; nothing else is loosened.
    const csp = contentSecurityPolicy({});
    expect(csp).toContain(`script-src 'self' ${BOOT_SCRIPT_SOURCE} 'wasm-unsafe-eval';`);
    expect(csp).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
    const nginx = deployFiles(TEST_SETTINGS, [page('/')]).nginx;
    expect(nginx).toMatch(
      new RegExp(
        `location ~ \\^/pagefind/\\(\\?:index\\|fragment\\|filter\\)/ \\{\\n(?:\\s+add_header [^\\n]+\\n)*\\s+add_header Cache-Control "${IMMUTABLE}" always;`,
      ),
    );
  });

  it('given pages, should redirect each path without its slash', () => {
    expect(redirectsFile([page('/'), page('/pricing/'), page('/blog/x/')])).toBe(
      '/blog/x /blog/x/ 301\n/pricing /pricing/ 301\n',
    );
  });

  it('given the error pages, should not redirect /404 or /500', () => {
    const file = redirectsFile([page('/404/'), page('/500/'), page('/pricing/')]);
    expect(file).toBe('/pricing /pricing/ 301\n');
  });

  it('given content redirects, should write them first, with and without the slash', () => {
    const redirects = [
      { from: '/features/', to: '/all-features/', status: 301 as const },
      { from: '/old.html', to: 'https://example.com/x', status: 302 as const },
    ];
    expect(redirectsFile([page('/all-features/')], redirects)).toBe(
      [
        '/features/ /all-features/ 301',
        '/features /all-features/ 301',
        '/old.html https://example.com/x 302',
        '/all-features /all-features/ 301',
        '',
      ].join('\n'),
    );
    const nginx = deployFiles(TEST_SETTINGS, [page('/all-features/')], redirects).nginx;
    expect(nginx).toMatch(
      /location = "\/features\/" \{\n(?:\s+add_header [^\n]+\n)+\s+return 301 "\/all-features\/\$is_args\$args";\n\s+\}/,
    );
    expect(nginx).toMatch(
      /location = "\/features\/" \{\n(?:\s+add_header [^\n]+\n)*\s+add_header Content-Security-Policy/,
    );
    expect(nginx).toContain('location = "/features" {');
    expect(nginx).toContain('return 302 "https://example.com/x$is_args$args";');
  });

  it('given the nginx block, should serve the error pages only as errors and refuse the hosts files', () => {
    const nginx = deployFiles(TEST_SETTINGS, [page('/')]).nginx;
    expect(nginx).toContain('error_page 404 /404.html;');
    expect(nginx).toContain('error_page 500 502 503 504 /500.html;');
    expect(nginx).toMatch(/location = \/500\.html \{\n\s+internal;/);
    expect(nginx).toContain('location ~ ^/_(?:headers|redirects)');
  });

  it('given the settings, should put the same headers in the nginx block', () => {
    const files = deployFiles(TEST_SETTINGS, [page('/')]);
    expect(files.nginx).toContain('add_header Cross-Origin-Opener-Policy "same-origin" always;');
    expect(files.nginx).toContain(`add_header Cache-Control "${IMMUTABLE}" always;`);
    expect(files.headers).toContain(
      'Strict-Transport-Security: max-age=63072000; includeSubDomains',
    );
  });

  it('given NGINX_UPSTREAM, should proxy the service paths to it; without, serve files alone', () => {
    const alone = deployFiles(TEST_SETTINGS, [page('/')]).nginx;
    expect(alone).not.toContain('upstream harbor_node');
    expect(alone).not.toContain('proxy_pass');
    const proxied = deployFiles(TEST_SETTINGS, [page('/')], [], '127.0.0.1:8787').nginx;
    expect(proxied).toMatch(/^upstream harbor_node \{\n\s+server 127\.0\.0\.1:8787;/m);
    // The upstream block precedes the server block (both in nginx's http context).
    expect(proxied.indexOf('upstream harbor_node')).toBeLessThan(proxied.indexOf('server {'));
    for (const prefix of ['/api/', '/_img/', '/_video/'])
      expect(proxied).toMatch(
        new RegExp(
          `location ${prefix.replaceAll('/', '\\/')} \\{[^}]*proxy_pass http://harbor_node;`,
        ),
      );
    expect(proxied).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
  });
});

describe('a separately deployed forms and events service', () => {
  it('given FORMS_ENDPOINT and EVENTS_ENDPOINT, should allow posts (and plain form posts) there', () => {
    const settings = {
      ...TEST_SETTINGS,
      services: { forms: 'https://forms.harbor.example', events: 'https://events.harbor.example' },
    };
    const csp = contentSecurityPolicy(thirdPartyOrigins(settings));
    expect(csp).toMatch(/connect-src [^;]*https:\/\/forms\.harbor\.example/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/events\.harbor\.example/);
    expect(csp).toMatch(/form-action [^;]*https:\/\/forms\.harbor\.example/);
    expect(csp).not.toMatch(/form-action [^;]*events\.harbor/);
  });
});
