// Shell rendering without a server: the html attributes per brand, language and mode, and the boot payload inlined
// safely.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBrandDir, type LoadedBrand } from '../../../src/engine/node/brand/load.ts';
import { validateBootPayload } from '../../../src/generated/boot-validator.js';
import { renderShell, scriptJson } from '../../../src/server/shell/render.ts';
import { REPO } from '../support/fixtures.ts';

function brand(id: string): LoadedBrand {
  const r = loadBrandDir(join(REPO, 'brands', id));
  if (!r.ok) throw new Error(`${id} must load`);
  return r.brand;
}

describe('shell rendering', () => {
  const location = { ip: '127.0.0.1', countryCode: 'ZZ' };
  const template = '<!doctype html><html lang="en" dir="ltr" data-brand="" data-mode="light" class="x"><head><!--app-head\n note --></head><body></body></html>';

  it('sets the html attributes and keeps the others', () => {
    const html = renderShell(template, { brand: brand('lotus'), language: 'BN', mode: 'dark', location });
    expect(/<html[^>]*>/.exec(html)?.[0]).toBe('<html lang="bn" dir="ltr" data-brand="lotus" data-mode="dark" class="x">');
  });
  it('a right-to-left language sets dir="rtl" with its locale', () => {
    const html = renderShell(template, { brand: brand('qamar'), language: 'UR', mode: 'light', location });
    expect(/<html[^>]*>/.exec(html)?.[0]).toBe('<html lang="ur" dir="rtl" data-brand="qamar" data-mode="light" class="x">');
  });
  it('adds missing attributes and falls back to </head> without the marker', () => {
    const html = renderShell('<html><head></head><body></body></html>', { brand: brand('aurora'), language: 'EN', mode: 'light', location });
    expect(html).toContain('<html lang="en" dir="ltr" data-brand="aurora" data-mode="light">');
    expect(html).toMatch(/<script id="boot-payload"[^>]*>.*<\/script>\n {2}<\/head>/s);
  });
  it('the boot payload is valid and cannot contain "<"', () => {
    const html = renderShell(template, { brand: brand('pebble'), language: 'EN', mode: 'light', location });
    const json = /<script id="boot-payload" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!;
    expect(json).not.toContain('<');
    expect(validateBootPayload(JSON.parse(json))).toBe(true);
  });
  it('scriptJson escapes what could end or confuse a script element', () => {
    const s = scriptJson({ a: '</script><!-- \u2028' });
    expect(s).not.toMatch(/[<\u2028]/);
    expect(JSON.parse(s)).toEqual({ a: '</script><!-- \u2028' });
  });
});
