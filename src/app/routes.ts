/**
 * The route table: which code renders which paths (SPEC §2.1).
 *
 * Every template and one-off page is its own code chunk, loaded on demand. Concrete pages come
 * from the content layer; each declares a path and a template, and the build checks the pair
 * against this table, so a page can never be rendered by code meant for another kind of path.
 */
import type { ComponentType } from 'react';

/** Props every template and page component receives. */
export interface TemplateProps<P = Record<string, unknown>> {
  /** Canonical path of the page being rendered. */
  path: string;
  /** Template-specific props from the page data. */
  props: P;
}

export type TemplateModule = { default: ComponentType<TemplateProps<never>> };

/**
 * Code for each template id. The id is the folder under `src/`, so the id alone locates the
 * chunk in the build manifest (`src/{id}/index.tsx`).
 */
export const TEMPLATE_LOADERS = {
  // Templates: many pages each, backed by content.
  'templates/home': () => import('../templates/home/index.tsx'),
  'templates/pricing': () => import('../templates/pricing/index.tsx'),
  'templates/landing-page': () => import('../templates/landing-page/index.tsx'),
  'templates/company-page': () => import('../templates/company-page/index.tsx'),
  'templates/job-post': () => import('../templates/job-post/index.tsx'),
  'templates/job-description': () => import('../templates/job-description/index.tsx'),
  'templates/integration': () => import('../templates/integration/index.tsx'),
  'templates/integrations-list': () => import('../templates/integrations-list/index.tsx'),
  'templates/interview-guide': () => import('../templates/interview-guide/index.tsx'),
  'templates/blog-post': () => import('../templates/blog-post/index.tsx'),
  'templates/posts-landing': () => import('../templates/posts-landing/index.tsx'),
  'templates/posts-list': () => import('../templates/posts-list/index.tsx'),
  'templates/resources-page': () => import('../templates/resources-page/index.tsx'),
  'templates/signup': () => import('../templates/signup/index.tsx'),
  'templates/login': () => import('../templates/login/index.tsx'),
  // One-off pages, lazily loaded (SPEC §2.1).
  'pages/not-found': () => import('../pages/not-found/index.tsx'),
  'pages/server-error': () => import('../pages/server-error/index.tsx'),
  'pages/all-features': () => import('../pages/all-features/index.tsx'),
  'pages/classes': () => import('../pages/classes/index.tsx'),
  'pages/baa-covered-entity': () => import('../pages/baa-covered-entity/index.tsx'),
  'pages/baa-subcontractor': () => import('../pages/baa-subcontractor/index.tsx'),
  'pages/dei': () => import('../pages/dei/index.tsx'),
  'pages/for-good': () => import('../pages/for-good/index.tsx'),
  'pages/fundraising-with-purpose': () => import('../pages/fundraising-with-purpose/index.tsx'),
  'pages/help-desk-staffing-calculator': () =>
    import('../pages/help-desk-staffing-calculator/index.tsx'),
  'pages/interview-builder': () => import('../pages/interview-builder/index.tsx'),
  'pages/interview-builder-library': () => import('../pages/interview-builder-library/index.tsx'),
  'pages/product-tour': () => import('../pages/product-tour/index.tsx'),
  'pages/referral': () => import('../pages/referral/index.tsx'),
  'pages/startups': () => import('../pages/startups/index.tsx'),
  'pages/webinar-foundations': () => import('../pages/webinar-foundations/index.tsx'),
} satisfies Record<string, () => Promise<TemplateModule>>;

export type TemplateId = keyof typeof TEMPLATE_LOADERS;

export function isTemplateId(value: string): value is TemplateId {
  return Object.hasOwn(TEMPLATE_LOADERS, value);
}

/** Source file of a template, as named in Vite's build manifest. */
export function templateSource(id: TemplateId): string {
  return `src/${id}/index.tsx`;
}

export interface RouteDefinition {
  /** A fixed path, or a pattern whose `:name` segments match one path segment each. */
  pattern: string;
  template: TemplateId;
  /** A fixed route must have a page in the content; a pattern may have any number. */
  required: boolean;
}

