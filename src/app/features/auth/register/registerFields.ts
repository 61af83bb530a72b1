// Which fields the register form shows, per tab, from the brand's register rules and whitelabel flags, and the request
// body those fields become. Pure functions: the modal renders from them and unit tests pin them per brand and flag.
import { newPasswordRule } from '../../../../engine/accounts/password-policy.ts';
import type { Flags } from '../../../../engine/flags.ts';
import type { FieldRule, RegisterRequest, RegisterRules } from '../../../../generated/types.ts';
import { fieldMessages } from '../fields/messages.ts';
import { checkConfirmation, checkRule, CODE_MAX_LENGTH, type FieldProblem } from '../fields/validation.ts';

export type RegisterTab = 'username' | 'mobile';

/** Form fields in the order of seed §3 (referralCode is not typed in: it comes from the referral link). */
export const FIELD_ORDER = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const satisfies readonly (keyof RegisterRules)[];

export type RegisterFieldName = (typeof FIELD_ORDER)[number];

export interface ShownField {
  name: RegisterFieldName;
  rule: FieldRule;
  /** The `*` marker and the empty check; may differ from the rule (mobileNum on the mobile tab). */
  required: boolean;
}

/**
 * Tabs in display order: mobile first and default when MOBILENUMREG3 is on (api-notes §2); the username tab with
 * USERNAMEREG3 when the brand has a username rule to register with.
 */
export function registerTabs(flags: Flags, rules: RegisterRules): RegisterTab[] {
  const tabs: RegisterTab[] = [];
  if (flags.mobileRegister) tabs.push('mobile');
  if (flags.usernameRegister && rules.username?.enabled) tabs.push('username');
  return tabs;
}

// Brands may leave a rule out; the field is still needed where the flow depends on it.
const ANY_DIGITS: FieldRule = { acceptedPattern: '^[0-9]+$', minLength: 1, maxLength: 20, patternId: 6, enabled: true, required: true };
/** api-notes §3: the client's synthetic verificationCode rule (any text, at most 255). */
const ANY_CODE: FieldRule = { acceptedPattern: '*', minLength: 0, maxLength: 255, patternId: 0, enabled: true, required: true };

/**
 * The fields of one tab (seed §3, §5; api-notes §2, §3):
 * - every field whose rule is `enabled`, `*` when `required`;
 * - username only on the username tab (on the mobile tab the server sets username = mobileNum);
 * - password and its confirmation on the mobile tab only with MOBILENUMPASSREG3;
 * - mobileNum required on the mobile tab, and shown on the username tab whenever an SMS code is asked;
 * - the SMS code on the username tab with REGMOBVERF3, always on the mobile tab;
 * - the invitation code with the affiliate module (AFFMAN3) and its rule.
 */
export function registerFields(rules: RegisterRules, flags: Flags, tab: RegisterTab): ShownField[] {
  const sms = tab === 'mobile' || flags.registerSmsVerification;
  const out: ShownField[] = [];
  for (const name of FIELD_ORDER) {
    const rule = rules[name];
    const show = (r: FieldRule | undefined, required = r?.required ?? true): void => {
      if (r) out.push({ name, rule: r, required });
    };
    switch (name) {
      case 'username':
        if (tab === 'username' && rule?.enabled) show(rule);
        break;
      case 'password':
      case 'confirmPassword': {
        const base = rules[name] ?? (name === 'confirmPassword' ? rules.password : undefined);
        // the password itself over the floor (ASVS V6.2) whatever the brand's rule, as the server checks it
        if ((tab === 'username' || flags.mobileRegisterPassword) && base?.enabled) show(name === 'password' ? newPasswordRule(base) : base, true);
        break;
      }
      case 'mobileNum':
        // needed whenever a code is sent to it, even when the brand switched the field off elsewhere
        if (sms) show(rule ?? ANY_DIGITS, true);
        else if (rule?.enabled) show(rule);
        break;
      case 'verificationCode':
        if (sms) show(rule ?? ANY_CODE, true);
        break;
      case 'affiliateCode':
        if (flags.affiliateCode && rule?.enabled) show(rule);
        break;
      default:
        // the captcha too follows its rule alone: the server checks it whenever the rule is enabled
        if (rule?.enabled) show(rule);
    }
  }
  return out;
}

export type RegisterValues = Partial<Record<RegisterFieldName, string>>;

/** Every problem of the shown fields (seed §5), keyed by field; empty when the form may be sent. */
export function validateRegister(fields: ShownField[], values: RegisterValues): Partial<Record<RegisterFieldName, FieldProblem>> {
  const problems: Partial<Record<RegisterFieldName, FieldProblem>> = {};
  for (const f of fields) {
    const value = values[f.name] ?? '';
    const problem =
      f.name === 'confirmPassword'
        ? checkConfirmation(values.password ?? '', value)
        : f.name === 'verificationCode' && [...value].length > CODE_MAX_LENGTH
          ? { kind: 'message' as const, message: fieldMessages.codeTooLong }
          : checkRule(f.name, f.rule, value, f.required);
    if (problem) problems[f.name] = problem;
  }
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
