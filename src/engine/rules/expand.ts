// Brand file → API shape: a rule that names a preset gets the preset's acceptedPattern and patternId; a rule with its
// own pattern passes through. Runs once when a brand loads (src/engine/node/brand/load.ts), after the schema check, so
// downstream code only ever sees {acceptedPattern, minLength, maxLength, patternId, enabled, required, type?} exactly
// as the original platform serves /wps/system/setting/register (register settings, docs/spec/api.md).
import type { BrandFieldRule, BrandRegisterRules, FieldRule, RegisterRules } from '../../generated/types.ts';
import { REGISTER_PATTERN_PRESETS } from './presets.ts';

/** Why a rule could not be expanded; pointer is relative to the register object ("/username/preset"). */
export interface RuleExpansionProblem {
  pointer: string;
  message: string;
}

export type FieldRuleExpansion = { ok: true; rule: FieldRule } | { ok: false; problem: RuleExpansionProblem };

export function expandFieldRule(field: string, rule: BrandFieldRule): FieldRuleExpansion {
  const { preset: presetName, acceptedPattern, patternId, minLength, maxLength, enabled, required, type } = rule;
  const fail = (key: string, message: string): FieldRuleExpansion => ({
    ok: false,
    problem: { pointer: `/${field}/${key}`, message },
  });
  let pattern: { acceptedPattern: string; patternId: number | string };
  if (presetName !== undefined) {
    // The schema already rejects these; repeated here because this function is public and must not guess.
    if (acceptedPattern !== undefined || patternId !== undefined)
      return fail('preset', 'must not be combined with acceptedPattern or patternId (the preset supplies both)');
    const preset = Object.hasOwn(REGISTER_PATTERN_PRESETS, presetName) ? REGISTER_PATTERN_PRESETS[presetName] : undefined;
    if (!preset)
      return fail('preset', `must be a known register pattern preset (got ${JSON.stringify(presetName)}); known: ${Object.keys(REGISTER_PATTERN_PRESETS).join(', ')}`);
    pattern = { acceptedPattern: preset.acceptedPattern, patternId: preset.patternId };
  } else {
    if (acceptedPattern === undefined) return fail('acceptedPattern', 'is required but missing (or give a "preset")');
    if (patternId === undefined) return fail('patternId', 'is required but missing (or give a "preset")');
    pattern = { acceptedPattern, patternId };
  }
  // Key order as the platform sends it, so served JSON reads like the original.
  const out: FieldRule = { acceptedPattern: pattern.acceptedPattern, minLength, maxLength, patternId: pattern.patternId, enabled, required };
  if (type !== undefined) out.type = type;
  return { ok: true, rule: out };
}

/** Expand every field; problems carry pointers relative to the register object. */
export function expandRegisterRules(rules: BrandRegisterRules): { rules: RegisterRules; problems: RuleExpansionProblem[] } {
  const out: Record<string, FieldRule> = {};
  const problems: RuleExpansionProblem[] = [];
  for (const [field, rule] of Object.entries(rules) as [string, BrandFieldRule | undefined][]) {
    if (!rule) continue;
    const r = expandFieldRule(field, rule);
    if (r.ok) out[field] = r.rule;
    else problems.push(r.problem);
  }
  return { rules: out as RegisterRules, problems };
}
