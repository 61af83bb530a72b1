// Redemptions ("Redemption checks", docs/spec/rules.md: withdrawal password, receiving address, mobile with the
// brand's digits; statuses: docs/spec/entities.md): points leave at once, the redemption waits In Process for an
// operator; a rejection refunds the points.
import type { PointRedemption, PointsCatalogItem } from '../../../generated/types.ts';
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import { LOGIN_RULES } from '../../../engine/accounts/login-rules.ts';
import { compileFieldRule } from '../../../engine/rules.ts';
import type { Database, Queryable } from '../../db/types.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { addEntry } from './store.ts';

export interface RedemptionRow {
  id: string;
  member_id: string;
  request_id: string;
  reward_id: string;
  quantity: number;
  points: string;
  status: 'in_process' | 'rejected' | 'approved';
  remark: string | null;
  created_at: Date | string;
}

const STATUS = { in_process: 'IN_PROCESS', rejected: 'REJECTED', approved: 'APPROVED' } as const;

export const pick = (text: { EN: string } & Record<string, string>, language: string): string => text[language] ?? text.EN;

export function catalogItem(brand: LoadedBrand, rewardId: string): PointsCatalogItem {
  const item = brand.content.points.catalog.find((c) => c.id === rewardId);
  if (!item) throw new ApiError(404, ErrorCode.notFound, 'Not found');
  return item;
}

export function toRedemption(brand: LoadedBrand, row: RedemptionRow, language: string): PointRedemption {
  const item = brand.content.points.catalog.find((c) => c.id === row.reward_id);
  return {
    id: String(row.id),
    rewardId: row.reward_id,
    title: item ? pick(item.title, language) : row.reward_id,
    quantity: Number(row.quantity),
    points: Number(row.points),
    status: STATUS[row.status],
    createdAt: new Date(row.created_at).toISOString(),
    remark: row.remark ?? '',
  };
}

/** The mobile rule of the brand's registration (its digits), else the platform's login rule. */
export function mobileRule(brand: LoadedBrand): { minLength: number; maxLength: number; validate(v: string): boolean } {
  const r = brand.config.register.mobileNum?.enabled ? brand.config.register.mobileNum : LOGIN_RULES.loginMobileNum.rule;
  const v = compileFieldRule('mobileNum', { ...r, required: true });
  return { minLength: r.minLength, maxLength: r.maxLength, validate: (s) => /^[0-9]+$/.test(s) && v.validate(s) === null };
}

export function checkRedeemInput(brand: LoadedBrand, input: { address: string; mobile: string }): void {
  if (!input.address.trim()) throw new ApiError(400, ErrorCode.badParam, 'Please enter a receiving address', { messageId: 'points.address_required' });
  const rule = mobileRule(brand);
  if (!rule.validate(input.mobile.trim())) {
    const digits = rule.minLength === rule.maxLength ? String(rule.minLength) : `${rule.minLength}-${rule.maxLength}`;
    throw new ApiError(400, ErrorCode.pointsMobileInvalid, `Mobile number must have ${digits} digits`, { messageValues: { digits } });
  }
}

export interface RedeemInput {
  brand: LoadedBrand;
  memberId: string;
  requestId: string;
  item: PointsCatalogItem;
  quantity: number;
  address: string;
  mobile: string;
  now: Date;
}

