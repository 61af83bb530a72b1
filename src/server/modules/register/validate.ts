// The register form checked with the brand's rules through the engine's register form (src/engine/register): the
// very fields, fallbacks and checks the client runs, so a form the client accepts passes here, a crafted one fails
// the same way, and the field named in the refusal is the first one the form shows.
import type { FastifyRequest } from 'fastify';
import type { RegisterRequest } from '../../../generated/types.ts';
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import { checkLoginRule, loginRulesFor } from '../../../engine/accounts/login-rules.ts';
import { newPasswordRule, weakPasswordReason } from '../../../engine/accounts/password-policy.ts';
import { checkFieldRule, checkRegisterField, registerFormFields, type RegisterFormNeeds, type RegisterProblem } from '../../../engine/register/index.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { fieldRuleMessage } from '../../http/messages.ts';
import { isCommonPassword } from '../../security/common-passwords.ts';

/** The form a request claims to be; the invitation code follows the brand's affiliate flag unless the form says. */
export type FormNeeds = Omit<RegisterFormNeeds, 'affiliateCode'> & { affiliateCode?: boolean };

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

/** A problem of the engine's check as the API's refusal: the confirmation's own code, else register.invalid_field. */
function refusal(request: FastifyRequest, problem: RegisterProblem, value: string): ApiError {
  if (problem.reason === 'mismatch') return new ApiError(400, ErrorCode.passwordMismatch, 'Confirmation password is not correct.');
  return violation(request, problem.field, problem.violation.key, problem.violation.values, value);
}

/**
 * Throws for the first field, in the form's order, that breaks its rule: register.invalid_field (value {field, key,
 * values}), or register.password_mismatch for the confirmation. A client that sends no confirmation at all is not
 * asked for one here (the routes compare it when sent).
 */
export function validateRegisterForm(
  request: FastifyRequest,
  brand: LoadedBrand,
  body: RegisterRequest,
  needs: FormNeeds,
  ctx: PasswordContext,
): void {
  const rules = brand.config.register;
  const login = loginRulesFor(rules);
  const fields = registerFormFields(rules, { ...needs, affiliateCode: needs.affiliateCode ?? brand.flags.affiliateCode });

  for (const field of fields) {
    if (field.name === 'confirmPassword' && body.confirmPassword === undefined) continue;
    const problem = checkRegisterField(field, body);
    if (problem) throw refusal(request, problem, body[field.name] ?? '');
    if (field.name === 'password') refuseWeakPassword(brand, field.name, body.password ?? '', { ...ctx, username: body.username ?? body.mobileNum });
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
  // the register form's password check, under the name this form gives the field
  const problem = checkFieldRule('password', newPasswordRule(brand.config.register.password), password, true);
  if (problem) throw violation(request, field, problem.violation.key, problem.violation.values, password);
  refuseWeakPassword(brand, field, password, ctx);
}
