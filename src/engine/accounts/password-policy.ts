// The password floor (ASVS 5.0 V6.2) that no brand rule can lower: one definition for the app's forms, the
// server's checks of a new password and brands:check. A brand's register rule may ask for a longer minimum; it
// may not shorten the minimum, cap the length below 64, or restrict which characters a password uses.
import type { FieldRule, RegisterRules } from '../../generated/types.ts';
import { compileFieldRule, lengthRange } from '../rules.ts';

/** V6.2.1: at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;
/** V6.2.9: passwords of at least 64 characters are permitted: a brand's maximum may not be lower. */
export const PASSWORD_MAX_AT_LEAST = 64;
/** The longest password the server takes (bounds the hashing work per request); characters are code points. */
export const PASSWORD_MAX_LENGTH = 128;

/** The platform's "*" rule (any characters, patternId 0: "Enter {range} characters") at the floor's lengths. */
export const PASSWORD_FLOOR_RULE: FieldRule = Object.freeze({
  acceptedPattern: '*',
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
  patternId: 0,
  enabled: true,
  required: true,
  type: 'password',
});

const clamp = (n: number, lo: number, hi: number): number => Math.min(Math.max(n, lo), hi);

/**
 * The rule a new password must pass (registration, change, reset): the brand's enabled password rule with its
 * lengths pulled up to the floor, or the floor itself when the brand has none.
 */
export function newPasswordRule(brandRule: FieldRule | undefined): FieldRule {
  if (!brandRule?.enabled) return PASSWORD_FLOOR_RULE;
  return {
    ...brandRule,
    required: true,
    minLength: clamp(brandRule.minLength, PASSWORD_MIN_LENGTH, PASSWORD_MAX_AT_LEAST),
    maxLength: clamp(brandRule.maxLength, PASSWORD_MAX_AT_LEAST, PASSWORD_MAX_LENGTH),
  };
}

/**
 * Passwords of every composition a rule must accept (V6.2.5: no composition rules, any printable character,
 * spaces included): lower case only, upper case only, digits only, symbols only, a passphrase with spaces,
 * accented Latin and Bengali.
 */
const COMPOSITION_PROBES = [
  'correct horse battery staple',
  'ONLYUPPERCASELETTERS',
  '80864213579246',
  '~!@#$%^&*()_+{}|:"<>?`-=[]\\;\',./',
  'Ça va très bien, merci',
  'আমার সোনার বাংলা আমি তোমায় ভালোবাসি',
];

/** A probe stretched or cut to fit the rule's lengths (code points). */
function fit(probe: string, min: number, max: number): string {
  let chars = [...probe];
  while (chars.length < min) chars = chars.concat([...probe]);
  return chars.slice(0, Math.max(min, Math.min(max, chars.length))).join('');
}

export interface PasswordRuleProblem {
  /** Relative to the brand file: "/register/password/minLength". */
  pointer: string;
  message: string;
}

/** What a brand's password rules break of the floor (brands:check and the hot reload refuse the brand). */
export function passwordRuleProblems(register: RegisterRules): PasswordRuleProblem[] {
  const out: PasswordRuleProblem[] = [];
  for (const field of ['password', 'confirmPassword'] as const) {
    const rule = register[field];
    if (!rule?.enabled) continue;
    const at = `/register/${field}`;
    if (rule.minLength < PASSWORD_MIN_LENGTH)
      out.push({ pointer: `${at}/minLength`, message: `must be at least ${PASSWORD_MIN_LENGTH} (ASVS V6.2.1 password floor; got ${rule.minLength})` });
    if (rule.maxLength < PASSWORD_MAX_AT_LEAST)
      out.push({
        pointer: `${at}/maxLength`,
        message: `must be at least ${PASSWORD_MAX_AT_LEAST} so long passphrases fit (ASVS V6.2.9; got ${rule.maxLength})`,
      });
    if (rule.maxLength > PASSWORD_MAX_LENGTH)
      out.push({ pointer: `${at}/maxLength`, message: `must be at most ${PASSWORD_MAX_LENGTH}, the longest password the server accepts (got ${rule.maxLength})` });
    if (rule.minLength > PASSWORD_MAX_AT_LEAST)
      out.push({ pointer: `${at}/minLength`, message: `must be at most ${PASSWORD_MAX_AT_LEAST} (got ${rule.minLength})` });
    let validator;
    try {
      validator = compileFieldRule(field, { ...rule, minLength: 0, maxLength: PASSWORD_MAX_LENGTH });
    } catch {
      continue; // the pattern check of semantic.ts already reports a pattern that does not compile
    }
    const min = clamp(rule.minLength, PASSWORD_MIN_LENGTH, PASSWORD_MAX_AT_LEAST);
    const max = clamp(rule.maxLength, min, PASSWORD_MAX_LENGTH);
    const refused = COMPOSITION_PROBES.map((p) => fit(p, min, max)).find((p) => validator.validate(p) !== null);
    if (refused !== undefined)
      out.push({
        pointer: at,
        message: `must accept passwords of any composition (ASVS V6.2.5: no character-class rules): its pattern refuses ${JSON.stringify(refused)}; use {"acceptedPattern": "*", "patternId": 0}`,
      });
  }
  return out;
}

/** Why a new password is refused beyond its rule's lengths; null when it may be used. */
export type WeakPasswordReason = 'common' | 'default' | 'context';

export interface WeakPasswordCheck {
  /** The bundled list of common and breached passwords (lower case), or a stand-in in tests. */
  isCommon(lowerCased: string): boolean;
  /** The platform's default password (DEFAULT_MEMBER_PASSWORD): operators hand it out, players never choose it. */
  defaultPassword?: string | undefined;
  /** Words of this site and account (V6.2.11): the username, the brand's id and name. */
  contextWords?: readonly string[] | undefined;
}

/** Letters and digits of a word, lower case: "Lotus Bet" → "lotusbet". */
function squash(s: string): string {
  return s.normalize('NFC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * V6.2.4 / V6.2.12 / V6.2.11: refuse the default password, a common or breached one, and the site's or account's
 * own name with only digits or symbols around it ("lotus2024", "player88!").
 */
export function weakPasswordReason(password: string, check: WeakPasswordCheck): WeakPasswordReason | null {
  if (check.defaultPassword && password === check.defaultPassword) return 'default';
  const lower = password.normalize('NFC').toLowerCase();
  if (check.isCommon(lower) || check.isCommon(lower.trim())) return 'common';
  const squashed = squash(password);
  const digitsOnly = (rest: string): boolean => /^\p{N}*$/u.test(rest);
  for (const word of check.contextWords ?? []) {
    const w = squash(word);
    if (w.length < 3) continue;
    if (squashed.startsWith(w) && digitsOnly(squashed.slice(w.length))) return 'context';
    if (squashed.endsWith(w) && digitsOnly(squashed.slice(0, -w.length))) return 'context';
  }
  return null;
}

/**
 * A password already in use (checked at login, the only time it is in hand) that a new one could not be: shorter
 * than the floor, or weak by weakPasswordReason. Such a member is asked to replace it.
 */
export function fallsShortOfFloor(password: string, check: WeakPasswordCheck): boolean {
  return [...password].length < PASSWORD_MIN_LENGTH || weakPasswordReason(password, check) !== null;
}

/** "8 - 128": the floor's range for messages. */
export const PASSWORD_FLOOR_RANGE = lengthRange(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH);
