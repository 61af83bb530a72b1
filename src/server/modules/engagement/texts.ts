// Server-written engagement texts in every platform language (EN is the fallback of any other). Reward titles
// are stored per language (member_rewards.title); an inbox row holds one text, so it is written in the member's
// language (memberLanguage: the one recorded when they last opened the site).
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

export const approvedBody = (language: string, amount: string): string => fill(APPROVED, language, { amount });
export const rejectedBody = (language: string, remark: string): string => fill(REJECTED, language, { remark });

export interface BrandLanguages {
  supported: readonly string[];
  default: string;
}

/** The language to write to a member in: the one they last opened the site in when the brand still offers it, else the brand's default. */
export async function memberLanguage(q: Queryable, memberId: string, languages: BrandLanguages): Promise<string> {
  const r = await q.query<{ language: string | null }>('SELECT language FROM members WHERE id = $1', [memberId]);
  const seen = r.rows[0]?.language?.toUpperCase();
  return seen && languages.supported.some((l) => l.toUpperCase() === seen) ? seen : languages.default;
}