/** Books the redemption and its points in one transaction; the same request id answers the first one (replayed). */
export async function redeem(db: Database, r: RedeemInput): Promise<{ row: RedemptionRow; replayed: boolean; balance: bigint }> {
  return db.transaction(async (tx) => {
    // One redemption of a reward at a time per brand: the stock count and the insert must not interleave, and a
    // double submission (same request id) waits here, then finds the first one.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`points-stock:${r.brand.id}:${r.item.id}`]);
    const before = await findByRequest(tx, r.brand.id, r.memberId, r.requestId);
    if (before) return { row: before, replayed: true, balance: await balanceIn(tx, r.brand.id, r.memberId) };
    const used = await tx.query<{ n: string | null }>(
      "SELECT sum(quantity) AS n FROM point_redemptions WHERE brand_id = $1 AND reward_id = $2 AND status <> 'rejected'",
      [r.brand.id, r.item.id],
    );
    if (Number(used.rows[0]?.n ?? 0) + r.quantity > r.item.stock) throw new ApiError(400, ErrorCode.pointsOutOfStock, 'This reward is out of stock');
    const points = BigInt(r.item.cost) * BigInt(r.quantity);
    const ins = await tx.query<RedemptionRow>(
      `INSERT INTO point_redemptions (brand_id, member_id, request_id, reward_id, quantity, points, address, mobile, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
      [r.brand.id, r.memberId, r.requestId, r.item.id, r.quantity, points.toString(), r.address.trim(), r.mobile.trim(), r.now],
    );
    const row = ins.rows[0]!;
    const e = await addEntry(tx, { brandId: r.brand.id, memberId: r.memberId, kind: 'redeem', delta: -points, idempotencyKey: `redeem:${r.requestId}`, reference: String(row.id), now: r.now });
    return { row, replayed: false, balance: e.balance };
  });
}

async function findByRequest(q: Queryable, brandId: string, memberId: string, requestId: string): Promise<RedemptionRow | undefined> {
  const r = await q.query<RedemptionRow>('SELECT * FROM point_redemptions WHERE brand_id = $1 AND member_id = $2 AND request_id = $3', [brandId, memberId, requestId]);
  return r.rows[0];
}

async function balanceIn(q: Queryable, brandId: string, memberId: string): Promise<bigint> {
  const r = await q.query<{ balance: string }>('SELECT balance FROM member_points WHERE brand_id = $1 AND member_id = $2', [brandId, memberId]);
  return BigInt(r.rows[0]?.balance ?? 0);
}

/** Operator decision: approve, or reject with the points refunded ("refund:<id>"), once. */
export async function decide(db: Database, brandId: string, id: string, approve: boolean, remark: string, now: Date): Promise<RedemptionRow> {
  if (!/^[1-9][0-9]{0,17}$/.test(id)) throw new ApiError(404, ErrorCode.notFound, 'Not found');
  return db.transaction(async (tx) => {
    const r = await tx.query<RedemptionRow>('SELECT * FROM point_redemptions WHERE brand_id = $1 AND id = $2 FOR UPDATE', [brandId, id]);
    const row = r.rows[0];
    if (!row) throw new ApiError(404, ErrorCode.notFound, 'Not found');
    if (row.status !== 'in_process') throw new ApiError(409, ErrorCode.redemptionState, 'This redemption has already been decided');
    const upd = await tx.query<RedemptionRow>('UPDATE point_redemptions SET status = $2, remark = $3, decided_at = $4 WHERE id = $1 RETURNING *', [
      id,
      approve ? 'approved' : 'rejected',
      remark || null,
      now,
    ]);
    if (!approve)
      await addEntry(tx, { brandId, memberId: String(row.member_id), kind: 'refund', delta: BigInt(row.points), idempotencyKey: `refund:${id}`, reference: id, now });
    return upd.rows[0]!;
  });
}

/** Units of a reward still available: its stock less every redemption not rejected. */
export async function stockLeft(q: Queryable, brandId: string, items: PointsCatalogItem[]): Promise<Map<string, number>> {
  const r = await q.query<{ reward_id: string; n: string }>(
    "SELECT reward_id, sum(quantity) AS n FROM point_redemptions WHERE brand_id = $1 AND status <> 'rejected' GROUP BY reward_id",
    [brandId],
  );
  const used = new Map(r.rows.map((x) => [x.reward_id, Number(x.n)]));
  return new Map(items.map((i) => [i.id, Math.max(0, i.stock - (used.get(i.id) ?? 0))]));
}
