// What the three password forms share: the new password + confirmation check (the brand's password rule, the
// confirmation equal to it) and how a refusal of the server lands on a field or on the form.
import type { FieldRule } from '../../../../generated/types.ts';
import { ApiError } from '../../../api/client.ts';
import { checkConfirmation, checkRule, type FieldProblem } from '../fields/validation.ts';
import { ErrorCode } from '../../../../generated/constants.ts';

export type PasswordFieldName =
  | 'username'
  | 'email'
  | 'mobileNum'
  | 'verificationCode'
  | 'oldPassword'
  | 'newPassword'
  | 'confirmNewPassword';

export type PasswordProblems = Partial<Record<PasswordFieldName, FieldProblem>>;

/** The new password passes the brand's password rule; the confirmation equals it. */
export function checkNewPassword(rule: FieldRule, newPassword: string, confirmation: string): PasswordProblems {
  const out: PasswordProblems = {};
  const p = checkRule('password', rule, newPassword, true);
  if (p) out.newPassword = p;
  const c = checkConfirmation(newPassword, confirmation);
  if (c) out.confirmNewPassword = c;
  return out;
}

/** Which field a refusal belongs to (contract "Member" failures). */
const ERROR_FIELD: Record<string, PasswordFieldName> = {
  [ErrorCode.oldPasswordInvalid]: 'oldPassword',
  [ErrorCode.sameAsOld]: 'newPassword',
  [ErrorCode.passwordWeak]: 'newPassword',
  [ErrorCode.stepUpLocked]: 'oldPassword',
  [ErrorCode.passwordMismatch]: 'confirmNewPassword',
  [ErrorCode.verificationInvalid]: 'verificationCode',
  [ErrorCode.verificationExpired]: 'verificationCode',
  [ErrorCode.smsUnknownMobile]: 'mobileNum',
  [ErrorCode.smsInvalidPhone]: 'mobileNum',
};

/** Server names of the password in `register.invalid_field` (the rule is the brand's `password` rule). */
const PASSWORD_NAMES = new Set(['password', 'newPassword']);

export interface Refusal {
  problems: PasswordProblems;
  /** For the form when no field fits (e.g. 'Username/Email does not exist', a network failure). */
  message: string | null;
}

/** A refusal in form terms; only fields the form shows (`shown`) get a problem, the rest goes to the form. */
export function passwordRefusal(error: unknown, shown: readonly PasswordFieldName[]): Refusal {
  const err = error instanceof ApiError ? error : null;
  const message = err?.message ?? 'Unknown error';
  if (err?.errorCode === ErrorCode.registerInvalidField) {
    const v = err.value as { field?: unknown; key?: unknown; values?: unknown } | null;
    const field = typeof v?.field === 'string' && PASSWORD_NAMES.has(v.field) ? 'newPassword' : (v?.field as PasswordFieldName | undefined);
    if (field && shown.includes(field) && typeof v?.key === 'string' && v.values && typeof v.values === 'object')
      return {
        problems: { [field]: { kind: 'rule', violation: { key: v.key, values: v.values as { min: number; max: number; range: string } } } },
        message: null,
      };
  }
  const field = err?.errorCode ? ERROR_FIELD[err.errorCode] : undefined;
  if (field && shown.includes(field)) return { problems: { [field]: { kind: 'text', text: message } }, message: null };
  return { problems: {}, message };
}
