import { describe, expect, it } from 'vitest';
import { compileFieldRule, compilePattern, compileRegisterRules, lengthRange } from '../../../src/engine/rules.ts';
import type { FieldRule } from '../../../src/generated/types.ts';

const rule = (p: Partial<FieldRule>): FieldRule => ({
  acceptedPattern: '^[a-zA-Z0-9]+$', minLength: 6, maxLength: 12, patternId: 4, enabled: true, required: true, ...p,
});

describe('register rules (validation rules and register settings)', () => {
  it('accepts a value matching the pattern within the length range', () => {
    expect(compileFieldRule('username', rule({})).validate('player01')).toBeNull();
  });
  it('rejects pattern and length violations with reg_pattern_<patternId> and min/max', () => {
    const v = compileFieldRule('username', rule({}));
    expect(v.validate('bad name!')).toEqual({ key: 'reg_pattern_4', values: { min: 6, max: 12, range: '6 - 12' } });
    expect(v.validate('abc')?.key).toBe('reg_pattern_4');
    expect(v.validate('a'.repeat(13))?.key).toBe('reg_pattern_4');
  });
  it('shows a single number when min equals max', () => {
    expect(lengthRange(6, 6)).toBe('6');
    expect(compileFieldRule('captcha', rule({ minLength: 4, maxLength: 4, patternId: 6 })).validate('12')?.values.range).toBe('4');
  });
  it('reads "*" as any value', () => {
    expect(compilePattern('*').test('anything at all')).toBe(true);
    expect(compileFieldRule('verificationCode', rule({ acceptedPattern: '*', minLength: 0, maxLength: 255 })).validate('x y')).toBeNull();
  });
  it('compiles with the u flag: Bengali names need \\p{L} and \\p{M}', () => {
    const v = compileFieldRule('payeeName', rule({ acceptedPattern: '^[\\p{L}\\p{M} ]+$', minLength: 2, maxLength: 40 }));
    expect(v.validate('মোহাম্মদ রহিম')).toBeNull();
    expect(v.validate('Rahim 123')?.key).toBe('reg_pattern_4');
    expect(compilePattern('^\\p{Script=Thai}+$').test('สวัสดี')).toBe(true);
  });
  it('counts code points, not UTF-16 units', () => {
    const v = compileFieldRule('nickname', rule({ acceptedPattern: '.+', minLength: 1, maxLength: 3 }));
    expect(v.validate('😀😀😀')).toBeNull();
  });
  it('lets optional fields stay empty but not required ones', () => {
    expect(compileFieldRule('email', rule({ required: false })).validate('')).toBeNull();
    expect(compileFieldRule('username', rule({})).validate('')?.key).toBe('reg_pattern_4');
  });
  it('compiles only enabled fields', () => {
    const m = compileRegisterRules({ username: rule({}), email: rule({ enabled: false }) });
    expect([...m.keys()]).toEqual(['username']);
  });
});
