/**
 * The code behind each template id (src/contracts/templates.ts): every template and one-off page
 * is its own chunk, loaded on demand. Which paths each template renders is in
 * src/contracts/route-table.ts. Templates import nothing from here, so there is no cycle.
 */
import type { TemplateId, TemplateModule } from '../contracts/templates.ts';

/** A loader per template id; `satisfies` makes a missing or unknown id a type error. */
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
  // One-off pages, lazily loaded (docs/product.md §2.1).
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
  'pages/design-system': () => import('../pages/design-system/index.tsx'),
  'pages/search': () => import('../pages/search/index.tsx'),
} satisfies Record<TemplateId, () => Promise<TemplateModule>>;
