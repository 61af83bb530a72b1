// Fonts preloaded only for the page's language; the script's faces linked so server-rendered text is drawn in them.
import { describe, expect, it } from 'vitest';
import { facesModule, facesStylesheets, fontTags } from '../../../src/server/shell/fonts.ts';

const woff2 = (slug: string, subset: string, w: string) => [`node_modules/@fontsource/${slug}/files/${slug}-${subset}-${w}-normal.woff2`, { file: `assets/${slug}-${subset}-${w}-normal-h.woff2` }] as const;
const manifest = Object.fromEntries([
  ...['latin', 'latin-ext', 'cyrillic', 'devanagari'].flatMap((s) => ['400', '700'].map((w) => woff2('noto-sans', s, w))),
  ...['bengali', 'latin'].flatMap((s) => ['400', '700', '500'].map((w) => woff2('noto-sans-bengali', s, w))),
  ...['0', '57', 'latin'].flatMap((s) => ['400', '700'].map((w) => woff2('noto-sans-jp', s, w))),
  [facesModule('Noto Sans Bengali'), { file: 'assets/noto-sans-bengali-h.js', css: ['assets/noto-sans-bengali-h.css'] }],
  // a module of CSS imports only is built as a CSS file (Vite 8)
  [facesModule('Noto Sans JP'), { file: 'assets/noto-sans-jp-h.css' }],
]);
const STACK = "'Noto Sans', 'Noto Sans Bengali', sans-serif";
const hrefs = (html: string, rel: string) => [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*href="/([^"]+)"`, 'g'))].map((m) => m[1]);

describe('font tags of a server-rendered page', () => {
  it('a faces module built as a JS chunk with CSS or as a CSS file gives its stylesheet', () => {
    expect(facesStylesheets(manifest, 'Noto Sans Bengali')).toEqual(['assets/noto-sans-bengali-h.css']);
    expect(facesStylesheets(manifest, 'Noto Sans JP')).toEqual(['assets/noto-sans-jp-h.css']);
    expect(facesStylesheets(manifest, 'Noto Sans KR')).toEqual([]);
  });
  it('English: Latin regular and bold preloaded, no script stylesheet', () => {
    const html = fontTags(manifest, STACK, 'EN', '$');
    expect(hrefs(html, 'preload')).toEqual(['assets/noto-sans-latin-400-normal-h.woff2', 'assets/noto-sans-latin-700-normal-h.woff2']);
    expect(hrefs(html, 'stylesheet')).toEqual([]);
  });
  it('Bengali: the Bengali faces linked, its own subset preloaded regular and bold, Latin regular', () => {
    const html = fontTags(manifest, STACK, 'BN', '৳');
    expect(hrefs(html, 'stylesheet')).toEqual(['assets/noto-sans-bengali-h.css']);
    expect(hrefs(html, 'preload')).toEqual([
      'assets/noto-sans-bengali-bengali-400-normal-h.woff2',
      'assets/noto-sans-bengali-bengali-700-normal-h.woff2',
      'assets/noto-sans-latin-400-normal-h.woff2',
    ]);
    expect(html).toContain('crossorigin');
  });
  it('English with a ৳ currency: the Bengali faces linked for the symbol, nothing Bengali preloaded', () => {
    const html = fontTags(manifest, STACK, 'EN', '৳');
    expect(hrefs(html, 'stylesheet')).toEqual(['assets/noto-sans-bengali-h.css']);
    expect(hrefs(html, 'preload').join(' ')).not.toMatch(/bengali/);
  });
  it('Japanese: the JP faces linked, none of its numbered slices preloaded (the text decides which)', () => {
    const html = fontTags(manifest, STACK, 'JA', '¥');
    expect(hrefs(html, 'stylesheet')).toEqual(['assets/noto-sans-jp-h.css']);
    expect(hrefs(html, 'preload')).toEqual(['assets/noto-sans-latin-400-normal-h.woff2']);
  });
  it('Hindi: a family the build lacks adds nothing; no other language’s file ever appears', () => {
    const html = fontTags(manifest, STACK, 'HI', '₹');
    expect(hrefs(html, 'stylesheet')).toEqual([]);
    expect(html).not.toMatch(/bengali|jp/);
  });
});
