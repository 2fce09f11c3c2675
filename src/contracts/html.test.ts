import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html.ts';

describe('escapeHtml', () => {
  it('given markup characters, should write each as an entity, ampersands first', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });

  it('given an entity already written, should escape it again rather than trust it', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});
