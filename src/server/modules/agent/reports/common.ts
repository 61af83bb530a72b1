// What every agent report shares: the brand-time-zone date range (docs/agent-contract.md: both days included, at
// most 92 days), the team restriction, and minor-unit sums that come back from SQL as strings or null.
import { ApiError, ErrorCode } from '../../../http/errors.ts';
import { dateRange, dateRangeProblem, rollupCover } from '../../../../engine/agent/periods.ts';
import type { LoadedBrand } from '../../../../engine/brand/loaded.ts';

export function reportRange(brand: LoadedBrand, startDate: string, endDate: string): { start: Date; end: Date } {
  const problem = dateRangeProblem(startDate, endDate);
  if (problem) throw new ApiError(400, ErrorCode.badParam, problem);
  const w = dateRange(startDate, endDate, brand.config.timezoneOffset);
  return { start: new Date(w.start), end: new Date(w.end) };
}

/** A bigint sum as the API's decimal string (null — no rows — is 0). */
export const minor = (v: string | number | null | undefined): string => BigInt(v ?? 0).toString();

export const iso = (v: Date | string): string => new Date(v).toISOString();

/**
 * The caller's descendants as a subquery ($2 = agent id, $3 = one member or NULL): the one place that keeps
 * every report inside the team (member_tree.ancestor_id = caller, depth ≥ 1).
 */
export const TEAM = `(SELECT t.descendant_id FROM member_tree t WHERE t.ancestor_id = $2 AND t.depth >= 1
  AND ($3::bigint IS NULL OR t.descendant_id = $3::bigint))`;

/**
 * The rollup pieces of a range as SQL parameters: days (level 0) and blocks (level 1) as date[] and two raw
 * edges [a, b) (an unused edge is empty: a = b).
 */
export function coverParams(range: { start: Date; end: Date }): { days: string[]; blocks: string[]; edges: [Date, Date, Date, Date] } {
  const c = rollupCover(range.start.getTime(), range.end.getTime());
  const e = [...c.edges, { start: 0, end: 0 }, { start: 0, end: 0 }];
  return { days: c.days, blocks: c.blocks, edges: [new Date(e[0]!.start), new Date(e[0]!.end), new Date(e[1]!.start), new Date(e[1]!.end)] };
}

/**
 * The rollup rows of the cover as two UNION ALL branches (level 0 days, level 1 blocks): `sql` holds {cover}
 * where the level and bucket condition of alias r goes ($days and $blocks are the lists' parameter numbers).
 * Two plain conditions, not one OR, so each is an index condition.
 */
export const coverBranches = (sql: string, days: number, blocks: number): string =>
  [`r.level = 0 AND r.bucket = ANY($${days}::date[])`, `r.level = 1 AND r.bucket = ANY($${blocks}::date[])`]
    .map((c) => sql.replaceAll('{cover}', c))
    .join('\n      UNION ALL\n      ');

/**
 * The raw rows of the two edges ($a … $a+3) as two UNION ALL branches of one SELECT: `sql` holds {from} and {to}
 * where the edge's bounds go. Two plain ranges, not one OR, so each is an index range scan per member.
 */
export const edgeBranches = (sql: string, a: number): string =>
  [0, 2].map((i) => sql.replaceAll('{from}', `$${a + i}`).replaceAll('{to}', `$${a + i + 1}`)).join('\n      UNION ALL\n      ');

/**
 * A member's running totals (migration 024) as of a bucket edge, for a LATERAL join: the latest row before it;
 * no row when the member had no activity before it.
 */
export const runningTotalsAt = (member: string, at: string): string =>
  `(SELECT x.bets, x.stake_minor, x.win_minor, x.deposit_minor, x.withdraw_minor FROM member_running_totals x
    WHERE x.member_id = ${member} AND x.bucket < ${at} ORDER BY x.bucket DESC LIMIT 1)`;

/** One of a member's running totals (migration 024) as of a bucket edge, as a scalar subquery (NULL: no row). */
export const runningTotalAt = (column: 'bets', member: string, at: string): string =>
  `(SELECT x.${column} FROM member_running_totals x WHERE x.member_id = ${member} AND x.bucket < ${at} ORDER BY x.bucket DESC LIMIT 1)`;
