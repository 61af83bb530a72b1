// Team overview (seed §2 agentTeamOverview) over the agent's descendants (member_tree depth ≥ 1; the agent's own
// play is its personal records, not its team's). Money in and out comes from the payments tables — confirmed
// deposits by settled_at, paid withdrawals by paid_at — so an operator adjustment is never counted as a deposit;
// bets are settled bet_records by settled_at, the instant the settlement jobs count them by too.
import type { TeamOverview } from '../../../../generated/types.ts';
import type { Queryable } from '../../../db/types.ts';

const TEAM = 'SELECT t.descendant_id FROM member_tree t WHERE t.ancestor_id = $1 AND t.depth >= 1';

export async function teamOverview(
  q: Queryable,
  brandId: string,
  agentId: string,
  range: { startDate: string; endDate: string; start: Date; end: Date },
): Promise<TeamOverview> {
  const p = [agentId, brandId, range.start, range.end];
  const members = await q.query<{ team: string; direct: string; agents: string; fresh: string; balance: string | null }>(
    `SELECT count(*) AS team, count(*) FILTER (WHERE t.depth = 1) AS direct,
       count(*) FILTER (WHERE m.type IN (1, 2, 41, 42)) AS agents,
       count(*) FILTER (WHERE m.created_at >= $3 AND m.created_at < $4) AS fresh,
       (SELECT sum(a.balance_minor) FROM ledger_accounts a WHERE a.brand_id = $2 AND a.kind = 'main' AND a.member_id IN (${TEAM})) AS balance
     FROM member_tree t JOIN members m ON m.id = t.descendant_id
     WHERE t.ancestor_id = $1 AND t.depth >= 1 AND m.brand_id = $2`,
    p,
  );
  const bets = await q.query<{ active: string; n: string; stake: string | null; win: string | null }>(
    `SELECT count(DISTINCT b.member_id) AS active, count(*) AS n, sum(b.stake_minor) AS stake, sum(b.win_minor) AS win
     FROM bet_records b WHERE b.brand_id = $2 AND b.status = 'settled' AND b.settled_at >= $3 AND b.settled_at < $4
       AND b.member_id IN (${TEAM})`,
    p,
  );
  const dep = await q.query<{ n: string; amount: string | null }>(
    `SELECT count(*) AS n, sum(d.amount_minor) AS amount FROM deposit_orders d
     WHERE d.brand_id = $2 AND d.status = 'confirmed' AND d.settled_at >= $3 AND d.settled_at < $4 AND d.member_id IN (${TEAM})`,
    p,
  );
  const wd = await q.query<{ n: string; amount: string | null }>(
    `SELECT count(*) AS n, sum(w.amount_minor) AS amount FROM withdrawals w
     WHERE w.brand_id = $2 AND w.status = 'paid' AND w.paid_at >= $3 AND w.paid_at < $4 AND w.member_id IN (${TEAM})`,
    p,
  );
  const m = members.rows[0]!;
  const b = bets.rows[0]!;
  const stake = BigInt(b.stake ?? 0);
  return {
    startDate: range.startDate,
    endDate: range.endDate,
    teamSize: Number(m.team),
    directSize: Number(m.direct),
    agentCount: Number(m.agents),
    newMembers: Number(m.fresh),
    activeMembers: Number(b.active),
    depositMinor: BigInt(dep.rows[0]?.amount ?? 0).toString(),
    depositCount: Number(dep.rows[0]?.n ?? 0),
    withdrawMinor: BigInt(wd.rows[0]?.amount ?? 0).toString(),
    withdrawCount: Number(wd.rows[0]?.n ?? 0),
    validBetMinor: stake.toString(),
    betCount: Number(b.n),
    profitLossMinor: (BigInt(b.win ?? 0) - stake).toString(),
    teamBalanceMinor: BigInt(m.balance ?? 0).toString(),
  };
}
