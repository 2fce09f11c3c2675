/**
 * The blog's posts list is paginated: page 1 is the landing, /blog/, and page n is /blog/page/n/.
 * Shared by the content layer (which generates the pages) and the template (which links them),
 * so the page data carries only the current page and the count.
 */
import type { Pagination } from './schemas/pages.ts';

export type { Pagination };

const BLOG = '/blog/';

export function blogPageHref(page: number): string {
  return page <= 1 ? BLOG : `${BLOG}page/${page}/`;
}

/**
 * The page numbers a pager shows: the first, the last and the current one with its neighbours;
 * `null` marks a gap. Seven slots at most, so the pager fits a phone at any page count.
 */
export function pageWindow({ current, total }: Pagination): (number | null)[] {
  const shown = new Set([1, total, current - 1, current, current + 1]);
  const pages = [...shown].filter((page) => page >= 1 && page <= total).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2) out.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) out.push(null);
    out.push(page);
  });
  return out;
}
