import { describe, expect, it } from 'vitest';
import { matchesPattern, routeFor, ROUTES } from '../contracts/route-table.ts';
import { templateSource, type TemplateId } from '../contracts/templates.ts';
import { TEMPLATE_LOADERS } from './templates.ts';

describe('the route table', () => {
  it('given every template id, should have its code at src/{id}/index.tsx', () => {
    const modules = import.meta.glob('../{templates,pages}/*/index.tsx');
    const files = Object.keys(modules).map((key) => key.replace(/^\.\.\//, 'src/'));
    for (const id of Object.keys(TEMPLATE_LOADERS) as TemplateId[]) {
      expect(files).toContain(templateSource(id));
    }
  });

  it('given every fixed path (docs/product.md §2.1), should have a route', () => {
    const specPaths = [
      '/',
      '/platform/',
      '/pricing/',
      '/about/',
      '/careers/',
      '/for-good/',
      '/dei/',
      '/customer-champions/',
      '/classes/',
      '/partner/',
      '/blog/',
      '/resources/',
      '/lp/get-a-demo/',
      '/webinars/',
      '/webinars/foundations-of-great-service/',
      '/product-tour/',
      '/fundraising-with-purpose/',
      '/interview-builder/',
      '/lp/personalized-customer-experience',
      '/help-desk-staffing-calculator/',
      '/404/',
      '/all-features/',
      '/referral/',
      '/startups/',
      '/interview-builder/library/',
    ];
    const fixed = ROUTES.filter((route) => route.required).map((route) => route.pattern);
    for (const path of specPaths) expect(fixed).toContain(path);
  });

  it('given every lazily loaded one-off page (docs/product.md §2.1), should map it to its own template id', () => {
    const lazy = ROUTES.filter((route) => route.template.startsWith('pages/'));
    expect(new Set(lazy.map((route) => route.template)).size).toBe(lazy.length);
    expect(lazy.length).toBeGreaterThanOrEqual(16);
  });

  it('given every template, should route at least one path to it', () => {
    const routed = new Set(ROUTES.map((route) => route.template));
    for (const id of Object.keys(TEMPLATE_LOADERS)) expect(routed).toContain(id);
  });
});

describe('matchesPattern', () => {
  it('given a :param, should match exactly one lower-case slug segment', () => {
    expect(matchesPattern('/blog/:slug/', '/blog/first-response-time/')).toBe(true);
    expect(matchesPattern('/blog/:slug/', '/blog/a/b/')).toBe(false);
    expect(matchesPattern('/blog/:slug/', '/blog//')).toBe(false);
    expect(matchesPattern('/blog/:slug/', '/blog/Upper/')).toBe(false);
    expect(matchesPattern('/members/register/:id/', '/members/register/39/')).toBe(true);
  });
});

describe('routeFor', () => {
  it('given a fixed path and its template, should find the route', () => {
    expect(routeFor('/pricing/', 'templates/pricing')?.required).toBe(true);
  });

  it('given a fixed path with another template, should refuse it', () => {
    expect(routeFor('/pricing/', 'templates/blog-post')).toBeUndefined();
  });

  it('given a collection path, should match the template pattern', () => {
    expect(
      routeFor('/blog/customer-service/topic/the-supportive/', 'templates/posts-list'),
    ).toBeDefined();
    expect(routeFor('/integrations/crm/', 'templates/integration')).toBeDefined();
    expect(routeFor('/integrations/crm/', 'templates/blog-post')).toBeUndefined();
  });
});
