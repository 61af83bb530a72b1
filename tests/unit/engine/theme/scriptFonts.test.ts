// Issue: fonts per script: the brand's stack gets the script's family per <html lang>, before the generic family.
import { describe, expect, it } from 'vitest';
import { themeCss } from '../../../../src/engine/theme/css.ts';
import { DEFAULT_THEME } from '../../../../src/engine/theme/defaults.ts';
import { familiesFor, familySlug, pageFamilies, scriptFontCss, withScriptFonts } from '../../../../src/engine/theme/scriptFonts.ts';

describe('withScriptFonts', () => {
  it('puts the script families after the brand’s own and before the generic family', () => {
    expect(withScriptFonts("'Noto Sans', 'Noto Sans Bengali', sans-serif", ['Noto Sans JP'])).toBe("'Noto Sans', 'Noto Sans Bengali', 'Noto Sans JP', sans-serif");
    expect(withScriptFonts("'Noto Serif', serif", ['Noto Nastaliq Urdu'])).toBe("'Noto Serif', 'Noto Nastaliq Urdu', serif");
  });
  it('appends when the stack has no generic family, and leaves a family the brand already lists where it is', () => {
    expect(withScriptFonts("'Brand Face'", ['Noto Sans Thai'])).toBe("'Brand Face', 'Noto Sans Thai'");
    const stack = "'Noto Sans', 'noto sans bengali', sans-serif";
    expect(withScriptFonts(stack, ['Noto Sans Bengali'])).toBe(stack);
    expect(withScriptFonts(stack, [])).toBe(stack);
  });
});

describe('scriptFontCss', () => {
  const css = scriptFontCss('[data-brand="acme"]', { base: "'Noto Sans', sans-serif", heading: "'Noto Serif', serif" });
  it('one :lang() rule per script language, each with its own family only (JA never draws Han in the SC face)', () => {
    const ja = css.split('\n').find((r) => r.startsWith('[data-brand="acme"]:lang(ja){'));
    expect(ja).toBe(`[data-brand="acme"]:lang(ja){--font-family-base:'Noto Sans', 'Noto Sans JP', sans-serif;--font-family-heading:'Noto Serif', 'Noto Sans JP', serif}`);
    expect(css).toContain(':lang(zh-CN){');
    expect(css).toContain(':lang(ur){');
    expect(css).not.toMatch(/:lang\((en|vi|id|fil)\)/);
    expect(css.split('\n').filter((r) => r.includes(':lang(ko)'))[0]).not.toMatch(/SC|JP/);
  });
  it('is part of the brand’s CSS; no rule for a language whose family the stack already lists', () => {
    const brand = themeCss('acme', DEFAULT_THEME);
    expect(brand).toContain('[data-brand="acme"]:lang(th){');
    expect(brand).not.toContain(':lang(bn)'); // the default stack lists Noto Sans Bengali
  });
});

describe('page families', () => {
  it('are the language’s, then the currency symbol’s script', () => {
    expect(pageFamilies('BN', '৳')).toEqual(['Noto Sans Bengali']);
    expect(pageFamilies('EN', '৳')).toEqual(['Noto Sans Bengali']);
    expect(pageFamilies('KO', '₩')).toEqual(['Noto Sans KR']);
    expect(pageFamilies('EN', '$')).toEqual([]);
    expect(familiesFor('元')).toEqual(['Noto Sans SC']);
    expect(familySlug("'Noto Nastaliq Urdu'")).toBe('noto-nastaliq-urdu');
  });
});
