/**
 * Escaping for text placed in HTML (and XML) markup, in element content or a quoted attribute.
 * Here, in the leaf every layer shares, because the document renderer, the build's feeds and
 * preview images, and the server's form result page all write markup, and the server never
 * imports src/render/.
 */
const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}
