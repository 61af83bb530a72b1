// The static login rules of the original platform (docs/spec/rules.md, login): the login form and the
// server check the same way, with the engine's one rule implementation (compileFieldRule).
import type { FieldRule, RegisterRules } from '../../generated/types.ts';
import { compileFieldRule, type FieldValidator } from '../rules.ts';
import { PASSWORD_FLOOR_RULE } from './password-policy.ts';

const rule = (acceptedPattern: string, minLength: number, maxLength: number, patternId: number, required = true): FieldRule => ({
  acceptedPattern,
  minLength,
  maxLength,
  patternId,
  enabled: true,
  required,
});

/** message keys are not reg_pattern_N for every rule: each static login rule carries its own. */
export interface LoginRule {
  rule: FieldRule;
  key: string;
}

export const LOGIN_RULES = {
  loginUsername: { rule: rule('^[a-zA-Z0-9]+$', 6, 13, 4), key: 'reg_pattern_4' },
  loginPassword: { rule: rule('.+', 6, 16, 0), key: 'error_password' },
  loginMobileNum: { rule: rule('^[0-9]+$', 10, 16, 6), key: 'error_phone_number_limit' },
  verificationCode: { rule: rule('.*', 1, 10, 0), key: 'enter_verification_code' },
  countryDialingCode: { rule: rule('^[0-9]+$', 1, 3, 6, false), key: 'error_country_code_limit' },
} as const satisfies Record<string, LoginRule>;

export type LoginRuleName = keyof typeof LOGIN_RULES;

/**
 * The login rules for one brand. A brand whose register rules allow longer usernames or passwords than the
 * static rules (e.g. usernames of 16) must still let those members log in, so the maximum widens to the
 * brand's; the pattern and minimum stay the platform's.
 */
export function loginRulesFor(register: RegisterRules): Record<LoginRuleName, LoginRule> {
  const widen = (base: LoginRule, ...brandRules: (FieldRule | undefined)[]): LoginRule => {
    const max = Math.max(base.rule.maxLength, ...brandRules.map((r) => (r?.enabled ? r.maxLength : 0)));
    return max > base.rule.maxLength ? { ...base, rule: { ...base.rule, maxLength: max } } : base;
  };
  return {
    ...LOGIN_RULES,
    // Mobile registration makes the number the account name, so a long number must pass as a name too.
    loginUsername: widen(LOGIN_RULES.loginUsername, register.username, register.mobileNum),
    // Every password the floor lets a member choose must log in, whatever the brand's rule says; the minimum
    // stays 6 so members whose password predates the floor still get in (and are not told to pick another here).
    loginPassword: widen(LOGIN_RULES.loginPassword, register.password, PASSWORD_FLOOR_RULE),
    loginMobileNum: widen(LOGIN_RULES.loginMobileNum, register.mobileNum),
  };
}

export interface LoginRuleViolation {
  field: string;
  key: string;
  values: { min: number; max: number; range: string };
}

/** null when value passes; the violation carries the rule's own message key. */
export function checkLoginRule(field: string, loginRule: LoginRule, value: string): LoginRuleViolation | null {
  const validator: FieldValidator = compileFieldRule(field, loginRule.rule);
  const v = validator.validate(value);
  return v ? { field, key: loginRule.key, values: v.values } : null;
}
