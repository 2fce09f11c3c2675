/**
 * The one HTML reader of the scripts: parse5, the HTML standard's parser, so a check sees a page
 * as a browser does: character references decoded where a browser decodes them (and only there:
 * `&amp=1` in an attribute stays as written), script and style text never read as markup, an
 * unfinished tag at the end of a file dropped. There is no other entity decoder in scripts/.
 *
 * Sitemaps and the blog feed are read with it too: they are plain XML (elements and escaped
 * text, no CDATA), which HTML's tokenizer reads the same way. Only RSS's `<link>`, a void
 * element in HTML, cannot be read as an element here.
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
export type Element = DefaultTreeAdapterMap['element'];

/**
 * A document as a browser parses it, with scripting off: `<noscript>` content is markup then, as
 * a crawler that runs no script reads it.
 */
export function readHtml(html: string): DefaultTreeAdapterMap['document'] {
  return parse(html, { scriptingEnabled: false });
}

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function childrenOf(node: Node): Node[] {
  if (isElement(node) && node.tagName === 'template') {
    return (node as DefaultTreeAdapterMap['template']).content.childNodes;
  }
  return 'childNodes' in node ? node.childNodes : [];
}

/** Every element under `root` in document order, the contents of `<template>` included. */
export function elementsOf(root: Node): Element[] {
  const found: Element[] = [];
  const stack: Node[] = childrenOf(root).toReversed();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (isElement(node)) found.push(node);
    for (const child of childrenOf(node).toReversed()) stack.push(child);
  }
  return found;
}

/**
 * The value of a plain attribute (not a namespaced one such as SVG's `xlink:href`), references
 * decoded; the first wins when an attribute is written twice, as in browsers.
 */
export function attributeOf(element: Element, name: string): string | undefined {
  return element.attrs.find((attribute) => attribute.name === name && !attribute.prefix)?.value;
}

/** The text inside a node, as the DOM's `textContent` gives it. */
export function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  return childrenOf(node).map(textOf).join('');
}

/** The text of every `tagName` element of a document (the `<loc>` of each sitemap entry…). */
export function textsOf(markup: string, tagName: string): string[] {
  return elementsOf(readHtml(markup))
    .filter((element) => element.tagName === tagName)
    .map(textOf);
}
