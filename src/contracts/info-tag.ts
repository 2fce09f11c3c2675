/**
 * The `<info>…</info>` tag a plan price's `per` text may carry (docs/product.md §11.1): its
 * content is the tooltip on the word 'user'. Shared by the pricing schema (which checks it) and
 * the pricing hero (which draws it), without bringing the schema's zod to the browser.
 */
export const INFO_TAG = /<info>([^<]+)<\/info>/;
