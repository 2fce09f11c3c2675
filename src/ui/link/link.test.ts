import { describe, expect, it } from 'vitest';
import { isExternalHref, linkProps } from './link.ts';

describe('linkProps', () => {
  it.each([
    ['https://docs.harbor.example/', true],
    ['HTTP://x.example', true],
    ['//cdn.example/a', true],
    ['/pricing/', false],
    ['#faq', false],
    ['mailto:help@harbor.example', false],
    ['javascript:alert(1)', false],
  ])('given %s, should say whether it leaves the site (%s)', (href, external) => {
    expect(isExternalHref(href)).toBe(external);
  });

  it('given auto, should open only other origins in a new tab', () => {
    expect(linkProps('/pricing/')).toEqual({ href: '/pricing/' });
    expect(linkProps('https://status.harbor.example/')).toEqual({
      href: 'https://status.harbor.example/',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
  });

  it('given new-tab, should open everything but in-page links in a new tab', () => {
    expect(linkProps('#top', 'new-tab')).toEqual({ href: '#top' });
    expect(linkProps('/blog/', 'new-tab')).toEqual({
      href: '/blog/',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
  });

  it('given same-tab, should still protect a link that leaves the site', () => {
    expect(linkProps('https://x.example/', 'same-tab')).toEqual({
      href: 'https://x.example/',
      rel: 'noopener noreferrer',
    });
    expect(linkProps('/x/', 'same-tab')).toEqual({ href: '/x/' });
  });
});
