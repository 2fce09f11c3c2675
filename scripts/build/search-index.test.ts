import { describe, expect, it } from 'vitest';
import { indexedHtml, markForIndex } from './search-index.ts';

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

describe('indexedHtml', () => {
  it('given a page, should keep only its html tag, title and marked main for Pagefind', () => {
    const html =
      '<!doctype html><html lang="en"><head><title>Hi | Harbor</title><style>a{}</style></head><body><header>Menu</header><main id="main"><h1>Hi</h1></main><footer>Foot</footer><script>1</script></body></html>';
    expect(indexedHtml(html, 'Blog')).toBe(
      '<!doctype html><html lang="en"><head><title>Hi | Harbor</title></head><body><main data-pagefind-body data-pagefind-filter="section:Blog" data-pagefind-meta="section:Blog" id="main"><h1>Hi</h1></main></body></html>',
    );
  });

  it('given a main element never closed, should send the whole marked page', () => {
    expect(indexedHtml('<body><main>x', 'Pages')).toBe(markForIndex('<body><main>x', 'Pages'));
  });

  it('given no main element, should answer null', () => {
    expect(indexedHtml('<body>x</body>', 'Pages')).toBeNull();
  });
});
