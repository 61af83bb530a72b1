// The register form's checks, one implementation for the client (live and on submit) and the server (which
// reports the first broken field). Each check names the field and a reason; the words are the caller's: the
// client's catalog on the form, the server's envelope message otherwise.
import { compileFieldRule, lengthRange, type FieldValidator, type RuleViolation } from '../rules.ts';
import type { FieldRule } from '../../generated/types.ts';
import { VERIFICATION_CODE_MAX_LENGTH } from './fallbacks.ts';
import { REGISTER_FIELD_ORDER, type RegisterFieldName, type ShownField } from './fields.ts';

export type RegisterValues = Partial<Record<RegisterFieldName, string>>;

/**
 * Why a field fails:
 * - `required`: empty but required ('Input cannot be empty');
 * - `pattern`: the rule's pattern or length fails (message reg_pattern_{patternId} with the range);
 * - `mismatch`: the confirmation differs from the password ('Confirmation password is not correct.');
 * - `codeTooLong`: an SMS code longer than any code sent.
 */
export type RegisterProblemReason = 'required' | 'pattern' | 'mismatch' | 'codeTooLong';

export interface RegisterProblem {
  field: RegisterFieldName;
  reason: RegisterProblemReason;
  /** The field rule's message key and range, for whichever reason (the server sends them with every refusal). */
  violation: RuleViolation;
}

const compiled = new WeakMap<FieldRule, FieldValidator>();

/** The engine's validator for a rule, compiled once per rule object (the boot payload's rules never change). */
function validatorFor(field: string, rule: FieldRule): FieldValidator {
  let v = compiled.get(rule);
  if (!v) compiled.set(rule, (v = compileFieldRule(field, rule)));
  return v;
}

/** The rule's message key and range, as compileFieldRule words a failure. */
export function ruleViolation(rule: FieldRule): RuleViolation {
  return {
    key: `reg_pattern_${rule.patternId}`,
    values: { min: rule.minLength, max: rule.maxLength, range: lengthRange(rule.minLength, rule.maxLength) },
  };
}

/** One value against a rule; `required` overrides the rule's own flag (mobileNum is always required on the mobile tab). */
export function checkFieldRule(field: RegisterFieldName, rule: FieldRule, value: string, required: boolean = rule.required): RegisterProblem | null {
  if (value === '') return required ? { field, reason: 'required', violation: ruleViolation(rule) } : null;
  const violation = validatorFor(field, rule).validate(value);
  return violation ? { field, reason: 'pattern', violation } : null;
}

/** The confirmation must equal the password. */
export function checkConfirmation(rule: FieldRule, password: string, confirmation: string): RegisterProblem | null {
  if (confirmation === '') return { field: 'confirmPassword', reason: 'required', violation: ruleViolation(rule) };
  return confirmation === password ? null : { field: 'confirmPassword', reason: 'mismatch', violation: ruleViolation(rule) };
}

/** One shown field of the form with the form's values (the confirmation needs the password). */
export function checkRegisterField(f: ShownField, values: RegisterValues): RegisterProblem | null {
  const value = values[f.name] ?? '';
  if (f.name === 'confirmPassword') return checkConfirmation(f.rule, values.password ?? '', value);
  if (f.name === 'verificationCode' && [...value].length > VERIFICATION_CODE_MAX_LENGTH)
    return { field: f.name, reason: 'codeTooLong', violation: ruleViolation(f.rule) };
  return checkFieldRule(f.name, f.rule, value, f.required);
}

/** Every problem of the shown fields, in display order; empty when the form may be sent. */
export function registerProblems(fields: readonly ShownField[], values: RegisterValues): RegisterProblem[] {
  const order = (f: ShownField): number => REGISTER_FIELD_ORDER.indexOf(f.name);
  return [...fields]
    .sort((a, b) => order(a) - order(b))
    .map((f) => checkRegisterField(f, values))
    .filter((p): p is RegisterProblem => p !== null);
}

/** The first broken field in display order (what the server reports), or null. */
export function firstRegisterProblem(fields: readonly ShownField[], values: RegisterValues): RegisterProblem | null {
  return registerProblems(fields, values)[0] ?? null;
}
