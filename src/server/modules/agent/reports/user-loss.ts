// GET /wps/agent/reports/userLoss (seed §2 user loss): per descendant with settled bets, deposits or paid
// withdrawals in the range, biggest loss first. Bets count by placed_at like the member's own P&L; deposits are
// deposit transfers into the member's main wallet, withdrawals the paid-out holds (fee included). Sums come
// from the per-member rollups of migration 014 plus the raw rows of the range's partial UTC days.
import type { Queryable } from '../../../db/types.ts';
import type { UserLoss, UserLossRequest, UserLossRow } from '../../../../generated/types.ts';
import { pageOf } from '../../games/query.ts';
import { coverBranches, coverParams, edgeBranches, minor } from './common.ts';

// $1 brand, $2 agent, $3 member or NULL, $4/$5 day and block lists, $6…$9 the raw edges (rollupCover).
const ROWS = `WITH team AS NOT MATERIALIZED (
    SELECT t.descendant_id AS id, t.depth FROM member_tree t
    WHERE t.ancestor_id = $2 AND t.depth >= 1 AND ($3::bigint IS NULL OR t.descendant_id = $3::bigint)
  ), bets AS (
    SELECT x.member_id, sum(x.n) AS n, sum(x.stake) AS stake, sum(x.win) AS win FROM (
      ${coverBranches(`SELECT r.member_id, r.bets AS n, r.stake_minor AS stake, r.win_minor AS win FROM member_bet_rollups r
      WHERE r.member_id IN (SELECT id FROM team) AND {cover}`, 4, 5)}
      UNION ALL
      ${edgeBranches(`SELECT b.member_id, 1, b.stake_minor, b.win_minor FROM bet_records b
      WHERE b.brand_id = $1 AND b.member_id IN (SELECT id FROM team) AND b.status = 'settled' AND b.placed_at >= {from} AND b.placed_at < {to}`, 6)}
    ) x GROUP BY x.member_id
  ), money AS (
    SELECT x.member_id, sum(x.dep) AS dep, sum(x.wd) AS wd FROM (
      ${coverBranches(`SELECT r.member_id, CASE WHEN r.kind = 'main' THEN r.in_minor ELSE 0 END AS dep, CASE WHEN r.kind = 'hold' THEN r.out_minor ELSE 0 END AS wd
      FROM member_money_rollups r
      WHERE r.member_id IN (SELECT id FROM team) AND {cover}
        AND ((r.kind = 'main' AND r.reason = 'deposit') OR (r.kind = 'hold' AND r.reason = 'withdraw_paid'))`, 4, 5)}
      UNION ALL
      ${edgeBranches(`SELECT a.member_id, CASE WHEN a.kind = 'main' THEN greatest(e.amount_minor, 0) ELSE 0 END, CASE WHEN a.kind = 'hold' THEN greatest(-e.amount_minor, 0) ELSE 0 END
      FROM ledger_accounts a
      JOIN ledger_entries e ON e.account_id = a.id AND e.created_at >= {from} AND e.created_at < {to}
      JOIN ledger_transfers tr ON tr.id = e.transfer_id
      WHERE a.brand_id = $1 AND a.member_id IN (SELECT id FROM team)
        AND ((a.kind = 'main' AND tr.reason = 'deposit') OR (a.kind = 'hold' AND tr.reason = 'withdraw_paid'))`, 6)}
    ) x GROUP BY x.member_id
  ), rows AS (
    SELECT team.id, team.depth, coalesce(bets.n, 0) AS n, coalesce(bets.stake, 0) AS stake, coalesce(bets.win, 0) AS win,
      coalesce(money.dep, 0) AS dep, coalesce(money.wd, 0) AS wd
    FROM team LEFT JOIN bets ON bets.member_id = team.id LEFT JOIN money ON money.member_id = team.id
    WHERE (bets.member_id IS NOT NULL AND bets.n <> 0) OR money.dep <> 0 OR money.wd <> 0
  )`;

interface Sums {
  rows: string;
  n: string | null;
  stake: string | null;
  win: string | null;
  dep: string | null;
  wd: string | null;
}

export async function userLoss(
  db: Queryable,
  brandId: string,
  agentId: string,
  memberId: string | null,
  range: { start: Date; end: Date },
  q: UserLossRequest,
): Promise<UserLoss> {
  const { pageNo, pageSize, offset } = pageOf(q.pageNo, q.pageSize, 20);
  const cover = coverParams(range);
  const params = [brandId, agentId, memberId, cover.days, cover.blocks, ...cover.edges];
  // One aggregation: the page and, through window sums, the totals of every row.
  const page = await db.query<{ id: string; username: string; depth: number; n: string; stake: string; win: string; dep: string; wd: string } & { [K in keyof Sums as `t_${K}`]: Sums[K] }>(
    `${ROWS}
     SELECT r.id, m.username, r.depth, r.n, r.stake, r.win, r.dep, r.wd,
       count(*) OVER () AS t_rows, sum(r.n) OVER () AS t_n, sum(r.stake) OVER () AS t_stake, sum(r.win) OVER () AS t_win,
       sum(r.dep) OVER () AS t_dep, sum(r.wd) OVER () AS t_wd
     FROM rows r JOIN members m ON m.id = r.id
     ORDER BY r.win - r.stake, r.id LIMIT $10 OFFSET $11`,
    [...params, pageSize, offset],
  );
  let t: Sums | undefined = page.rows[0]
    ? { rows: page.rows[0].t_rows, n: page.rows[0].t_n, stake: page.rows[0].t_stake, win: page.rows[0].t_win, dep: page.rows[0].t_dep, wd: page.rows[0].t_wd }
    : undefined;
  if (!t && offset > 0) {
    const r = await db.query<Sums>(`${ROWS} SELECT count(*) AS rows, sum(n) AS n, sum(stake) AS stake, sum(win) AS win, sum(dep) AS dep, sum(wd) AS wd FROM rows`, params);
    t = r.rows[0];
  }
  const list: UserLossRow[] = page.rows.map((r) => ({
    memberId: String(r.id),
    username: r.username,
    depth: Number(r.depth),
    betCount: Number(r.n),
    validBetMinor: minor(r.stake),
    winMinor: minor(r.win),
    profitLossMinor: (BigInt(r.win) - BigInt(r.stake)).toString(),
    depositMinor: minor(r.dep),
    withdrawMinor: minor(r.wd),
  }));
  return {
    list,
    pageNo,
    pageSize,
    total: Number(t?.rows ?? 0),
    totals: {
      betCount: Number(t?.n ?? 0),
      validBetMinor: minor(t?.stake),
      winMinor: minor(t?.win),
      profitLossMinor: (BigInt(t?.win ?? 0) - BigInt(t?.stake ?? 0)).toString(),
      depositMinor: minor(t?.dep),
      withdrawMinor: minor(t?.wd),
    },
  };
}
