import { describe, expect, it } from 'vitest';
import { loginRulesFor } from '../../../../src/engine/accounts/login-rules.ts';
import {
  newPasswordRule,
  PASSWORD_FLOOR_RULE,
  passwordRuleProblems,
  weakPasswordReason,
} from '../../../../src/engine/accounts/password-policy.ts';
import { loadBrandSet } from '../../../../src/engine/node/brand/load.ts';
import { compileFieldRule, patternPreset } from '../../../../src/engine/rules.ts';
import type { FieldRule } from '../../../../src/generated/types.ts';
import { isCommonPassword } from '../../../../src/server/security/common-passwords.ts';

const rule = (over: Partial<FieldRule> = {}): FieldRule => ({ acceptedPattern: '*', patternId: 0, minLength: 8, maxLength: 128, enabled: true, required: true, ...over });
const accepts = (r: FieldRule, v: string): boolean => compileFieldRule('password', r).validate(v) === null;

describe('password floor (ASVS V6.2.1, V6.2.9: 8 to at least 64 characters, counted as code points)', () => {
  it('the floor rule: 7 refused, 8 accepted, 128 accepted, 129 refused', () => {
    expect(accepts(PASSWORD_FLOOR_RULE, 'a'.repeat(7))).toBe(false);
    expect(accepts(PASSWORD_FLOOR_RULE, 'a'.repeat(8))).toBe(true);
    expect(accepts(PASSWORD_FLOOR_RULE, 'a'.repeat(128))).toBe(true);
    expect(accepts(PASSWORD_FLOOR_RULE, 'a'.repeat(129))).toBe(false);
  });
  it('counts code points: 8 emoji (16 UTF-16 units) pass, 7 Bengali letters do not', () => {
    expect(accepts(PASSWORD_FLOOR_RULE, '🎲'.repeat(8))).toBe(true);
    expect(accepts(PASSWORD_FLOOR_RULE, 'ক'.repeat(7))).toBe(false);
  });
  it('a brand rule below the floor is pulled up to it, never down', () => {
    expect(newPasswordRule(rule({ minLength: 6, maxLength: 12 }))).toMatchObject({ minLength: 8, maxLength: 64, required: true });
    expect(newPasswordRule(rule({ minLength: 10, maxLength: 100 }))).toMatchObject({ minLength: 10, maxLength: 100 });
    expect(newPasswordRule(rule({ maxLength: 255 }))).toMatchObject({ maxLength: 128 });
    expect(newPasswordRule(undefined)).toBe(PASSWORD_FLOOR_RULE);
    expect(newPasswordRule(rule({ enabled: false }))).toBe(PASSWORD_FLOOR_RULE);
  });
  it('every password the floor allows passes the login rule of every shipped brand (64-128 characters included)', () => {
    for (const b of loadBrandSet('brands').brands) {
      const login = loginRulesFor(b.config.register).loginPassword.rule;
      expect(accepts(login, 'x'.repeat(128)), b.id).toBe(true);
      expect(accepts(login, 'correct horse battery staple'), b.id).toBe(true);
    }
  });
});

describe('brands:check refuses a password rule below the floor (ASVS V6.2)', () => {
  it('minLength < 8, maxLength < 64 or > 128 each name their pointer', () => {
    expect(passwordRuleProblems({ password: rule({ minLength: 6 }) })).toEqual([
      { pointer: '/register/password/minLength', message: expect.stringContaining('at least 8') },
    ]);
    expect(passwordRuleProblems({ confirmPassword: rule({ maxLength: 32 }) })).toEqual([
      { pointer: '/register/confirmPassword/maxLength', message: expect.stringContaining('at least 64') },
    ]);
    expect(passwordRuleProblems({ password: rule({ maxLength: 200 }) })[0]?.pointer).toBe('/register/password/maxLength');
  });
  it.each(['alphanumericWithUppercase', 'lettersOrNumbers', 'noSpaces', 'upperLowerDigitSymbol'] as const)(
    'a composition rule (preset %s) is refused (ASVS V6.2.5)',
    (name) => {
      const p = patternPreset(name);
      const problems = passwordRuleProblems({ password: rule({ acceptedPattern: p.acceptedPattern, patternId: p.patternId, maxLength: 64 }) });
      expect(problems).toEqual([{ pointer: '/register/password', message: expect.stringContaining('any composition') }]);
    },
  );
  it('the shipped brands pass, and a disabled rule is not checked', () => {
    for (const b of loadBrandSet('brands').brands) expect(passwordRuleProblems(b.config.register), b.id).toEqual([]);
    expect(passwordRuleProblems({ password: rule({ minLength: 1, enabled: false }) })).toEqual([]);
  });
});

describe('weak passwords (ASVS V6.2.4, V6.2.11, V6.2.12)', () => {
  const check = { isCommon: isCommonPassword, defaultPassword: '123456', contextWords: ['lotus', 'Lotus Bet', 'player88'] };
  it.each(['password', 'Password1', 'qwerty123', 'iloveyou', '12345678', 'abcd1234', 'PASSW0RD'])('%s is common', (pw) => {
    expect(weakPasswordReason(pw, check)).toBe('common');
  });
  it('the default password is refused even when it is not on the list', () => {
    expect(weakPasswordReason('Welcome-To-Lotus-2030', { ...check, defaultPassword: 'Welcome-To-Lotus-2030' })).toBe('default');
  });
  it.each(['lotus2030!', 'LotusBet99', 'player88-2030'])('%s is the site or account name with digits around it', (pw) => {
    expect(weakPasswordReason(pw, check)).toBe('context');
  });
  it.each(['correct horse battery staple', 'Tr0mbone-Harbour', 'lotus garden at dawn'])('%s may be used', (pw) => {
    expect(weakPasswordReason(pw, check)).toBeNull();
  });
  it('the bundled list is the full one (tens of thousands of entries), not a stub', () => {
    expect(isCommonPassword('123456')).toBe(true);
    expect(isCommonPassword('trustno1')).toBe(true);
    expect(isCommonPassword('zq9-harbour-unlikely')).toBe(false);
  });
});
