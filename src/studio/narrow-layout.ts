/**
 * The studio on a phone (issue 35): Decap's editor sets `min-width: 800px` on its editor and
 * toolbar containers and splits the editor with a preview pane, so at 375 px every entry (the
 * redirects list among them) ran 425 px off the right edge. Below 800 px these rules let both
 * containers shrink, give the editor pane the whole width, and hide what only fits side by side:
 * the preview pane, its toggle and the deploy-preview button (the preview is there again on a
 * wider screen). Decap's emotion classes keep their component label (`css-<hash>-EditorContainer`),
 * which the selectors match; they apply to /admin/ only (injected by main.tsx).
 */
export const NARROW_BREAKPOINT_PX = 800;

export const NARROW_LAYOUT_CSS = `@media (max-width: ${NARROW_BREAKPOINT_PX - 1}px) {
  [class*='-EditorContainer'],
  [class*='-ToolbarContainer'] {
    min-width: 0 !important;
  }
  [class*='-ToolbarSectionBackLink'] {
    min-width: 0;
    flex: 0 1 auto;
    padding: 0 12px !important;
  }
  [class*='-ToolbarSectionBackLink'] > div:last-child {
    min-width: 0;
  }
  [class*='-BackCollection'] {
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
    font-size: 13px;
  }
  [class*='-ToolbarSectionMain'] {
    padding: 0 8px !important;
  }
  [class*='-DateTimeControl'] {
    flex-wrap: wrap;
    row-gap: 4px;
  }
  .SplitPane > .Pane1 {
    width: 100% !important;
    flex: 1 1 auto !important;
  }
  .SplitPane > .Resizer,
  .SplitPane > .Pane2,
  [class*='-EditorToggle'],
  [class*='-PreviewButtonContainer'] {
    display: none !important;
  }
}`;

/** Adds the narrow-screen rules to the studio page, once. */
export function applyNarrowLayout(doc: Document): void {
  if (doc.getElementById('studio-narrow-layout')) return;
  const style = doc.createElement('style');
  style.id = 'studio-narrow-layout';
  style.textContent = NARROW_LAYOUT_CSS;
  doc.head.append(style);
}
