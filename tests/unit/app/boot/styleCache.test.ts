// Emotion's <style> tags carry the page's CSP nonce (ASVS V3.4.3): the shell's strict style-src admits no others.
import { describe, expect, it } from 'vitest';
import { createStyleCache } from '../../../../src/app/boot/styleCache.ts';

describe('Emotion style cache and the CSP nonce', () => {
  it('takes the nonce from <meta property="csp-nonce"> (its nonce property: browsers hide the attribute)', () => {
    const doc = document.implementation.createHTMLDocument('t');
    const meta = doc.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.nonce = 'r4nd0m+nonce==';
    doc.head.append(meta);
    expect(createStyleCache(doc).nonce).toBe('r4nd0m+nonce==');
  });

  it('without the meta (tests, Storybook) Emotion works without a nonce', () => {
    const doc = document.implementation.createHTMLDocument('t');
    const cache = createStyleCache(doc);
    expect(cache.nonce).toBeUndefined();
    expect(cache.key).toBe('css');
  });
});
