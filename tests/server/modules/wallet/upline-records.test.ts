// Transfer to upline (transferUpline; "Upline transfer", docs/spec/rules.md) and account records (the
// transactionHistory page; the platform's memTransDet ODSFE2_MemTransDet) over the ledger.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRecords, UplineInfo, WalletTransferResult } from '../../../../src/generated/types.ts';
import { validateAccountRecords, validateUplineInfo } from '../../../../src/generated/validators.js';
import { PAYMENT_PASSWORD_LIMIT } from '../../../../src/server/modules/wallet/payment-password.ts';
import { Client, createAccount, openWorld, uniqueName, type TestWorld } from '../../support/world.ts';
import { editBrand, removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';
import { byType, member, nextIp, requestId, setPaymentPassword, transferCount, type Member } from './support.ts';

const UPLINE = '/wps/relay/GCS_uplineTransfer';
const RECORDS = '/wps/relay/ODSFE2_MemTransDet';

describe.each(dbLegs())('wallet: upline and account records on $name', (leg) => {
  let world: TestWorld;

  beforeAll(async () => {
    if (!leg.available) return;
    world = await openWorld(leg, {
      editBrands: (dir) =>
        editBrand(dir, 'aurora', (b) => {
          b.login.captcha = 'never';
          b.login.secondFactor = 'none';
        }),
    });
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  /** A lotus member under a fresh agent, with a payment password. */
  async function downline(balance = '100'): Promise<{ m: Member; agent: Member }> {
    const agentName = uniqueName('ag');
    await createAccount(world, { brand: 'lotus', username: agentName, password: 'river2468', type: 'agent', nickname: 'Boss Rahim' });
    const c = new Client(world, 'lotus.localhost', nextIp());
    expect((await c.login(agentName, 'river2468', { portal: 'agent' })).envelope.success).toBe(true);
    const r = await world.db.query<{ id: string }>('SELECT id FROM members WHERE username = $1', [agentName]);
    const agent: Member = { c, id: r.rows[0]!.id, username: agentName };
    const m = await member(world, 'lotus', { balance, upline: agentName });
    await setPaymentPassword(world, m.id, 'pay-4321');
    return { m, agent };
  }

  describe.skipIf(!leg.available)('', () => {
    describe('transfer to upline', () => {
      it('shows the upline and whether a payment password is set', async () => {
        const { m } = await downline();
        const res = await m.c.get<UplineInfo>('/wps/relay/GCS_uplineInfo');
        expect(validateUplineInfo(res.envelope.value)).toBe(true);
        expect(res.envelope.value).toEqual({ hasUpline: true, uplineName: 'Boss Rahim', paymentPasswordSet: true });
        const lone = await member(world, 'lotus');
        const none = await lone.c.get<UplineInfo>('/wps/relay/GCS_uplineInfo');
        expect(none.envelope.value).toEqual({ hasUpline: false, paymentPasswordSet: false });
      });

      it('moves main → the agent main (reason upline), once per request id', async () => {
        const { m, agent } = await downline('100');
        const id = requestId();
        const body = { requestId: id, amount: '12.34', paymentPassword: 'pay-4321' };
        const res = await m.c.post<WalletTransferResult>(UPLINE, body, { enc: true });
        expect(res.envelope.success, JSON.stringify(res.envelope)).toBe(true);
        expect(res.envelope.value).toMatchObject({ replayed: false, moved: 12.34 });
        const again = await m.c.post<WalletTransferResult>(UPLINE, body, { enc: true });
        expect(again.envelope.value.replayed).toBe(true);
        expect((await byType(m.c))[2]).toBe(87.66);
        expect((await byType(agent.c))[2]).toBe(12.34);
        const t = await world.db.query<{ reason: string }>("SELECT reason FROM ledger_transfers WHERE idempotency_key = $1", [`upline:${m.id}:${id}`]);
        expect(t.rows).toEqual([{ reason: 'upline' }]);
      });

      const bad: [string, Record<string, unknown>, string][] = [
        ['a wrong payment password', { amount: '1', paymentPassword: 'nope-0000' }, 'payment.password_invalid'],
        ['more than the balance', { amount: '100.01', paymentPassword: 'pay-4321' }, 'wallet.insufficient_balance'],
        ['amount 0', { amount: '0', paymentPassword: 'pay-4321' }, 'request_param_err'],
        ['3 decimals', { amount: '0.001', paymentPassword: 'pay-4321' }, 'request_param_err'],
      ];
      it.each(bad)('%s → %s, nothing moves', async (_n, body, code) => {
        const { m, agent } = await downline('100');
        const count = await transferCount(world);
        const res = await m.c.post(UPLINE, { requestId: requestId(), ...body }, { enc: true });
        expect(res.envelope).toMatchObject({ success: false, errorCode: code });
        expect((await byType(m.c))[2]).toBe(100);
        expect((await byType(agent.c))[2]).toBe(0);
        expect(await transferCount(world)).toBe(count);
      });

      it('without an upline: a clear message (wallet.no_upline)', async () => {
        const lone = await member(world, 'lotus', { balance: '5' });
        await setPaymentPassword(world, lone.id, 'pay-4321');
        const res = await lone.c.post(UPLINE, { requestId: requestId(), amount: '1', paymentPassword: 'pay-4321' }, { enc: true });
        expect(res.envelope).toMatchObject({ success: false, errorCode: 'wallet.no_upline', message: 'Your account has no upline agent to transfer to' });
        expect((await byType(lone.c))[2]).toBe(5);
      });

      it('without a payment password: payment.password_not_set', async () => {
        const { m } = await downline();
        await world.db.query('UPDATE members SET payment_password_hash = NULL WHERE id = $1', [m.id]);
        const res = await m.c.post(UPLINE, { requestId: requestId(), amount: '1', paymentPassword: 'x' }, { enc: true });
        expect(res.envelope).toMatchObject({ success: false, errorCode: 'payment.password_not_set' });
      });

      it('wrong passwords are limited in a sliding window a success does not reset', async () => {
        const { m } = await downline('100');
        const send = (pw: string) => m.c.post(UPLINE, { requestId: requestId(), amount: '1', paymentPassword: pw }, { enc: true });
        for (let i = 0; i < PAYMENT_PASSWORD_LIMIT.max - 1; i += 1) expect((await send('wrong-pw')).envelope.errorCode).toBe('payment.password_invalid');
        expect((await send('pay-4321')).envelope.success).toBe(true);
        expect((await send('wrong-pw')).envelope.errorCode).toBe('payment.password_invalid');
        const locked = await send('pay-4321');
        expect(locked.status).toBe(429);
        expect(locked.envelope).toMatchObject({ success: false, errorCode: 'payment.password_locked' });
        expect((await byType(m.c))[2]).toBe(99);
        world.clock.advance(PAYMENT_PASSWORD_LIMIT.windowMs + 1000);
        // The session idled out meanwhile: sign in again.
        await m.c.login(m.username, 'river2468');
        expect((await send('pay-4321')).envelope.success).toBe(true);
      });

      it('a burst of guesses sent together gets no more passwords checked than the window allows', async () => {
        const { m } = await downline('100');
        const send = (pw: string) => m.c.post(UPLINE, { requestId: requestId(), amount: '1', paymentPassword: pw }, { enc: true });
        const answers = await Promise.all([...Array.from({ length: 24 }, () => send('wrong-pw')), send('pay-4321')]);
        // Every answer other than the lock is a password that was checked.
        const checked = answers.filter((a) => a.envelope.errorCode !== 'payment.password_locked');
        expect(checked.length).toBeLessThanOrEqual(PAYMENT_PASSWORD_LIMIT.max);
        expect(answers.filter((a) => a.status === 429)).toHaveLength(answers.length - checked.length);
        const failures = await world.db.query<{ n: string }>('SELECT count(*) AS n FROM payment_password_failures WHERE member_id = $1', [m.id]);
        expect(Number(failures.rows[0]!.n)).toBe(checked.filter((a) => !a.envelope.success).length);
      });
    });

    describe('account records', () => {
      it('every entry of the member: type, signed amount, balance after, reference, newest first', async () => {
        const m = await member(world, 'aurora', { balance: '100' });
        await m.c.post('/wps/relay/GCS_walletTransfer', { requestId: requestId(), fromAccountTypeId: 2, toAccountTypeId: 101, amount: '30' });
        await m.c.post('/wps/relay/GCS_walletTransfer', { requestId: requestId(), recallAll: true });
        const res = await m.c.get<AccountRecords>(RECORDS);
        expect(res.envelope.success, JSON.stringify(res.envelope)).toBe(true);
        expect(validateAccountRecords(res.envelope.value)).toBe(true);
        const rows = res.envelope.value.content.map(({ type, wallet, amount, balanceAfter, reference }) => ({ type, wallet, amount, balanceAfter, reference }));
        expect(rows).toEqual([
          { type: 'vendor_out', wallet: 'main', amount: 30, balanceAfter: 100, reference: 'recall:PXS' },
          { type: 'vendor_out', wallet: 'PXS', amount: -30, balanceAfter: 0, reference: 'recall:PXS' },
          { type: 'vendor_in', wallet: 'PXS', amount: 30, balanceAfter: 30, reference: 'main→PXS' },
          { type: 'vendor_in', wallet: 'main', amount: -30, balanceAfter: 70, reference: 'main→PXS' },
          { type: 'adjustment', wallet: 'main', amount: 100, balanceAfter: 100, reference: `member:${m.id}` },
        ]);
        expect(res.envelope.value).toMatchObject({ pageNum: 1, pageSize: 10, totalElements: 5, totalPages: 1 });
      });

      it('filters by type and pages', async () => {
        const m = await member(world, 'aurora', { balance: '100' });
        for (let i = 0; i < 3; i += 1) await m.c.post('/wps/relay/GCS_walletTransfer', { requestId: requestId(), fromAccountTypeId: 2, toAccountTypeId: 102, amount: '1' });
        const ins = await m.c.get<AccountRecords>(`${RECORDS}?type=vendor_in&pageSize=4&pageNum=2`);
        expect(ins.envelope.value).toMatchObject({ pageNum: 2, pageSize: 4, totalElements: 6, totalPages: 2 });
        expect(ins.envelope.value.content).toHaveLength(2);
        const past = await m.c.get<AccountRecords>(`${RECORDS}?type=vendor_in&pageSize=4&pageNum=5`);
        expect(past.envelope.value).toMatchObject({ content: [], totalElements: 6 });
        const deposits = await m.c.get<AccountRecords>(`${RECORDS}?type=deposit`);
        expect(deposits.envelope.value.totalElements).toBe(0);
      });

      it('filters by days of the brand time zone (aurora +08:00), both ends included', async () => {
        const m = await member(world, 'aurora', { balance: '10' });
        // The world clock is 2030-01-15T10:00Z = 18:00 on the 15th in +08:00.
        const day = async (s: string, e: string) => (await m.c.get<AccountRecords>(`${RECORDS}?startDate=${s}&endDate=${e}`)).envelope.value.totalElements;
        const now = new Date(world.clock.now() + 8 * 3_600_000).toISOString().slice(0, 10);
        expect(await day(now, now)).toBe(1);
        expect(await day('2000-01-01', '2000-01-02')).toBe(0);
        const bad = await m.c.get(`${RECORDS}?startDate=2030-02-31`);
        expect(bad.envelope).toMatchObject({ success: false, errorCode: 'request_param_err' });
        const reversed = await m.c.get(`${RECORDS}?startDate=2030-01-10&endDate=2030-01-01`);
        expect(reversed.envelope).toMatchObject({ success: false, errorCode: 'request_param_err' });
        const badType = await m.c.get(`${RECORDS}?type=free_money`);
        expect(badType.envelope).toMatchObject({ success: false, errorCode: 'request_param_err' });
      });

      it('shows only the member’s own entries; the agent sees the upline credit', async () => {
        const { m, agent } = await downline('50');
        await m.c.post(UPLINE, { requestId: requestId(), amount: '5', paymentPassword: 'pay-4321' }, { enc: true });
        const mine = await m.c.get<AccountRecords>(`${RECORDS}?type=upline`);
        expect(mine.envelope.value.content.map((r) => r.amount)).toEqual([-5]);
        const theirs = await agent.c.get<AccountRecords>(RECORDS);
        expect(theirs.envelope.value.content.map((r) => [r.type, r.amount, r.reference])).toEqual([['upline', 5, `${m.username}→${agent.username}`]]);
      });
    });
  });
});
