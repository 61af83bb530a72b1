// The public state availablePromoCount of member info: how many of the brand's promotions the member can take part in
// now, by the promotions page's own rules (activity.ts statusOf), read in at most two queries for /wps/member/info.
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import type { PromotionStatus } from '../../../generated/types.ts';
import type { Queryable } from '../../db/types.ts';
import { memberStateOf, needsDeposits, periodOf, phaseOf, statusOf, type MemberState, type PeriodDeposits } from './activity.ts';
import { factsOf } from './state.ts';

/**
 * A card the member can act on: join or apply (eligible now) or claim. Already applied (a rejected application
 * included: the member has had their answer), joined, issued, claimed, ended and not yet started ones do not count.
 */
export const isActionable = (status: PromotionStatus, s: MemberState): boolean => (status === 'join' && s.eligible) || status === 'claim';

const keyOf = (p: { start: Date; end: Date }): string => `${p.start.toISOString()}/${p.end.toISOString()}`;

/** Confirmed deposits (sum and first, like state.ts depositsIn) in each distinct period, in one query. */
async function depositsByPeriod(q: Queryable, brandId: string, memberId: string, periods: { start: Date; end: Date }[]): Promise<Map<string, PeriodDeposits>> {
  const out = new Map<string, PeriodDeposits>();
  const distinct = [...new Map(periods.map((p) => [keyOf(p), p])).values()];
  if (!distinct.length) return out;
  const params: unknown[] = [brandId, memberId];
  const rows = distinct.map((p, i) => {
    params.push(p.start, p.end);
    return `(${i}, $${params.length - 1}::timestamptz, $${params.length}::timestamptz)`;
  });
  const r = await q.query<{ i: number; sum: string | null; first: string | null }>(
    `SELECT p.i, sum(d.amount_minor) AS sum,
       (SELECT f.amount_minor FROM deposit_orders f WHERE f.brand_id = $1 AND f.member_id = $2 AND f.status = 'confirmed'
          AND f.settled_at >= p.s AND f.settled_at < p.e ORDER BY f.settled_at, f.id LIMIT 1) AS first
     FROM (VALUES ${rows.join(', ')}) AS p(i, s, e)
     LEFT JOIN deposit_orders d ON d.brand_id = $1 AND d.member_id = $2 AND d.status = 'confirmed' AND d.settled_at >= p.s AND d.settled_at < p.e
     GROUP BY p.i, p.s, p.e`,
    params,
  );
  for (const row of r.rows) out.set(keyOf(distinct[Number(row.i)]!), { sum: BigInt(row.sum ?? 0), first: BigInt(row.first ?? 0) });
  return out;
}

/** availablePromoCount of a real member (a trial member takes part in nothing: the caller answers 0). */
export async function availablePromoCount(q: Queryable, brand: LoadedBrand, memberId: string, now: number): Promise<number> {
  const offset = brand.config.timezoneOffset;
  // only open periods can count: a brand without one costs no query
  const open = brand.content.promotions.activities.filter((a) => phaseOf(a, offset, now) === 'open');
  if (!open.length) return 0;
  const facts = await factsOf(q, brand.id, memberId);
  const deposits = await depositsByPeriod(q, brand.id, memberId, open.filter(needsDeposits).map((a) => periodOf(a, offset)));
  const none: PeriodDeposits = { sum: 0n, first: 0n };
  return open.filter((a) => {
    const state = memberStateOf(a, facts, offset, deposits.get(keyOf(periodOf(a, offset))) ?? none);
    return isActionable(statusOf(a, 'open', state), state);
  }).length;
}
