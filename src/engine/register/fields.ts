// The register form's shape, one definition for the player's form, the agent's downline form and the server's
// check: the fields in the order the form shows them, the tabs, and which fields a form has with which rule.
// The server reports the first broken field in this order, so the field it names is the first one the form
// marks. The rules themselves are the brand's (docs/spec/api.md, register settings); docs/spec/rules.md has
// the validation rules these functions apply.
import type { Flags } from '../flags.ts';
import { newPasswordRule } from '../accounts/password-policy.ts';
import type { FieldRule, RegisterRequest, RegisterRules } from '../../generated/types.ts';
import { mobileNumberFallback, usernameFallback, verificationCodeFallback } from './fallbacks.ts';

/** The form's fields in display order (referralCode is not typed in: it comes from the referral link). */
export const REGISTER_FIELD_ORDER = [
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
] as const satisfies readonly (keyof RegisterRules & keyof RegisterRequest)[];

export type RegisterFieldName = (typeof REGISTER_FIELD_ORDER)[number];

/** Register by a chosen username, or by mobile number (the number becomes the account name). */
export type RegisterTab = 'username' | 'mobile';

/**
 * Tabs in display order: mobile first (and the default) when mobile registration (MOBILENUMREG3) is on; the
 * username tab with USERNAMEREG3 when the brand has a username rule to register with.
 */
export function registerTabs(flags: Flags, rules: RegisterRules): RegisterTab[] {
  const tabs: RegisterTab[] = [];
  if (flags.mobileRegister) tabs.push('mobile');
  if (flags.usernameRegister && rules.username?.enabled) tabs.push('username');
  return tabs;
}

/** What one register form asks for besides the brand's enabled rules. */
export interface RegisterFormNeeds {
  tab: RegisterTab;
  /** The player types a password (always on the username tab; with MOBILENUMPASSREG3 on the mobile tab). */
  password: boolean;
  /** An SMS code sent to mobileNum is part of this form. */
  code: boolean;
  /** The invitation code field, with the affiliate module (AFFMAN3) and the brand's rule. */
  affiliateCode: boolean;
  /** Fields this form does not have (an agent registering its downline: no captcha, invitation or payment password). */
  omit?: readonly RegisterFieldName[];
}

/**
 * The player's form read from the whitelabel flags: the username tab asks for a password and, with REGMOBVERF3,
 * an SMS code; the mobile tab always sends a code and asks for a password with MOBILENUMPASSREG3.
 */
export function registerFormNeeds(flags: Flags, tab: RegisterTab): RegisterFormNeeds {
  return {
    tab,
    password: tab === 'username' || flags.mobileRegisterPassword,
    code: tab === 'mobile' || flags.registerSmsVerification,
    affiliateCode: flags.affiliateCode,
  };
}

export interface ShownField {
  name: RegisterFieldName;
  rule: FieldRule;
  /** The `*` marker and the empty check; may differ from the rule (mobileNum on the mobile tab). */
  required: boolean;
}

/**
 * The fields of one form, in display order, each with the rule it is checked against:
 * - every field whose rule is `enabled`, required when the rule says so;
 * - username only on the username tab, always required (on the mobile tab the server sets username = mobileNum);
 * - the password over the platform's floor whatever the brand's rule says, and its confirmation, when the form
 *   asks for a password;
 * - mobileNum required on the mobile tab and whenever an SMS code is sent to it, otherwise as its rule says;
 * - the SMS code only when the form sends one;
 * - the invitation code only with the affiliate module.
 * A field the form must have but the brand has no enabled rule for is checked against its fallback.
 */
export function registerFormFields(rules: RegisterRules, needs: RegisterFormNeeds): ShownField[] {
  const omitted = new Set<RegisterFieldName>(needs.omit ?? []);
  const out: ShownField[] = [];
  const own = (rule: FieldRule | undefined): FieldRule | undefined => (rule?.enabled ? rule : undefined);
  for (const name of REGISTER_FIELD_ORDER) {
    if (omitted.has(name)) continue;
    const rule = own(rules[name]);
    const show = (r: FieldRule | undefined, required = r?.required ?? true): void => {
      if (r) out.push({ name, rule: r, required });
    };
    switch (name) {
      case 'username':
        if (needs.tab === 'username') show(rule ?? usernameFallback(rules), true);
        break;
      case 'password':
        if (needs.password) show(newPasswordRule(rules.password), true);
        break;
      case 'confirmPassword':
        // checked for equality with the password; its rule only describes the input
        if (needs.password) show(rule ?? newPasswordRule(rules.password), true);
        break;
      case 'mobileNum':
        if (needs.tab === 'mobile' || needs.code) show(rule ?? mobileNumberFallback, true);
        else show(rule);
        break;
      case 'verificationCode':
        if (needs.code) show(rule ?? verificationCodeFallback, true);
        break;
      case 'affiliateCode':
        if (needs.affiliateCode) show(rule);
        break;
      default:
        // the captcha too follows its rule alone: the server checks it whenever the rule is enabled
        show(rule);
    }
  }
  return out;
}

/**
 * An agent registering an account under itself: a username and a password the agent chooses, and the brand's
 * other fields, but nothing only a self-registration has: no captcha (the agent is logged in), no SMS code, no
 * invitation code (the upline is the agent), no recommender and no payment password (the member's own).
 */
export const DOWNLINE_FORM_NEEDS: RegisterFormNeeds = Object.freeze({
  tab: 'username',
  password: true,
  code: false,
  affiliateCode: false,
  omit: Object.freeze(['recommenderId', 'captcha', 'verificationCode', 'affiliateCode', 'paymentPassword'] as const),
});
