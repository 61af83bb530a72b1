// GCS_merchantWallet and GCS_walletTransfer (docs/spec/api.md, Wallet, payments and records): main ⇄ vendor sub-wallets
// and "recall all", each a ledger transfer keyed by the client's request id (a double click books once).
import type { FastifyInstance } from 'fastify';
import type { MerchantWallet, WalletTransferRequest, WalletTransferResult } from '../../../generated/types.ts';
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import type { Queryable } from '../../db/types.ts';
import { plainBody } from '../../http/body.ts';
import { ok } from '../../http/envelope.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { fromMinor, type LedgerAccountRef, type TransferRequest } from '../ledger/index.ts';
import { brandOf, refuseTrial, requireFlag, requireSession, services } from '../../services.ts';
import { MAIN_ACCOUNT_TYPE_ID, mainRef, vendorRef, walletConfig, type VendorWallet } from './accounts.ts';
import { parseAmount } from './amount.ts';
import { memberBalance } from './balance.ts';
import { requestSchemas } from '../../../generated/request-schemas.ts';

const unavailable = (): ApiError => new ApiError(400, ErrorCode.walletUnavailable, 'This wallet is not available');
const badParam = (why: string): ApiError => new ApiError(400, ErrorCode.badParam, why);

interface Move {
  from: LedgerAccountRef;
  to: LedgerAccountRef;
  reason: 'vendor_in' | 'vendor_out';
  vendor: string;
}

/** From/to as account type ids: exactly one side is main, the other one of the brand's sub-wallets. */
function singleMove(brand: LoadedBrand, memberId: string, vendors: VendorWallet[], body: WalletTransferRequest): Move {
  const { fromAccountTypeId: from, toAccountTypeId: to } = body;
  if (from === undefined || to === undefined) throw badParam('Choose the wallets to transfer from and to');
  const vendorOf = (id: number) => vendors.find((v) => v.accountTypeId === id);
  if (from === MAIN_ACCOUNT_TYPE_ID && vendorOf(to)) {
    const vendor = vendorOf(to)!.vendor;
    return { from: mainRef(brand.id, memberId), to: vendorRef(brand.id, memberId, vendor), reason: 'vendor_in', vendor };
  }
  if (to === MAIN_ACCOUNT_TYPE_ID && vendorOf(from)) {
    const vendor = vendorOf(from)!.vendor;
    return { from: vendorRef(brand.id, memberId, vendor), to: mainRef(brand.id, memberId), reason: 'vendor_out', vendor };
  }
  throw unavailable();
}

/** Every sub-wallet with money back to main in one transaction; a repeated request id moves nothing again. */
async function recallAll(app: FastifyInstance, tx: Queryable, brand: LoadedBrand, memberId: string, requestId: string, vendors: VendorWallet[]) {
  const prefix = `wallet:${memberId}:${requestId}:`;
  const prior = await tx.query<{ amount_minor: string }>(
    'SELECT amount_minor FROM ledger_transfers WHERE brand_id = $1 AND idempotency_key = ANY($2::text[])',
    [brand.id, vendors.map((v) => `${prefix}${v.vendor}`)],
  );
  if (prior.rows.length) return { replayed: true, moved: prior.rows.reduce((s, r) => s + BigInt(r.amount_minor), 0n) };
  // Lock main and the sub-wallets in id order (the ledger's order), so a bet or another recall queues behind us.
  await tx.query(
    `SELECT id FROM ledger_accounts WHERE brand_id = $1 AND member_id = $2 AND kind IN ('main', 'vendor') ORDER BY id FOR UPDATE`,
    [brand.id, memberId],
  );
  let moved = 0n;
  for (const v of vendors) {
    const from = vendorRef(brand.id, memberId, v.vendor);
    const minor = await app.ledger.balance(from, tx);
    if (minor <= 0n) continue;
    const req: TransferRequest = {
      idempotencyKey: `${prefix}${v.vendor}`,
      from,
      to: mainRef(brand.id, memberId),
      amountMinor: minor,
      reason: 'vendor_out',
      reference: `recall:${v.vendor}`,
    };
    await app.ledger.transferIn(tx, req);
    moved += minor;
  }
  return { replayed: false, moved };
}

export async function walletTransferRoutes(app: FastifyInstance): Promise<void> {
  const svc = services(app);

  app.get('/wps/relay/GCS_merchantWallet', async (request) => {
    const brand = brandOf(request);
    requireSession(request);
    const cfg = walletConfig(brand);
    const value: MerchantWallet = { isSingle: cfg.single, wallets: cfg.vendors };
    return ok(value);
  });

  app.post('/wps/relay/GCS_walletTransfer', { schema: { body: requestSchemas.WalletTransferRequest } }, async (request) => {
    const brand = brandOf(request);
    const session = requireSession(request);
    refuseTrial(session);
    requireFlag(brand.flags.fundTransfer);
    const body = plainBody<WalletTransferRequest>(request);
    const cfg = walletConfig(brand);
    if (cfg.single || cfg.vendors.length === 0) throw unavailable();
    const memberId = session.customerId;

    let outcome: { replayed: boolean; moved: bigint };
    if (body.recallAll) {
      if (body.amount !== undefined || body.fromAccountTypeId !== undefined || body.toAccountTypeId !== undefined)
        throw badParam('Recall all takes no amount or wallets');
      outcome = await svc.db.transaction((tx) => recallAll(app, tx, brand, memberId, body.requestId, cfg.vendors));
    } else {
      const move = singleMove(brand, memberId, cfg.vendors, body);
      const amountMinor = parseAmount(body.amount);
      const r = await app.ledger.transfer({
        idempotencyKey: `wallet:${memberId}:${body.requestId}`,
        from: move.from,
        to: move.to,
        amountMinor,
        reason: move.reason,
        reference: `${move.reason === 'vendor_in' ? 'main→' : ''}${move.vendor}${move.reason === 'vendor_out' ? '→main' : ''}`,
      });
      outcome = { replayed: r.replayed, moved: amountMinor };
    }
    const value: WalletTransferResult = {
      replayed: outcome.replayed,
      moved: fromMinor(outcome.moved),
      balance: await memberBalance(svc.db, brand, memberId),
    };
    return ok(value);
  });
}
