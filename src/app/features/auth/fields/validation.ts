import type { IntlShape, MessageDescriptor } from 'react-intl';
import { compileFieldRule, type RuleViolation } from '../../../../engine/rules.ts';
import type { FieldRule } from '../../../../generated/types.ts';
import { registerPatternMessage } from '../../../i18n/registerPatternMessages.ts';
import { fieldMessages } from './messages.ts';

/** A verification code is at most 255 characters (the limit lives with the engine's register form). */
export { VERIFICATION_CODE_MAX_LENGTH as CODE_MAX_LENGTH } from '../../../../engine/register/index.ts';

/** What is wrong with a field's value, before it is put into words in the current language. */
export type FieldProblem =
  /** Empty but required ('Input cannot be empty'). */
  | { kind: 'required' }
  /** The brand rule failed: message reg_pattern_{patternId} with {min, max, range}. */
  | { kind: 'rule'; violation: RuleViolation }
  /** A fixed message of ours (e.g. the confirmation mismatch). */
  | { kind: 'message'; message: MessageDescriptor; values?: Record<string, string | number> }
  /** A message the server already wrote in the request's language. */
  | { kind: 'text'; text: string };

const compiled = new WeakMap<FieldRule, ReturnType<typeof compileFieldRule>>();

/** The engine's validator for a rule, compiled once per rule object (the boot payload's rules never change). */
function validatorFor(field: string, rule: FieldRule): ReturnType<typeof compileFieldRule> {
  let v = compiled.get(rule);
  if (!v) compiled.set(rule, (v = compileFieldRule(field, rule)));
  return v;
}

/**
 * Check a value against one register FieldRule with the engine's compileFieldRule (the server runs the same).
 * `required` overrides the rule's own flag (e.g. mobileNum is always required on the mobile tab).
 */
export function checkRule(field: string, rule: FieldRule, value: string, required: boolean = rule.required): FieldProblem | null {
  if (value === '') return required ? { kind: 'required' } : null;
  const violation = validatorFor(field, rule).validate(value);
  return violation ? { kind: 'rule', violation } : null;
}

/**
 * The problem in the current language. A rule's text is `reg_pattern_{patternId}` (with min = max the
 * {range} value is a single number); a patternId without any message falls back to a generic text with the range.
 */
export function formatProblem(intl: IntlShape, problem: FieldProblem): string {
  switch (problem.kind) {
    case 'required':
      return intl.formatMessage(fieldMessages.required);
    case 'rule': {
      const { key, values } = problem.violation;
      // a shipped message, or the brand's own for its custom patternId (a runtime id: not extracted)
      const known = registerPatternMessage(key, intl.messages);
      if (known) return intl.formatMessage(known, values);
      return intl.formatMessage(fieldMessages.invalidFormat, values);
    }
    case 'message':
      return intl.formatMessage(problem.message, problem.values);
    case 'text':
      return problem.text;
  }
}

/** The confirmation must equal the password ('Confirmation password is not correct.'). */
export function checkConfirmation(password: string, confirmation: string): FieldProblem | null {
  if (confirmation === '') return { kind: 'required' };
  return confirmation === password ? null : { kind: 'message', message: fieldMessages.confirmMismatch };
}
