// Points mall relays (pointBalance … convertPoint: docs/spec/api.md), all (token), real members only, and
// 404 not.found on a brand whose points flag (PTSYS3 pointsMall) is off. Settled bets become points whenever
// the member looks (balance, redeem, convert): earning is keyed per bet, so looking twice earns once.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ConvertPointRequest, ConvertPointResult, PointBalance, PointConfig, PointRewards, RedeemPointList, RedeemPointRequest, RedeemPointResult } from '../../../generated/types.ts';
import { assetUrl } from '../../../engine/brand/client.ts';
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import { ok } from '../../http/envelope.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { readEncryptedBody } from '../../security/encryption.ts';
import { fromMinor, toMinor } from '../ledger/index.ts';
import { brandOf, refuseTrial, requireSession, services } from '../../services.ts';
import { verifyPaymentPassword } from '../wallet/index.ts';
import { conversionValue, convertPoints } from './convert.ts';
import { catalogItem, checkRedeemInput, mobileRule, pick, redeem, stockLeft, toRedemption, type RedemptionRow } from './redeem.ts';
import { earnFromBets, pointBalance } from './store.ts';
import { requestSchemas } from '../../../generated/request-schemas.ts';

const R = '/wps/relay';

export async function pointsRoutes(app: FastifyInstance): Promise<void> {
  const svc = services(app);
  const now = (): Date => new Date(svc.clock.now());

  /** Brand and member of a points request; 404 when the brand has no points mall. */
  const member = (request: FastifyRequest): { brand: LoadedBrand; memberId: string } => {
    const brand = brandOf(request);
    if (!brand.flags.pointsMall) throw new ApiError(404, ErrorCode.notFound, 'Not found');
    const session = requireSession(request);
    refuseTrial(session);
    return { brand, memberId: session.customerId };
  };
  const earnedBalance = async (brand: LoadedBrand, memberId: string): Promise<bigint> => {
    await earnFromBets(svc.db, brand.content.points, brand.id, memberId, now());
    return pointBalance(svc.db, brand.id, memberId);
  };
  const checkPassword = async (brand: LoadedBrand, memberId: string, password: string): Promise<void> => {
    const r = await svc.db.query<{ payment_password_hash: string | null }>('SELECT payment_password_hash FROM members WHERE id = $1', [memberId]);
    await verifyPaymentPassword(svc.db, { brandId: brand.id, memberId, storedHash: r.rows[0]?.payment_password_hash ?? null, password, now: svc.clock.now() });
  };

  app.get(`${R}/MCS2_getPointBalance`, async (request) => {
    const { brand, memberId } = member(request);
    const value: PointBalance = { points: Number(await earnedBalance(brand, memberId)) };
    return ok(value);
  });

  app.get(`${R}/MCS2_getPointConfig`, async (request) => {
    const { brand, memberId } = member(request);
    const { earning, exchange } = brand.content.points;
    const pw = await svc.db.query<{ set: boolean }>('SELECT payment_password_hash IS NOT NULL AS set FROM members WHERE id = $1', [memberId]);
    const rule = mobileRule(brand);
    const value: PointConfig = {
      earning: earning.map((e) => ({ ...(e.gameType ? { gameType: e.gameType } : {}), pointsPer100: e.pointsPer100 })),
      exchange: { points: exchange.points, amount: fromMinor(toMinor(exchange.amount)), minimumPoints: exchange.minimumPoints },
      mobile: { minLength: rule.minLength, maxLength: rule.maxLength },
      paymentPasswordSet: !!pw.rows[0]?.set,
    };
    return ok(value);
  });

  app.get(`${R}/MCS2_getPointReward`, async (request) => {
    const { brand } = member(request);
    const { catalog } = brand.content.points;
    const left = await stockLeft(svc.db, brand.id, catalog);
    const value: PointRewards = {
      items: catalog.map((c) => ({
        id: c.id,
        title: pick(c.title, request.language),
        imageUrl: assetUrl(brand.id, c.image),
        cost: c.cost,
        stock: left.get(c.id) ?? 0,
        conditions: c.conditions ? pick(c.conditions, request.language) : '',
      })),
    };
    return ok(value);
  });

  app.post(`${R}/passwordCheck/MCS2_redeemPointReward`, { schema: { body: requestSchemas.RedeemPointRequest } }, async (request) => {
    const { brand, memberId } = member(request);
    const body = await readEncryptedBody<RedeemPointRequest>(request, svc.keys);
    const item = catalogItem(brand, body.rewardId);
    checkRedeemInput(brand, body);
    await checkPassword(brand, memberId, body.paymentPassword);
    await earnFromBets(svc.db, brand.content.points, brand.id, memberId, now());
    const r = await redeem(svc.db, { brand, memberId, requestId: body.requestId, item, quantity: body.quantity, address: body.address, mobile: body.mobile, now: now() });
    const value: RedeemPointResult = { replayed: r.replayed, redemption: toRedemption(brand, r.row, request.language), points: Number(r.balance) };
    return ok(value);
  });

  app.get(`${R}/MCS2_getRedeemPointList`, async (request) => {
    const { brand, memberId } = member(request);
    const q = (request.query ?? {}) as Record<string, string | undefined>;
    const page = q.page === undefined ? 1 : Number(q.page);
    const pageSize = q.pageSize === undefined ? 10 : Number(q.pageSize);
    if (!Number.isInteger(page) || page < 1 || page > 10_000 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > 50)
      throw new ApiError(400, ErrorCode.badParam, 'page must be 1 or more and pageSize 1 to 50');
    const [rows, count] = await Promise.all([
      svc.db.query<RedemptionRow>('SELECT * FROM point_redemptions WHERE brand_id = $1 AND member_id = $2 ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4', [
        brand.id,
        memberId,
        pageSize,
        (page - 1) * pageSize,
      ]),
      svc.db.query<{ n: string }>('SELECT count(*) AS n FROM point_redemptions WHERE brand_id = $1 AND member_id = $2', [brand.id, memberId]),
    ]);
    const value: RedeemPointList = { list: rows.rows.map((r) => toRedemption(brand, r, request.language)), total: Number(count.rows[0]!.n), page, pageSize };
    return ok(value);
  });

  app.post(`${R}/passwordCheck/MCS2_convertPoint`, { schema: { body: requestSchemas.ConvertPointRequest } }, async (request) => {
    const { brand, memberId } = member(request);
    const body = await readEncryptedBody<ConvertPointRequest>(request, svc.keys);
    const points = BigInt(body.points);
    const amountMinor = conversionValue(brand.content.points, points);
    await checkPassword(brand, memberId, body.paymentPassword);
    await earnFromBets(svc.db, brand.content.points, brand.id, memberId, now());
    const r = await convertPoints(svc.db, app.ledger, { brandId: brand.id, memberId, requestId: body.requestId, points, amountMinor, now: now() });
    const value: ConvertPointResult = { replayed: r.replayed, amount: fromMinor(r.amountMinor), points: Number(r.balance) };
    return ok(value);
  });
}
