// Deposits (the depositv2 page): settings relay, create an order, my orders, and the providers' signed callbacks.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DepositList, DepositRequest, DepositSettings, PaymentOrderIdRequest } from '../../../generated/types.ts';
import { plainBody, validated } from '../../http/body.ts';
import { declaredValidator } from '../../http/route-schemas.ts';
import { ok } from '../../http/envelope.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { randomToken, sha256 } from '../../security/tokens.ts';
import { parseAmount } from '../wallet/index.ts';
import { brandOf, refuseTrial, requireSession, services } from '../../services.ts';
import { channelView, checkLimits, feeOf, findChannel, paymentsConfig } from './config.ts';
import { applyCallback, checkPendingDeposits, depositView, findDeposit, memberDeposits, type DepositRow, type SettleContext } from './deposits.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { newOrderId } from './ids.ts';
import { requestSchemas } from '../../../generated/request-schemas.ts';

function owner(request: FastifyRequest) {
  const brand = brandOf(request);
  const session = requireSession(request);
  refuseTrial(session);
  return { brand, memberId: session.customerId };
}

export function settleContext(app: FastifyInstance): SettleContext {
  const { db, clock } = services(app);
  return { db, ledger: app.ledger, now: () => clock.now(), languageOf: (id) => app.registry.get(id)?.config.languages.default ?? 'EN' };
}

export async function depositRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = services(app);

  app.get('/wps/relay/MCSFE_getDepositSettings', async (request) => {
    const { brand } = owner(request);
    const cfg = paymentsConfig(brand);
    const value: DepositSettings = {
      channels: cfg.channels.filter((c) => c.deposit && app.paymentProviders.has(c.provider)).map(channelView),
      currency: brand.config.currency.code,
      currencySymbol: brand.config.currency.symbol,
      expiryMinutes: cfg.depositExpiryMinutes,
    };
    return ok(value);
  });

  app.post('/wps/relay/MCSFE_createDeposit', { schema: { body: requestSchemas.DepositRequest } }, async (request) => {
    const { brand, memberId } = owner(request);
    const body = plainBody<DepositRequest>(request);
    const channel = findChannel(brand, body.channelId, 'deposit');
    const provider = app.paymentProviders.get(channel.provider);
    if (!provider) throw new ApiError(400, ErrorCode.channelUnavailable, 'This payment channel is not available');
    const amount = parseAmount(body.amount);
    checkLimits(channel, amount);
    const fee = feeOf(channel, amount);
    if (fee >= amount) checkLimits({ ...channel, minMinor: fee + 1n }, amount);
    const now = clock.now();
    const id = newOrderId('D', now);
    const token = randomToken(24);
    const expiresAt = new Date(now + paymentsConfig(brand).depositExpiryMinutes * 60_000);
    let row: DepositRow;
    try {
      row = await db.transaction(async (tx) => {
        await checkPendingDeposits(tx, brand.id, memberId, now);
        const r = await tx.query<DepositRow>(
          `INSERT INTO deposit_orders (id, brand_id, member_id, provider, channel_id, amount_minor, fee_minor, status, pay_token_hash, request_id, created_at, expires_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', $8, $9, $10, $11) RETURNING *`,
          [id, brand.id, memberId, provider.id, channel.id, amount.toString(), fee.toString(), sha256(token), body.requestId, new Date(now), expiresAt],
        );
        return r.rows[0]!;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new ApiError(409, ErrorCode.duplicateSubmission, 'This request was already submitted');
      throw err;
    }
    const { payUrl } = await provider.createDeposit({
      orderId: id,
      brandId: brand.id,
      amountMinor: amount,
      currency: brand.config.currency.code,
      channelId: channel.id,
      payToken: token,
      expiresAt,
    });
    return ok(depositView(row, now, payUrl));
  });

  app.get('/wps/relay/MCSFE_getDepositList', async (request) => {
    const { brand, memberId } = owner(request);
    const now = clock.now();
    const value: DepositList = { list: (await memberDeposits(db, brand.id, memberId)).map((r) => depositView(r, now)) };
    return ok(value);
  });

  app.get('/wps/relay/MCSFE_getDepositOrder', { schema: { querystring: requestSchemas.PaymentOrderIdRequest } }, async (request) => {
    const { brand, memberId } = owner(request);
    const q = validated<PaymentOrderIdRequest>({ ...(request.query as object) }, declaredValidator(request, 'querystring'));
    const row = await findDeposit(db, q.orderId);
    if (!row || row.brand_id !== brand.id || String(row.member_id) !== memberId) throw new ApiError(404, ErrorCode.notFound, 'No such order');
    return ok(depositView(row, clock.now()));
  });

  // Providers sign the raw body: keep it as a string in this scope and parse only after the signature checks out.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 8192 }, (_req, body, done) => done(null, body));
    scope.post<{ Params: { provider: string } }>('/wps/payments/callback/:provider', async (request) => {
      const provider = app.paymentProviders.get(request.params.provider);
      if (!provider) throw new ApiError(404, ErrorCode.notFound, 'Unknown payment provider');
      const raw = typeof request.body === 'string' ? request.body : '';
      const cb = provider.verifyCallback(raw, request.headers);
      if (!cb) throw new ApiError(401, ErrorCode.signatureInvalid, 'The callback signature is invalid');
      // Old callbacks are refused outright, so the nonce table only has to cover the window.
      if (Math.abs(clock.now() - cb.timestamp) > 15 * 60_000) throw new ApiError(401, ErrorCode.signatureInvalid, 'The callback is too old');
      return ok(await applyCallback(settleContext(app), provider.id, cb));
    });
  });
}
