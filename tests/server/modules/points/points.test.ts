// Points mall (redemption statuses; "Redemption checks" and points never expire, docs/spec/rules.md; the points relays)
// on PGlite and PostgreSQL: earning once per settled bet, redeem with the payment password, operator approve and reject
// (refund), conversion into main once per request id, and 404 on a brand whose points flag is off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConvertPointResult, PointBalance, PointConfig, PointRewards, RedeemPointList, RedeemPointResult } from '../../../../src/generated/types.ts';
import { validatePointConfig, validatePointRewards, validateRedeemPointList, validateRedeemPointResult } from '../../../../src/generated/validators.js';
import { runPointsCommand } from '../../../../src/server/modules/points/operator-routes.ts';
import { openWorld, type TestWorld } from '../../support/world.ts';
import { removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';
import { byType, member, requestId, setPaymentPassword, type Member } from '../wallet/support.ts';
import { settledBet } from './support.ts';

const R = '/wps/relay';
const REDEEM = `${R}/passwordCheck/MCS2_redeemPointReward`;
const CONVERT = `${R}/passwordCheck/MCS2_convertPoint`;

describe.each(dbLegs())('points mall on $name', (leg) => {
  let world: TestWorld;
  beforeAll(async () => {
    if (leg.available) world = await openWorld(leg);
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  /** A lotus member with a payment password and `points` points from one settled RNG bet (1 point per 1.00). */
  async function withPoints(points: number): Promise<Member> {
    const m = await member(world, 'lotus');
    await setPaymentPassword(world, m.id, 'pay-4321');
    if (points) await settledBet(world, 'lotus', m.id, BigInt(points) * 100n);
    return m;
  }
  const balance = async (m: Member): Promise<number> => (await m.c.get<PointBalance>(`${R}/MCS2_getPointBalance`)).envelope.value.points;
  const op = (command: 'redemptions' | 'approve' | 'reject', id?: string, remark?: string) =>
    runPointsCommand({ db: world.db, now: () => world.clock.now(), brand: (b) => world.app.registry.get(b) }, { command, brand: 'lotus', id, remark });
  const redeemBody = (extra: Record<string, unknown> = {}) => ({
    requestId: requestId(),
    rewardId: 'voucher-500',
    quantity: 1,
    paymentPassword: 'pay-4321',
    address: '12 Lake Road, Dhaka',
    mobile: '01712345678',
    ...extra,
  });

  describe.skipIf(!leg.available)('', () => {
    it('earning: a settled bet earns points once, even when the balance is asked twice at once', async () => {
      const m = await withPoints(0);
      await settledBet(world, 'lotus', m.id, 12_345n); // 123.45 RNG → 123 points (rounded down)
      await settledBet(world, 'lotus', m.id, 10_000n, 'LIVE'); // 100.00 LIVE at 50 per 100 → 50 points
      const [a, b] = await Promise.all([balance(m), balance(m)]);
      expect(a).toBe(173);
      expect(b).toBe(173);
      expect(await balance(m)).toBe(173);
      const n = await world.db.query<{ n: string }>("SELECT count(*) AS n FROM point_entries WHERE member_id = $1 AND kind = 'earn'", [m.id]);
      expect(n.rows[0]!.n).toBe('2');
    });

    it('config and catalog: exchange ratio, the brand mobile digits, stock and localized titles', async () => {
      const m = await withPoints(0);
      const cfg = await m.c.get<PointConfig>(`${R}/MCS2_getPointConfig`);
      expect(validatePointConfig(cfg.envelope.value)).toBe(true);
      expect(cfg.envelope.value).toMatchObject({ exchange: { points: 100, amount: 0.5, minimumPoints: 500 }, mobile: { minLength: 10, maxLength: 11 }, paymentPasswordSet: true });
      const bn = await m.c.get<PointRewards>(`${R}/MCS2_getPointReward`, { headers: { language: 'BN' } });
      expect(validatePointRewards(bn.envelope.value)).toBe(true);
      expect(bn.envelope.value.items[0]).toMatchObject({ id: 'voucher-500', title: 'শপিং ভাউচার', imageUrl: '/brands/lotus/assets/reward-voucher.svg', cost: 500 });
    });

    it('redeem: points leave at once, the redemption is In Process; the same request id books once', async () => {
      const m = await withPoints(1200);
      const body = redeemBody();
      const res = await m.c.post<RedeemPointResult>(REDEEM, body, { enc: true });
      expect(res.envelope.success, JSON.stringify(res.envelope)).toBe(true);
      expect(validateRedeemPointResult(res.envelope.value)).toBe(true);
      expect(res.envelope.value).toMatchObject({ replayed: false, points: 700, redemption: { rewardId: 'voucher-500', status: 'IN_PROCESS', points: 500 } });
      const again = await m.c.post<RedeemPointResult>(REDEEM, body, { enc: true });
      expect(again.envelope.value).toMatchObject({ replayed: true, points: 700, redemption: { id: res.envelope.value.redemption.id } });
      // a double tap: two at once with one request id book one redemption
      const twice = redeemBody();
      const [x, y] = await Promise.all([m.c.post<RedeemPointResult>(REDEEM, twice, { enc: true }), m.c.post<RedeemPointResult>(REDEEM, twice, { enc: true })]);
      expect([x.envelope.value.replayed, y.envelope.value.replayed].sort()).toEqual([false, true]);
      expect(x.envelope.value.redemption.id).toBe(y.envelope.value.redemption.id);
      expect(await balance(m)).toBe(200);
      const list = await m.c.get<RedeemPointList>(`${R}/MCS2_getRedeemPointList?page=1&pageSize=10`);
      expect(validateRedeemPointList(list.envelope.value)).toBe(true);
      expect(list.envelope.value.total).toBe(2);
    });

    const bad: [string, Record<string, unknown>, string][] = [
      ['a wrong payment password', { paymentPassword: 'nope-0000' }, 'payment.password_invalid'],
      ['a mobile number with too few digits (the "{0} digits" rule)', { mobile: '01712' }, 'points.mobile_invalid'],
      ['a mobile number with letters', { mobile: '0171234567a' }, 'points.mobile_invalid'],
      ['no receiving address', { address: '   ' }, 'request_param_err'],
      ['more points than the member has', { rewardId: 'headphones' }, 'points.insufficient'],
      ['more units than in stock', { rewardId: 'smartphone', quantity: 3 }, 'points.out_of_stock'],
    ];
    it.each(bad)('redeem refuses %s and changes nothing', async (_name, extra, code) => {
      const m = await withPoints(1200);
      const res = await m.c.post(REDEEM, redeemBody(extra), { enc: true });
      expect(res.envelope).toMatchObject({ success: false, errorCode: code });
      expect(await balance(m)).toBe(1200);
      const n = await world.db.query<{ n: string }>('SELECT count(*) AS n FROM point_redemptions WHERE member_id = $1', [m.id]);
      expect(n.rows[0]!.n).toBe('0');
    });

    it('operator: approve marks it Approved; reject refunds the points once and cannot be decided again', async () => {
      const m = await withPoints(1500);
      const a = (await m.c.post<RedeemPointResult>(REDEEM, redeemBody(), { enc: true })).envelope.value.redemption;
      const b = (await m.c.post<RedeemPointResult>(REDEEM, redeemBody(), { enc: true })).envelope.value.redemption;
      expect(await balance(m)).toBe(500);
      const waiting = await op('redemptions');
      expect(waiting.lines.some((l) => l.startsWith(`#${a.id} `))).toBe(true);
      await op('approve', a.id, 'sent by SMS');
      const rejected = await op('reject', b.id, 'out of delivery area');
      expect(rejected.lines.join('\n')).toContain('500 points refunded');
      await expect(op('reject', b.id)).rejects.toMatchObject({ errorCode: 'points.redemption_state' });
      await expect(op('approve', '999999999')).rejects.toMatchObject({ errorCode: 'not.found' });
      expect(await balance(m)).toBe(1000);
      const list = (await m.c.get<RedeemPointList>(`${R}/MCS2_getRedeemPointList`)).envelope.value.list;
      const status = Object.fromEntries(list.map((r) => [r.id, [r.status, r.remark]]));
      expect(status[a.id]).toEqual(['APPROVED', 'sent by SMS']);
      expect(status[b.id]).toEqual(['REJECTED', 'out of delivery area']);
    });

    it('operator: reject twice at once refunds once; reject and approve at once, one decision stands', async () => {
      const m = await withPoints(1500);
      const r = (await m.c.post<RedeemPointResult>(REDEEM, redeemBody(), { enc: true })).envelope.value.redemption;
      const [x, y] = await Promise.allSettled([op('reject', r.id, 'one'), op('reject', r.id, 'two')]);
      expect([x.status, y.status].sort()).toEqual(['fulfilled', 'rejected']);
      const failed = (x.status === 'rejected' ? x : y) as PromiseRejectedResult;
      expect(failed.reason).toMatchObject({ errorCode: 'points.redemption_state' });
      const refunds = await world.db.query<{ n: string; sum: string }>(`SELECT count(*) AS n, sum(delta) AS sum FROM point_entries WHERE member_id = $1 AND kind = 'refund'`, [m.id]);
      expect(refunds.rows[0]).toEqual({ n: '1', sum: '500' });
      expect(await balance(m)).toBe(1500);
      // reject and approve at once: one decision stands, and the refund follows it
      const r2 = (await m.c.post<RedeemPointResult>(REDEEM, redeemBody(), { enc: true })).envelope.value.redemption;
      const both = await Promise.allSettled([op('reject', r2.id), op('approve', r2.id)]);
      expect(both.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      const status = (await world.db.query<{ status: string }>('SELECT status FROM point_redemptions WHERE id = $1', [r2.id])).rows[0]!.status;
      const refunded = await world.db.query<{ n: string }>(`SELECT count(*) AS n FROM point_entries WHERE member_id = $1 AND kind = 'refund' AND reference = $2`, [m.id, r2.id]);
      expect(refunded.rows[0]!.n).toBe(status === 'rejected' ? '1' : '0');
      expect(await balance(m)).toBe(status === 'rejected' ? 1500 : 1000);
    });

    it('convert: points → main at the ratio (reason points); a double submission books once', async () => {
      const m = await withPoints(1234);
      const body = { requestId: requestId(), points: 700, paymentPassword: 'pay-4321' };
      const [x, y] = await Promise.all([m.c.post<ConvertPointResult>(CONVERT, body, { enc: true }), m.c.post<ConvertPointResult>(CONVERT, body, { enc: true })]);
      expect([x.envelope.value.replayed, y.envelope.value.replayed].sort()).toEqual([false, true]);
      expect(x.envelope.value).toMatchObject({ amount: 3.5, points: 534 });
      expect((await byType(m.c))[2]).toBe(3.5);
      const t = await world.db.query<{ reason: string }>('SELECT reason FROM ledger_transfers WHERE idempotency_key = $1', [`points:${m.id}:${body.requestId}`]);
      expect(t.rows).toEqual([{ reason: 'points' }]);
    });

    it('convert refuses below the minimum, a partial step, more than the balance and a wrong password', async () => {
      const m = await withPoints(900);
      const send = (points: number, paymentPassword = 'pay-4321') => m.c.post(CONVERT, { requestId: requestId(), points, paymentPassword }, { enc: true });
      expect((await send(400)).envelope.errorCode).toBe('points.below_minimum');
      expect((await send(550)).envelope.errorCode).toBe('points.below_minimum');
      expect((await send(1000)).envelope.errorCode).toBe('points.insufficient');
      expect((await send(500, 'wrong-pw')).envelope.errorCode).toBe('payment.password_invalid');
      expect(await balance(m)).toBe(900);
      expect((await byType(m.c))[2]).toBe(0);
    });

    it('the database keeps a balance at 0 or more and the entries append-only', async () => {
      const m = await withPoints(10);
      await balance(m);
      await expect(world.db.query('UPDATE member_points SET balance = -1 WHERE member_id = $1', [m.id])).rejects.toThrow();
      await expect(world.db.query('DELETE FROM point_entries WHERE member_id = $1', [m.id])).rejects.toThrow(/append-only/);
    });

    it('flag off (pebble): every points relay answers 404 not.found', async () => {
      const m = await member(world, 'pebble');
      for (const path of ['MCS2_getPointBalance', 'MCS2_getPointConfig', 'MCS2_getPointReward', 'MCS2_getRedeemPointList']) {
        const res = await m.c.get(`${R}/${path}`);
        expect(res.status, path).toBe(404);
        expect(res.envelope.errorCode).toBe('not.found');
      }
      expect((await m.c.post(CONVERT, { requestId: requestId(), points: 500, paymentPassword: 'x' }, { enc: true })).status).toBe(404);
    });
  });
});