const fixed = (pattern: string, template: TemplateId): RouteDefinition => ({
  pattern,
  template,
  required: true,
});
const collection = (pattern: string, template: TemplateId): RouteDefinition => ({
  pattern,
  template,
  required: false,
});

/** Every path of SPEC §2.1, and the patterns of the content-backed templates. */
export const ROUTES: readonly RouteDefinition[] = [
  fixed('/', 'templates/home'),
  fixed('/pricing/', 'templates/pricing'),
  fixed('/platform/', 'templates/landing-page'),
  fixed('/partner/', 'templates/landing-page'),
  fixed('/lp/get-a-demo/', 'templates/landing-page'),
  fixed('/lp/personalized-customer-experience', 'templates/landing-page'),
  fixed('/about/', 'templates/company-page'),
  fixed('/careers/', 'templates/company-page'),
  fixed('/customer-champions/', 'templates/company-page'),
  fixed('/blog/', 'templates/posts-landing'),
  fixed('/webinars/', 'templates/posts-list'),
  fixed('/resources/', 'templates/resources-page'),
  fixed('/integrations/', 'templates/integrations-list'),
  fixed('/members/login/', 'templates/login'),
  // Lazily loaded one-off pages.
  fixed('/404/', 'pages/not-found'),
  fixed('/500/', 'pages/server-error'),
  fixed('/all-features/', 'pages/all-features'),
  fixed('/classes/', 'pages/classes'),
  fixed('/company/legal/baa-covered-entity/', 'pages/baa-covered-entity'),
  fixed('/company/legal/baa-subcontractor/', 'pages/baa-subcontractor'),
  fixed('/dei/', 'pages/dei'),
  fixed('/for-good/', 'pages/for-good'),
  fixed('/fundraising-with-purpose/', 'pages/fundraising-with-purpose'),
  fixed('/help-desk-staffing-calculator/', 'pages/help-desk-staffing-calculator'),
  fixed('/interview-builder/', 'pages/interview-builder'),
  fixed('/interview-builder/library/', 'pages/interview-builder-library'),
  fixed('/product-tour/', 'pages/product-tour'),
  fixed('/referral/', 'pages/referral'),
  fixed('/startups/', 'pages/startups'),
  fixed('/webinars/foundations-of-great-service/', 'pages/webinar-foundations'),
  // Content-backed collections.
  collection('/members/register/:id/', 'templates/signup'),
  collection('/lp/:slug/', 'templates/landing-page'),
  collection('/company/:slug/', 'templates/company-page'),
  collection('/company/legal/:slug/', 'templates/company-page'),
  collection('/company/careers/:slug/', 'templates/job-post'),
  collection('/careers/jobs/:slug/', 'templates/job-description'),
  collection('/integrations/:slug/', 'templates/integration'),
  collection('/interview-builder/guides/:slug/', 'templates/interview-guide'),
  collection('/blog/:slug/', 'templates/blog-post'),
  collection('/blog/customer-service/topic/:topic/', 'templates/posts-list'),
  collection('/resources/:slug/', 'templates/resources-page'),
];

/** Segment-wise match of a path against a route pattern; `:name` matches one non-empty segment. */
export function matchesPattern(pattern: string, path: string): boolean {
  const patternParts = pattern.split('/');
  const pathParts = path.split('/');
  if (patternParts.length !== pathParts.length) return false;
  return patternParts.every((part, index) => {
    const actual = pathParts[index] ?? '';
    return part.startsWith(':') ? /^[a-z0-9][a-z0-9-]*$/.test(actual) : part === actual;
  });
}

/** The route definitions a page (path + template) may belong to; empty when the pair is not allowed. */
export function routeFor(path: string, template: TemplateId): RouteDefinition | undefined {
  const exact = ROUTES.find((route) => route.pattern === path);
  if (exact) return exact.template === template ? exact : undefined;
  return ROUTES.find(
    (route) =>
      !route.required && route.template === template && matchesPattern(route.pattern, path),
  );
}

/** Paths where the small legacy script of SPEC §2.1 loads. */
export const LEGACY_SCRIPT_PATHS: readonly string[] = [
  '/',
  '/classes/',
  '/help-desk-staffing-calculator/',
];
