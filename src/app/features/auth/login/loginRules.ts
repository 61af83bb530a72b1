import type { IntlShape, MessageDescriptor } from 'react-intl';
import { checkLoginRule, loginRulesFor, type LoginRule, type LoginRuleName } from '../../../../engine/accounts/login-rules.ts';
import type { RegisterRules } from '../../../../generated/types.ts';
import { fieldMessages } from '../fields/messages.ts';
import { loginMessages } from './messages.ts';

/** A login field's problem before it is put into words: empty, or its static login rule failed. */
export type LoginProblem = { kind: 'required' } | { kind: 'rule'; key: string; values: { min: number; max: number; range: string } };

/**
 * Every login field is required and checked with the platform's static login rule (widened to
 * the brand's register maximum, engine loginRulesFor); the server runs the same rules.
 */
export function checkLoginField(rules: Record<LoginRuleName, LoginRule>, name: LoginRuleName, value: string): LoginProblem | null {
  if (value === '') return rules[name].rule.required ? { kind: 'required' } : null;
  const v = checkLoginRule(name, rules[name], value);
  return v ? { kind: 'rule', key: v.key, values: v.values } : null;
}

export function loginRules(register: RegisterRules): Record<LoginRuleName, LoginRule> {
  return loginRulesFor(register);
}

// The static login rules' message keys in our catalog.
const RULE_MESSAGES: Record<string, MessageDescriptor> = {
  reg_pattern_4: loginMessages.usernameFormat,
  error_password: loginMessages.passwordLength,
  error_phone_number_limit: loginMessages.mobileInvalid,
  enter_verification_code: loginMessages.codeInvalid,
  error_country_code_limit: loginMessages.dialingCodeInvalid,
};

export function formatLoginProblem(intl: IntlShape, problem: LoginProblem): string {
  if (problem.kind === 'required') return intl.formatMessage(fieldMessages.required);
  return intl.formatMessage(RULE_MESSAGES[problem.key] ?? fieldMessages.invalidFormat, problem.values);
}
