// The ledger's guarantees in the style of trusted ledgers (Jepsen "bank"), on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../../src/server/db/types.ts';
import { ErrorCode } from '../../../../src/server/http/errors.ts';
import type { Ledger, LedgerAccountRef } from '../../../../src/server/modules/ledger/index.ts';
import { dbLegs } from '../../support/legs.ts';
import { BRAND, insertMembers, invariant, testLedger } from './support.ts';

const house: LedgerAccountRef = { brandId: BRAND, kind: 'house' };
const main = (memberId: string): LedgerAccountRef => ({ brandId: BRAND, kind: 'main', memberId });
let seq = 0;
const key = (p = 'k') => `${p}-${++seq}-${Math.random().toString(36).slice(2)}`;

describe.each(dbLegs())('ledger on $name', (leg) => {
  describe.skipIf(!leg.available)('', () => {
    let db: Database;
    let dispose: () => Promise<void>;
    let ledger: Ledger;
    beforeAll(async () => {
      ({ db, dispose } = await leg.open());
      ledger = testLedger(db);
    });
    afterAll(async () => dispose?.());

    async function fund(memberId: string, amount: bigint): Promise<void> {
      await ledger.transfer({ idempotencyKey: key('fund'), from: house, to: main(memberId), amountMinor: amount, reason: 'deposit', reference: 'fund' });
    }

    it('bank: 500 concurrent random transfers among 20 members + house keep the sum, no member negative, every transfer booked whole', async () => {
      const members = await insertMembers(db, 20, 'bank');
      for (const m of members) await fund(m, 10_000n);
      const before = await invariant(db);
      const accounts = [house, ...members.map(main)];
      const pick = () => accounts[Math.floor(Math.random() * accounts.length)]!;
      let refused = 0;
      const results = await Promise.allSettled(
        Array.from({ length: 500 }, async () => {
          const from = pick();
          let to = pick();
          while (to === from) to = pick();
          // Up to 150.00 from 100.00 accounts: some transfers must be refused for want of money.
          const amountMinor = BigInt(1 + Math.floor(Math.random() * 15_000));
          try {
            return await ledger.transfer({ idempotencyKey: key('bank'), from, to, amountMinor, reason: 'adjustment', reference: 'bank' });
          } catch (err) {
            if ((err as { errorCode?: string }).errorCode === ErrorCode.insufficientBalance) refused++;
            throw err;
          }
        }),
      );
      const failed = results.filter((r) => r.status === 'rejected').length;
      expect(failed).toBe(refused);
      const after = await invariant(db);
      expect(after).toEqual({ ...before, sum: before.sum });
      expect(after.sum).toBe(0n);
      expect(after.negativeMembers).toBe(0);
      expect(after.halfBooked).toBe(0);
      expect(after.driftedAccounts).toBe(0);
      const booked = await db.query<{ n: string }>("SELECT count(*) AS n FROM ledger_transfers WHERE reference = 'bank'");
      expect(Number(booked.rows[0]!.n)).toBe(500 - failed);
    });

    it('the same idempotency key twice books once, also concurrently; a replay answers the first transfer', async () => {
      const [a] = await insertMembers(db, 1, 'idem');
      const k = key('idem');
      const req = { idempotencyKey: k, from: house, to: main(a!), amountMinor: 700n, reason: 'deposit' as const, reference: 'idem' };
      const first = await ledger.transfer(req);
      const again = await ledger.transfer(req);
      expect(first.replayed).toBe(false);
      expect(again).toEqual({ transferId: first.transferId, replayed: true });
      const k2 = key('idem-concurrent');
      const burst = await Promise.all(Array.from({ length: 20 }, () => ledger.transfer({ ...req, idempotencyKey: k2 })));
      expect(new Set(burst.map((r) => r.transferId)).size).toBe(1);
      expect(burst.filter((r) => !r.replayed)).toHaveLength(1);
      expect(await ledger.balance(main(a!))).toBe(1400n);
      const n = await db.query<{ n: string }>('SELECT count(*) AS n FROM ledger_transfers WHERE idempotency_key IN ($1, $2)', [k, k2]);
      expect(n.rows[0]!.n).toBe('2');
    });

    it('concurrent duplicates of a transfer that empties a member account: one books, the others replay (not insufficient balance)', async () => {
      const [a, b] = await insertMembers(db, 2, 'drain');
      await fund(a!, 400n);
      const req = { idempotencyKey: key('drain'), from: main(a!), to: main(b!), amountMinor: 400n, reason: 'adjustment' as const, reference: 'drain' };
      const all = await Promise.all(Array.from({ length: 10 }, () => ledger.transfer(req)));
      expect(all.filter((r) => !r.replayed)).toHaveLength(1);
      expect(await ledger.balance(main(a!))).toBe(0n);
      expect(await ledger.balance(main(b!))).toBe(400n);
    });

    it('a replay with another amount or other accounts is a duplicate submission, and moves nothing', async () => {
      const [a, b] = await insertMembers(db, 2, 'dup');
      const k = key('dup');
      await ledger.transfer({ idempotencyKey: k, from: house, to: main(a!), amountMinor: 500n, reason: 'deposit', reference: 'dup' });
      await expect(ledger.transfer({ idempotencyKey: k, from: house, to: main(a!), amountMinor: 501n, reason: 'deposit', reference: 'dup' })).rejects.toMatchObject({
        errorCode: ErrorCode.duplicateSubmission,
      });
      await expect(ledger.transfer({ idempotencyKey: k, from: house, to: main(b!), amountMinor: 500n, reason: 'deposit', reference: 'dup' })).rejects.toMatchObject({
        errorCode: ErrorCode.duplicateSubmission,
      });
      expect(await ledger.balance(main(a!))).toBe(500n);
      expect(await ledger.balance(main(b!))).toBe(0n);
    });

    it('a member account that would go negative is refused with insufficient balance and nothing moves', async () => {
      const [a, b] = await insertMembers(db, 2, 'neg');
      await fund(a!, 300n);
      await expect(ledger.transfer({ idempotencyKey: key(), from: main(a!), to: main(b!), amountMinor: 301n, reason: 'adjustment', reference: 'neg' })).rejects.toMatchObject({
        errorCode: ErrorCode.insufficientBalance,
      });
      expect(await ledger.balance(main(a!))).toBe(300n);
      expect(await ledger.balance(main(b!))).toBe(0n);
      await ledger.transfer({ idempotencyKey: key(), from: main(a!), to: main(b!), amountMinor: 300n, reason: 'adjustment', reference: 'neg' });
      expect(await ledger.balance(main(a!))).toBe(0n);
    });

    it('accounts are created on first use; balance of an unused account is 0; bad amounts are refused', async () => {
      const [a] = await insertMembers(db, 1, 'first');
      expect(await ledger.balance({ brandId: BRAND, kind: 'vendor', memberId: a!, vendor: 'PG' })).toBe(0n);
      await ledger.transfer({ idempotencyKey: key(), from: { brandId: BRAND, kind: 'clearing', provider: 'sandbox' }, to: main(a!), amountMinor: 5n, reason: 'deposit', reference: 'x' });
      expect(await ledger.balance({ brandId: BRAND, kind: 'clearing', provider: 'sandbox' })).toBe(-5n);
      await expect(ledger.transfer({ idempotencyKey: key(), from: house, to: main(a!), amountMinor: 0n, reason: 'deposit', reference: 'x' })).rejects.toMatchObject({
        errorCode: ErrorCode.badParam,
      });
      await expect(ledger.transfer({ idempotencyKey: key(), from: house, to: house, amountMinor: 1n, reason: 'deposit', reference: 'x' })).rejects.toMatchObject({
        errorCode: ErrorCode.badParam,
      });
    });

    it('transferIn commits with the caller and rolls back with it', async () => {
      const [a] = await insertMembers(db, 1, 'tx');
      await expect(
        db.transaction(async (tx) => {
          await ledger.transferIn(tx, { idempotencyKey: key(), from: house, to: main(a!), amountMinor: 9n, reason: 'bonus', reference: 'tx' });
          throw new Error('caller failed');
        }),
      ).rejects.toThrow('caller failed');
      expect(await ledger.balance(main(a!))).toBe(0n);
      await db.transaction((tx) => ledger.transferIn(tx, { idempotencyKey: key(), from: house, to: main(a!), amountMinor: 9n, reason: 'bonus', reference: 'tx' }));
      expect(await ledger.balance(main(a!))).toBe(9n);
    });

    it('entries and transfers are append-only: SQL UPDATE and DELETE are refused by the database', async () => {
      const [a] = await insertMembers(db, 1, 'append');
      await fund(a!, 100n);
      await expect(db.query('UPDATE ledger_entries SET amount_minor = amount_minor * 2')).rejects.toThrow(/append-only/);
      await expect(db.query('DELETE FROM ledger_entries')).rejects.toThrow(/append-only/);
      await expect(db.query('UPDATE ledger_transfers SET amount_minor = 1')).rejects.toThrow(/append-only/);
      await expect(db.query('DELETE FROM ledger_transfers')).rejects.toThrow(/append-only/);
      expect((await invariant(db)).driftedAccounts).toBe(0);
    });

    it('the CHECK refuses a negative member balance even when the code is bypassed; house may go negative', async () => {
      const [a] = await insertMembers(db, 1, 'check');
      await fund(a!, 100n);
      await expect(db.query("UPDATE ledger_accounts SET balance_minor = -1 WHERE member_id = $1 AND kind = 'main'", [a])).rejects.toThrow(
        /ledger_accounts_non_negative/,
      );
      await expect(
        db.query("INSERT INTO ledger_accounts (brand_id, kind, member_id, currency, balance_minor) VALUES ($1, 'bonus', $2, 'BDT', -5)", [BRAND, a]),
      ).rejects.toThrow(/ledger_accounts_non_negative/);
      expect(await ledger.balance(house)).toBeLessThan(0n);
    });
  });
});
