// @vitest-environment node
// Storybook's toolbar globals (.storybook/globals.ts): every platform language is offered and renders in every
// brand; a language the brand does not list is a design preview of the brand with that language added.
import { describe, expect, it } from 'vitest';
import type { Mode, StorybookBrand } from '../../../.storybook/brands.ts';
import { bootFor, localeToolbarItems, resolveGlobals, TOOLBAR_LANGUAGES } from '../../../.storybook/globals.ts';
import { LANGUAGES } from '../../../src/generated/languages.ts';
import type { BootPayload } from '../../../src/generated/types.ts';

const boot = (id: string, language: string, supported: string[], mode: Mode): BootPayload =>
  ({ brand: { id, languages: { default: supported[0], supported }, currency: { symbol: '$' } }, language, mode, status: {} }) as unknown as BootPayload;

function brand(id: string, languages: string[], defaultMode: Mode = 'light'): StorybookBrand {
  const perMode = (mode: Mode) => Object.fromEntries(languages.map((l) => [l, boot(id, l, languages, mode)]));
  return {
    id,
    name: id,
    isDefault: false,
    defaultMode,
    defaultLanguage: languages[0]!,
    languages,
    boot: { light: perMode('light'), dark: perMode('dark') },
  } as unknown as StorybookBrand;
}

const first = brand('first', ['BN', 'EN'], 'dark');
const second = brand('second', ['EN']);
const brands = [first, second];

describe('locale toolbar', () => {
  it('lists every platform language in the schema order, each titled by its own name', () => {
    const items = localeToolbarItems();
    expect(items.map((i) => i.value)).toEqual(Object.keys(LANGUAGES));
    expect(items.length).toBeGreaterThan(2);
    expect(items.find((i) => i.value === 'UR')).toEqual({ value: 'UR', title: 'اردو', right: 'UR' });
    expect(items.find((i) => i.value === 'TH')?.title).toBe('ไทย');
  });
});

describe('resolveGlobals', () => {
  it('takes the chosen brand, mode and a language the brand lists', () => {
    expect(resolveGlobals(brands, { brand: 'second', mode: 'dark', locale: 'EN' })).toMatchObject({
      brand: second,
      mode: 'dark',
      language: 'EN',
      preview: false,
    });
  });

  it('falls back to the first brand, and to its default mode and language, for unknown values', () => {
    const r = resolveGlobals(brands, { brand: 'nope', mode: 'sepia', locale: 'XX' });
    expect(r).toMatchObject({ brand: first, mode: 'dark', language: 'BN', preview: false });
    expect(resolveGlobals(brands, {}).language).toBe('BN');
  });

  it('keeps a platform language the brand does not list, as a design preview (lower case accepted)', () => {
    for (const language of TOOLBAR_LANGUAGES.filter((l) => l !== 'EN')) {
      const r = resolveGlobals(brands, { brand: 'second', mode: 'light', locale: language.toLowerCase() });
      expect(r).toMatchObject({ brand: second, language, preview: true });
    }
  });
});

describe('bootFor', () => {
  it("is the brand's own payload for a language it lists", () => {
    const r = resolveGlobals(brands, { brand: 'first', mode: 'light', locale: 'EN' });
    expect(bootFor(r)).toBe(first.boot.light.EN);
  });

  it('previews an unlisted language: the default payload with the language added to supported and chosen', () => {
    const r = resolveGlobals(brands, { brand: 'second', mode: 'dark', locale: 'UR' });
    const payload = bootFor(r);
    expect(payload.language).toBe('UR');
    expect(payload.mode).toBe('dark');
    expect(payload.brand.languages).toEqual({ default: 'EN', supported: ['EN', 'UR'] });
    expect(payload.brand.id).toBe('second');
    // the brand's own payload is left as it was
    expect(second.boot.dark.EN!.brand.languages.supported).toEqual(['EN']);
  });
});
