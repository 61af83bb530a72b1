import { PASSWORD_FLOOR_RULE } from '../../../../engine/accounts/password-policy.ts';
import { patternPreset } from '../../../../engine/rules.ts';
import { mobileNumberFallback } from '../../../../engine/register/index.ts';
import type { FieldRule, RegisterPatternPreset } from '../../../../generated/types.ts';

/** A rule built from one of the engine's ready-made patterns, for forms whose brand has no rule of that field. */
function presetRule(name: RegisterPatternPreset, minLength: number, maxLength: number, type?: FieldRule['type']): FieldRule {
  const preset = patternPreset(name);
  return {
    acceptedPattern: preset.acceptedPattern,
    patternId: preset.patternId,
    minLength,
    maxLength,
    enabled: true,
    required: true,
    ...(type ? { type } : {}),
  };
}

/**
 * Rules the password forms fall back to when the brand's register rules leave a field out (e.g. a mobile-only brand
 * without username or email rules): the platform's usual limits.
 */
export const FALLBACK_RULES = {
  username: presetRule('lettersOrNumbers', 6, 16),
  email: presetRule('email', 5, 100, 'email'),
  // the register form's fallback: one rule for a missing mobile rule wherever a number is typed
  mobileNum: mobileNumberFallback,
  // the password floor (ASVS V6.2): any characters, 8 to 128
  password: PASSWORD_FLOOR_RULE,
} satisfies Record<string, FieldRule>;

/** The brand's rule for a field as required input, or the fallback. */
export function requiredRule(rule: FieldRule | undefined, fallback: FieldRule): FieldRule {
  return rule ? { ...rule, required: true } : fallback;
}
