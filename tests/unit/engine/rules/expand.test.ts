// Presets in brand config: the schema names them, the loader expands them to the platform's plain rule shape,
// a typo is rejected with file, pointer and the known names, and every patternId a brand can produce has its
// reg_pattern_<id> message in EN and BN.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createIntl, type MessageFormatElement } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { registerPatternMessage, registerPatternMessages } from '../../../../src/app/i18n/registerPatternMessages.ts';
import { bootPayload } from '../../../../src/engine/brand/client.ts';
import { formatProblem } from '../../../../src/engine/brand/errors.ts';
import { loadBrandDir, loadBrandSet } from '../../../../src/engine/node/brand/load.ts';
import { compileRegisterRules, expandFieldRule, expandRegisterRules, REGISTER_PATTERN_PRESETS } from '../../../../src/engine/rules.ts';
import type { BrandFieldRule, RegisterPatternPreset } from '../../../../src/generated/types.ts';
import { validateBootPayload, validateBrandConfig, validateRegisterRules } from '../../../../src/generated/validators.js';

const presets = Object.values(REGISTER_PATTERN_PRESETS);
const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;
const here = { ip: '127.0.0.1', countryCode: 'ZZ' };

describe('register validation rules: presets in the register-rules schema', () => {
  const schema = readJson<{ $defs: { RegisterPatternPreset: { enum: string[]; enumDescriptions: string[] } } }>(
    'schemas/register-rules.schema.json',
  );
  it('lists exactly the preset names, with each description and patternId for editors', () => {
    const def = schema.$defs.RegisterPatternPreset;
    expect(def.enum).toEqual(presets.map((p) => p.name));
    expect(def.enumDescriptions).toEqual(presets.map((p) => `${p.description} (patternId ${p.patternId})`));
  });
  it('keeps the API shape plain: a served rule with "preset" is not a valid RegisterRules', () => {
    const plain = { acceptedPattern: '^[0-9]+$', minLength: 4, maxLength: 4, patternId: 6, enabled: true, required: true };
    expect(validateRegisterRules({ captcha: plain })).toBe(true);
    expect(validateRegisterRules({ captcha: { ...plain, preset: 'numbersOnly' } })).toBe(false);
  });
});

describe('register validation rules: preset expansion', () => {
  const base = { minLength: 6, maxLength: 13, enabled: true, required: true };
  it('fills in acceptedPattern and patternId in the platform key order, keeping lengths, flags and type', () => {
    const r = expandFieldRule('password', { preset: 'lettersOrNumbers', ...base, type: 'password' });
    expect(r).toEqual({
      ok: true,
      rule: { acceptedPattern: '^[a-zA-Z0-9]+$', minLength: 6, maxLength: 13, patternId: 4, enabled: true, required: true, type: 'password' },
    });
    expect(r.ok && Object.keys(r.rule)).toEqual(['acceptedPattern', 'minLength', 'maxLength', 'patternId', 'enabled', 'required', 'type']);
  });
  it('passes an operator-written rule through unchanged', () => {
    const own: BrandFieldRule = { acceptedPattern: '^[a-z]+$', patternId: 'custom_1', ...base };
    expect(expandFieldRule('username', own)).toEqual({ ok: true, rule: own });
  });
  it('reports an unknown name, a preset mixed with its own pattern, and a rule with neither', () => {
    const unknown = expandFieldRule('username', { preset: 'lettersFrist' as RegisterPatternPreset, ...base });
    expect(unknown).toMatchObject({ ok: false, problem: { pointer: '/username/preset', message: expect.stringMatching(/^must be a known register pattern preset \(got "lettersFrist"\); known: lettersFirstAlphanumeric, /) } });
    expect(expandFieldRule('username', { preset: 'numbersOnly', acceptedPattern: '^x$', ...base })).toMatchObject({ ok: false, problem: { pointer: '/username/preset' } });
    expect(expandFieldRule('username', { ...base, patternId: 4 })).toMatchObject({ ok: false, problem: { pointer: '/username/acceptedPattern' } });
    expect(expandRegisterRules({ email: { preset: 'email', ...base }, username: { ...base } }).problems).toEqual([
      { pointer: '/username/acceptedPattern', message: 'is required but missing (or give a "preset")' },
    ]);
  });
  it('a preset name that is an Object prototype key is still unknown', () => {
    expect(expandFieldRule('username', { preset: 'toString' as RegisterPatternPreset, ...base }).ok).toBe(false);
  });
});

