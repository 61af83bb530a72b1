import type { FieldRule, RegisterRules } from '../generated/types.ts';

export { REGISTER_PATTERN_PRESETS, patternPreset, type PatternPreset } from './rules/presets.ts';
export { expandFieldRule, expandRegisterRules, type FieldRuleExpansion, type RuleExpansionProblem } from './rules/expand.ts';

export type RegisterField = keyof RegisterRules;

/** A failed check: the message key plus the values to substitute (react-intl or the server's catalog). */
export interface RuleViolation {
  key: string;
  values: { min: number; max: number; range: string };
}

/** The rule's pattern as a RegExp with the u flag; "*" means any value (register settings, docs/spec/api.md). */
export function compilePattern(acceptedPattern: string): RegExp {
  const source = acceptedPattern === '*' ? '.*' : acceptedPattern;
  return new RegExp(source, 'u');
}

/** "6 - 12", or "8" when min = max (docs/spec/rules.md). */
export function lengthRange(min: number, max: number): string {
  return min === max ? String(min) : `${min} - ${max}`;
}

export interface FieldValidator {
  field: string;
  rule: FieldRule;
  /** null when valid. Empty optional fields are valid; empty required ones violate the pattern rule. */
  validate(value: string): RuleViolation | null;
}

/** Length counts user-perceived characters (code points), so Bengali and emoji are not over-counted. */
function charLength(value: string): number {
  return [...value].length;
}

export function compileFieldRule(field: string, rule: FieldRule): FieldValidator {
  const pattern = compilePattern(rule.acceptedPattern);
  const violation: RuleViolation = {
    key: `reg_pattern_${rule.patternId}`,
    values: { min: rule.minLength, max: rule.maxLength, range: lengthRange(rule.minLength, rule.maxLength) },
  };
  return {
    field,
    rule,
    validate(value) {
      if (value === '' && !rule.required) return null;
      // Length first: a pasted megabyte never reaches the pattern, which bounds the regex's work on the server.
      const len = charLength(value);
      const ok = len >= rule.minLength && len <= rule.maxLength && pattern.test(value);
      return ok ? null : violation;
    },
  };
}

/** Validators for every enabled field of a brand's register rules: one implementation for client and server. */
export function compileRegisterRules(rules: RegisterRules): Map<string, FieldValidator> {
  const out = new Map<string, FieldValidator>();
  for (const [field, rule] of Object.entries(rules) as [string, FieldRule | undefined][]) {
    if (rule?.enabled) out.set(field, compileFieldRule(field, rule));
  }
  return out;
}
