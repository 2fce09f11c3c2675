/**
 * Template ids: the one list of the code that can render a page. Each id is the folder of its
 * code under `src/` (`src/{id}/index.tsx`). The content layer checks pages against it, the
 * runtime maps each id to a lazily loaded chunk (src/runtime/templates.ts), and the build finds
 * each chunk in Vite's manifest by it. Pure data: no template code is imported here.
 */
import type { ComponentType } from 'react';
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
] as const;

export type TemplateId = (typeof TEMPLATE_IDS)[number];

export function isTemplateId(value: string): value is TemplateId {
  return (TEMPLATE_IDS as readonly string[]).includes(value);
}

/** Source file of a template, as named in Vite's build manifest. */
export function templateSource(id: TemplateId): string {
  return `src/${id}/index.tsx`;
}

/** Props every template and page component receives. */
export interface TemplateProps<P = Record<string, unknown>> {
  /** Canonical path of the page being rendered. */
  path: string;
  /** Template-specific props from the page data. */
  props: P;
}

/** A template's component, as the runtime and the renderer hold it. */
export type PageComponent = ComponentType<TemplateProps<never>>;

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
