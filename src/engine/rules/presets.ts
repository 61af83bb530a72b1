// Ready-made register field patterns (the pattern families of docs/spec/rules.md), referenced from a brand's register
// rules as `{ "preset": "<name>", minLength, maxLength, enabled, required }`. Pure data: the engine expands a preset
// into the platform's plain rule shape ({acceptedPattern, patternId, …}, docs/spec/api.md) when a brand loads, so the
// server, the boot payload and the client validators never see the word "preset".
//
// Every pattern is a JavaScript RegExp source compiled with the `u` flag (compilePattern), anchored ^…$, and
// uses only syntax that Node 20 and current browsers share (property escapes, lookahead; no lookbehind, no v flag).
// patternId selects the message reg_pattern_<patternId> (src/app/i18n/registerPatternMessages.ts + BN catalog).
// Ids 1, 4 and 6 are the original platform's own; the others are ours and must never be renumbered, because
// operators' translations and support docs refer to them.
import type { RegisterPatternPreset } from '../../generated/types.ts';

export interface PatternPreset {
  name: RegisterPatternPreset;
  patternId: number;
  acceptedPattern: string;
  /** One line for operators (mirrored in the schema's enumDescriptions, checked by a unit test). */
  description: string;
}

/** Zero-width non-joiner / joiner: needed inside Bengali, Devanagari and Arabic-script words (conjuncts, shaping). */
const JOINERS = '\\u200C\\u200D';
/** One word of a personal name: starts with a letter; marks and joiners may follow; inner ' ’ - join parts
 *  (O'Brien, Anne-Marie); a trailing dot allows abbreviations (Md., মো.). Unambiguous, so no backtracking blow-up. */
const NAME_WORD = `\\p{L}[\\p{L}\\p{M}${JOINERS}]*(?:['’\\-]\\p{L}[\\p{L}\\p{M}${JOINERS}]*)*\\.?`;

/** Words of NAME_WORD separated by single spaces, every letter from `letters` (a character-class body). */
function scriptName(letters: string): string {
  return `^(?=[${letters}\\p{M}${JOINERS}'’. \\-]+$)${NAME_WORD}(?: ${NAME_WORD})*$`;
}

/** Words of one script separated by single spaces; each word starts with a letter; no digits of that script. */
function scriptWords(script: string): string {
  const word = `(?=\\p{L})\\p{Script=${script}}+`;
  return `^(?=[^\\p{N}]+$)${word}(?: ${word})*$`;
}

// Leap years: yy in 04, 08, …, 96 (not 00), or centuries divisible by 400.
const LEAP_YEAR = '(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)';
/** MM-dd of a real calendar day except 29 February. */
const MONTH_DAY =
  '(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))';

/** Full-width Japanese: Hiragana, full-width Katakana (not the half-width ｱｲｳ block), Kanji, voicing marks. */
const JAPANESE_FULL_WIDTH = '[\\p{Script=Hiragana}\\u30A1-\\u30FF\\u31F0-\\u31FF\\p{Script=Han}\\u3099-\\u309C]';

const EMAIL_LOCAL = "[A-Za-z0-9_%+\\-]+(?:\\.[A-Za-z0-9_%+\\-]+)*";
const EMAIL_DOMAIN = '(?:[A-Za-z0-9]+(?:-+[A-Za-z0-9]+)*\\.)+[A-Za-z]{2,}';

type PresetBody = Omit<PatternPreset, 'name'>;

