/**
 * The route table (docs/product.md §2.1): which template renders which paths. Build-time only: the
 * browser never needs it, so it stays out of the client bundle.
 *
 * Concrete pages come from the content layer; each declares a path and a template, and the
 * build checks the pair against this table, so a page can never be rendered by code meant for
 * another kind of path.
 */
import type { TemplateId } from './templates.ts';

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

/** Every fixed path, and the patterns of the content-backed templates (docs/product.md §2.1). */
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
  // Product and solution pages the header menu and footer link to (docs/product.md §5.1).
  fixed('/inbox/', 'templates/landing-page'),
  fixed('/knowledge-base/', 'templates/landing-page'),
  fixed('/beacon-messaging/', 'templates/landing-page'),
  fixed('/proactive-messages/', 'templates/landing-page'),
  fixed('/customer-support-channels/', 'templates/landing-page'),
  fixed('/help-desk-workflows/', 'templates/landing-page'),
  fixed('/help-desk-app/', 'templates/landing-page'),
  fixed('/help-desk-integration/', 'templates/landing-page'),
  fixed('/customer-management/', 'templates/landing-page'),
  fixed('/ai-features/', 'templates/landing-page'),
  fixed('/analytics/', 'templates/landing-page'),
  fixed('/customer-support/', 'templates/landing-page'),
  fixed('/shared-inbox/', 'templates/landing-page'),
  fixed('/newsletter/supportive/', 'templates/landing-page'),
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
  fixed('/design-system/', 'pages/design-system'),
  // Content-backed collections.
  collection('/members/register/:id/', 'templates/signup'),
  collection('/lp/:slug/', 'templates/landing-page'),
  collection('/industry/:slug/', 'templates/landing-page'),
  collection('/compare/:slug/', 'templates/landing-page'),
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
