import { describe, expect, it } from 'vitest';
import { rewriteLinks } from './decorate.ts';

describe('rewriteLinks', () => {
  it('given a page with a skip link, should rewrite the links that leave the page and never a #… one', () => {
    document.body.innerHTML =
      '<a href="#main">Skip to content</a><a href="/members/register/18/">Start</a><a href="#plans">Plans</a>';
    const changed = rewriteLinks(document, (href) => `${href}?utm_source=x`);
    expect(changed).toBe(1);
    const hrefs = [...document.querySelectorAll('a')].map((anchor) => anchor.getAttribute('href'));
    expect(hrefs).toEqual(['#main', '/members/register/18/?utm_source=x', '#plans']);
  });
});
