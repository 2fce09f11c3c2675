/**
 * The modules each page loads, for the build report's first-load figures per template (build.ts
 * step 5b). Computed by the prerender workers as they render each page, so the walk over every
 * page's props (0.3 s at 10,000 posts) runs on both cores instead of holding up the render on
 * the main thread; each worker sends a set the first time it meets it.
 */
import { blockSource, isBlockType } from '../../src/blocks/modules.ts';
import { blockTypesIn } from '../../src/blocks/walk.ts';
import type { PageData } from '../../src/contracts/page-data.ts';
import type { BlockType } from '../../src/contracts/schemas/blocks.ts';
import type { TemplateId } from '../../src/contracts/templates.ts';
import {
  isPrerenderable,
  isPrerenderableBody,
  isSectionType,
  sectionKeysIn,
  sectionSource,
  SECTION_KEY_PREFIX,
} from '../../src/sections/modules.ts';

/** The modules one page loads: code hydration waits for, its blocks' code, and styles. */
export interface CodeSet {
  code: string[];
  blocks: string[];
  styles: string[];
}

/** Per template, the distinct code sets its pages load, by a key naming the set. */
export type CodeSets = Map<TemplateId, Map<string, CodeSet>>;

/** A code set as a worker sends it: template, key, set. */
export type CodeSetEntry = [TemplateId, string, CodeSet];

/** The module a page loads for a block type or a `section:{type}`, as named in the manifest. */
function lazySource(key: string): string[] {
  if (isBlockType(key)) return [blockSource(key)];
  const section = key.slice(SECTION_KEY_PREFIX.length);
  return key.startsWith(SECTION_KEY_PREFIX) && isSectionType(section)
    ? [sectionSource(section)]
    : [];
}

/**
 * Modules whose styles a block's or section's prerendered markup uses while their code loads
 * only later: the form block's chunk is tiny and loads its view near the viewport
 * (src/blocks/Form.tsx), and the newsletter banner's form renderer arrives after hydration, but
 * the page shows the view's markup from the first paint, buttons and fields included. Their CSS
 * is linked with the page (build.ts); their JavaScript is not preloaded.
 */
export const MARKUP_STYLES: Partial<
  Record<BlockType | `${typeof SECTION_KEY_PREFIX}${string}`, string[]>
> = {
  Form: ['src/forms/FormView.tsx'],
  'section:NewsletterCta': ['src/forms/FormView.tsx'],
};

/**
 * The same for templates that show a lazily loaded component's markup: the blog post's
 * newsletter banner (src/sections/newsletter/NewsletterBanner.tsx), the sign-up form
 * (src/templates/signup/LazySignupForm.tsx), the design-system gallery's interactive specimens
 * (src/pages/design-system/index.tsx).
 */
export const TEMPLATE_MARKUP_STYLES: Partial<Record<TemplateId, string[]>> = {
  'templates/blog-post': ['src/sections/NewsletterCta.tsx', 'src/forms/FormView.tsx'],
  'templates/signup': ['src/templates/signup/SignupForm.tsx'],
  // The gallery's tooltips, fields and modals, loaded near the viewport (issue 37).
  'pages/design-system': ['src/pages/design-system/Interactive.tsx'],
};

/** The modules whose styles a page links for a block type or a `section:{type}`. */
function styleSources(key: string): string[] {
  return [...lazySource(key), ...(MARKUP_STYLES[key as keyof typeof MARKUP_STYLES] ?? [])];
}

/**
 * Page props as the workers send them: prerenderable sections replaced by (empty) HTML, and a
 * prerenderable body left out.
 */
function withoutPrerenderable(page: PageData): unknown {
  const { body, ...props } = page.props as { body?: unknown; sections?: unknown };
  const sections = props.sections;
  return {
    ...props,
    ...(isPrerenderableBody(page) ? {} : { body }),
    ...(Array.isArray(sections)
      ? {
          sections: sections.map((section: { type: string }) =>
            isPrerenderable(section) ? { type: section.type, html: '' } : section,
          ),
        }
      : {}),
  };
}

/** The code set of one page (as compiled, before the render prerenders parts of it). */
export function codeSetOf(page: PageData): CodeSetEntry {
  // Code: blocks and sections the page loads; styles: also those of sections the workers
  // render to HTML (src/sections/prerender.tsx), which need no code.
  const keys = [...blockTypesIn(page.props), ...sectionKeysIn(page.props)];
  const prerendered = withoutPrerenderable(page);
  const codeKeys = [...blockTypesIn(prerendered), ...sectionKeysIn(prerendered)];
  // Sections hydrate with the page; blocks sit in Suspense boundaries and hydrate later.
  const code = [...new Set(codeKeys.filter((key) => !isBlockType(key)).flatMap(lazySource))].sort();
  const blocks = [...new Set(codeKeys.filter(isBlockType).flatMap(lazySource))].sort();
  const styles = [...new Set(keys.flatMap(styleSources))].sort();
  return [
    page.template,
    `${code.join(',')}|${blocks.join(',')}|${styles.join(',')}`,
    { code, blocks, styles },
  ];
}

/** Adds a code set; true when it was not there yet. */
export function addCodeSet(sets: CodeSets, [template, key, set]: CodeSetEntry): boolean {
  const forTemplate = sets.get(template) ?? new Map<string, CodeSet>();
  sets.set(template, forTemplate);
  if (forTemplate.has(key)) return false;
  forTemplate.set(key, set);
  return true;
}
