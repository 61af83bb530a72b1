// Team overview (the agentTeamOverview page) over the agent's descendants (member_tree depth ≥ 1; the agent's own
// play is its personal records, not its team's). Money in and out comes from the payments tables — confirmed
// deposits by settled_at, paid withdrawals by paid_at — so an operator adjustment is never counted as a deposit;
// the agent's 15-minute team rollup of them (migration 023) is read, not the orders.
// Bets are settled bets by placed_at, as team betting and user loss count them: the totals from the agent's
// 15-minute team rollup (migration 014), the active members from each member's running totals (024), so a month
// of a 10 000-member team is not a million rows summed per request.
import type { TeamOverview } from "../../../../generated/types.ts";
import type { Database, Queryable } from "../../../db/types.ts";
import { runningTotalAt } from "../reports/common.ts";

const TEAM =
  "SELECT t.descendant_id FROM member_tree t WHERE t.ancestor_id = $1 AND t.depth >= 1";

type Range = { startDate: string; endDate: string; start: Date; end: Date };

/**
 * Four reads in one read-only snapshot, so the figures agree with each other (no deposit counted whose member is
 * not yet), on one pool connection: side by side they held four connections per request and each new connection
 * paid its first pass over the shared buffers.
 */
export function teamOverview(db: Database, brandId: string, agentId: string, range: Range): Promise<TeamOverview> {
  return db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    return overviewIn(tx, brandId, agentId, range);
  });
}

async function overviewIn(q: Queryable, brandId: string, agentId: string, range: Range): Promise<TeamOverview> {
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
  const bets = await q.query<{ n: string | null; stake: string | null; win: string | null }>(
    `SELECT sum(r.settled) AS n, sum(r.stake_minor) AS stake, sum(r.win_minor) AS win
     FROM agent_team_bets r WHERE r.ancestor_id = $1 AND r.bucket >= $2 AND r.bucket < $3`,
    [agentId, range.start, range.end],
  );
  // A member is active with a settled bet in the range: its running count of settled bets (migration 024) grew
  // between the range's start and end, two index probes per member (scalar subqueries: a lateral join here gets a
  // memo cache that never hits, one member per row).
  const active = await q.query<{ active: string }>(
    `SELECT count(*) AS active FROM member_tree t
     WHERE t.ancestor_id = $1 AND t.depth >= 1
       AND ${runningTotalAt('bets', 't.descendant_id', '$3')} > coalesce(${runningTotalAt('bets', 't.descendant_id', '$2')}, 0)`,
    [agentId, range.start, range.end],
  );
  const money = await q.query<{ kind: string; n: string; amount: string }>(
    `SELECT r.kind, sum(r.orders) AS n, sum(r.amount_minor) AS amount
     FROM agent_team_money r WHERE r.ancestor_id = $1 AND r.bucket >= $2 AND r.bucket < $3 GROUP BY r.kind`,
    [agentId, range.start, range.end],
  );
  const m = members.rows[0]!;
  const dep = money.rows.find((r) => r.kind === 'deposit');
  const wd = money.rows.find((r) => r.kind === 'withdraw');
  const b = bets.rows[0]!;
  const stake = BigInt(b.stake ?? 0);
  return {
    startDate: range.startDate,
    endDate: range.endDate,
    teamSize: Number(m.team),
    directSize: Number(m.direct),
    agentCount: Number(m.agents),
    newMembers: Number(m.fresh),
    activeMembers: Number(active.rows[0]?.active ?? 0),
    depositMinor: BigInt(dep?.amount ?? 0).toString(),
    depositCount: Number(dep?.n ?? 0),
    withdrawMinor: BigInt(wd?.amount ?? 0).toString(),
    withdrawCount: Number(wd?.n ?? 0),
    validBetMinor: stake.toString(),
    betCount: Number(b.n ?? 0),
    profitLossMinor: (BigInt(b.win ?? 0) - stake).toString(),
    teamBalanceMinor: BigInt(m.balance ?? 0).toString(),
  };
}
