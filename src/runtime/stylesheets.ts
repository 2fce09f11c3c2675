/**
 * The stylesheets a page lists in its data (PageData.css) that the document does not have yet,
 * added before the page is shown. A page's code brings its own styles when it loads, but the
 * sections the build drew as HTML bring no code, so without this a visitor arriving by a click
 * would see them unstyled. Links already on the page count whether enabled or not: a built page
 * keeps the parts of its joined stylesheet as disabled links (src/render/document.ts).
 */

/** Only our own built stylesheets: the list comes from a JSON file, never from the visitor. */
const STYLESHEET = /^\/assets\/[\w.-]+\.css$/;

const loading = new Map<string, Promise<void>>();

function onPage(href: string): boolean {
  const url = new URL(href, document.baseURI).href;
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (link.href === url) return true;
  }
  return false;
}

function loadStylesheet(href: string): Promise<void> {
  let promise = loading.get(href);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.addEventListener('load', () => resolve(), { once: true });
      link.addEventListener(
        'error',
        () => {
          link.remove();
          loading.delete(href);
          reject(new Error(`Stylesheet ${href} failed to load`));
        },
        { once: true },
      );
      document.head.append(link);
    });
    loading.set(href, promise);
  }
  return promise;
}

/** Resolves once every listed stylesheet is on the page; rejects when one fails to load. */
export async function loadStylesheets(hrefs: readonly string[] = []): Promise<void> {
  await Promise.all(
    hrefs
      .filter((href) => STYLESHEET.test(href) && (loading.has(href) || !onPage(href)))
      .map(loadStylesheet),
  );
}
