// Transfer to upline (transferUpline; "Upline transfer", docs/spec/rules.md): a member with an upline agent sends money
// from their main wallet to the agent's main wallet, confirmed with the payment password. Paths are this engine's own
// (the platform's were not captured): GET GCS_uplineInfo, POST GCS_uplineTransfer (enc: it carries the password).
import type { FastifyInstance } from 'fastify';
import type { UplineInfo, UplineTransferRequest, WalletTransferResult } from '../../../generated/types.ts';
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import { ok } from '../../http/envelope.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { readEncryptedBody } from '../../security/encryption.ts';
import { fromMinor } from '../ledger/index.ts';
import { brandOf, refuseTrial, requireSession, services, type AccountServices } from '../../services.ts';
import { mainRef } from './accounts.ts';
import { parseAmount } from './amount.ts';
import { memberBalance } from './balance.ts';
import { verifyPaymentPassword } from './payment-password.ts';
import { requestSchemas } from '../../../generated/request-schemas.ts';

interface UplineRow {
  username: string;
  payment_password_hash: string | null;
  upline_id: string | null;
  upline_username: string | null;
  upline_nickname: string | null;
}

async function uplineOf(svc: AccountServices, brand: LoadedBrand, memberId: string): Promise<UplineRow> {
  // Only an agent of the same brand counts as an upline (types 1, 2, 41, 42: docs/spec/rules.md).
  const r = await svc.db.query<UplineRow>(
    `SELECT m.username, m.payment_password_hash, u.id AS upline_id, u.username AS upline_username, u.nickname AS upline_nickname
     FROM members m LEFT JOIN members u ON u.id = m.upline_id AND u.brand_id = m.brand_id AND u.type IN (1, 2, 41, 42)
     WHERE m.id = $1 AND m.brand_id = $2`,
    [memberId, brand.id],
  );
  const row = r.rows[0];
  if (!row) throw new ApiError(401, ErrorCode.notSession, 'The user is not logged in');
  return row;
}

const noUpline = (): ApiError => new ApiError(400, ErrorCode.noUpline, 'Your account has no upline agent to transfer to');

export async function uplineRoutes(app: FastifyInstance): Promise<void> {
  const svc = services(app);

  app.get('/wps/relay/GCS_uplineInfo', async (request) => {
    const brand = brandOf(request);
    const session = requireSession(request);
    refuseTrial(session);
    const row = await uplineOf(svc, brand, session.customerId);
    const value: UplineInfo = { hasUpline: row.upline_id !== null, paymentPasswordSet: row.payment_password_hash !== null };
    if (row.upline_id) value.uplineName = row.upline_nickname || row.upline_username!;
    return ok(value);
  });

  app.post('/wps/relay/GCS_uplineTransfer', { schema: { body: requestSchemas.UplineTransferRequest } }, async (request) => {
    const brand = brandOf(request);
    const session = requireSession(request);
    refuseTrial(session);
    const body = await readEncryptedBody<UplineTransferRequest>(request, svc.keys);
    const row = await uplineOf(svc, brand, session.customerId);
    if (!row.upline_id) throw noUpline();
    const amountMinor = parseAmount(body.amount);
    await verifyPaymentPassword(svc.db, {
      brandId: brand.id,
      memberId: session.customerId,
      storedHash: row.payment_password_hash,
      password: body.paymentPassword,
      now: svc.clock.now(),
    });
    const r = await app.ledger.transfer({
      idempotencyKey: `upline:${session.customerId}:${body.requestId}`,
      from: mainRef(brand.id, session.customerId),
      to: mainRef(brand.id, row.upline_id),
      amountMinor,
      reason: 'upline',
      reference: `${row.username}→${row.upline_username}`,
    });
    const value: WalletTransferResult = {
      replayed: r.replayed,
      moved: fromMinor(amountMinor),
      balance: await memberBalance(svc.db, brand, session.customerId),
    };
    return ok(value);
  });
}
