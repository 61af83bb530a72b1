// What one period measured for a contract holder's team, the holder included (docs/agent-contract.md "Basis").
// Bets count by settled_at: once a period has ended, the set of bets settled in it no longer changes, so a
// settlement computed late (catch-up, retry) measures the same thing as one computed on time.
import type { Queryable } from '../../../db/types.ts';
import type { PeriodBasis } from '../../../../engine/agent/tiers.ts';

export async function periodBasis(q: Queryable, brandId: string, holderId: string, from: Date, to: Date): Promise<PeriodBasis> {
  const r = await q.query<{ valid: string | null; loss: string | null; active: string | number }>(
    `SELECT sum(b.valid_minor) AS valid, sum(b.stake_minor - b.win_minor) AS loss, count(DISTINCT b.member_id) AS active
     FROM member_tree t
     JOIN bet_records b ON b.member_id = t.descendant_id AND b.brand_id = $1 AND b.status = 'settled'
       AND b.settled_at >= $3 AND b.settled_at < $4
     WHERE t.ancestor_id = $2`,
    [brandId, holderId, from, to],
  );
  const row = r.rows[0];
  return { validBetMinor: BigInt(row?.valid ?? 0), lossMinor: BigInt(row?.loss ?? 0), activeMembers: Number(row?.active ?? 0) };
}
