import { describe, expect, it } from 'vitest';
import { rootTokens, token } from './tokens.ts';

describe('rootTokens', () => {
  it('given a stylesheet, should read the first :root block and skip comments and media blocks', () => {
    const css = `/* --color-x: #000; */
:root {
  --color-brand: #4176fa;
  /* a note */
  --font-sans: system-ui, 'Segoe UI', sans-serif;
}
@media (min-width: 2000px) { :root { --color-brand: #000; } }`;
    expect([...rootTokens(css)]).toEqual([
      ['--color-brand', '#4176fa'],
      ['--font-sans', "system-ui, 'Segoe UI', sans-serif"],
    ]);
  });
});

describe('token', () => {
  it('given a token of tokens.css, should return its value, and throw for an unknown one', () => {
    expect(token('--color-brand')).toMatch(/^#[0-9a-f]{6}$/);
    expect(() => token('--color-none')).toThrow(/has no --color-none/);
  });
});
