// Stakes typed by the player ("10.50") to integer minor units and back, without floating point; rolls, chances and
// multipliers (kept in hundredths by the server) as the language writes numbers (react-intl: Bengali digits in BN…).
// Shown figures go inside <bdi dir="ltr"> so a right-to-left page keeps "1.98×" in reading order.
import type { IntlShape } from 'react-intl';

/** Zero of each decimal digit block a player may type (Bengali, Devanagari, Arabic-Indic, Persian/Urdu, Thai). */
const DIGIT_ZEROS = [0x09e6, 0x0966, 0x0660, 0x06f0, 0x0e50];

/** The text with native digits as ASCII and the Arabic decimal separator as ".", so any keyboard's stake parses. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u09e6-\u09ef\u0e50-\u0e59\u066b]/g, (c) => {
    if (c === '\u066b') return '.';
    const cp = c.codePointAt(0)!;
    const zero = DIGIT_ZEROS.find((z) => cp >= z && cp <= z + 9)!;
    return String(cp - zero);
  });
}

/** Minor units of a typed amount (up to 2 decimals, any of the languages' digits), or null when it is not one. */
export function toMinor(text: string): number | null {
  const m = /^\s*(\d{1,9})(?:[.,](\d{1,2}))?\s*$/.exec(asciiDigits(text));
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** "12.30" from 1230: the input's value and formatAmount's argument (display goes through formatAmount / <Amount>). */
export const fromMinor = (minor: number | string | bigint): string => {
  const n = BigInt(minor);
  const sign = n < 0n ? '-' : '';
  const abs = n < 0n ? -n : n;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
};

type Numbers = Pick<IntlShape, 'formatNumber'>;
// rolls, chances and multipliers are never grouped ("1000.00×", as the cash-out field takes them)
const TWO = { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false } as const;

/** A roll or target in hundredths (4999 → "49.99", "৪৯.৯৯" in BN). */
export const formatHundredths = (intl: Numbers, n: number): string => intl.formatNumber(n / 100, TWO);

/** A multiplier in hundredths (198 → "1.98×"). */
export const formatMultiplier = (intl: Numbers, n: number): string => `${formatHundredths(intl, n)}×`;

/** A multiplier in ten-thousandths, cut (not rounded) to hundredths as the server pays it (19_899 → "1.98×"). */
export const formatMultiplier4 = (intl: Numbers, n: number): string => formatMultiplier(intl, Math.floor(n / 100));

/** A chance in hundredths of a percent (4999 → "49.99%", the language's percent form). */
export const formatChance = (intl: Numbers, n: number): string => intl.formatNumber(n / 10_000, { style: 'percent', ...TWO });
