import { describe, expect, it } from 'vitest';
import {
  checkConfirmation,
  checkFieldRule,
  checkRegisterField,
  firstRegisterProblem,
  registerFormFields,
  registerProblems,
  ruleViolation,
  type ShownField,
} from '../../../../src/engine/register/index.ts';
import { ALL_RULES, rule } from './support.ts';

const digits = rule('^[0-9]+$', 4, 6, 6);
const optional = rule('^[0-9]+$', 4, 6, 6, false);

describe('register form: one field against its rule', () => {
  it('says nothing for a valid value or an empty optional one', () => {
    expect(checkFieldRule('qqNum', digits, '12345')).toBeNull();
    expect(checkFieldRule('qqNum', optional, '')).toBeNull();
  });

  it('required: empty but required, by the rule or by the form', () => {
    expect(checkFieldRule('qqNum', digits, '')).toEqual({ field: 'qqNum', reason: 'required', violation: ruleViolation(digits) });
    expect(checkFieldRule('mobileNum', optional, '', true)?.reason).toBe('required');
  });

  it('pattern: the pattern or the length fails, with the rule’s message key and range', () => {
    expect(checkFieldRule('qqNum', digits, '12a4')).toEqual({ field: 'qqNum', reason: 'pattern', violation: { key: 'reg_pattern_6', values: { min: 4, max: 6, range: '4 - 6' } } });
    expect(checkFieldRule('qqNum', digits, '123')?.reason).toBe('pattern');
    expect(checkFieldRule('qqNum', rule('^[0-9]+$', 6, 6, 6), '1')?.violation.values.range).toBe('6');
  });

  it('mismatch: the confirmation differs from the password; empty is required', () => {
    expect(checkConfirmation(digits, 'Secret123', 'Secret123')).toBeNull();
    expect(checkConfirmation(digits, 'Secret123', 'Secret124')?.reason).toBe('mismatch');
    expect(checkConfirmation(digits, 'Secret123', '')?.reason).toBe('required');
  });

  it('codeTooLong: an SMS code over 255 characters, before its rule is asked', () => {
    const code: ShownField = { name: 'verificationCode', rule: rule('*', 0, 255, 0), required: true };
    expect(checkRegisterField(code, { verificationCode: '7'.repeat(256) })?.reason).toBe('codeTooLong');
    expect(checkRegisterField(code, { verificationCode: '7'.repeat(255) })).toBeNull();
  });
});

describe('register form: the whole form', () => {
  const fields = registerFormFields(ALL_RULES, { tab: 'username', password: true, code: true, affiliateCode: true });
  const valid = {
    username: 'player01',
    password: 'Secret123!',
    confirmPassword: 'Secret123!',
    payeeName: 'Ada Lovelace',
    mobileNum: '1712345678',
    captcha: '1234',
    verificationCode: '123456',
    paymentPassword: '654321',
  };

  it('passes a valid form', () => {
    expect(registerProblems(fields, valid)).toEqual([]);
    expect(firstRegisterProblem(fields, valid)).toBeNull();
  });

  it('lists every problem in the form’s order, and the first is the first the form shows', () => {
    const broken = { ...valid, idNumber: 'bad id', captcha: '', confirmPassword: 'other', email: 'nope' };
    expect(registerProblems(fields, broken).map((p) => [p.field, p.reason])).toEqual([
      ['confirmPassword', 'mismatch'],
      ['email', 'pattern'],
      ['captcha', 'required'],
      ['idNumber', 'pattern'],
    ]);
    expect(firstRegisterProblem([...fields].reverse(), broken)?.field).toBe('confirmPassword');
  });
});
