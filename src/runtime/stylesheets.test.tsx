import { afterEach, describe, expect, test } from 'vitest';
import { loadStylesheets } from './stylesheets.ts';

const links = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) =>
    link.getAttribute('href'),
  );

/** jsdom fetches no stylesheet: the test plays the browser's part. */
function finish(href: string, outcome: 'load' | 'error'): void {
  const link = document.head.querySelector(`link[href="${href}"]`);
  if (!link) throw new Error(`no link for ${href}`);
  link.dispatchEvent(new Event(outcome));
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('loadStylesheets', () => {
  test('given stylesheets already on the page, enabled or disabled, should add nothing', async () => {
    document.head.innerHTML =
      '<link rel="stylesheet" href="/assets/page-abc.css"><link rel="stylesheet" href="/assets/a-1.css" disabled>';
    await loadStylesheets(['/assets/a-1.css', '/assets/page-abc.css']);
    expect(links()).toEqual(['/assets/page-abc.css', '/assets/a-1.css']);
  });

  test('given a missing stylesheet, should add it and resolve only once it has loaded', async () => {
    let done = false;
    const loading = loadStylesheets(['/assets/b-2.css']).then(() => (done = true));
    expect(links()).toEqual(['/assets/b-2.css']);
    await Promise.resolve();
    expect(done).toBe(false);
    finish('/assets/b-2.css', 'load');
    await loading;
    expect(done).toBe(true);
  });

  test('given the same stylesheet asked for twice while loading, should add one link', async () => {
    const first = loadStylesheets(['/assets/c-3.css']);
    const second = loadStylesheets(['/assets/c-3.css']);
    finish('/assets/c-3.css', 'load');
    await Promise.all([first, second]);
    expect(links()).toEqual(['/assets/c-3.css']);
  });

  test('given a stylesheet that fails, should reject, remove it and try again next time', async () => {
    const failing = loadStylesheets(['/assets/d-4.css']);
    finish('/assets/d-4.css', 'error');
    await expect(failing).rejects.toThrow('/assets/d-4.css');
    expect(links()).toEqual([]);
    const retry = loadStylesheets(['/assets/d-4.css']);
    finish('/assets/d-4.css', 'load');
    await retry;
    expect(links()).toEqual(['/assets/d-4.css']);
  });

  test('given anything but a built stylesheet path, should ignore it', async () => {
    await loadStylesheets([
      'javascript:alert(1)',
      'https://evil.example/x.css',
      '//evil.example/x.css',
      '/assets/../secrets.css',
      '/assets/x.js',
      '/other/x.css',
      '"><script>alert(1)</script>',
    ]);
    expect(links()).toEqual([]);
  });

  test('given no list, should resolve at once', async () => {
    await expect(loadStylesheets(undefined)).resolves.toBeUndefined();
  });
});
