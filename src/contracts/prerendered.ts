/**
 * The parts of a page the build rendered to HTML: pure-markup sections (src/sections/prerender.tsx)
 * and a blog post's body (src/richtext/prerender.tsx). The page-data file carries their HTML, for
 * client navigation. The copy embedded in the page's own HTML does not: the document already
 * holds that markup, each part in an element marked `data-prerendered="{key}"`, and the browser
 * takes it back from there before hydrating (docs/adr/0012-page-data-written-once.md). That copy
 * would otherwise repeat the page's content a second time in the same file.
 */
import type { PageData } from './page-data.ts';
import type { PrerenderedHtml } from './schemas/pages.ts';

export type { PrerenderedHtml };

/** Attribute that marks the element holding a prerendered part's HTML. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

export const sectionSlotKey = (index: number) => `sections.${index}`;
export const BODY_SLOT_KEY = 'body';

type Holder = { html: string; styles?: unknown };

const isHolder = (value: unknown): value is Holder =>
  typeof (value as { html?: unknown } | null)?.html === 'string';

/** Calls `visit` with each prerendered part of the props and the key of the element showing it. */
function eachPart(props: unknown, visit: (key: string, holder: Holder) => void): void {
  const { sections, bodyHtml } = (props ?? {}) as { sections?: unknown; bodyHtml?: unknown };
  if (Array.isArray(sections))
    sections.forEach((section: unknown, index) => {
      if (isHolder(section)) visit(sectionSlotKey(index), section);
    });
  if (isHolder(bodyHtml)) visit(BODY_SLOT_KEY, bodyHtml);
}

/**
 * The page as embedded in its own HTML: every prerendered part's HTML left out. A copy of the
 * objects on the way to those parts only (the rest is shared with `page`, which is left as it is):
 * a deep copy of a post cost 0.03 ms, a tenth of its render.
 */
export function withoutPrerenderedHtml(page: PageData): PageData {
  let found = false;
  eachPart(page.props, () => (found = true));
  if (!found) return page;
  const props: Record<string, unknown> = { ...page.props };
  const { sections, bodyHtml } = props;
  const emptied = (part: unknown) => (isHolder(part) ? { ...part, html: '' } : part);
  if (Array.isArray(sections)) props.sections = sections.map(emptied);
  props.bodyHtml = emptied(bodyHtml);
  if (bodyHtml === undefined) delete props.bodyHtml;
  return { ...page, props };
}

/**
 * Makes the embedded page whole again from the document, in place: each part's HTML read from
 * the element that shows it (`htmlOf(key)`). False when one of those elements is missing: the
 * page's markup is not what the build wrote, and it is better left as it is than hydrated.
 */
export function restorePrerenderedHtml(
  page: PageData,
  htmlOf: (key: string) => string | null | undefined,
): boolean {
  let whole = true;
  eachPart(page.props, (key, holder) => {
    const html = htmlOf(key);
    if (typeof html === 'string') holder.html = html;
    else whole = false;
  });
  return whole;
}

/** Style keys of the page's prerendered parts (`section:{type}`, block types). */
export function prerenderedStyles(props: unknown): string[] {
  const keys: string[] = [];
  eachPart(props, (_, { styles }) => {
    if (Array.isArray(styles))
      for (const key of styles) if (typeof key === 'string') keys.push(key);
  });
  return keys;
}
