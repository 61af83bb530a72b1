// Payout accounts in the security center: list, bind (channel's number rule, holder-name rule, at most N), remove.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PayoutAccountList, PayoutBindRequest, PayoutRemoveRequest } from '../../../generated/types.ts';
import { validatePayoutBindRequest, validatePayoutRemoveRequest } from '../../../generated/validators.js';
import { plainBody } from '../../http/body.ts';
import { ok } from '../../http/envelope.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { isUniqueViolation } from '../payments/ids.ts';
import { findChannel, paymentsConfig } from '../payments/config.ts';
import { brandOf, refuseTrial, requireSession, services } from '../services.ts';
import { activeAccounts, findAccount, payoutView } from './repository.ts';

function owner(request: FastifyRequest) {
  const brand = brandOf(request);
  const session = requireSession(request);
  refuseTrial(session);
  return { brand, memberId: session.customerId };
}

export async function payoutAccountRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = services(app);

  const list = async (brandId: string, memberId: string, max: number): Promise<PayoutAccountList> => ({
    list: (await activeAccounts(db, brandId, memberId)).map(payoutView),
    max,
  });

  app.get('/wps/member/payoutAccounts', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { brand, memberId } = owner(request);
    return ok(await list(brand.id, memberId, paymentsConfig(brand).maxPayoutAccounts));
  });

  app.post('/wps/member/payoutAccounts', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { brand, memberId } = owner(request);
    const body = plainBody<PayoutBindRequest>(request, validatePayoutBindRequest);
    const cfg = paymentsConfig(brand);
    const channel = findChannel(brand, body.channelId, 'withdraw');
    const holder = body.holderName.trim().replace(/\s+/g, ' ');
    const number = body.accountNumber.replace(/[\s-]/g, '');
    if (!cfg.holderNamePattern.test(holder)) throw new ApiError(400, ErrorCode.badParam, "The account holder's name is not valid", { value: { field: 'holderName' }, messageId: 'payout.holder_invalid' });
    if (!channel.accountNumberPattern.test(number)) throw new ApiError(400, ErrorCode.badParam, 'The account number is not valid for this channel', {
        value: { field: 'accountNumber' },
        messageId: 'payout.account_number_invalid',
      });
    await db.transaction(async (tx) => {
      // The member row lock serialises two binds racing past the count.
      await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
      const current = await activeAccounts(tx, brand.id, memberId);
      if (current.length >= cfg.maxPayoutAccounts)
        throw new ApiError(400, ErrorCode.badParam, `At most ${cfg.maxPayoutAccounts} accounts can be bound`, {
          value: { field: 'max' },
          messageId: 'payout.too_many',
          messageValues: { max: cfg.maxPayoutAccounts },
        });
      try {
        await tx.query(
          `INSERT INTO payout_accounts (brand_id, member_id, kind, channel_id, holder_name, account_number, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [brand.id, memberId, channel.kind, channel.id, holder, number, new Date(clock.now())],
        );
      } catch (err) {
        if (isUniqueViolation(err)) throw new ApiError(409, ErrorCode.duplicateSubmission, 'This account is already bound');
        throw err;
      }
    });
    return ok(await list(brand.id, memberId, cfg.maxPayoutAccounts));
  });

  app.post('/wps/member/payoutAccounts/remove', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { brand, memberId } = owner(request);
    const body = plainBody<PayoutRemoveRequest>(request, validatePayoutRemoveRequest);
    const row = await findAccount(db, brand.id, memberId, body.id);
    if (!row || row.removed_at) throw new ApiError(404, ErrorCode.notFound, 'No such account');
    await db.query('UPDATE payout_accounts SET removed_at = $2 WHERE id = $1', [row.id, new Date(clock.now())]);
    return ok(await list(brand.id, memberId, paymentsConfig(brand).maxPayoutAccounts));
  });
}
