// Wallet balance, merchant wallet and main ⇄ vendor transfers (/wps/v2/wallets/balance, GCS_merchantWallet
// value.isSingle, GCS_walletTransfer; the transferFund page).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantWallet, WalletTransferResult } from '../../../../src/generated/types.ts';
import { validateMerchantWallet, validateWalletBalance, validateWalletTransferResult } from '../../../../src/generated/validators.js';
import { openWorld, type TestWorld } from '../../support/world.ts';
import { editBrand, removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';
import { balances, byType, member, requestId, transferCount } from './support.ts';

const TRANSFER = '/wps/relay/GCS_walletTransfer';
// aurora ships multi-wallet: PXS 101, KSP 102, VLV 103.
const PXS = 101;
const KSP = 102;

describe.each(dbLegs())('wallet: balance and transfers on $name', (leg) => {
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

  describe.skipIf(!leg.available)('', () => {
    it('balance: main (2) then every sub-wallet, sumBalance, from the ledger', async () => {
      const m = await member(world, 'aurora', { balance: '150.25' });
      const b = await balances(m.c);
      expect(validateWalletBalance(b)).toBe(true);
      expect(b).toEqual({
        sumBalance: 150.25,
        balance: [
          { accountTypeId: 2, availBalance: 150.25 },
          { accountTypeId: 101, vendor: 'PXS', availBalance: 0 },
          { accountTypeId: 102, vendor: 'KSP', availBalance: 0 },
          { accountTypeId: 103, vendor: 'VLV', availBalance: 0 },
        ],
        currency: 'PHP',
        currencySymbol: '₱',
      });
    });

    it('merchant wallet: isSingle false with the sub-wallets on aurora; true and none on lotus', async () => {
      const a = await member(world, 'aurora');
      const res = await a.c.get<MerchantWallet>('/wps/relay/GCS_merchantWallet');
      expect(validateMerchantWallet(res.envelope.value)).toBe(true);
      expect(res.envelope.value.isSingle).toBe(false);
      expect(res.envelope.value.wallets.map((w) => w.vendor)).toEqual(['PXS', 'KSP', 'VLV']);
      const l = await member(world, 'lotus', { balance: '10' });
      const single = await l.c.get<MerchantWallet>('/wps/relay/GCS_merchantWallet');
      expect(single.envelope.value).toEqual({ isSingle: true, wallets: [] });
      expect((await balances(l.c)).balance).toEqual([{ accountTypeId: 2, availBalance: 10 }]);
    });

    it('main → vendor and vendor → main move exactly the amount (vendor_in / vendor_out)', async () => {
      const m = await member(world, 'aurora', { balance: '100' });
      const into = await m.c.post<WalletTransferResult>(TRANSFER, { requestId: requestId(), fromAccountTypeId: 2, toAccountTypeId: PXS, amount: '40.50' });
      expect(into.envelope.success, JSON.stringify(into.envelope)).toBe(true);
      expect(validateWalletTransferResult(into.envelope.value)).toBe(true);
      expect(into.envelope.value).toMatchObject({ replayed: false, moved: 40.5 });
      expect(await byType(m.c)).toMatchObject({ 2: 59.5, [PXS]: 40.5 });
      const back = await m.c.post<WalletTransferResult>(TRANSFER, { requestId: requestId(), fromAccountTypeId: PXS, toAccountTypeId: 2, amount: 0.5 });
      expect(back.envelope.success).toBe(true);
      expect(await byType(m.c)).toMatchObject({ 2: 60, [PXS]: 40 });
      const reasons = await world.db.query<{ reason: string }>(
        `SELECT t.reason FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.from_account_id OR a.id = t.to_account_id
         WHERE a.member_id = $1 AND a.kind = 'vendor' ORDER BY t.id`,
        [m.id],
      );
      expect(reasons.rows.map((r) => r.reason)).toEqual(['vendor_in', 'vendor_out']);
    });

    it('the same request id twice books once (a double click); with another amount → request.duplicate', async () => {
      const m = await member(world, 'aurora', { balance: '100' });
      const id = requestId();
      const body = { requestId: id, fromAccountTypeId: 2, toAccountTypeId: KSP, amount: '30' };
      const [a, b] = await Promise.all([m.c.post<WalletTransferResult>(TRANSFER, body), m.c.post<WalletTransferResult>(TRANSFER, body)]);
      expect([a.envelope.success, b.envelope.success]).toEqual([true, true]);
      expect([a.envelope.value.replayed, b.envelope.value.replayed].sort()).toEqual([false, true]);
      expect(await byType(m.c)).toMatchObject({ 2: 70, [KSP]: 30 });
      const other = await m.c.post(TRANSFER, { ...body, amount: '31' });
      expect(other.status).toBe(409);
      expect(other.envelope).toMatchObject({ success: false, errorCode: 'request.duplicate' });
      expect(await byType(m.c)).toMatchObject({ 2: 70, [KSP]: 30 });
    });

    it('recall all: every sub-wallet back to main in one call; repeating it moves nothing', async () => {
      const m = await member(world, 'aurora', { balance: '100' });
      await m.c.post(TRANSFER, { requestId: requestId(), fromAccountTypeId: 2, toAccountTypeId: PXS, amount: '25' });
      await m.c.post(TRANSFER, { requestId: requestId(), fromAccountTypeId: 2, toAccountTypeId: KSP, amount: '35.75' });
      expect(await byType(m.c)).toEqual({ 2: 39.25, 101: 25, 102: 35.75, 103: 0 });
      const id = requestId();
      const res = await m.c.post<WalletTransferResult>(TRANSFER, { requestId: id, recallAll: true });
      expect(res.envelope.value).toMatchObject({ replayed: false, moved: 60.75 });
      expect(res.envelope.value.balance.balance.map((x) => x.availBalance)).toEqual([100, 0, 0, 0]);
      const before = await transferCount(world);
      const again = await m.c.post<WalletTransferResult>(TRANSFER, { requestId: id, recallAll: true });
      expect(again.envelope.value).toMatchObject({ replayed: true, moved: 60.75 });
      expect(await transferCount(world)).toBe(before);
      // Nothing in the sub-wallets: a success that moves nothing.
      const empty = await m.c.post<WalletTransferResult>(TRANSFER, { requestId: requestId(), recallAll: true });
      expect(empty.envelope.value).toMatchObject({ replayed: false, moved: 0 });
    });

    describe('bad input changes nothing', () => {
      const cases: [string, Record<string, unknown>, number, string][] = [
        ['more than the balance', { fromAccountTypeId: 2, toAccountTypeId: PXS, amount: '100.01' }, 400, 'wallet.insufficient_balance'],
        ['more than the sub-wallet holds', { fromAccountTypeId: PXS, toAccountTypeId: 2, amount: '1' }, 400, 'wallet.insufficient_balance'],
        ['amount 0', { fromAccountTypeId: 2, toAccountTypeId: PXS, amount: '0' }, 400, 'request_param_err'],
        ['a negative amount', { fromAccountTypeId: 2, toAccountTypeId: PXS, amount: '-5' }, 400, 'request_param_err'],
        ['3 decimals', { fromAccountTypeId: 2, toAccountTypeId: PXS, amount: '1.005' }, 400, 'request_param_err'],
        ['3 decimals as a number', { fromAccountTypeId: 2, toAccountTypeId: PXS, amount: 1.005 }, 400, 'request_param_err'],
        ['no amount', { fromAccountTypeId: 2, toAccountTypeId: PXS }, 400, 'request_param_err'],
        ['an unknown sub-wallet', { fromAccountTypeId: 2, toAccountTypeId: 999, amount: '1' }, 400, 'wallet.unavailable'],
        ['vendor to vendor', { fromAccountTypeId: PXS, toAccountTypeId: KSP, amount: '1' }, 400, 'wallet.unavailable'],
        ['main to main', { fromAccountTypeId: 2, toAccountTypeId: 2, amount: '1' }, 400, 'wallet.unavailable'],
        ['recall all with an amount', { recallAll: true, amount: '1' }, 400, 'request_param_err'],
        ['an unknown field', { fromAccountTypeId: 2, toAccountTypeId: PXS, amount: '1', fee: 0 }, 400, 'request_param_err'],
      ];
      it.each(cases)('%s → %i %s', async (_name, body, status, code) => {
        const m = await member(world, 'aurora', { balance: '100' });
        const before = await byType(m.c);
        const count = await transferCount(world);
        const res = await m.c.post(TRANSFER, { requestId: requestId(), ...body });
        expect(res.status).toBe(status);
        expect(res.envelope).toMatchObject({ success: false, errorCode: code });
        expect(res.envelope.message).toBeTruthy();
        expect(await byType(m.c)).toEqual(before);
        expect(await transferCount(world)).toBe(count);
      });

      it('a request id that is not one (too short) → request_param_err', async () => {
        const m = await member(world, 'aurora', { balance: '100' });
        const res = await m.c.post(TRANSFER, { requestId: 'x', fromAccountTypeId: 2, toAccountTypeId: PXS, amount: '1' });
        expect(res.envelope).toMatchObject({ success: false, errorCode: 'request_param_err' });
        expect(await byType(m.c)).toMatchObject({ 2: 100, [PXS]: 0 });
      });

      it('a single-wallet brand refuses transfers → wallet.unavailable', async () => {
        const l = await member(world, 'lotus', { balance: '50' });
        const res = await l.c.post(TRANSFER, { requestId: requestId(), fromAccountTypeId: 2, toAccountTypeId: 101, amount: '1' });
        expect(res.envelope).toMatchObject({ success: false, errorCode: 'wallet.unavailable' });
        expect((await byType(l.c))[2]).toBe(50);
      });

      it('roles: no token → 401; trial members → member.trial_not_allowed', async () => {
        const anon = await member(world, 'aurora');
        anon.c.token = null;
        const res = await anon.c.post(TRANSFER, { requestId: requestId(), recallAll: true });
        expect(res.status).toBe(401);
        const t = await member(world, 'aurora', { type: 'trial' });
        const trial = await t.c.post(TRANSFER, { requestId: requestId(), recallAll: true });
        expect(trial.envelope).toMatchObject({ success: false, errorCode: 'member.trial_not_allowed' });
      });
    });
  });
});
