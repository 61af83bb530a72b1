import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * Emotion's style cache with this page's CSP nonce: the server's policy admits only <style> tags that carry it.
 * The shell puts it on <meta property="csp-nonce"> (Vite reads the same tag); browsers hide the attribute, so it is
 * read from the element's nonce property. Without one (tests, Storybook) Emotion's defaults apply.
 */
export function createStyleCache(doc: Document = document): EmotionCache {
  const nonce = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
  return createCache({ key: 'css', ...(nonce ? { nonce } : {}) });
}
