import type { LoadedBrand } from '../brand/loaded.ts';
import { LOGIN_RULES, loginRulesFor } from './login-rules.ts';
import { compileFieldRule } from '../rules.ts';

/** "+880 1712345678" → recipient key "+8801712345678" (what the outbox and the SMS limits use). */
export function phoneRecipient(countryDialingCode: string, mobileNum: string): string {
  return `+${countryDialingCode}${mobileNum}`;
}

/**
 * A number the brand accepts: its mobileNum register rule when enabled (the same check as the register form),
 * else the platform's static login rule; the dialing code 1–3 digits.
 */
export function isValidPhone(brand: LoadedBrand, countryDialingCode: string, mobileNum: string): boolean {
  const dialing = compileFieldRule('countryDialingCode', { ...LOGIN_RULES.countryDialingCode.rule, required: true });
  if (dialing.validate(countryDialingCode)) return false;
  const brandRule = brand.config.register.mobileNum;
  const rule = brandRule?.enabled ? { ...brandRule, required: true } : loginRulesFor(brand.config.register).loginMobileNum.rule;
  return compileFieldRule('mobileNum', rule).validate(mobileNum) === null;
}
