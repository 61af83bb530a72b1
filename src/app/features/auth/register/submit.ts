// The registration sequence: terms → all fields → affiliate code (when shown and entered) → register
// (registerMobile on the mobile tab). Member info, closing and going home follow in the modal once this succeeds.
import { checkAffiliate, register, registerMobile, type RegisterResult } from '../../../api/accounts.ts';
import { ApiError, type ApiRequest } from '../../../api/client.ts';
import type { FieldProblem } from '../fields/validation.ts';
import {
  registerPayload,
  validateRegister,
  type RegisterContext,
  type RegisterFieldName,
  type RegisterValues,
  type ShownField,
} from './registerFields.ts';
import { ErrorCode } from '../../../../generated/constants.ts';

export interface Agreement {
  /** The terms and conditions checkbox. */
  terms: boolean;
  /** The brand's age requirement (18 or 21) checkbox. */
  age: boolean;
}

export type FieldProblems = Partial<Record<RegisterFieldName, FieldProblem>>;

export type SubmitOutcome =
  | { ok: true; result: RegisterResult }
  /** Stopped before anything was sent: the agreement is missing (registration is blocked while the terms are not accepted). */
  | { ok: false; stage: 'terms'; missing: Agreement }
  /** Stopped before anything was sent: these fields break their rules. */
  | { ok: false; stage: 'fields'; problems: FieldProblems }
  /** The invitation code is not valid ('Invalid invitation code', a warning). */
  | { ok: false; stage: 'affiliate'; message: string }
  /** The server refused: problems on fields where it named one, else a message for the form. */
  | { ok: false; stage: 'server'; problems: FieldProblems; message: string | null; errorCode: string | undefined };

export interface SubmitInput {
  request: ApiRequest;
  fields: ShownField[];
  values: RegisterValues;
  agreement: Agreement;
  context: RegisterContext;
}

/** Which field a server error code belongs to (contract "Registration" failures). */
const ERROR_FIELD: Record<string, RegisterFieldName> = {
  [ErrorCode.usernameTaken]: 'username',
  [ErrorCode.mobileTaken]: 'mobileNum',
  [ErrorCode.passwordMismatch]: 'confirmPassword',
  [ErrorCode.passwordWeak]: 'password',
  [ErrorCode.verificationInvalid]: 'verificationCode',
  [ErrorCode.verificationExpired]: 'verificationCode',
  [ErrorCode.captchaInvalid]: 'captcha',
  [ErrorCode.captchaRequired]: 'captcha',
  [ErrorCode.affiliateInvalid]: 'affiliateCode',
  [ErrorCode.smsInvalidPhone]: 'mobileNum',
};

interface InvalidFieldValue {
  field: string;
  key: string;
  values: { min: number; max: number; range: string };
}

function isInvalidField(v: unknown): v is InvalidFieldValue {
  return typeof v === 'object' && v !== null && typeof (v as InvalidFieldValue).field === 'string' && typeof (v as InvalidFieldValue).key === 'string';
}

/** A refused registration in form terms: `register.invalid_field` and known codes land on their field. */
export function serverProblems(error: unknown, shown: ShownField[]): Extract<SubmitOutcome, { stage: 'server' }> {
  const err = error instanceof ApiError ? error : null;
  const message = err?.message ?? null;
  const isShown = (f: string): f is RegisterFieldName => shown.some((s) => s.name === f);
  if (err?.errorCode === ErrorCode.registerInvalidField && isInvalidField(err.value) && isShown(err.value.field)) {
    const { field, key, values } = err.value;
    return { ok: false, stage: 'server', problems: { [field]: { kind: 'rule', violation: { key, values } } }, message: null, errorCode: err.errorCode };
  }
  const field = err?.errorCode ? ERROR_FIELD[err.errorCode] : undefined;
  if (field && isShown(field) && message)
    return { ok: false, stage: 'server', problems: { [field]: { kind: 'text', text: message } }, message: null, errorCode: err?.errorCode };
  return { ok: false, stage: 'server', problems: {}, message, errorCode: err?.errorCode };
}

/** Runs the sequence; nothing is sent unless the agreement and every field pass. */
export async function submitRegistration({ request, fields, values, agreement, context }: SubmitInput): Promise<SubmitOutcome> {
  if (!agreement.terms || !agreement.age) return { ok: false, stage: 'terms', missing: agreement };
  const problems = validateRegister(fields, values);
  if (Object.keys(problems).length > 0) return { ok: false, stage: 'fields', problems };

  const affiliate = values.affiliateCode ?? '';
  if (affiliate !== '' && fields.some((f) => f.name === 'affiliateCode')) {
    try {
      await checkAffiliate(request, { code: affiliate, domain: context.domain });
    } catch (e) {
      if (e instanceof ApiError && e.errorCode === ErrorCode.affiliateInvalid) return { ok: false, stage: 'affiliate', message: e.message };
      return serverProblems(e, fields);
    }
  }

  const body = registerPayload(fields, values, context);
  try {
    const result = context.tab === 'mobile' ? await registerMobile(request, body) : await register(request, body);
    return { ok: true, result };
  } catch (e) {
    return serverProblems(e, fields);
  }
}
