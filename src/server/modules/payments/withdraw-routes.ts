// Withdrawals (the withdraw page; withdrawal states: docs/spec/entities.md): settings relay, the encrypted request, my
// withdrawals, and the receipt confirmation with its proof image.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ReceiptRequest, WithdrawalList, WithdrawRequest, WithdrawSettings } from '../../../generated/types.ts';
import { plainBody } from '../../http/body.ts';
import { ok } from '../../http/envelope.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { readEncryptedBody } from '../../security/encryption.ts';
import { fromMinor } from '../ledger/index.ts';
import { checkPayoutHold } from './payout-accounts/hold.ts';
import { activeAccounts, findAccount, payoutView } from './payout-accounts/repository.ts';
import { parseAmount } from '../wallet/index.ts';
import { brandOf, refuseTrial, requireSession, services } from '../../services.ts';
import { channelView, checkLimits, feeOf, findChannel, paymentsConfig } from './config.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { newOrderId } from './ids.ts';
import { hasPaymentPassword, verifyPaymentPassword } from './password.ts';
import { MAX_PROOF_BYTES, readProof } from './proof.ts';
import { confirmDeadline, findWithdrawal, memberWithdrawals, withdrawalView } from './withdrawals.ts';
import { requestSchemas } from '../../../generated/request-schemas.ts';

function owner(request: FastifyRequest) {
  const brand = brandOf(request);
  const session = requireSession(request);
  refuseTrial(session);
  return { brand, memberId: session.customerId };
}

const duplicate = () => new ApiError(409, ErrorCode.duplicateSubmission, 'This request was already submitted');