describe('register validation rules: shipped brands reference presets and serve plain rules', () => {
  const set = loadBrandSet('brands');
  const brand = (id: string) => set.brands.find((b) => b.id === id)!;
  const raw = (id: string) => readJson<{ register: Record<string, BrandFieldRule> }>(join('brands', id, 'brand.json')).register;

  it('every brand file passes the brand schema and loads', () => {
    expect(set.failures.flatMap((f) => f.problems.map(formatProblem))).toEqual([]);
    for (const id of ['aurora', 'lotus', 'pebble']) expect(validateBrandConfig(readJson(join('brands', id, 'brand.json')))).toBe(true);
  });
  it.each(['aurora', 'lotus', 'pebble'])('%s: every preset rule is expanded; the served object is the plain API shape', (id) => {
    const b = brand(id);
    const file = raw(id);
    for (const [field, rule] of Object.entries(file)) {
      const served = b.config.register[field as keyof typeof b.config.register]!;
      expect(served).not.toHaveProperty('preset');
      if (rule.preset) {
        const p = REGISTER_PATTERN_PRESETS[rule.preset];
        expect(served).toMatchObject({ acceptedPattern: p.acceptedPattern, patternId: p.patternId, minLength: rule.minLength, maxLength: rule.maxLength, enabled: rule.enabled, required: rule.required });
      } else expect(served).toEqual(rule);
    }
    expect(validateRegisterRules(b.config.register), JSON.stringify(validateRegisterRules.errors)).toBe(true);
    const boot = bootPayload(b, { location: here, language: b.config.languages.default, mode: 'light' });
    expect(validateBootPayload(boot)).toBe(true);
    expect(JSON.stringify(boot)).not.toContain('"preset"');
  });
  it('brands differ: lotus takes a Bengali or English payee name, aurora English letters and spaces, pebble registers by mobile only', () => {
    expect(raw('lotus').payeeName?.preset).toBe('bengaliOrEnglishName');
    expect(raw('aurora').payeeName?.preset).toBe('englishLettersAndSpaces');
    const lotus = compileRegisterRules(brand('lotus').config.register).get('payeeName')!;
    const aurora = compileRegisterRules(brand('aurora').config.register).get('payeeName')!;
    expect(lotus.validate('মোহাম্মদ রহিম')).toBeNull();
    expect(aurora.validate('মোহাম্মদ রহিম')).toEqual({ key: 'reg_pattern_8', values: { min: 3, max: 40, range: '3 - 40' } });
    expect(aurora.validate('Rahim Uddin')).toBeNull();
    expect(Object.keys(brand('pebble').config.register).sort()).toEqual(['confirmPassword', 'mobileNum', 'password', 'verificationCode']);
  });
  it('the "*" rule of a brand still means any value', () => {
    const code = compileRegisterRules(brand('aurora').config.register).get('verificationCode')!;
    expect(code.rule.acceptedPattern).toBe('*');
    expect(code.validate('any text 123 ✓')).toBeNull();
  });
});

describe('register validation rules: an unknown preset fails the brand check with file, pointer and expected values', () => {
  const dir = 'tests/fixtures/broken-brands/unknown-preset';
  it('names the file, the pointer, the bad value and the known presets', () => {
    const r = loadBrandDir(dir);
    expect(r.ok).toBe(false);
    const lines = r.ok ? [] : r.problems.map(formatProblem);
    const expected = readFileSync(join(dir, 'expected.txt'), 'utf8').trim();
    expect(lines).toHaveLength(1);
    expect(lines[0]!.startsWith(expected)).toBe(true);
    for (const p of presets) expect(lines[0]).toContain(p.name);
  });
});

