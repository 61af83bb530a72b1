// The double-entry ledger (types.ts) over the database adapter, decorated as app.ledger: every money movement of
// every module is one transfer here, idempotent by its key.
import type { Database, Queryable } from '../../db/types.ts';
import { serverModule } from '../../module.ts';
import { ensureAccountId, findAccountId } from './accounts.ts';
import { bookTransfer, type TransferContext } from './transfer.ts';
import type { Ledger, LedgerAccountRef } from './types.ts';

export type { Ledger, LedgerAccountRef, TransferReason, TransferRequest, TransferResult } from './types.ts';
export type { TransferContext } from './transfer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    ledger: Ledger;
  }
}

export async function ledgerBalance(q: Queryable, ref: LedgerAccountRef): Promise<bigint> {
  const id = await findAccountId(q, ref);
  if (!id) return 0n;
  const r = await q.query<{ balance_minor: string }>('SELECT balance_minor FROM ledger_accounts WHERE id = $1', [id]);
  return BigInt(r.rows[0]?.balance_minor ?? '0');
}

/** Decorates app.ledger. Accounts created on first use take the brand's currency (a brand that is gone keeps its accounts' own). */
export const ledgerModule = serverModule({
  name: 'ledger',
  setup: (app) => {
    app.decorate('ledger', createLedger(app.db, { currencyOf: (id) => app.registry.get(id)?.config.currency.code ?? 'XXX', now: () => new Date(app.accounts.clock.now()) }));
  },
});

export function createLedger(db: Database, ctx: TransferContext): Ledger {
  return {
    transfer: (req) => db.transaction((tx) => bookTransfer(tx, req, ctx)),
    transferIn: (tx, req) => bookTransfer(tx, req, ctx),
    balance: (ref, tx) => ledgerBalance(tx ?? db, ref),
  };
}

export interface NewMemberWallet {
  brandId: string;
  memberId: string;
  currency: string;
  /** Opening balance in minor units (operator-created accounts), booked house → main. */
  openingMinor?: bigint;
  now: Date;
}

/** A new member's main account (inside the member's creation transaction), with its opening balance if any. */
export async function openMemberWallet(tx: Queryable, m: NewMemberWallet): Promise<void> {
  const main: LedgerAccountRef = { brandId: m.brandId, kind: 'main', memberId: m.memberId };
  await ensureAccountId(tx, main, m.currency, m.now);
  if (!m.openingMinor || m.openingMinor <= 0n) return;
  await bookTransfer(
    tx,
    {
      idempotencyKey: `opening:${m.memberId}`,
      from: { brandId: m.brandId, kind: 'house' },
      to: main,
      amountMinor: m.openingMinor,
      reason: 'adjustment',
      reference: `member:${m.memberId}`,
      memo: 'opening balance',
    },
    { currencyOf: () => m.currency, now: () => m.now },
  );
}

/** "1234.5" / "12" / "-3.25" → minor units at 2 decimals (the platform's money format); throws on anything else. */
export function toMinor(decimal: string): bigint {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(decimal.trim());
  if (!m) throw new Error(`not an amount with at most 2 decimals: ${decimal}`);
  const minor = BigInt(m[2]!) * 100n + BigInt((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -minor : minor;
}

/** Minor units → the platform's JSON number with 2 decimals (exact for any realistic balance). */
export const fromMinor = (minor: bigint): number => Number(minor) / 100;

/** Minor units → a plain decimal text ("300.00") for messages, on bigint: no float rounding. */
export function minorText(minor: bigint): string {
  const abs = minor < 0n ? -minor : minor;
  return `${minor < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}