export async function withdrawRoutes(app: FastifyInstance): Promise<void> {
  const svc = services(app);
  const { db, clock } = svc;

  app.get('/wps/relay/MCSFE_getWithdrawSettings', async (request) => {
    const { brand, memberId } = owner(request);
    const cfg = paymentsConfig(brand);
    const value: WithdrawSettings = {
      channels: cfg.channels.filter((c) => c.withdraw && app.paymentProviders.has(c.provider)).map(channelView),
      accounts: (await activeAccounts(db, brand.id, memberId)).map(payoutView),
      balance: fromMinor(await app.ledger.balance({ brandId: brand.id, kind: 'main', memberId })),
      currency: brand.config.currency.code,
      currencySymbol: brand.config.currency.symbol,
      paymentPasswordSet: await hasPaymentPassword(svc, brand.id, memberId),
      autoConfirmMinutes: cfg.withdrawAutoConfirmMinutes,
    };
    return ok(value);
  });

  app.post('/wps/transaction/withdraw', { schema: { body: requestSchemas.WithdrawRequest } }, async (request) => {
    const { brand, memberId } = owner(request);
    const body = await readEncryptedBody<WithdrawRequest>(request, svc.keys);
    const seen = await db.query('SELECT 1 FROM withdrawals WHERE member_id = $1 AND request_id = $2', [memberId, body.requestId]);
    if (seen.rowCount) throw duplicate();
    const account = await findAccount(db, brand.id, memberId, body.accountId);
    if (!account || account.removed_at) throw new ApiError(400, ErrorCode.payoutAccountRequired, 'Please bind a bank or e-wallet account first');
    // Before the withdraw password is checked: a held account is refused without spending a guess.
    await checkPayoutHold(db, brand, account, clock.now());
    const channel = findChannel(brand, account.channel_id, 'withdraw');
    const provider = app.paymentProviders.get(channel.provider);
    if (!provider) throw new ApiError(400, ErrorCode.channelUnavailable, 'This payment channel is not available');
    const amount = parseAmount(body.amount);
    checkLimits(channel, amount);
    const fee = feeOf(channel, amount);
    if (fee >= amount) checkLimits({ ...channel, minMinor: fee + 1n }, amount);
    await verifyPaymentPassword(svc, brand.id, memberId, body.paymentPassword);
    const now = clock.now();
    const id = newOrderId('W', now);
    try {
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO withdrawals (id, brand_id, member_id, payout_account_id, provider, amount_minor, fee_minor, status, request_id, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, 'requested', $8, $9)`,
          [id, brand.id, memberId, account.id, provider.id, amount.toString(), fee.toString(), body.requestId, new Date(now)],
        );
        await app.ledger.transferIn(tx, {
          idempotencyKey: `${id}:hold`,
          from: { brandId: brand.id, kind: 'main', memberId },
          to: { brandId: brand.id, kind: 'hold', memberId },
          amountMinor: amount,
          reason: 'withdraw_hold',
          reference: id,
        });
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicate();
      throw err;
    }
    const row = (await findWithdrawal(db, id))!;
    return ok(withdrawalView(row, now, paymentsConfig(brand).withdrawAutoConfirmMinutes));
  });

  const listRoute = (url: string, onlyPaid: boolean) =>
    app.get(url, async (request) => {
      const { brand, memberId } = owner(request);
      const now = clock.now();
      const minutes = paymentsConfig(brand).withdrawAutoConfirmMinutes;
      let rows = (await memberWithdrawals(db, brand.id, memberId, onlyPaid)).map((r) => withdrawalView(r, now, minutes));
      if (onlyPaid) rows = rows.filter((w) => w.status === 'paid');
      const value: WithdrawalList = { list: rows };
      return ok(value);
    });
  listRoute('/wps/relay/MCSFE_getWithdrawList', false);
  // The withdrawal receipt confirmation: the paid withdrawals still waiting for the player's answer.
  listRoute('/wps/relay/MCSFE_getPaymentConfirmationList', true);

  app.post('/wps/relay/MCSFE_confirmPayment', { schema: { body: requestSchemas.ReceiptRequest }, bodyLimit: Math.ceil((MAX_PROOF_BYTES * 4) / 3) + 4096 }, async (request) => {
    const { brand, memberId } = owner(request);
    const body = plainBody<ReceiptRequest>(request);
    const proof = body.proofImage ? readProof(body.proofImage) : null;
    if (body.receipt !== 'received' && !proof) throw new ApiError(400, ErrorCode.proofInvalid, 'Please attach a proof image (PNG or JPG, at most 5 MB)');
    const minutes = paymentsConfig(brand).withdrawAutoConfirmMinutes;
    const now = clock.now();
    const result = await db.transaction(async (tx) => {
      const w = await findWithdrawal(tx, body.withdrawalId, true);
      if (!w || w.brand_id !== brand.id || String(w.member_id) !== memberId) throw new ApiError(404, ErrorCode.notFound, 'No such withdrawal');
      if (w.status !== 'paid' || w.receipt || now >= confirmDeadline(w, minutes)!)
        throw new ApiError(409, ErrorCode.orderState, 'This order can no longer be changed');
      const payout = BigInt(w.amount_minor) - BigInt(w.fee_minor);
      let received = body.receipt === 'received' ? payout : 0n;
      if (body.receipt === 'partial') {
        received = body.receivedAmount === undefined ? -1n : parseAmount(body.receivedAmount);
        if (received <= 0n || received >= payout)
          throw new ApiError(400, ErrorCode.badParam, `The received amount must be above 0 and below ${fromMinor(payout).toFixed(2)}`, {
            messageId: 'payment.received_amount',
            messageValues: { max: fromMinor(payout).toFixed(2) },
          });
      }
      await tx.query('UPDATE withdrawals SET receipt = $2, received_minor = $3, confirmed_at = $4 WHERE id = $1', [w.id, body.receipt, received.toString(), new Date(now)]);
      if (proof)
        await tx.query('INSERT INTO withdrawal_proofs (withdrawal_id, content_type, bytes, created_at) VALUES ($1, $2, $3, $4)', [w.id, proof.contentType, proof.bytes, new Date(now)]);
      return (await findWithdrawal(tx, w.id))!;
    });
    return ok(withdrawalView(result, now, minutes));
  });
}
