// The register form checked with the brand's rules through the engine's compileRegisterRules: the very code
// the client runs, so a form the client accepts passes here and a crafted one fails the same way.
import type { FastifyRequest } from 'fastify';
import type { FieldRule, RegisterRequest } from '../../../generated/types.ts';
import type { LoadedBrand } from '../../../engine/brand/load.ts';
import { checkLoginRule, loginRulesFor } from '../../../engine/accounts/login-rules.ts';
import { newPasswordRule, weakPasswordReason } from '../../../engine/accounts/password-policy.ts';
import { compileFieldRule, compileRegisterRules, type FieldValidator } from '../../../engine/rules.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { fieldRuleMessage } from '../../http/messages.ts';
import { isCommonPassword } from '../../security/common-passwords.ts';

/** Seed §3 form order: the first broken field is the one reported. */
export const FORM_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'captcha',
  'verificationCode',
] as const satisfies readonly (keyof RegisterRequest)[];

export type RegisterTab = 'username' | 'mobile';

export interface FormNeeds {
  tab: RegisterTab;
  /** The player types a password (always on the username tab; with MOBILENUMPASSREG3 on the mobile tab). */
  password: boolean;
  /** An SMS code for mobileNum is part of this form. */
  code: boolean;
  /** Fields this form does not have (an agent registering its downline: no captcha, affiliate or payment password). */
  omit?: readonly (typeof FORM_FIELDS)[number][];
}

function violation(request: FastifyRequest, field: string, key: string, values: { min: number; max: number; range: string }, value: string): ApiError {
  return new ApiError(400, ErrorCode.registerInvalidField, fieldRuleMessage(key, request.language, values, value === ''), {
    value: { field, key, values },
  });
}

/** What a new password is checked against besides its rule. */
export interface PasswordContext {
  /** The platform's default password (DEFAULT_MEMBER_PASSWORD). */
  defaultPassword: string;
  /** The account's name, when known. */
  username?: string | undefined;
}

/** password.weak (value {field, reason}) for the default password, a common or breached one, or the site's own name. */
function refuseWeakPassword(brand: LoadedBrand, field: string, password: string, ctx: PasswordContext): void {
  const reason = weakPasswordReason(password, {
    isCommon: isCommonPassword,
    defaultPassword: ctx.defaultPassword,
    contextWords: [brand.id, brand.config.name, ...(ctx.username ? [ctx.username] : [])],
  });
  if (reason)
    throw new ApiError(400, ErrorCode.passwordWeak, 'This password is too easy to guess. Choose a longer one that is not a common password.', {
      value: { field, reason },
    });
}

/** Throws register.invalid_field (value {field, key, values}) for the first field that breaks its rule. */
export function validateRegisterForm(
  request: FastifyRequest,
  brand: LoadedBrand,
  body: RegisterRequest,
  needs: FormNeeds,
  ctx: PasswordContext,
): void {
  const rules = brand.config.register;
  const validators = compileRegisterRules(rules);
  const login = loginRulesFor(rules);
  const required = (field: string, rule: FieldRule | undefined, fallback: FieldRule): FieldValidator =>
    compileFieldRule(field, { ...(rule?.enabled ? rule : fallback), required: true });

  // Fields the form must have whatever the brand's rule says (or when the brand has no rule for them).
  if (needs.tab === 'username') validators.set('username', required('username', rules.username, login.loginUsername.rule));
  else validators.delete('username'); // the server sets username = mobileNum
  if (needs.password) {
    // The password floor whatever the brand's rule says (its lengths pulled up, the floor when it has none).
    validators.set('password', compileFieldRule('password', newPasswordRule(rules.password)));
  } else {
    validators.delete('password');
    validators.delete('confirmPassword');
  }
  if (needs.tab === 'mobile' || needs.code) validators.set('mobileNum', required('mobileNum', rules.mobileNum, login.loginMobileNum.rule));
  if (needs.code) validators.set('verificationCode', required('verificationCode', rules.verificationCode, login.verificationCode.rule));
  else validators.delete('verificationCode');
  if (!brand.flags.affiliateCode) validators.delete('affiliateCode');
  for (const field of needs.omit ?? []) validators.delete(field);

  for (const field of FORM_FIELDS) {
    const validator = validators.get(field);
    if (!validator) continue;
    const value = body[field] ?? '';
    const v = validator.validate(value);
    if (v) throw violation(request, field, v.key, v.values, value);
    if (field === 'password') refuseWeakPassword(brand, field, value, { ...ctx, username: body.username ?? body.mobileNum });
  }

  // A name or password the login form would refuse could never be used: check those rules too.
  if (needs.tab === 'username') {
    const u = checkLoginRule('username', login.loginUsername, body.username ?? '');
    if (u) throw violation(request, 'username', u.key, u.values, body.username ?? '');
  }
  if (needs.password) {
    const p = checkLoginRule('password', login.loginPassword, body.password ?? '');
    if (p) throw violation(request, 'password', p.key, p.values, body.password ?? '');
  }
}

/** A new password (change, reset, forgot by phone): the brand's password rule over the floor, then not weak. */
export function validateNewPassword(request: FastifyRequest, brand: LoadedBrand, password: string, ctx: PasswordContext, field = 'newPassword'): void {
  const v = compileFieldRule(field, newPasswordRule(brand.config.register.password)).validate(password);
  if (v) throw violation(request, field, v.key, v.values, password);
  refuseWeakPassword(brand, field, password, ctx);
}
