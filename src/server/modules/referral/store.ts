// Referral (invite friends, the member's referralCode; content/referral.json). Every member gets one
// code on first look; registering with it records the inviter; an invitee whose first confirmed deposit or
// settled valid bet reaches the brand's threshold earns the inviter one reward (source referral, "<invitee id>"),
// granted by grantQualified from the inviter's page and from the engagement tick alike.
import { randomInt } from 'node:crypto';
import type { ReferralContent, ReferralDetails } from '../../../generated/types.ts';
import type { Database, Queryable } from '../../db/types.ts';
import { REFERRAL_REWARD_TITLE } from '../../i18n/engagement-texts.ts';
import { toMinor } from '../ledger/index.ts';
import { grantReward } from '../rewards/index.ts';
import { maskCustomerName } from '../winners/index.ts';

// No 0/O or 1/I: a code read aloud or copied by hand stays unambiguous.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = (): string => Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** The member's code, created once (a second request racing the first reads the first's code). */
export async function referralCode(db: Database, brandId: string, memberId: string, now: Date): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const found = await db.query<{ code: string }>('SELECT code FROM referral_codes WHERE member_id = $1', [memberId]);
    if (found.rows[0]) return found.rows[0].code;
    try {
      await db.query('INSERT INTO referral_codes (member_id, brand_id, code, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (member_id) DO NOTHING', [memberId, brandId, newCode(), now]);
    } catch {
      // Another member holds this code already: draw again.
    }
  }
  throw new Error(`no referral code could be created for member ${memberId}`);
}

/** At registration: the code's owner (same brand, not the invitee) becomes the inviter. Unknown codes are ignored. */
export async function recordReferral(q: Queryable, brandId: string, inviteeId: string, code: string | null | undefined, now: Date): Promise<boolean> {
  const c = code?.trim().toUpperCase();
  if (!c) return false;
  const owner = await q.query<{ member_id: string }>('SELECT member_id FROM referral_codes WHERE brand_id = $1 AND code = $2', [brandId, c]);
  const referrer = owner.rows[0]?.member_id;
  if (!referrer || String(referrer) === String(inviteeId)) return false;
  const r = await q.query('INSERT INTO member_referrals (invitee_id, brand_id, referrer_id, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (invitee_id) DO NOTHING', [inviteeId, brandId, referrer, now]);
  return (r.rowCount ?? 0) > 0;
}

export interface InviteeRow {
  invitee_id: string;
  referrer_id: string;
  username: string;
  created_at: Date;
  first_deposit: string | null;
  valid_bet: string | null;
}

export function qualifies(content: ReferralContent, firstDepositMinor: bigint | null, validBetMinor: bigint): boolean {
  const byDeposit = content.firstDeposit !== undefined && firstDepositMinor !== null && firstDepositMinor >= toMinor(content.firstDeposit);
  const byBet = content.validBet !== undefined && validBetMinor > 0n && validBetMinor >= toMinor(content.validBet);
  return byDeposit || byBet;
}

/** Each invitee's facts: first confirmed deposit and lifetime settled valid bet (from the 8-day bet rollups). */
export const INVITEE_FACTS = `SELECT r.invitee_id, r.referrer_id, m.username, r.created_at,
   (SELECT d.amount_minor FROM deposit_orders d WHERE d.member_id = r.invitee_id AND d.status = 'confirmed'
     ORDER BY coalesce(d.settled_at, d.created_at), d.id LIMIT 1) AS first_deposit,
   (SELECT sum(b.valid_minor) FROM member_bet_rollups b WHERE b.member_id = r.invitee_id AND b.level = 1) AS valid_bet
 FROM member_referrals r JOIN members m ON m.id = r.invitee_id`;

export const isQualified = (content: ReferralContent, row: InviteeRow): boolean =>
  qualifies(content, row.first_deposit === null ? null : BigInt(row.first_deposit), BigInt(row.valid_bet ?? 0));

/** Grants each qualified invitee's inviter the reward (once per invitee, whoever asks first); how many were new. */
export async function grantQualified(q: Queryable, content: ReferralContent, brandId: string, rows: InviteeRow[], now: Date): Promise<number> {
  const reward = toMinor(content.reward);
  if (reward <= 0n) return 0;
  let created = 0;
  for (const row of rows) {
    if (!isQualified(content, row)) continue;
    const g = await grantReward(
      q,
      { brandId, memberId: String(row.referrer_id), source: 'referral', sourceRef: String(row.invitee_id), title: REFERRAL_REWARD_TITLE, amountMinor: reward, turnoverX100: content.turnoverX100 },
      now,
    );
    if (g.created) created += 1;
  }
  return created;
}

/** Stats and invitees, granting the inviter's reward for each newly qualified invitee (once each). */
export async function referralDetails(
  db: Database,
  content: ReferralContent,
  a: { brandId: string; memberId: string; inviteUrl: (code: string) => string; language: string; now: Date },
): Promise<ReferralDetails> {
  const code = await referralCode(db, a.brandId, a.memberId, a.now);
  const invitees = await db.query<InviteeRow>(`${INVITEE_FACTS} WHERE r.brand_id = $1 AND r.referrer_id = $2 ORDER BY r.created_at DESC, r.invitee_id DESC`, [a.brandId, a.memberId]);
  const reward = toMinor(content.reward);
  await grantQualified(db, content, a.brandId, invitees.rows, a.now);
  const list = [];
  let qualified = 0;
  for (const row of invitees.rows) {
    const ok = isQualified(content, row);
    if (ok) qualified += 1;
    if (list.length < 50) list.push({ name: maskCustomerName(row.username), joinedAt: new Date(row.created_at).toISOString(), qualified: ok });
  }
  const total = await db.query<{ s: string | null }>("SELECT sum(amount_minor) AS s FROM member_rewards WHERE brand_id = $1 AND member_id = $2 AND source = 'referral'", [a.brandId, a.memberId]);
  const rule: ReferralDetails['rule'] = {
    rewardMinor: reward.toString(),
    turnoverX100: content.turnoverX100,
    text: content.rules ? (content.rules[a.language] ?? content.rules.EN) : '',
  };
  if (content.firstDeposit !== undefined) rule.firstDepositMinor = toMinor(content.firstDeposit).toString();
  if (content.validBet !== undefined) rule.validBetMinor = toMinor(content.validBet).toString();
  return {
    referralCode: code,
    inviteUrl: a.inviteUrl(code),
    invited: invitees.rows.length,
    qualified,
    rewardsMinor: String(total.rows[0]?.s ?? '0'),
    rule,
    invitees: list,
  };
}
