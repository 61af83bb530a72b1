// Server-written engagement texts in every platform language (src/server/i18n, notice.engagement.*). Reward titles
// are stored per language (member_rewards.title); an inbox row holds one text, so it is written in the member's
// language (memberLanguage: the one recorded when they last opened the site).
import type { Queryable } from '../db/types.ts';
import { serverText, serverTexts } from './texts.ts';

/** A reward's title in every language with a server catalog. */
export const REFERRAL_REWARD_TITLE = serverTexts('notice.engagement.referralRewardTitle');

export const approvedBody = (language: string, amount: string): string => serverText('notice.engagement.approved', language, { amount });
export const rejectedBody = (language: string, remark: string): string => serverText('notice.engagement.rejected', language, { remark });

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
