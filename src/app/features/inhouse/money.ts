// Stakes typed by the player ("10.50") to integer minor units and back, without floating point.

/** Minor units of a typed amount (up to 2 decimals), or null when it is not one. */
export function toMinor(text: string): number | null {
  const m = /^\s*(\d{1,9})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** "12.30" from 1230 (for the input; display goes through <Amount>). */
export const fromMinor = (minor: number | string | bigint): string => {
  const n = BigInt(minor);
  const sign = n < 0n ? '-' : '';
  const abs = n < 0n ? -n : n;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
};

/** A multiplier in hundredths or ten-thousandths as "1.98×" text parts. */
export const hundredths = (n: number): string => (n / 100).toFixed(2);
export const tenThousandths = (n: number): string => (Math.floor(n / 100) / 100).toFixed(2);
