// Which fields the agent's register form shows (the registerCenter page): the engine's downline form, the very
// list the server checks an agent's registration against. Username and password are always asked: the agent
// chooses them.
import { DOWNLINE_FORM_NEEDS, registerFormFields, type RegisterValues, type ShownField } from '../../../../../engine/register/index.ts';
import type { DownlineRegisterRequest, RegisterRules } from '../../../../../generated/types.ts';

export function downlineFields(rules: RegisterRules): ShownField[] {
  return registerFormFields(rules, DOWNLINE_FORM_NEEDS);
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
