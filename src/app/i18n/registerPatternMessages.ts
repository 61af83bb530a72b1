import type { MessageDescriptor } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages.ts';

/**
 * Register field errors, one per patternId (the text comes from reg_pattern_{patternId}). Values come
 * from the engine's RuleViolation: {min}, {max} and {range} ("6 - 12", or "8" when min = max). Ids 1–25 belong
 * to the presets in src/engine/rules/presets.ts (a unit test keeps both in step); 0 is the platform's "*" rule
 * (any text, only the length is checked). BN lives in src/i18n/translations/bn/registerPatterns.json.
 */
export const registerPatternMessages = defineMessages({
  reg_pattern_0: { id: 'reg_pattern_0', defaultMessage: 'Enter {range} characters' },
  reg_pattern_1: { id: 'reg_pattern_1', defaultMessage: 'Letters and numbers only, starting with a letter, {range} characters' },
  reg_pattern_2: { id: 'reg_pattern_2', defaultMessage: 'Kanji and numbers only, {range} characters' },
  reg_pattern_3: { id: 'reg_pattern_3', defaultMessage: 'E-mail format is incorrect: enter an address like name@example.com, {range} characters' },
  reg_pattern_4: { id: 'reg_pattern_4', defaultMessage: 'Letters or numbers only, {range} characters' },
  reg_pattern_5: { id: 'reg_pattern_5', defaultMessage: 'Letters and numbers, with at least one of each, {range} characters' },
  reg_pattern_6: { id: 'reg_pattern_6', defaultMessage: 'Numbers only, {range} digits' },
  reg_pattern_7: {
    id: 'reg_pattern_7',
    defaultMessage: 'Letters and numbers only, with at least one uppercase letter and one number, {range} characters',
  },
  reg_pattern_8: { id: 'reg_pattern_8', defaultMessage: 'English letters and spaces only, {range} characters' },
  reg_pattern_9: { id: 'reg_pattern_9', defaultMessage: 'No spaces allowed, {range} characters' },
  reg_pattern_10: { id: 'reg_pattern_10', defaultMessage: 'Chinese characters and punctuation only, {range} characters' },
  reg_pattern_11: { id: 'reg_pattern_11', defaultMessage: 'Enter a real date as yyyy-MM-dd, for example 1990-12-31' },
  reg_pattern_12: { id: 'reg_pattern_12', defaultMessage: 'Enter a real date as MM-dd-yyyy, for example 12-31-1990' },
  reg_pattern_13: { id: 'reg_pattern_13', defaultMessage: 'Korean (Hangul) only, {range} characters' },
  reg_pattern_14: { id: 'reg_pattern_14', defaultMessage: 'Thai letters only, {range} characters' },
  reg_pattern_15: { id: 'reg_pattern_15', defaultMessage: 'Uppercase letters only, {range} characters' },
  reg_pattern_16: { id: 'reg_pattern_16', defaultMessage: 'Numbers only, starting with 9, {range} digits' },
  reg_pattern_17: {
    id: 'reg_pattern_17',
    defaultMessage: 'Use at least one uppercase letter, one lowercase letter, one number and one symbol, no spaces, {range} characters',
  },
  reg_pattern_18: { id: 'reg_pattern_18', defaultMessage: 'First and last name separated by one space, {range} characters' },
  reg_pattern_19: { id: 'reg_pattern_19', defaultMessage: 'Full-width Hiragana, Katakana or Kanji only, {range} characters' },
  reg_pattern_20: { id: 'reg_pattern_20', defaultMessage: 'Bengali letters only, {range} characters' },
  reg_pattern_21: { id: 'reg_pattern_21', defaultMessage: 'Bengali or English letters only, {range} characters' },
  reg_pattern_22: { id: 'reg_pattern_22', defaultMessage: 'Devanagari letters only, {range} characters' },
  reg_pattern_23: { id: 'reg_pattern_23', defaultMessage: 'Latin letters only (accents allowed), {range} characters' },
  reg_pattern_24: { id: 'reg_pattern_24', defaultMessage: 'Arabic letters only, {range} characters' },
  reg_pattern_25: { id: 'reg_pattern_25', defaultMessage: 'Uppercase letters and numbers only, {range} characters' },
});

const byId: ReadonlyMap<string, MessageDescriptor> = new Map(
  Object.values(registerPatternMessages).map((m) => [String(m.id), m]),
);

/**
 * The descriptor for a RuleViolation key (reg_pattern_N): a shipped one, else the brand's own message for its custom
 * patternId when the active catalog has it (brands/<id>/messages/<LANG>.json), else undefined.
 */
export function registerPatternMessage(key: string, messages?: Readonly<Record<string, unknown>>): MessageDescriptor | undefined {
  return byId.get(key) ?? (messages && key in messages ? { id: key } : undefined);
}
