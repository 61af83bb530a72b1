import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../../src/engine/html.ts';

describe('escapeHtml', () => {
  it('turns the five markup characters into character references', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
  });

  it('leaves other text, scripts included, as it is', () => {
    expect(escapeHtml('বাংলা 日本語 ✓')).toBe('বাংলা 日本語 ✓');
  });

  it('escapes an ampersand once, so an entity typed by a player shows as typed', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});
