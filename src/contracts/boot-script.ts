/**
 * The one inline script of a page: it starts the client after the first paint.
 *
 * A `<script type="module" src>` and its `<link rel="modulepreload">`s are fetched while the HTML
 * is parsed, at high priority, beside the hero image. On a slow phone they share its bandwidth,
 * and Lighthouse puts every script that arrived before the paint on the paint's path: `/` painted
 * its largest element at 2.52 s as built, and at 1.48 s with the entry asked for only after the
 * first paint (docs/benchmarks.md, "What stands in the way"). The page is complete HTML before it
 * hydrates, so nothing a visitor sees waits for this.
 *
 * The text never changes from page to page or build to build, so the Content-Security-Policy
 * allows it by its hash (server/static/headers.ts) and still forbids every other inline script.
 * What changes (the entry's URL, the chunks to preload) travels in the element's attributes:
 * `data-entry` and `data-preload` (space-separated).
 *
 * When it runs: when the browser reports its first paint (a `paint` performance entry, which
 * arrives in a task after the frame), or after the first frame where the browser has no paint
 * entries, or after 1 s at the latest, for a tab opened in the background, which paints nothing
 * until it is shown. A paint entry is the browser's own record, so a test that stops the page's
 * clock still sees the page start.
 */
export const BOOT_SCRIPT =
  '((s)=>{let d=0;const go=()=>{if(d++)return;' +
  "for(const h of (s.dataset.preload||'').split(' ')){if(!h)continue;" +
  "const l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.append(l)}" +
  'import(s.dataset.entry)};' +
  "if(PerformanceObserver.supportedEntryTypes?.includes('paint'))" +
  "new PerformanceObserver(go).observe({type:'paint',buffered:true});" +
  'else requestAnimationFrame(()=>setTimeout(go));' +
  'setTimeout(go,1000)})(document.currentScript)';
