// The seamless wallet for game vendors (issue "Money": debit/credit/rollback by txId, idempotent, out-of-order
// safe, signed per vendor), on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signVendorBody } from '../../../../src/server/modules/seamless/index.ts';
import { closeServers } from '../../support/server.ts';
import type { TestWorld } from '../../support/world.ts';
import { dbLegs } from '../../support/legs.ts';
import { bet, fundedMember, withoutAmount, LOTUS, openSeamlessWorld, vendorCall } from './support.ts';

describe.each(dbLegs())('seamless wallet on $name', (leg) => {
  describe.skipIf(!leg.available)('', () => {
    let world: TestWorld;
    beforeAll(async () => {
      world = await openSeamlessWorld(leg);
    });
    afterAll(async () => {
      await closeServers();
      await world?.dispose();
    });
    const call = (op: string, body: Record<string, unknown>, o = {}) => vendorCall(world.app, world.clock.now(), op, body, o);
    const balanceOf = async (memberId: string) => (await call('balance', { memberId })).envelope.value!.balanceMinor;

    describe('signature and timestamp', () => {
      it('a correctly signed balance call answers the member balance in minor units', async () => {
        const m = await fundedMember(world, '100.00');
        const res = await call('balance', { memberId: m });
        expect(res.status).toBe(200);
        expect(res.envelope).toMatchObject({ success: true, value: { balanceMinor: '10000', currency: 'BDT', replayed: false } });
      });

      it('bad signature, another vendor secret, tampered body, unknown vendor: 401 vendor.signature_invalid and nothing moves', async () => {
        const m = await fundedMember(world);
        const b = bet(m, { amountMinor: '500' });
        for (const o of [{ signature: '0'.repeat(64) }, { signature: 'nothex' }, { secret: 'test-secret-lmr' }, { tamper: (r: string) => r.replace('"500"', '"5"') }, { vendor: 'NOPE' }]) {
          const res = await call('debit', b, o);
          expect(res.status).toBe(401);
          expect(res.envelope).toMatchObject({ success: false, errorCode: 'vendor.signature_invalid' });
        }
        expect(await balanceOf(m)).toBe('10000');
      });

      it('a timestamp more than 5 minutes away from the server clock is refused; within the window it passes', async () => {
        const m = await fundedMember(world);
        const now = world.clock.now();
        expect((await call('balance', { memberId: m }, { nowMs: now - 5 * 60_000 - 1000 })).status).toBe(401);
        expect((await call('balance', { memberId: m }, { nowMs: now + 5 * 60_000 + 1000 })).status).toBe(401);
        expect((await call('balance', { memberId: m }, { nowMs: now - 4 * 60_000 })).status).toBe(200);
      });

      it('missing headers and a browser-style form post are refused', async () => {
        const raw = JSON.stringify({ memberId: '1' });
        const plain = await world.app.inject({ method: 'POST', url: '/wps/vendor/wallet/balance', headers: { host: LOTUS, 'content-type': 'application/json' }, payload: raw });
        expect(plain.statusCode).toBe(401);
        const ts = String(world.clock.now());
        const form = await world.app.inject({
          method: 'POST',
          url: '/wps/vendor/wallet/balance',
          headers: { host: LOTUS, 'content-type': 'application/x-www-form-urlencoded', 'x-vendor': 'PXS', 'x-timestamp': ts, 'x-signature': signVendorBody('test-secret-pxs', ts, 'memberId=1') },
          payload: 'memberId=1',
        });
        expect(form.statusCode).toBe(415);
      });
    });

    describe('debit, credit, rollback', () => {
      it('debit moves the stake to the house, credit pays the win; both replay by txId without moving twice', async () => {
        const m = await fundedMember(world, '100.00');
        const d = bet(m, { amountMinor: '1000' });
        const first = await call('debit', d);
        expect(first.envelope.value).toMatchObject({ balanceMinor: '9000', replayed: false });
        expect((await call('debit', d)).envelope.value).toMatchObject({ balanceMinor: '9000', replayed: true });
        const c = { ...d, txId: `${d.txId}-win`, amountMinor: '2500' };
        expect((await call('credit', c)).envelope.value).toMatchObject({ balanceMinor: '11500', replayed: false });
        expect((await call('credit', c)).envelope.value).toMatchObject({ balanceMinor: '11500', replayed: true });
        const rec = await world.db.query<{ stake_minor: string; win_minor: string; status: string }>(
          'SELECT stake_minor, win_minor, status FROM bet_records WHERE round_id = $1',
          [d.roundId],
        );
        expect(rec.rows).toEqual([{ stake_minor: '1000', win_minor: '2500', status: 'settled' }]);
      });

      it('a credit of 0 settles a lost round without a transfer', async () => {
        const m = await fundedMember(world, '10.00');
        const d = bet(m, { amountMinor: '300' });
        await call('debit', d);
        const res = await call('credit', { ...d, txId: `${d.txId}-loss`, amountMinor: '0' });
        expect(res.envelope.value).toMatchObject({ balanceMinor: '700', replayed: false });
        const rec = await world.db.query<{ status: string }>('SELECT status FROM bet_records WHERE round_id = $1', [d.roundId]);
        expect(rec.rows[0]!.status).toBe('settled');
      });

      it('the same txId with another amount is a conflict (409) and moves nothing', async () => {
        const m = await fundedMember(world, '10.00');
        const d = bet(m, { amountMinor: '300' });
        await call('debit', d);
        const res = await call('debit', { ...d, amountMinor: '301' });
        expect(res.status).toBe(409);
        expect(res.envelope.errorCode).toBe('vendor.transaction_conflict');
        expect(await balanceOf(m)).toBe('700');
      });

      it('rollback refunds a debit once; a second rollback replays', async () => {
        const m = await fundedMember(world, '10.00');
        const d = bet(m, { amountMinor: '400' });
        await call('debit', d);
        const rb = withoutAmount(d);
        expect((await call('rollback', rb)).envelope.value).toMatchObject({ balanceMinor: '1000', replayed: false });
        expect((await call('rollback', rb)).envelope.value).toMatchObject({ balanceMinor: '1000', replayed: true });
        const rec = await world.db.query<{ status: string; stake_minor: string }>('SELECT status, stake_minor FROM bet_records WHERE round_id = $1', [d.roundId]);
        expect(rec.rows).toEqual([{ status: 'rolled_back', stake_minor: '0' }]);
      });

      it('a settled round keeps its stake: its rollback is refused (409 vendor.round_settled); a refunded round cannot be credited', async () => {
        const m = await fundedMember(world, '10.00');
        const d = bet(m, { amountMinor: '400' });
        await call('debit', d);
        const win = { ...d, txId: `${d.txId}-win`, amountMinor: '800' };
        expect((await call('credit', win)).envelope.value).toMatchObject({ balanceMinor: '1400', replayed: false });
        const rb = await call('rollback', withoutAmount(d));
        expect(rb.status).toBe(409);
        expect(rb.envelope).toMatchObject({ success: false, errorCode: 'vendor.round_settled' });
        expect((await call('credit', win)).envelope.value).toMatchObject({ balanceMinor: '1400', replayed: true });
        const refunded = bet(m, { amountMinor: '400' });
        await call('debit', refunded);
        await call('rollback', withoutAmount(refunded));
        const late = await call('credit', { ...refunded, txId: `${refunded.txId}-win`, amountMinor: '800' });
        expect(late.status).toBe(409);
        expect(late.envelope).toMatchObject({ success: false, errorCode: 'vendor.round_rolled_back' });
        expect(await balanceOf(m)).toBe('1400');
        const other = await call('rollback', { ...withoutAmount(d), roundId: refunded.roundId });
        expect(other.envelope.errorCode).toBe('vendor.transaction_conflict');
      });

      it('a credit and a rollback of one round sent together: exactly one books, the balance is what that one gives', async () => {
        const m = await fundedMember(world, '100.00');
        let expected = 10000n;
        for (let i = 0; i < 6; i++) {
          const d = bet(m, { amountMinor: '1000' });
          await call('debit', d);
          const [credit, rollback] = await Promise.all([call('credit', { ...d, txId: `${d.txId}-win`, amountMinor: '2000' }), call('rollback', withoutAmount(d))]);
          expect([credit.status, rollback.status].sort()).toEqual([200, 409]);
          expected += credit.status === 200 ? 1000n : 0n;
        }
        expect(await balanceOf(m)).toBe(String(expected));
      });

      it('out of order: a rollback before its debit is remembered and the late debit refused (409), nothing moves', async () => {
        const m = await fundedMember(world, '10.00');
        const d = bet(m, { amountMinor: '400' });
        const rb = withoutAmount(d);
        expect((await call('rollback', rb)).envelope.value).toMatchObject({ balanceMinor: '1000', replayed: false });
        const late = await call('debit', d);
        expect(late.status).toBe(409);
        expect(late.envelope.errorCode).toBe('vendor.transaction_conflict');
        expect(await balanceOf(m)).toBe('1000');
      });

      it('insufficient balance: 400 wallet.insufficient_balance, nothing booked, and the txId may be retried', async () => {
        const m = await fundedMember(world, '1.00');
        const d = bet(m, { amountMinor: '101' });
        const res = await call('debit', d);
        expect(res.status).toBe(400);
        expect(res.envelope.errorCode).toBe('wallet.insufficient_balance');
        expect(await balanceOf(m)).toBe('100');
        const rows = await world.db.query('SELECT 1 FROM seamless_transactions WHERE tx_id = $1', [d.txId]);
        expect(rows.rowCount).toBe(0);
        expect((await call('debit', { ...d, amountMinor: '100' })).envelope.value).toMatchObject({ balanceMinor: '0', replayed: false });
      });

      it('concurrent duplicates of one debit book once', async () => {
        const m = await fundedMember(world, '10.00');
        const d = bet(m, { amountMinor: '100' });
        const all = await Promise.all(Array.from({ length: 10 }, () => call('debit', d)));
        expect(all.every((r) => r.status === 200)).toBe(true);
        expect(all.filter((r) => !r.envelope.value!.replayed)).toHaveLength(1);
        expect(await balanceOf(m)).toBe('900');
      });

      it('a member of another brand or an unknown member: 404, and bad bodies: 400', async () => {
        expect((await call('debit', bet('999999999', { amountMinor: '1' }))).envelope.errorCode).toBe('member.not_found');
        const m = await fundedMember(world);
        expect((await call('debit', bet(m, { amountMinor: '-1' }))).envelope.errorCode).toBe('request_param_err');
        expect((await call('debit', bet(m, { amountMinor: '0' }))).envelope.errorCode).toBe('request_param_err');
        expect((await call('debit', bet(m, { amountMinor: 5 }))).envelope.errorCode).toBe('request_param_err');
      });

      it('app.seamlessWallet answers the same in process (the in-house games path)', async () => {
        const m = await fundedMember(world, '5.00');
        const ref = { brandId: 'lotus', memberId: m, vendor: 'INHOUSE', roundId: 'ih-1', gameCode: 'dice', gameType: 'INHOUSE' };
        expect(await world.app.seamlessWallet.debit({ ...ref, txId: `ih-${m}`, amountMinor: 200n })).toEqual({ balanceMinor: 300n, replayed: false });
        expect(await world.app.seamlessWallet.balance('lotus', m, 'INHOUSE')).toBe(300n);
      });
    });
  });
});
