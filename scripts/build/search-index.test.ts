import { describe, expect, it } from 'vitest';
import { markForIndex } from './search-index.ts';

describe('markForIndex', () => {
  it('given a page, should mark its first main element with its section and leave the rest', () => {
    const html =
      '<body><header>Menu</header><main id="main" tabindex="-1"><h1>Hi</h1></main></body>';
    expect(markForIndex(html, 'Blog')).toBe(
      '<body><header>Menu</header><main data-pagefind-body data-pagefind-filter="section:Blog" data-pagefind-meta="section:Blog" id="main" tabindex="-1"><h1>Hi</h1></main></body>',
    );
  });

  it('given a bare main tag, should mark it too', () => {
    expect(markForIndex('<main>x</main>', 'Pages')).toContain('<main data-pagefind-body ');
  });

  it('given no main element (a <mainly> tag is not one), should answer null', () => {
    expect(markForIndex('<body><mainly>x</mainly></body>', 'Pages')).toBeNull();
  });
});
