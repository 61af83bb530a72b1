// @vitest-environment node
// The visual matrix (brand × mode baselines) with a phone viewport: baseline names, the --viewports option, and how
// brand × mode × viewport work is dealt to browser pages.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_LANGUAGES, baselinePath, BRAND_CONFIG_TAG, isConfigDriven, parseLanguages, parseViewports, shareWork, shotName, type WorkUnit } from '../../../../scripts/visual/matrix.ts';
import { LANGUAGES } from '../../../../src/generated/languages.ts';

const unit = (brand: string, viewport: 'desktop' | 'phone', stories: string[]): WorkUnit => ({
  combo: { brand, mode: 'light', language: 'EN', viewport },
  stories,
});

describe('shotName', () => {
  it('keeps desktop baselines as they were and names phone ones distinctly', () => {
    expect(shotName('app-header--on-home', 'desktop')).toBe('app-header--on-home');
    expect(shotName('app-header--on-home', 'phone')).toBe('app-header--on-home--phone');
  });
});

describe('baselinePath', () => {
  const shot = { storyId: 'app-home-homepage--guest', viewport: 'desktop' as const, brand: 'aurora', mode: 'dark' as const };
  it("keeps the brand's own language under <brand>/<mode>, phone shots included", () => {
    expect(baselinePath({ ...shot, language: 'EN' }, 'EN')).toBe('aurora/dark/app-home-homepage--guest.webp');
    expect(baselinePath({ ...shot, viewport: 'phone', language: 'EN' }, 'EN')).toBe('aurora/dark/app-home-homepage--guest--phone.webp');
  });
  it('puts a language-matrix shot under <brand>/languages/<LANG>', () => {
    expect(baselinePath({ ...shot, language: 'UR' }, 'EN')).toBe('aurora/languages/UR/app-home-homepage--guest.webp');
    expect(baselinePath({ ...shot, language: 'EN' }, 'BN')).toBe('aurora/languages/EN/app-home-homepage--guest.webp');
  });
});

describe('parseLanguages', () => {
  it('is every platform language by default, in the schema order; none turns the matrix off', () => {
    expect(parseLanguages(undefined)).toEqual(Object.keys(LANGUAGES));
    expect(ALL_LANGUAGES).toContain('UR');
    expect(parseLanguages('none')).toEqual([]);
  });
  it('narrows to the languages asked for (any case) and refuses unknown ones', () => {
    expect(parseLanguages('ur,TH')).toEqual(['TH', 'UR']);
    expect(() => parseLanguages('TH,XX')).toThrow(/unknown language XX/);
  });
});

describe('parseViewports', () => {
  it('shoots both by default, or only those asked for', () => {
    expect(parseViewports(undefined)).toEqual(['desktop', 'phone']);
    expect(parseViewports('phone')).toEqual(['phone']);
    expect(parseViewports('phone,desktop')).toEqual(['desktop', 'phone']);
    expect(() => parseViewports('watch')).toThrow(/unknown viewport watch/);
  });
});

describe('shareWork', () => {
  it('gives every page whole combinations when there are enough, phone ones with only their stories', () => {
    const combos = [unit('lotus', 'desktop', ['a', 'b', 'c']), unit('aurora', 'desktop', ['a', 'b', 'c']), unit('lotus', 'phone', ['b'])];
    const shares = shareWork(combos, 2);
    expect(shares).toHaveLength(2);
    expect(shares.flat().map((u) => `${u.combo.brand}/${u.combo.viewport}:${u.stories.join('')}`).sort()).toEqual([
      'aurora/desktop:abc',
      'lotus/desktop:abc',
      'lotus/phone:b',
    ]);
  });
  it('splits each combination into contiguous shares when pages outnumber combinations', () => {
    const shares = shareWork([unit('lotus', 'desktop', ['a', 'b', 'c', 'd']), unit('lotus', 'phone', ['a', 'b'])], 4);
    expect(shares.map((s) => s.map((u) => `${u.combo.viewport}:${u.stories.join('')}`))).toEqual([['desktop:ab'], ['desktop:cd'], ['phone:a'], ['phone:b']]);
  });
});

describe('isConfigDriven (the synthetic brands render only these)', () => {
  it('keeps app and Storybook stories, and design-system stories tagged brand-config', () => {
    expect(isConfigDriven({ title: 'App/Member/Withdraw' })).toBe(true);
    expect(isConfigDriven({ title: 'Storybook/ThemePanel', tags: [] })).toBe(true);
    expect(isConfigDriven({ title: 'UI/Button', tags: ['dev', 'test'] })).toBe(false);
    expect(isConfigDriven({ title: 'UI/GameCard', tags: ['dev', BRAND_CONFIG_TAG] })).toBe(true);
  });

  // A design-system story that reads the brand (its boot payload or operator content) is only proven against the
  // synthetic brands' extremes if it says so.
  it('every design-system story file that reads the brand is tagged brand-config', () => {
    const dir = join(import.meta.dirname, '../../../../stories/ui');
    const untagged = readdirSync(dir)
      .filter((f) => f.endsWith('.stories.tsx'))
      .filter((f) => {
        const source = readFileSync(join(dir, f), 'utf8');
        const readsBrand = /\buseBrand\b|\bstoryBoot\b|brandContent|globals\.brand/.test(source);
        return readsBrand && !source.includes(`tags: ['${BRAND_CONFIG_TAG}'`);
      });
    expect(untagged).toEqual([]);
  });
});
