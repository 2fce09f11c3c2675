/**
 * Template ids: the one list of the code that can render a page. Each id is the folder of its
 * code under `src/` (`src/{id}/index.tsx`). The content layer checks pages against it, the
 * runtime maps each id to a lazily loaded chunk (src/runtime/templates.ts), and the build finds
 * each chunk in Vite's manifest by it. Pure data: no template code is imported here.
 */
import type { ComponentType } from 'react';
import type { PropsByKind, PropsKind } from './schemas/pages.ts';
import type { SharedName } from './shared.ts';

export const TEMPLATE_IDS = [
  // Templates: many pages each, backed by content.
  'templates/home',
  'templates/pricing',
  'templates/landing-page',
  'templates/company-page',
  'templates/job-post',
  'templates/job-description',
  'templates/integration',
  'templates/integrations-list',
  'templates/interview-guide',
  'templates/blog-post',
  'templates/posts-landing',
  'templates/posts-list',
  'templates/resources-page',
  'templates/signup',
  'templates/login',
  // One-off pages, each its own lazily loaded chunk.
  'pages/not-found',
  'pages/server-error',
  'pages/all-features',
  'pages/classes',
  'pages/baa-covered-entity',
  'pages/baa-subcontractor',
  'pages/dei',
  'pages/for-good',
  'pages/fundraising-with-purpose',
  'pages/help-desk-staffing-calculator',
  'pages/interview-builder',
  'pages/interview-builder-library',
  'pages/product-tour',
  'pages/referral',
  'pages/startups',
  'pages/webinar-foundations',
  'pages/design-system',
  'pages/search',
] as const;

export type TemplateId = (typeof TEMPLATE_IDS)[number];

export function isTemplateId(value: string): value is TemplateId {
  return (TEMPLATE_IDS as readonly string[]).includes(value);
}

/** Source file of a template, as named in Vite's build manifest. */
export function templateSource(id: TemplateId): string {
  return `src/${id}/index.tsx`;
}

/**
 * How each template's props are validated (src/contracts/schemas/pages.ts): `loose` props belong
 * to their template, `content` pages have the fields of every content page, `sections` pages add
 * their bands. A template missing here fails type-checking.
 */
export const TEMPLATE_PROPS = {
  'templates/home': 'sections',
  'templates/pricing': 'sections',
  'templates/landing-page': 'sections',
  'templates/company-page': 'content',
  'templates/job-post': 'content',
  'templates/job-description': 'content',
  'templates/integration': 'content',
  'templates/integrations-list': 'content',
  'templates/interview-guide': 'content',
  'templates/blog-post': 'content',
  'templates/posts-landing': 'content',
  'templates/posts-list': 'content',
  'templates/resources-page': 'content',
  'templates/signup': 'loose',
  'templates/login': 'loose',
  'pages/not-found': 'content',
  'pages/server-error': 'content',
  'pages/all-features': 'content',
  'pages/classes': 'content',
  'pages/baa-covered-entity': 'content',
  'pages/baa-subcontractor': 'content',
  'pages/dei': 'content',
  'pages/for-good': 'content',
  'pages/fundraising-with-purpose': 'content',
  'pages/help-desk-staffing-calculator': 'content',
  'pages/interview-builder': 'content',
  'pages/interview-builder-library': 'content',
  'pages/product-tour': 'content',
  'pages/referral': 'content',
  'pages/startups': 'content',
  'pages/webinar-foundations': 'content',
  'pages/design-system': 'loose',
  'pages/search': 'content',
} as const satisfies Record<TemplateId, PropsKind>;

/** The props of a template's pages, by template id. */
export type PropsOf<T extends TemplateId> = PropsByKind[(typeof TEMPLATE_PROPS)[T]];

/** Props every template and page component receives. */
export interface TemplateProps<T extends TemplateId> {
  /** Canonical path of the page being rendered. */
  path: string;
  /** Template-specific props from the page data. */
  props: PropsOf<T>;
}

/** A template's component, as the runtime and the renderer hold it. */
export type PageComponent = ComponentType<{ path: string; props: never }>;

export interface TemplateModule {
  default: PageComponent;
}

/**
 * Shared results a template reads beyond those of the header and footer. Reading one that is not
 * declared here throws while rendering (src/site/site-data.tsx), so a missing entry fails the build.
 */
export const TEMPLATE_SHARED: Partial<Record<TemplateId, readonly SharedName[]>> = {
  'templates/pricing': ['pricing'],
};
