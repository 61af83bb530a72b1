// Payout before booking: the provider is asked outside any transaction, with the withdrawal's id as its
// idempotency key, between committing the withdrawal as `paying` and booking the answer. A failure between the two
// leaves it `paying` (never lost), and reconcile finishes it once however many runs meet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WithdrawalList } from '../../../../src/generated/types.ts';
import type { Database, Queryable } from '../../../../src/server/db/types.ts';
import { ErrorCode } from '../../../../src/server/http/errors.ts';
import { newOrderId } from '../../../../src/server/modules/payments/ids.ts';
import { PAYOUT_STUCK_MS, payWithdrawal, reconcilePayouts } from '../../../../src/server/modules/payments/payouts.ts';
import type { PaymentProvider, PayoutRequest, PayoutResult } from '../../../../src/server/modules/payments/provider.ts';
import { SandboxProvider } from '../../../../src/server/modules/payments/sandbox.ts';
import { rejectWithdrawal, type ReviewContext } from '../../../../src/server/modules/payments/withdrawals.ts';
import { openWorld, type TestWorld } from '../../support/world.ts';
import { removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';
import { mainBalance, member, requestId, type Member } from './support.ts';

/** world's database, whose next statement inside a transaction fails once armed: the process dying mid-booking. */
function failingDb(db: Database): { db: Database; arm: () => void } {
  let armed = false;
  const guard = (tx: Queryable): Queryable => ({
    query: (sql, params) => {
      if (armed) {
        armed = false;
        return Promise.reject(new Error('connection lost'));
      }
      return tx.query(sql, params);
    },
    exec: (sql) => tx.exec(sql),
  });
  const wrapped: Database = {
    kind: db.kind,
    query: (sql, params) => db.query(sql, params),
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
    transaction: (fn) => db.transaction((tx) => fn(guard(tx))),
  };
  return { db: wrapped, arm: () => (armed = true) };
}

/** The sandbox as the provider, recording every key it is asked with; afterPay runs once the money has left. */
function recordingSandbox(afterPay: () => void = () => {}): { provider: PaymentProvider; sandbox: SandboxProvider; keys: string[] } {
  const sandbox = new SandboxProvider('test-secret');
  const keys: string[] = [];
  const provider: PaymentProvider = {
    id: 'sandbox',
    createDeposit: (i) => sandbox.createDeposit(i),
    verifyCallback: (b, h) => sandbox.verifyCallback(b, h),
    payout: async (req: PayoutRequest): Promise<PayoutResult> => {
      keys.push(req.idempotencyKey);
      const result = await sandbox.payout(req);
      afterPay();
      return result;
    },
  };
  return { provider, sandbox, keys };
}

describe.each(dbLegs())('payments: payouts on $name', (leg) => {
  let world: TestWorld;
  beforeAll(async () => {
    if (!leg.available) return;
    world = await openWorld(leg);
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  const ctx = (provider: PaymentProvider, db: Database = world.db): ReviewContext => ({
    db,
    ledger: world.app.ledger,
    providers: new Map([['sandbox', provider]]),
    now: () => world.clock.now(),
    languageOf: () => 'EN',
  });
  /**
   * A lotus member with 5,000.00 whose withdrawal of amount (fee included) is requested and held, written as the
   * withdraw route writes it (the route's own rules are withdrawals.test.ts's).
   */
  async function requested(amount: bigint, fee = 0n): Promise<Member & { w: { id: string } }> {
    const m = await member(world, { balance: '5000' });
    const now = new Date(world.clock.now());
    const id = newOrderId('W', world.clock.now());
    await world.db.transaction(async (tx) => {
      const account = await tx.query<{ id: string }>(
        `INSERT INTO payout_accounts (brand_id, member_id, kind, channel_id, holder_name, account_number, created_at)
         VALUES ('lotus', $1, 'bank', 'bank', 'Rahim Uddin', '1234567890', $2) RETURNING id`,
        [m.id, now],
      );
      await tx.query(
        `INSERT INTO withdrawals (id, brand_id, member_id, payout_account_id, provider, amount_minor, fee_minor, status, request_id, created_at)
         VALUES ($1, 'lotus', $2, $3, 'sandbox', $4, $5, 'requested', $6, $7)`,
        [id, m.id, account.rows[0]!.id, String(amount), String(fee), requestId(), now],
      );
      await world.app.ledger.transferIn(tx, {
        idempotencyKey: `${id}:hold`,
        from: { brandId: 'lotus', kind: 'main', memberId: m.id },
        to: { brandId: 'lotus', kind: 'hold', memberId: m.id },
        amountMinor: amount,
        reason: 'withdraw_hold',
        reference: id,
      });
    });
    return { ...m, w: { id } };
  }
  const statusOf = async (id: string) => (await world.db.query<{ status: string }>('SELECT status FROM withdrawals WHERE id = $1', [id])).rows[0]!.status;
  const bookings = async (id: string) =>
    (await world.db.query<{ k: string }>("SELECT idempotency_key AS k FROM ledger_transfers WHERE reference = $1 AND reason <> 'withdraw_hold' ORDER BY id", [id])).rows.map(
      (r) => r.k,
    );
  const inboxTitles = async (m: Member) =>
    (await world.db.query<{ title: string }>('SELECT title FROM inbox_messages WHERE member_id = $1 ORDER BY id', [m.id])).rows.map((r) => r.title);
  const clearing = () => world.app.ledger.balance({ brandId: 'lotus', kind: 'clearing', provider: 'sandbox' });

  describe.skipIf(!leg.available)('', () => {
    it('paid by the provider, then the booking fails: left paying with the money held; reconcile books it once', async () => {
      const m = await requested(200000n, 2000n);
      const { db, arm } = failingDb(world.db);
      const p = recordingSandbox(arm);
      await expect(payWithdrawal(ctx(p.provider, db), m.w.id)).rejects.toThrow('connection lost');
      expect(await statusOf(m.w.id)).toBe('paying');
      expect(await mainBalance(world, 'lotus', m.id, 'hold')).toBe(200000n);
      // To the player it is approved, not paid yet.
      expect((await m.client.get<WithdrawalList>('/wps/relay/MCSFE_getWithdrawList')).envelope.value.list[0]).toMatchObject({ id: m.w.id, status: 'approved' });
      // Neither an operator's reject nor an early reconcile touches it: the money may be out.
      await expect(rejectWithdrawal(ctx(p.provider), m.w.id, 'too late')).rejects.toMatchObject({ errorCode: ErrorCode.orderState });
      expect(await reconcilePayouts(ctx(p.provider))).toEqual([]);

      world.clock.advance(PAYOUT_STUCK_MS);
      const before = await clearing();
      const done = await reconcilePayouts(ctx(p.provider));
      expect(done.map((w) => [w.id, w.status, w.payout_reference])).toEqual([[m.w.id, 'paid', `SBX-${m.w.id}`]]);
      expect(p.keys).toEqual([m.w.id, m.w.id]);
      expect(p.sandbox.payoutsSent).toBe(1);
      expect(await mainBalance(world, 'lotus', m.id)).toBe(300000n);
      expect(await mainBalance(world, 'lotus', m.id, 'hold')).toBe(0n);
      expect((await clearing()) - before).toBe(198000n);
      expect(await bookings(m.w.id)).toEqual([`${m.w.id}:paid`, `${m.w.id}:fee`]);
      expect(await inboxTitles(m)).toEqual(['Withdrawal paid']);
    });

    it('refused by the provider: the hold goes back to main and the member is told', async () => {
      const m = await requested(100000n, 1000n);
      const refusing: PaymentProvider = { ...recordingSandbox().provider, payout: async () => ({ outcome: 'refused', reason: 'account closed' }) };
      expect(await payWithdrawal(ctx(refusing), m.w.id)).toMatchObject({ status: 'rejected', reason: 'account closed' });
      expect(await mainBalance(world, 'lotus', m.id)).toBe(500000n);
      expect(await mainBalance(world, 'lotus', m.id, 'hold')).toBe(0n);
      expect(await bookings(m.w.id)).toEqual([`${m.w.id}:release`]);
      expect(await inboxTitles(m)).toEqual(['Withdrawal rejected']);
    });

    it('reconcile twice, and two at once, pay and book once', async () => {
      const m = await requested(70000n);
      // The provider pays, then its answer never arrives (a timeout after the money left).
      let lost = true;
      const p = recordingSandbox(() => {
        if (lost) {
          lost = false;
          throw new Error('socket hang up');
        }
      });
      expect(await payWithdrawal(ctx(p.provider), m.w.id)).toMatchObject({ status: 'paying', providerError: 'socket hang up' });
      const [a, b] = await Promise.all([reconcilePayouts(ctx(p.provider), 0), reconcilePayouts(ctx(p.provider), 0)]);
      // Each reconcile that still found it paying reports it paid (one may find it already booked by the other).
      const seen = [...a, ...b].filter((w) => w.id === m.w.id).map((w) => w.status);
      expect(seen.length).toBeGreaterThan(0);
      expect(new Set(seen)).toEqual(new Set(['paid']));
      expect(await reconcilePayouts(ctx(p.provider), 0)).toEqual([]);
      await expect(payWithdrawal(ctx(p.provider), m.w.id)).rejects.toMatchObject({ errorCode: ErrorCode.orderState });
      expect(p.keys.every((k) => k === m.w.id)).toBe(true);
      expect(p.sandbox.payoutsSent).toBe(1);
      expect(await mainBalance(world, 'lotus', m.id)).toBe(430000n);
      expect(await mainBalance(world, 'lotus', m.id, 'hold')).toBe(0n);
      expect(await bookings(m.w.id)).toEqual([`${m.w.id}:paid`]);
      expect(await inboxTitles(m)).toEqual(['Withdrawal paid']);
    });
  });
});
