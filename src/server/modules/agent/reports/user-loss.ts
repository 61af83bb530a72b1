// GET /wps/agent/reports/userLoss (the user loss report): per descendant with settled bets, deposits or paid
// withdrawals in the range, biggest loss first. Bets count by placed_at like the member's own P&L; deposits are
// deposit transfers into the member's main wallet, withdrawals the paid-out holds (fee included). Each member's
// sums are its running totals at the range's end minus those at its start (migration 024): two index probes
// per member whatever the range.
import type { Database, Queryable } from '../../../db/types.ts';
import type { UserLoss, UserLossRequest, UserLossRow } from '../../../../generated/types.ts';
import { pageOf } from '../../../http/query.ts';
import { minor, runningTotalsAt } from './common.ts';

// $1 agent, $2 member or NULL, $3 start, $4 end.
const ROWS = `WITH rows AS (
    SELECT t.descendant_id AS id, t.depth, e.bets - coalesce(s.bets, 0) AS n,
      e.stake_minor - coalesce(s.stake_minor, 0) AS stake, e.win_minor - coalesce(s.win_minor, 0) AS win,
      e.deposit_minor - coalesce(s.deposit_minor, 0) AS dep, e.withdraw_minor - coalesce(s.withdraw_minor, 0) AS wd
    FROM member_tree t
    JOIN LATERAL ${runningTotalsAt('t.descendant_id', '$4')} e ON true
    LEFT JOIN LATERAL ${runningTotalsAt('t.descendant_id', '$3')} s ON true
    WHERE t.ancestor_id = $1 AND t.depth >= 1 AND ($2::bigint IS NULL OR t.descendant_id = $2::bigint)
  ), active AS (SELECT * FROM rows WHERE n <> 0 OR dep <> 0 OR wd <> 0)`;

interface Sums {
  rows: string;
  n: string | null;
  stake: string | null;
  win: string | null;
  dep: string | null;
  wd: string | null;
}

export async function userLoss(
  db: Database,
  agentId: string,
  memberId: string | null,
  range: { start: Date; end: Date },
  q: UserLossRequest,
): Promise<UserLoss> {
  const { pageNo, pageSize, offset } = pageOf(q.pageNo, q.pageSize, 20);
  const params = [agentId, memberId, range.start, range.end];
  return db.transaction(async (tx) => {
    // Each lateral probe is one member's: the planner's memo cache in front of it would never hit and costs a
    // third of the query.
    await tx.query('SET LOCAL enable_memoize = off');
    return lossPage(tx, params, pageNo, pageSize, offset);
  });
}

async function lossPage(db: Queryable, params: unknown[], pageNo: number, pageSize: number, offset: number): Promise<UserLoss> {
  // One pass: the page and, through window sums, the totals of every row; names for the page only.
  const page = await db.query<{ id: string; username: string; depth: number; n: string; stake: string; win: string; dep: string; wd: string } & { [K in keyof Sums as `t_${K}`]: Sums[K] }>(
    `${ROWS}
     SELECT p.*, m.username FROM (
       SELECT r.id, r.depth, r.n, r.stake, r.win, r.dep, r.wd,
         count(*) OVER () AS t_rows, sum(r.n) OVER () AS t_n, sum(r.stake) OVER () AS t_stake, sum(r.win) OVER () AS t_win,
         sum(r.dep) OVER () AS t_dep, sum(r.wd) OVER () AS t_wd
       FROM active r ORDER BY r.win - r.stake, r.id LIMIT $5 OFFSET $6
     ) p JOIN members m ON m.id = p.id
     ORDER BY p.win - p.stake, p.id`,
    [...params, pageSize, offset],
  );
  let t: Sums | undefined = page.rows[0]
    ? { rows: page.rows[0].t_rows, n: page.rows[0].t_n, stake: page.rows[0].t_stake, win: page.rows[0].t_win, dep: page.rows[0].t_dep, wd: page.rows[0].t_wd }
    : undefined;
  if (!t && offset > 0) {
    const r = await db.query<Sums>(`${ROWS} SELECT count(*) AS rows, sum(n) AS n, sum(stake) AS stake, sum(win) AS win, sum(dep) AS dep, sum(wd) AS wd FROM active`, params);
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
