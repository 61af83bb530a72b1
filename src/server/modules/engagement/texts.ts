// Server-written engagement texts in every platform language (EN is the fallback of any other). Reward titles
// are stored per language (member_rewards.title); an inbox row holds one text, so it is written in the member's
// language (memberLanguage).
import type { LoadedBrand } from '../../../engine/brand/load.ts';
import type { Queryable } from '../../db/types.ts';

type Texts = { EN: string } & Record<string, string>;

export const REFERRAL_REWARD_TITLE: Texts = { EN: 'Invite friends reward', BN: 'বন্ধু আমন্ত্রণ পুরস্কার' };

const APPROVED: Texts = {
  EN: 'Approved: {amount} is waiting in your reward center.',
  BN: 'অনুমোদিত: {amount} আপনার পুরস্কার কেন্দ্রে অপেক্ষা করছে।',
};
const REJECTED: Texts = { EN: 'Not approved: {remark}', BN: 'অনুমোদিত হয়নি: {remark}' };

const fill = (t: Texts, language: string, values: Record<string, string>): string =>
  (t[language] ?? t.EN).replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');

/** Minor units as a plain decimal ("300.00"), computed on bigint: no float rounding. */
export function minorText(minor: bigint): string {
  const neg = minor < 0n;
  const abs = neg ? -minor : minor;
  return `${neg ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

export const approvedBody = (language: string, amount: string): string => fill(APPROVED, language, { amount });
export const rejectedBody = (language: string, remark: string): string => fill(REJECTED, language, { remark });

/**
 * The language to write to a member in: the interface language they last used where the server records one
 * (a game launch or a feedback), when the brand still offers it; else the brand's default language. Sessions
 * do not record a language, so a member who only browsed gets the brand default.
 */
export async function memberLanguage(q: Queryable, brand: LoadedBrand, memberId: string): Promise<string> {
  const r = await q.query<{ language: string }>(
    `SELECT language FROM (
       (SELECT language, created_at FROM launch_tickets WHERE member_id = $1 ORDER BY expires_at DESC LIMIT 1)
       UNION ALL
       (SELECT language, created_at FROM feedback WHERE member_id = $1 ORDER BY created_at DESC LIMIT 1)
     ) x ORDER BY created_at DESC LIMIT 1`,
    [memberId],
  );
  const seen = r.rows[0]?.language?.toUpperCase();
  const offered = brand.config.languages.supported.map((l) => l.toUpperCase());
  return seen && offered.includes(seen) ? seen : brand.config.languages.default;
}
