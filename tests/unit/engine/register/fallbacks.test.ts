import { describe, expect, it } from 'vitest';
import { LOGIN_RULES } from '../../../../src/engine/accounts/login-rules.ts';
import { PASSWORD_FLOOR_RULE } from '../../../../src/engine/accounts/password-policy.ts';
import {
  DOWNLINE_FORM_NEEDS,
  mobileNumberFallback,
  registerFormFields,
  usernameFallback,
  VERIFICATION_CODE_MAX_LENGTH,
  verificationCodeFallback,
} from '../../../../src/engine/register/index.ts';
import { rule } from './support.ts';

const ruleOf = (fields: ReturnType<typeof registerFormFields>, name: string) => fields.find((f) => f.name === name)?.rule;

describe('register form: fallbacks for a field the form needs but the brand has no rule for', () => {
  it('a mobile number is 10 to 16 digits, the platform’s static mobile rule', () => {
    expect(mobileNumberFallback).toMatchObject({ acceptedPattern: '^[0-9]+$', minLength: 10, maxLength: 16, patternId: 6, required: true });
    expect(mobileNumberFallback.minLength).toBe(LOGIN_RULES.loginMobileNum.rule.minLength);
    expect(mobileNumberFallback.maxLength).toBe(LOGIN_RULES.loginMobileNum.rule.maxLength);
    const mobileTab = registerFormFields({}, { tab: 'mobile', password: false, code: false, affiliateCode: false });
    expect(ruleOf(mobileTab, 'mobileNum')).toBe(mobileNumberFallback);
  });

  it('a disabled brand rule falls back too (the form needs the number whatever the brand shows elsewhere)', () => {
    const fields = registerFormFields({ mobileNum: rule('^[0-9]+$', 3, 4, 6, true, false) }, { tab: 'mobile', password: false, code: true, affiliateCode: false });
    expect(ruleOf(fields, 'mobileNum')).toBe(mobileNumberFallback);
  });

  it('the SMS code is any text up to 255 characters', () => {
    expect(VERIFICATION_CODE_MAX_LENGTH).toBe(255);
    expect(verificationCodeFallback).toMatchObject({ acceptedPattern: '*', minLength: 0, maxLength: 255, required: true });
    const fields = registerFormFields({}, { tab: 'mobile', password: false, code: true, affiliateCode: false });
    expect(ruleOf(fields, 'verificationCode')).toBe(verificationCodeFallback);
  });

  it('a username is the login form’s username rule, widened to the brand’s longest name', () => {
    expect(usernameFallback({})).toEqual(LOGIN_RULES.loginUsername.rule);
    expect(usernameFallback({ mobileNum: rule('^[0-9]+$', 10, 15, 6) }).maxLength).toBe(15);
    expect(ruleOf(registerFormFields({}, DOWNLINE_FORM_NEEDS), 'username')).toEqual(LOGIN_RULES.loginUsername.rule);
  });

  it('a password is the platform floor, and so is its confirmation', () => {
    const fields = registerFormFields({}, DOWNLINE_FORM_NEEDS);
    expect(ruleOf(fields, 'password')).toBe(PASSWORD_FLOOR_RULE);
    expect(ruleOf(fields, 'confirmPassword')).toBe(PASSWORD_FLOOR_RULE);
  });
});