describe('register validation rules: reg_pattern_<patternId> messages in EN and BN', () => {
  type Catalog = Record<string, MessageFormatElement[]>;
  // The first-page catalog plus the on-demand area the register form loads (src/i18n/areas.ts).
  const compiled = (lang: string): Catalog => ({
    ...readJson<Catalog>(`src/i18n/compiled/${lang}.json`),
    ...readJson<Catalog>(`src/i18n/compiled/auth/${lang}.json`),
  });
  const en = createIntl({ locale: 'en', messages: compiled('en') });
  const bn = createIntl({ locale: 'bn', messages: compiled('bn') });
  const bnSource = readJson<Record<string, string>>('src/i18n/translations/bn/registerPatterns.json');
  const shipped = loadBrandSet('brands').brands;
  // a brand's own patternId is worded by the brand itself (brands/<id>/messages/<LANG>.json), not by the app
  const ownWords = (b: (typeof shipped)[number], id: string | number): boolean =>
    b.config.languages.supported.every((lang) => b.messages[lang]?.[`reg_pattern_${id}`] !== undefined);
  const usedByBrands = new Set(
    shipped.flatMap((b) => Object.values(b.config.register).flatMap((r) => (ownWords(b, r!.patternId) ? [] : [r!.patternId]))),
  );

  it('defines exactly the preset ids plus 0 (the "*" rule), in EN and BN', () => {
    const ids = Object.values(registerPatternMessages).map((m) => m.id);
    expect(ids).toEqual(['reg_pattern_0', ...presets.map((p) => `reg_pattern_${p.patternId}`)]);
    expect(Object.keys(bnSource)).toEqual(ids);
  });
  it('covers every patternId the shipped brands serve (unless the brand words it in each of its languages)', () => {
    expect(shipped.some((b) => Object.values(b.config.register).some((r) => ownWords(b, r!.patternId)))).toBe(true);
    for (const id of usedByBrands) {
      expect(registerPatternMessage(`reg_pattern_${id}`), `reg_pattern_${id}`).toBeDefined();
      expect(bnSource[`reg_pattern_${id}`], `bn reg_pattern_${id}`).toBeDefined();
    }
  });
  it.each(Object.values(registerPatternMessages).map((m) => [m.id as string]))('%s substitutes the range; min = max shows one number', (id) => {
    const range = { min: 6, max: 12, range: '6 - 12' };
    const single = { min: 10, max: 10, range: '10' };
    const enText = en.formatMessage({ id }, range);
    const bnText = bn.formatMessage({ id }, range);
    expect(enText).not.toBe(id); // compiled catalog is current (npm run i18n)
    expect(bnText).toMatch(/\p{Script=Bengali}/u);
    const isDate = /yyyy/.test(enText);
    if (!isDate) {
      expect(enText).toContain('6 - 12');
      expect(bnText).toContain('6 - 12');
      expect(en.formatMessage({ id }, single)).toMatch(/(^|\D)10(\D|$)/);
      expect(bn.formatMessage({ id }, single)).toContain('10');
      expect(en.formatMessage({ id }, single)).not.toContain(' - ');
    }
  });
  it('reads like the platform: letters first, starting with a letter', () => {
    expect(en.formatMessage({ id: 'reg_pattern_1' }, { min: 6, max: 16, range: '6 - 16' })).toBe('Letters and numbers only, starting with a letter, 6 - 16 characters');
    expect(bn.formatMessage({ id: 'reg_pattern_6' }, { min: 10, max: 10, range: '10' })).toBe('শুধু সংখ্যা, 10 অঙ্ক');
  });
});
