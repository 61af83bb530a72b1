// GET /wps/agent/reports/transactions (the team's account details): main-wallet ledger entries of the team, newest
// first; totals: money in (positive entries) and out (negative entries, as a positive amount).
import type { Queryable } from '../../../db/types.ts';
import type { TeamTransactions, TeamTransactionsRequest } from '../../../../generated/types.ts';
import { pageOf } from '../../../http/query.ts';
import { TEAM, coverBranches, coverParams, edgeBranches, iso, minor } from './common.ts';

type Reason = TeamTransactions['list'][number]['reason'];

export async function teamTransactions(
  db: Queryable,
  brandId: string,
  agentId: string,
  memberId: string | null,
  range: { start: Date; end: Date },
  q: TeamTransactionsRequest,
): Promise<TeamTransactions> {
  const { pageNo, pageSize, offset } = pageOf(q.pageNo, q.pageSize, 20);
  const from = `ledger_accounts a
    JOIN ledger_entries e ON e.account_id = a.id AND e.created_at >= $4 AND e.created_at < $5
    JOIN ledger_transfers t ON t.id = e.transfer_id AND ($6::text IS NULL OR t.reason = $6)
    WHERE a.brand_id = $1 AND a.kind = 'main' AND a.member_id IN ${TEAM}`;
  const params = [brandId, agentId, memberId, range.start, range.end, q.reason ?? null];
  // Totals: the whole team's from the agent's 15-minute team rollup (migration 024; ranges are whole buckets);
  // one member's from its day and block rollups (014) and its raw entries at the range's partial UTC days.
  const cover = coverParams(range);
  const sums = await db.query<{ count: string | null; in_minor: string | null; out_minor: string | null }>(
    memberId === null
      ? `SELECT sum(r.entries) AS count, sum(r.in_minor) AS in_minor, sum(r.out_minor) AS out_minor
         FROM agent_team_ledger r WHERE r.ancestor_id = $1 AND r.bucket >= $2 AND r.bucket < $3 AND ($4::text IS NULL OR r.reason = $4)`
      : `SELECT sum(x.n) AS count, sum(x.i) AS in_minor, sum(x.o) AS out_minor FROM (
       ${coverBranches(`SELECT r.entries AS n, r.in_minor AS i, r.out_minor AS o FROM member_money_rollups r
       WHERE r.member_id IN ${TEAM} AND r.kind = 'main' AND ($6::text IS NULL OR r.reason = $6) AND {cover}`, 4, 5)}
       UNION ALL
       ${edgeBranches(`SELECT 1, greatest(e.amount_minor, 0), greatest(-e.amount_minor, 0) FROM ledger_accounts a
       JOIN ledger_entries e ON e.account_id = a.id AND e.created_at >= {from} AND e.created_at < {to}
       JOIN ledger_transfers t ON t.id = e.transfer_id AND ($6::text IS NULL OR t.reason = $6)
       WHERE a.brand_id = $1 AND a.kind = 'main' AND a.member_id IN ${TEAM}`, 7)}
     ) x`,
    memberId === null
      ? [agentId, range.start, range.end, q.reason ?? null]
      : [brandId, agentId, memberId, cover.days, cover.blocks, q.reason ?? null, ...cover.edges],
  );
  const page = await db.query<{
    id: string; member_id: string; username: string; reason: Reason; amount_minor: string; balance_after_minor: string; reference: string; created_at: Date | string;
  }>(
    `SELECT e.id, a.member_id, m.username, t.reason, e.amount_minor, e.balance_after_minor, t.reference, e.created_at
     FROM ${from.replace('WHERE', 'JOIN members m ON m.id = a.member_id WHERE')}
     ORDER BY e.created_at DESC, e.id DESC LIMIT $7 OFFSET $8`,
    [...params, pageSize, offset],
  );
  const s = sums.rows[0];
  return {
    list: page.rows.map((r) => ({
      id: String(r.id),
      memberId: String(r.member_id),
      username: r.username,
      reason: r.reason,
      amountMinor: minor(r.amount_minor),
      balanceAfterMinor: minor(r.balance_after_minor),
      reference: r.reference,
      createdAt: iso(r.created_at),
    })),
    pageNo,
    pageSize,
    total: Number(s?.count ?? 0),
    totals: { count: Number(s?.count ?? 0), inMinor: minor(s?.in_minor), outMinor: minor(s?.out_minor) },
  };
}
