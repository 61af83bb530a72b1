// Deposits through the sandbox provider (the depositv2 page; MCSFE_getDepositSettings):
// settings, orders, the pay page, signed callbacks (forged, replayed, wrong amount, late) on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DepositList, DepositOrder, DepositSettings } from '../../../../src/generated/types.ts';
import { validateDepositList, validateDepositOrder, validateDepositSettings } from '../../../../src/generated/validators.js';
import { ErrorCode } from '../../../../src/server/http/errors.ts';
import { MAX_PENDING_DEPOSITS } from '../../../../src/server/modules/payments/deposits.ts';
import { MONEY_LIMITS, MONEY_ROUTES } from '../../../../src/server/security/money-limits.ts';
import { openWorld, type TestWorld } from '../../support/world.ts';
import { removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';
import { mainBalance, member, requestId, sandboxOf, sendCallback } from './support.ts';

describe.each(dbLegs())('payments: deposits on $name', (leg) => {
  let world: TestWorld;
  beforeAll(async () => {
    if (leg.available) world = await openWorld(leg);
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  const create = (c: Awaited<ReturnType<typeof member>>['client'], body: Record<string, unknown>) =>
    c.post<DepositOrder>('/wps/relay/MCSFE_createDeposit', { requestId: requestId(), ...body });

  describe.skipIf(!leg.available)('', () => {
    it('depositv2: settings list the brand channels with limits and fees', async () => {
      const m = await member(world);
      const res = await m.client.get<DepositSettings>('/wps/relay/MCSFE_getDepositSettings');
      expect(validateDepositSettings(res.envelope.value)).toBe(true);
      expect(res.envelope.value.channels.map((c) => c.id)).toEqual(['bkash', 'nagad', 'bank']);
      expect(res.envelope.value.channels[1]).toMatchObject({ min: 200, max: 25000, feePercent: 1, feeFixed: 0 });
      expect(res.envelope.value.currency).toBe('BDT');
    });

    it('guests get 401 and trial members in_need_true_account', async () => {
      const guest = await (await member(world)).client.get('/wps/relay/MCSFE_getDepositSettings', { token: null });
      expect(guest.status).toBe(401);
      const trial = await member(world, { type: 'trial' });
      const res = await create(trial.client, { channelId: 'bkash', amount: 500 });
      expect(res.envelope.errorCode).toBe(ErrorCode.trialNotAllowed);
      expect(res.envelope.value).toEqual({ messageKey: 'in_need_true_account' });
    });

    it('bad input: out of limits, unknown channel, 3 decimals, duplicate request id → refused, no order', async () => {
      const m = await member(world);
      expect((await create(m.client, { channelId: 'bkash', amount: 199.99 })).envelope.errorCode).toBe(ErrorCode.amountOutOfLimits);
      const high = await create(m.client, { channelId: 'bkash', amount: '25000.01' });
      expect(high.envelope.errorCode).toBe(ErrorCode.amountOutOfLimits);
      expect(high.envelope.message).toContain('25000.00');
      expect((await create(m.client, { channelId: 'nope', amount: 500 })).envelope.errorCode).toBe(ErrorCode.channelUnavailable);
      expect((await create(m.client, { channelId: 'bkash', amount: 500.123 })).envelope.errorCode).toBe(ErrorCode.badParam);
      const rid = requestId();
      expect((await create(m.client, { channelId: 'bkash', amount: 500, requestId: rid })).envelope.success).toBe(true);
      const dup = await create(m.client, { channelId: 'bkash', amount: 500, requestId: rid });
      expect(dup.envelope.errorCode).toBe(ErrorCode.duplicateSubmission);
      const list = await m.client.get<DepositList>('/wps/relay/MCSFE_getDepositList');
      expect(list.envelope.value.list).toHaveLength(1);
    });

    it('the pay page approves: one signed callback, credited once (clearing → main), inbox message, replay ignored', async () => {
      const m = await member(world);
      const order = (await create(m.client, { channelId: 'nagad', amount: '1000.50' })).envelope.value;
      expect(validateDepositOrder(order)).toBe(true);
      expect(order).toMatchObject({ status: 'pending', amount: 1000.5, fee: 10.01, credited: 990.49 });
      const page = await world.app.inject({ method: 'GET', url: order.payUrl!, headers: { host: 'lotus.localhost' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-security-policy']).toContain("default-src 'none'");
      expect(page.body).toContain('data-testid="pay-approve"');
      const token = new URL(order.payUrl!, 'http://x').searchParams.get('token')!;
      const post = await world.app.inject({
        method: 'POST',
        url: `/payments/sandbox/pay/${order.orderId}`,
        headers: { host: 'lotus.localhost', 'content-type': 'application/x-www-form-urlencoded' },
        payload: `t=${encodeURIComponent(token)}&action=approve`,
      });
      expect(post.statusCode).toBe(303);
      expect(post.headers.location).toBe(`/member?page=depositv2&order=${order.orderId}`);
      const after = await m.client.get<DepositOrder>(`/wps/relay/MCSFE_getDepositOrder?orderId=${order.orderId}`);
      expect(after.envelope.value.status).toBe('confirmed');
      expect(await mainBalance(world, 'lotus', m.id)).toBe(99049n);
      const t = await world.db.query<{ n: string }>("SELECT count(*) AS n FROM ledger_transfers WHERE reference = $1 AND reason = 'deposit'", [order.orderId]);
      expect(Number(t.rows[0]!.n)).toBe(2); // credit + fee
      const inbox = await world.db.query<{ title: string }>('SELECT title FROM inbox_messages WHERE member_id = $1', [m.id]);
      expect(inbox.rows.map((r) => r.title)).toHaveLength(1);
      // The page is gone once settled; the same form again changes nothing.
      const again = await world.app.inject({
        method: 'POST',
        url: `/payments/sandbox/pay/${order.orderId}`,
        headers: { host: 'lotus.localhost', 'content-type': 'application/x-www-form-urlencoded' },
        payload: `t=${encodeURIComponent(token)}&action=approve`,
      });
      expect(again.statusCode).toBe(410);
      expect(await mainBalance(world, 'lotus', m.id)).toBe(99049n);
    });

    it('callbacks: a replayed signed callback is ignored; forged, tampered and wrong-amount ones are refused', async () => {
      const m = await member(world);
      const order = (await create(m.client, { channelId: 'bkash', amount: 500 })).envelope.value;
      const sandbox = sandboxOf(world);
      const wrong = sandbox.callback(order.orderId, '5000.00', 'approved', world.clock.now());
      expect((await sendCallback(world, wrong.body, wrong.signature)).envelope.errorCode).toBe(ErrorCode.badParam);
      const good = sandbox.callback(order.orderId, '500.00', 'approved', world.clock.now());
      const forged = await sendCallback(world, good.body, 'f'.repeat(64));
      expect(forged.status).toBe(401);
      expect(forged.envelope.errorCode).toBe(ErrorCode.signatureInvalid);
      const tampered = await sendCallback(world, good.body.replace('"500.00"', '"500.01"'), good.signature);
      expect(tampered.envelope.errorCode).toBe(ErrorCode.signatureInvalid);
      expect(await mainBalance(world, 'lotus', m.id)).toBe(0n);
      const first = await sendCallback(world, good.body, good.signature);
      expect(first.envelope.value).toMatchObject({ status: 'confirmed', replayed: false });
      const replay = await sendCallback(world, good.body, good.signature);
      expect(replay.envelope.value).toMatchObject({ replayed: true });
      // A fresh, validly signed "declined" after confirmation changes nothing either.
      const late = sandbox.callback(order.orderId, '500.00', 'declined', world.clock.now());
      expect((await sendCallback(world, late.body, late.signature)).envelope.value).toMatchObject({ status: 'confirmed', replayed: true });
      expect(await mainBalance(world, 'lotus', m.id)).toBe(50000n);
      const old = sandbox.callback(order.orderId, '500.00', 'approved', world.clock.now() - 16 * 60_000);
      expect((await sendCallback(world, old.body, old.signature)).status).toBe(401);
    });

    it('declined → failed, and an order not paid in time reads expired and cannot be confirmed after', async () => {
      const m = await member(world);
      const sandbox = sandboxOf(world);
      const a = (await create(m.client, { channelId: 'bkash', amount: 300 })).envelope.value;
      const no = sandbox.callback(a.orderId, '300.00', 'declined', world.clock.now());
      expect((await sendCallback(world, no.body, no.signature)).envelope.value).toMatchObject({ status: 'failed' });
      const b = (await create(m.client, { channelId: 'bkash', amount: 300 })).envelope.value;
      // Past the 30 expiry minutes; the session is kept alive (15 idle minutes) on the way.
      for (let i = 0; i < 4; i++) {
        world.clock.advance(8 * 60_000);
        await m.client.get('/wps/relay/MCSFE_getDepositList');
      }
      const read = await m.client.get<DepositOrder>(`/wps/relay/MCSFE_getDepositOrder?orderId=${b.orderId}`);
      expect(read.envelope.value.status).toBe('expired');
      const page = await world.app.inject({ method: 'GET', url: b.payUrl!, headers: { host: 'lotus.localhost' } });
      expect(page.statusCode).toBe(410);
      const yes = sandbox.callback(b.orderId, '300.00', 'approved', world.clock.now());
      expect((await sendCallback(world, yes.body, yes.signature)).envelope.value).toMatchObject({ status: 'expired' });
      expect(await mainBalance(world, 'lotus', m.id)).toBe(0n);
    });

    it('at most 5 unpaid orders: of 8 sent together 5 are made; a declined or expired one makes room again', async () => {
      const m = await member(world);
      const sandbox = sandboxOf(world);
      const burst = await Promise.all(Array.from({ length: 8 }, () => create(m.client, { channelId: 'bkash', amount: 300 })));
      const made = burst.filter((r) => r.envelope.success).map((r) => r.envelope.value);
      expect(made).toHaveLength(MAX_PENDING_DEPOSITS);
      const refused = burst.find((r) => !r.envelope.success)!;
      expect(refused.status).toBe(409);
      expect(refused.envelope).toMatchObject({
        errorCode: ErrorCode.pendingDepositsLimit,
        message: 'You already have 5 unpaid deposit orders. Finish paying one, or wait until one expires, before creating a new one.',
      });
      const no = sandbox.callback(made[0]!.orderId, '300.00', 'declined', world.clock.now());
      expect((await sendCallback(world, no.body, no.signature)).envelope.value).toMatchObject({ status: 'failed' });
      expect((await create(m.client, { channelId: 'bkash', amount: 300 })).envelope.success).toBe(true);
      expect((await create(m.client, { channelId: 'bkash', amount: 300 })).envelope.errorCode).toBe(ErrorCode.pendingDepositsLimit);
      // Past the 30 expiry minutes (the session kept alive on the way): all of them expired, room again.
      for (let i = 0; i < 4; i++) {
        world.clock.advance(8 * 60_000);
        await m.client.get('/wps/relay/MCSFE_getDepositList');
      }
      expect((await create(m.client, { channelId: 'bkash', amount: 300 })).envelope.success).toBe(true);
    });

    it('money endpoints are limited per member: of 40 orders sent together exactly 30 are looked at, the rest 429 with a retry time', async () => {
      // every listed money endpoint is a route of this server (a renamed one would silently lose its limit)
      for (const url of Object.keys(MONEY_ROUTES)) expect(world.app.hasRoute({ method: 'POST', url }), url).toBe(true);
      const m = await member(world);
      const burst = await Promise.all(Array.from({ length: 40 }, () => create(m.client, { channelId: 'bkash', amount: 300 })));
      const throttled = burst.filter((r) => r.envelope.errorCode === ErrorCode.throttled);
      expect(throttled).toHaveLength(40 - MONEY_LIMITS.payments.member);
      expect(throttled[0]!.status).toBe(429);
      expect(throttled[0]!.envelope.value).toEqual({ retryAfterSeconds: 60 });
      expect(throttled[0]!.headers['retry-after']).toBe('60');
      expect(burst.filter((r) => r.envelope.success)).toHaveLength(MAX_PENDING_DEPOSITS);
      // Another member (on another address) is not held back; the window frees the first one a minute later.
      expect((await create((await member(world)).client, { channelId: 'bkash', amount: 300 })).envelope.success).toBe(true);
      world.clock.advance(60_000);
      expect((await create(m.client, { channelId: 'bkash', amount: 300 })).envelope.errorCode).toBe(ErrorCode.pendingDepositsLimit);
    });

    it('another member cannot read my order; a pay link with a wrong token is gone', async () => {
      const m = await member(world);
      const other = await member(world);
      const order = (await create(m.client, { channelId: 'bkash', amount: 400 })).envelope.value;
      expect((await other.client.get(`/wps/relay/MCSFE_getDepositOrder?orderId=${order.orderId}`)).status).toBe(404);
      const page = await world.app.inject({ method: 'GET', url: `/payments/sandbox/pay/${order.orderId}?token=wrong`, headers: { host: 'lotus.localhost' } });
      expect(page.statusCode).toBe(410);
      const list = await m.client.get<DepositList>('/wps/relay/MCSFE_getDepositList');
      expect(validateDepositList(list.envelope.value)).toBe(true);
      expect(list.envelope.value.list[0]).not.toHaveProperty('payUrl');
    });
  });
});