/** Keyed by the schema's RegisterPatternPreset enum: a name missing on either side fails the type check. */
const BODIES: Record<RegisterPatternPreset, PresetBody> = {
  lettersFirstAlphanumeric: {
    patternId: 1,
    acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
    description: 'Letters A-Z and digits, starting with a letter (usernames).',
  },
  kanjiAndNumbers: {
    patternId: 2,
    acceptedPattern: '^[\\p{Script=Han}0-9０-９]+$',
    description: 'Kanji (Han characters) and digits, half- or full-width.',
  },
  email: {
    patternId: 3,
    acceptedPattern: `^${EMAIL_LOCAL}@${EMAIL_DOMAIN}$`,
    description: 'E-mail address like name@example.com (ASCII, a dot-separated domain with a letter TLD).',
  },
  lettersOrNumbers: {
    patternId: 4,
    acceptedPattern: '^[a-zA-Z0-9]+$',
    description: 'Letters A-Z and digits only, in any mix (the platform default for usernames and passwords).',
  },
  lettersAndNumbers: {
    patternId: 5,
    acceptedPattern: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
    description: 'Letters A-Z and digits only, with at least one letter and at least one digit.',
  },
  numbersOnly: {
    patternId: 6,
    acceptedPattern: '^[0-9]+$',
    description: 'Digits 0-9 only (mobile numbers, codes, PINs).',
  },
  alphanumericWithUppercase: {
    patternId: 7,
    acceptedPattern: '^(?=.*[A-Z])(?=.*[0-9])[A-Za-z0-9]+$',
    description: 'Letters A-Z and digits only, with at least one uppercase letter and at least one digit.',
  },
  englishLettersAndSpaces: {
    patternId: 8,
    acceptedPattern: '^[A-Za-z]+(?: [A-Za-z]+)*$',
    description: 'English letters A-Z in words separated by single spaces.',
  },
  noSpaces: {
    patternId: 9,
    acceptedPattern: '^\\S+$',
    description: 'Any characters except white space (of any script).',
  },
  chineseAndPunctuation: {
    patternId: 10,
    acceptedPattern: '^(?=.*\\p{Script=Han})[\\p{Script=Han}\\p{P}]+$',
    description: 'Chinese characters and punctuation marks, at least one Chinese character.',
  },
  dateYearMonthDay: {
    patternId: 11,
    acceptedPattern: `^(?:[0-9]{4}-${MONTH_DAY}|${LEAP_YEAR}-02-29)$`,
    description: 'A real calendar date as yyyy-MM-dd (leap years checked).',
  },
  dateMonthDayYear: {
    patternId: 12,
    acceptedPattern: `^(?:${MONTH_DAY}-[0-9]{4}|02-29-${LEAP_YEAR})$`,
    description: 'A real calendar date as MM-dd-yyyy (leap years checked).',
  },
  koreanOnly: {
    patternId: 13,
    acceptedPattern: scriptWords('Hangul'),
    description: 'Korean Hangul only, words separated by single spaces.',
  },
  thaiOnly: {
    patternId: 14,
    acceptedPattern: scriptWords('Thai'),
    description: 'Thai script only (with its vowel and tone marks, no Thai digits), words separated by single spaces.',
  },
  uppercaseOnly: {
    patternId: 15,
    acceptedPattern: '^[A-Z]+$',
    description: 'Uppercase letters A-Z only.',
  },
  startsWith9: {
    patternId: 16,
    acceptedPattern: '^9[0-9]*$',
    description: 'Digits only, the first one a 9 (mobile numbers of markets whose numbers start with 9).',
  },
  upperLowerDigitSymbol: {
    patternId: 17,
    acceptedPattern: '^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9\\s])\\S+$',
    description: 'Strong password: at least one uppercase, one lowercase, one digit and one symbol; no spaces.',
  },
  fullNameTwoParts: {
    patternId: 18,
    acceptedPattern: `^${NAME_WORD} ${NAME_WORD}$`,
    description: 'Full name as exactly two parts (given name and family name) separated by one space, any script.',
  },
  fullWidthJapanese: {
    patternId: 19,
    acceptedPattern: `^${JAPANESE_FULL_WIDTH}+(?:\\u3000${JAPANESE_FULL_WIDTH}+)*$`,
    description: 'Full-width Hiragana, Katakana or Kanji; parts may be separated by a full-width space.',
  },
  bengaliName: {
    patternId: 20,
    acceptedPattern: scriptName('\\p{Script=Bengali}'),
    description: 'A name in Bengali script (with its vowel signs and conjuncts), words separated by single spaces.',
  },
  bengaliOrEnglishName: {
    patternId: 21,
    acceptedPattern: scriptName('\\p{Script=Bengali}A-Za-z'),
    description: 'A name in Bengali script or English letters, words separated by single spaces.',
  },
  devanagariName: {
    patternId: 22,
    acceptedPattern: scriptName('\\p{Script=Devanagari}'),
    description: 'A name in Devanagari script (Hindi, Marathi, Nepali), words separated by single spaces.',
  },
  latinName: {
    patternId: 23,
    acceptedPattern: scriptName('\\p{Script=Latin}'),
    description: 'A name in Latin letters with any diacritics (Vietnamese, Indonesian, European), words separated by single spaces.',
  },
  arabicName: {
    patternId: 24,
    acceptedPattern: scriptName('\\p{Script=Arabic}'),
    description: 'A name in Arabic script (Arabic, Persian, Urdu; harakat allowed), words separated by single spaces.',
  },
  uppercaseAndNumbers: {
    patternId: 25,
    acceptedPattern: '^[A-Z0-9]+$',
    description: 'Uppercase letters A-Z and digits only (ID and passport numbers).',
  },
};

export const REGISTER_PATTERN_PRESETS: Readonly<Record<RegisterPatternPreset, PatternPreset>> = Object.freeze(
  Object.fromEntries(Object.entries(BODIES).map(([name, body]) => [name, Object.freeze({ name, ...body })])) as Record<
    RegisterPatternPreset,
    PatternPreset
  >,
);

export function patternPreset(name: RegisterPatternPreset): PatternPreset {
  return REGISTER_PATTERN_PRESETS[name];
}
