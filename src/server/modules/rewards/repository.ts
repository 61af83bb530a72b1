// The reward center's reads and claim all. Every query names brand and member: another member's reward is not
// found. Rewards past their expiry show as expired (the row keeps 'claimable' until someone tries to claim it).
import type { RewardClaimResult, RewardList } from '../../../generated/types.ts';
import type { Database, Queryable } from '../../db/types.ts';
import type { Ledger } from '../ledger/index.ts';
import { claimReward, type ClaimResult } from './claim.ts';

type RewardItem = RewardList['content'][number];

interface Row {
  id: string;
  source: RewardItem['source'];
  title: Record<string, string>;
  amount_minor: string;
  turnover_x100: number;
  status: RewardItem['status'];
  granted_at: Date | string;
  expires_at: Date | string | null;
  claimed_at: Date | string | null;
}

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

/** The title in `language`, EN when the reward has none in it. */
export const titleIn = (title: Record<string, string>, language: string): string => title[language] ?? title.EN ?? '';

const CLAIMABLE = `status = 'claimable' AND (expires_at IS NULL OR expires_at > $3)`;

export async function countClaimable(q: Queryable, brandId: string, memberId: string, now: Date): Promise<number> {
  const r = await q.query<{ n: string }>(`SELECT count(*) AS n FROM member_rewards WHERE brand_id = $1 AND member_id = $2 AND ${CLAIMABLE}`, [brandId, memberId, now]);
  return Number(r.rows[0]?.n ?? 0);
}

export async function listRewards(
  q: Queryable,
  a: { brandId: string; memberId: string; view: 'claimable' | 'history'; offset: number; limit: number; language: string },
  now: Date,
): Promise<{ items: RewardItem[]; total: number }> {
  const where = `brand_id = $1 AND member_id = $2 AND ${a.view === 'claimable' ? CLAIMABLE : `NOT (${CLAIMABLE})`}`;
  const order = a.view === 'claimable' ? 'granted_at DESC, id DESC' : 'COALESCE(claimed_at, expires_at, granted_at) DESC, id DESC';
  const rows = await q.query<Row>(
    `SELECT id, source, title, amount_minor, turnover_x100, status, granted_at, expires_at, claimed_at FROM member_rewards
     WHERE ${where} ORDER BY ${order} LIMIT $4 OFFSET $5`,
    [a.brandId, a.memberId, now, a.limit, a.offset],
  );
  const total = await q.query<{ n: string }>(`SELECT count(*) AS n FROM member_rewards WHERE ${where}`, [a.brandId, a.memberId, now]);
  const items = rows.rows.map(
    (r): RewardItem => ({
      id: String(r.id),
      source: r.source,
      title: titleIn(typeof r.title === 'string' ? (JSON.parse(r.title) as Record<string, string>) : r.title, a.language),
      amountMinor: String(r.amount_minor),
      turnoverX100: r.turnover_x100,
      status: r.status === 'claimable' && r.expires_at !== null && new Date(r.expires_at).getTime() <= now.getTime() ? 'expired' : r.status,
      grantedAt: new Date(r.granted_at).toISOString(),
      expiresAt: iso(r.expires_at),
      claimedAt: iso(r.claimed_at),
    }),
  );
  return { items, total: Number(total.rows[0]?.n ?? 0) };
}

/** Sums claim results into the answer of the claim routes. */
export function claimSummary(results: ClaimResult[]): RewardClaimResult {
  const booked = results.filter((r) => !r.replayed);
  const sum = (w: 'main' | 'bonus' | null) => booked.filter((r) => w === null || r.wallet === w).reduce((s, r) => s + r.amountMinor, 0n).toString();
  return { claimed: booked.length, amountMinor: sum(null), mainMinor: sum('main'), bonusMinor: sum('bonus'), replayed: results.length > 0 && booked.length === 0 };
}

/**
 * Claims every claimable reward, each in its own transaction keyed by the reward (claim.ts): a second claim all
 * running at the same time books nothing twice, and one reward expiring mid-way does not undo the others.
 */
export async function claimAll(db: Database, ledger: Ledger, brandId: string, memberId: string, now: Date): Promise<RewardClaimResult> {
  const ids = await db.query<{ id: string }>(
    `SELECT id FROM member_rewards WHERE brand_id = $1 AND member_id = $2 AND ${CLAIMABLE} ORDER BY granted_at, id LIMIT 200`,
    [brandId, memberId, now],
  );
  const results: ClaimResult[] = [];
  for (const { id } of ids.rows) results.push(await db.transaction((tx) => claimReward(tx, ledger, { brandId, memberId, rewardId: String(id) }, now)));
  return claimSummary(results);
}
