// Which fields the agent's register form shows (seed §2 registerCenter): the brand's register rules, as the
// player's register form reads them, minus what only a self-registration has (captcha, SMS code, invitation,
// recommender, payment password). Username and password are always asked: the agent chooses them.
import type { Flags } from '../../../../../engine/flags.ts';
import type { DownlineRegisterRequest, RegisterRules } from '../../../../../generated/types.ts';
import { FALLBACK_RULES } from '../../../auth/fields/fallbackRules.ts';
import { registerFields, type RegisterValues, type ShownField } from '../../../auth/register/registerFields.ts';

const KEPT = ['username', 'password', 'confirmPassword', 'payeeName', 'email', 'qqNum', 'mobileNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber'] as const;
type KeptField = (typeof KEPT)[number];

export function downlineFields(rules: RegisterRules, flags: Flags): ShownField[] {
  const asked = registerFields(rules, { ...flags, registerSmsVerification: false, affiliateCode: false }, 'username');
  const kept = asked.filter((f) => (KEPT as readonly string[]).includes(f.name));
  const has = (name: string): boolean => kept.some((f) => f.name === name);
  const must: ShownField[] = [];
  if (!has('username')) must.push({ name: 'username', rule: FALLBACK_RULES.username, required: true });
  if (!has('password')) must.push({ name: 'password', rule: FALLBACK_RULES.password, required: true });
  if (!has('confirmPassword')) must.push({ name: 'confirmPassword', rule: FALLBACK_RULES.password, required: true });
  return [...must, ...kept].sort((a, b) => KEPT.indexOf(a.name as KeptField) - KEPT.indexOf(b.name as KeptField));
}

/** The body of POST /wps/agent/team/register: the shown fields with a value, the account type, the dialing code. */
export function downlinePayload(
  fields: ShownField[],
  values: RegisterValues,
  extra: { accountType: 'member' | 'agent'; nickname: string; countryDialingCode: string },
): DownlineRegisterRequest {
  const body: DownlineRegisterRequest = { accountType: extra.accountType, username: '', password: '', confirmPassword: '' };
  for (const f of fields) {
    const value = values[f.name] ?? '';
    if (value !== '') (body as unknown as Record<string, string>)[f.name] = value;
  }
  if (extra.nickname.trim()) body.nickname = extra.nickname.trim();
  if (body.mobileNum) body.countryDialingCode = extra.countryDialingCode;
  return body;
}
