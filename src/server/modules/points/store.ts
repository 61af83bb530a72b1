// The points ledger (migration 017): append-only entries plus a running balance the database keeps at 0 or more.
// Every change goes through addEntry, keyed so that a retried earning, redemption or conversion books once.
import type { PointsContent } from '../../../generated/types.ts';
import type { Queryable } from '../../db/types.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';

export type PointKind = 'earn' | 'redeem' | 'refund' | 'convert';

export interface PointEntry {
  brandId: string;
  memberId: string;
  kind: PointKind;
  /** Points added (> 0) or spent (< 0). */
  delta: bigint;
  idempotencyKey: string;
  reference: string;
  now: Date;
}

export const notEnoughPoints = (): ApiError => new ApiError(400, ErrorCode.pointsInsufficient, 'You do not have enough points');

/** The member's points (0 when they never had any). */
export async function pointBalance(q: Queryable, brandId: string, memberId: string): Promise<bigint> {
  const r = await q.query<{ balance: string }>('SELECT balance FROM member_points WHERE brand_id = $1 AND member_id = $2', [brandId, memberId]);
  return BigInt(r.rows[0]?.balance ?? 0);
}

/**
 * Books one entry inside the caller's transaction; the member's row is locked first, so two entries of one
 * member never interleave. created false: the key had been booked before and nothing changed.
 */
export async function addEntry(tx: Queryable, e: PointEntry): Promise<{ created: boolean; balance: bigint }> {
  await tx.query('INSERT INTO member_points (brand_id, member_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [e.brandId, e.memberId]);
  const locked = await tx.query<{ balance: string }>('SELECT balance FROM member_points WHERE brand_id = $1 AND member_id = $2 FOR UPDATE', [
    e.brandId,
    e.memberId,
  ]);
  const before = BigInt(locked.rows[0]!.balance);
  const seen = await tx.query('SELECT 1 FROM point_entries WHERE brand_id = $1 AND member_id = $2 AND idempotency_key = $3', [
    e.brandId,
    e.memberId,
    e.idempotencyKey,
  ]);
  if (seen.rows.length) return { created: false, balance: before };
  const after = before + e.delta;
  // The CHECK on member_points refuses it too; this answer is the member's, the CHECK the last line.
  if (after < 0n) throw notEnoughPoints();
  await tx.query('UPDATE member_points SET balance = $3 WHERE brand_id = $1 AND member_id = $2', [e.brandId, e.memberId, after.toString()]);
  await tx.query(
    `INSERT INTO point_entries (brand_id, member_id, kind, delta, balance_after, idempotency_key, reference, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [e.brandId, e.memberId, e.kind, e.delta.toString(), after.toString(), e.idempotencyKey, e.reference, e.now],
  );
  return { created: true, balance: after };
}

/** Points a settled valid bet earns (the stake weighted by risk, migration 028): pointsPer100 per 100 major units (10 000 minor), rounded down. */
export function pointsFor(content: PointsContent, gameType: string, stakeMinor: bigint): bigint {
  const rule = content.earning.find((r) => r.gameType === gameType) ?? content.earning.find((r) => r.gameType === undefined);
  return rule ? (stakeMinor * BigInt(rule.pointsPer100)) / 10_000n : 0n;
}

/** How many settled bets one call turns into points at most (the rest on the next call). */
const EARN_BATCH = 500;

/**
 * Turns the member's settled bets that have no earning entry yet into points, one entry per bet ("bet:<id>"),
 * so asking twice, or from two requests at once, earns once. A bet earning 0 points gets a 0 entry, so it is
 * not scanned again.
 */
export async function earnFromBets(db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> }, content: PointsContent, brandId: string, memberId: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx.query<{ id: string; game_type: string; valid_minor: string }>(
      `SELECT b.id, b.game_type, b.valid_minor FROM bet_records b
       WHERE b.brand_id = $1 AND b.member_id = $2 AND b.status = 'settled' AND b.stake_minor > 0
         AND NOT EXISTS (SELECT 1 FROM point_entries e WHERE e.brand_id = b.brand_id AND e.member_id = b.member_id AND e.idempotency_key = 'bet:' || b.id)
       ORDER BY b.id LIMIT ${EARN_BATCH}`,
      [brandId, memberId],
    );
    let earned = 0;
    for (const b of due.rows) {
      const points = pointsFor(content, b.game_type, BigInt(b.valid_minor));
      const r = await addEntry(tx, { brandId, memberId, kind: 'earn', delta: points, idempotencyKey: `bet:${b.id}`, reference: String(b.id), now });
      if (r.created) earned += 1;
    }
    return earned;
  });
}
