// Money of the agent center: minor units as decimal strings on the wire (docs/agent-contract.md), never floats.
export { major } from '../../../member/personalHistoryCopy/api.ts';

/** "12.5" / "1,000.00" typed by the agent → minor units ("1250"), or null when not an amount ≥ 0 with ≤ 2 decimals. */
export function toMinor(text: string): string | null {
  const t = text.trim().replaceAll(',', '');
  const m = /^(\d{1,17})(?:\.(\d{1,2}))?$/.exec(t);
  if (!m) return null;
  return (BigInt(m[1]!) * 100n + BigInt((m[2] ?? '').padEnd(2, '0') || '0')).toString();
}

/** "1.50" % typed → basis points (150), or null when not 0–100 with ≤ 2 decimals. */
export function toBp(text: string): number | null {
  const m = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const bp = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0') || '0');
  return bp <= 10_000 ? bp : null;
}

/** Basis points as the editor shows them: 150 → "1.5". */
export const bpText = (bp: number): string => String(bp / 100);
