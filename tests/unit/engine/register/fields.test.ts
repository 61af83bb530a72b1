import { describe, expect, it } from 'vitest';
import {
  DOWNLINE_FORM_NEEDS,
  REGISTER_FIELD_ORDER,
  registerFormFields,
  registerFormNeeds,
  registerTabs,
  type RegisterFormNeeds,
} from '../../../../src/engine/register/index.ts';
import { ALL_RULES, flags, rule } from './support.ts';

const names = (needs: RegisterFormNeeds, rules = ALL_RULES): string[] => registerFormFields(rules, needs).map((f) => f.name);
const usernameTab: RegisterFormNeeds = { tab: 'username', password: true, code: true, affiliateCode: true };

describe('register form: field order', () => {
  it('is the order the form shows: account, contact, the codes, then the optional extras', () => {
    expect(REGISTER_FIELD_ORDER).toEqual([
      'username', 'password', 'confirmPassword', 'payeeName', 'email', 'qqNum', 'mobileNum', 'recommenderId', 'captcha',
      'verificationCode', 'affiliateCode', 'paymentPassword', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber',
    ]);
  });

  it('lists a form’s fields in that order whatever order the brand wrote its rules in', () => {
    expect(names(usernameTab)).toEqual([...REGISTER_FIELD_ORDER]);
  });
});

describe('register form: tabs', () => {
  it('puts mobile first, and offers the username tab only with a username rule', () => {
    expect(registerTabs(flags({ mobileRegister: true, usernameRegister: true }), ALL_RULES)).toEqual(['mobile', 'username']);
    expect(registerTabs(flags({ usernameRegister: true }), ALL_RULES)).toEqual(['username']);
    const { username: _none, ...noUsername } = ALL_RULES;
    expect(registerTabs(flags({ mobileRegister: true, usernameRegister: true }), noUsername)).toEqual(['mobile']);
    expect(registerTabs(flags({}), ALL_RULES)).toEqual([]);
  });

  it('reads the flags per tab: the mobile tab always sends a code, the password with MOBILENUMPASSREG3', () => {
    expect(registerFormNeeds(flags({}), 'username')).toEqual({ tab: 'username', password: true, code: false, affiliateCode: false });
    expect(registerFormNeeds(flags({ registerSmsVerification: true, affiliateCode: true }), 'username')).toEqual({
      tab: 'username',
      password: true,
      code: true,
      affiliateCode: true,
    });
    expect(registerFormNeeds(flags({}), 'mobile')).toEqual({ tab: 'mobile', password: false, code: true, affiliateCode: false });
    expect(registerFormNeeds(flags({ mobileRegisterPassword: true }), 'mobile').password).toBe(true);
  });
});

describe('register form: which fields a form has', () => {
  it('the mobile tab has no username; no password without one asked; no code without one sent', () => {
    expect(names({ tab: 'mobile', password: false, code: true, affiliateCode: false })).toEqual([
      'payeeName', 'email', 'qqNum', 'mobileNum', 'recommenderId', 'captcha', 'verificationCode', 'paymentPassword', 'line',
      'whatsapp', 'facebook', 'wechat', 'idNumber',
    ]);
    expect(names({ ...usernameTab, code: false })).not.toContain('verificationCode');
    expect(names({ ...usernameTab, affiliateCode: false })).not.toContain('affiliateCode');
  });

  it('leaves out disabled rules, except where the form needs the field', () => {
    const rules = { ...ALL_RULES, email: { ...ALL_RULES.email!, enabled: false }, mobileNum: { ...ALL_RULES.mobileNum!, enabled: false } };
    expect(names({ ...usernameTab, code: false }, rules)).not.toEqual(expect.arrayContaining(['email']));
    expect(names({ ...usernameTab, code: false }, rules)).not.toContain('mobileNum');
    expect(names({ ...usernameTab, code: true }, rules)).toContain('mobileNum');
  });

  it('marks what must be filled: the rule’s own flag, mobileNum always on the mobile tab and with a code', () => {
    const optionalMobile = { ...ALL_RULES, mobileNum: { ...ALL_RULES.mobileNum!, required: false } };
    const mobile = (needs: RegisterFormNeeds) => registerFormFields(optionalMobile, needs).find((f) => f.name === 'mobileNum');
    expect(mobile({ tab: 'mobile', password: false, code: false, affiliateCode: false })?.required).toBe(true);
    expect(mobile({ ...usernameTab, code: true })?.required).toBe(true);
    expect(mobile({ ...usernameTab, code: false })?.required).toBe(false);
    expect(registerFormFields(ALL_RULES, usernameTab).find((f) => f.name === 'email')?.required).toBe(false);
  });

  it('pulls the password rule up to the platform floor', () => {
    const weak = { ...ALL_RULES, password: rule('^[0-9]+$', 4, 6, 6) };
    const password = registerFormFields(weak, usernameTab).find((f) => f.name === 'password');
    expect(password?.rule).toMatchObject({ minLength: 8, maxLength: 64, required: true });
  });

  it('omits the fields a form does not have: the agent’s downline form', () => {
    expect(names(DOWNLINE_FORM_NEEDS)).toEqual([
      'username', 'password', 'confirmPassword', 'payeeName', 'email', 'qqNum', 'mobileNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber',
    ]);
  });
});
