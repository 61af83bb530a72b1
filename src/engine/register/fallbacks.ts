// The rules a register field falls back to when the form must have it but the brand has no enabled rule for it
// (a mobile-only brand's SMS code, an agent's downline form without a username rule). One definition each, so
// the player's form, the agent's form, the password forms and the server check the same value the same way.
import { LOGIN_RULES, loginRulesFor } from '../accounts/login-rules.ts';
import type { FieldRule, RegisterRules } from '../../generated/types.ts';

/**
 * A mobile number: digits only, 10 to 16 of them, the platform's static rule for mobile numbers (the login form's).
 * Every brand's own mobile rule starts at 10 digits too, so a number accepted here can also log in.
 */
export const mobileNumberFallback: FieldRule = Object.freeze({ ...LOGIN_RULES.loginMobileNum.rule, type: 'tel' as const });

/** The SMS code: any text, at most {@link VERIFICATION_CODE_MAX_LENGTH} characters (the code itself is checked when consumed). */
export const VERIFICATION_CODE_MAX_LENGTH = 255;
export const verificationCodeFallback: FieldRule = Object.freeze({
  acceptedPattern: '*',
  minLength: 0,
  maxLength: VERIFICATION_CODE_MAX_LENGTH,
  patternId: 0,
  enabled: true,
  required: true,
});

/** A chosen username: the login form's username rule, widened to the brand's longest name, so the new account can log in. */
export function usernameFallback(rules: RegisterRules): FieldRule {
  return loginRulesFor(rules).loginUsername.rule;
}
