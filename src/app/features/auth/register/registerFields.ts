// The player's register form: which fields a tab shows and how they are checked come from the engine's
// register form (src/engine/register), the same code the server checks a sent form with; this file adds the
// client's side: the flags read per tab, problems put in the form's terms, and the request body.
import type { Flags } from '../../../../engine/flags.ts';
import {
  registerFormFields,
  registerFormNeeds,
  registerProblems,
  type RegisterFieldName,
  type RegisterProblem,
  type RegisterTab,
  type RegisterValues,
  type ShownField,
} from '../../../../engine/register/index.ts';
import type { RegisterRequest, RegisterRules } from '../../../../generated/types.ts';
import { fieldMessages } from '../fields/messages.ts';
import type { FieldProblem } from '../fields/validation.ts';

export { REGISTER_FIELD_ORDER, registerTabs, type RegisterFieldName, type RegisterTab, type RegisterValues, type ShownField } from '../../../../engine/register/index.ts';

/** The fields of one tab of the player's form, from the brand's register rules and the whitelabel flags. */
export function registerFields(rules: RegisterRules, flags: Flags, tab: RegisterTab): ShownField[] {
  return registerFormFields(rules, registerFormNeeds(flags, tab));
}

/** An engine problem in the form's terms: the rule's message, the empty check, or one of our fixed messages. */
export function fieldProblem(problem: RegisterProblem): FieldProblem {
  switch (problem.reason) {
    case 'required':
      return { kind: 'required' };
    case 'pattern':
      return { kind: 'rule', violation: problem.violation };
    case 'mismatch':
      return { kind: 'message', message: fieldMessages.confirmMismatch };
    case 'codeTooLong':
      return { kind: 'message', message: fieldMessages.codeTooLong };
  }
}

/** Every problem of the shown fields, keyed by field; empty when the form may be sent. */
export function validateRegister(fields: ShownField[], values: RegisterValues): Partial<Record<RegisterFieldName, FieldProblem>> {
  const problems: Partial<Record<RegisterFieldName, FieldProblem>> = {};
  for (const p of registerProblems(fields, values)) problems[p.field] = fieldProblem(p);
  return problems;
}

export interface RegisterContext {
  tab: RegisterTab;
  /** Dialing code without "+". */
  countryDialingCode: string;
  /** From the referral link (localStorage reg_info). */
  referralCode?: string | undefined;
  /** Where the form was sent from: location.hostname and location.href. */
  domain: string;
  registerUrl: string;
  loginDeviceId?: string | undefined;
}

/**
 * The request body (contract "Registration"): the shown fields with a value (as typed: validation saw the same), plus
 * registerMethod 'WEB', registerUrl, domain, countryDialingCode, login: true, ageConfirmed: true and the referral code.
 * On the mobile tab the username is the mobile number (the server sets it too).
 */
export function registerPayload(fields: ShownField[], values: RegisterValues, ctx: RegisterContext): RegisterRequest {
  const body: RegisterRequest = {};
  for (const f of fields) {
    const value = values[f.name] ?? '';
    if (value !== '') body[f.name] = value;
  }
  if (ctx.tab === 'mobile' && body.mobileNum) body.username = body.mobileNum;
  if (ctx.referralCode) body.referralCode = ctx.referralCode;
  body.domain = ctx.domain;
  body.registerUrl = ctx.registerUrl;
  body.registerMethod = 'WEB';
  body.countryDialingCode = ctx.countryDialingCode;
  body.login = true;
  body.ageConfirmed = true;
  if (ctx.loginDeviceId) body.loginDeviceId = ctx.loginDeviceId;
  return body;
}
