// Payout accounts in the security center: list, bind (channel's number rule, holder-name rule, at most N), remove.
// Binding and removing choose where the member's money goes, so both need the login password (step-up: a
// session token alone may not) and both tell the member (mail, SMS, inbox). A bind that changes the destination
// is also held for a while before withdrawals may use it (hold.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PayoutAccountList, PayoutBindRequest, PayoutRemoveRequest } from '../../../../generated/types.ts';
import { ok } from '../../../http/envelope.ts';
import { ApiError, ErrorCode } from '../../../http/errors.ts';
import { readEncryptedBody } from '../../../security/encryption.ts';
import { findMemberById, verifyStepUp } from '../../accounts/index.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { findChannel, paymentsConfig } from '../config.ts';
import { brandOf, refuseTrial, requireSession, services } from '../../../services.ts';
import { postPayoutNotice, sendPayoutNotice } from './notify.ts';
import { activeAccounts, findAccount, maskNumber, payoutView } from './repository.ts';
import { requestSchemas } from '../../../../generated/request-schemas.ts';

function owner(request: FastifyRequest) {
  const brand = brandOf(request);
  const session = requireSession(request);
  refuseTrial(session);
  return { brand, memberId: session.customerId };
}

/** How the member recognises the account in a notice: the channel's name and the masked number. */
const shown = (channelName: string, number: string): string => `${channelName} ${maskNumber(number)}`;

export async function payoutAccountRoutes(app: FastifyInstance): Promise<void> {
  const svc = services(app);
  const { db, clock } = svc;

  const list = async (brandId: string, memberId: string, max: number): Promise<PayoutAccountList> => ({
    list: (await activeAccounts(db, brandId, memberId)).map(payoutView),
    max,
  });

  app.get('/wps/member/payoutAccounts', async (request) => {
    const { brand, memberId } = owner(request);
    return ok(await list(brand.id, memberId, paymentsConfig(brand).maxPayoutAccounts));
  });

  app.post('/wps/member/payoutAccounts', { schema: { body: requestSchemas.PayoutBindRequest } }, async (request) => {
    const { brand, memberId } = owner(request);
    const body = await readEncryptedBody<PayoutBindRequest>(request, svc.keys);
    const cfg = paymentsConfig(brand);
    const channel = findChannel(brand, body.channelId, 'withdraw');
    const holder = body.holderName.trim().replace(/\s+/g, ' ');
    const number = body.accountNumber.replace(/[\s-]/g, '');
    if (!cfg.holderNamePattern.test(holder)) throw new ApiError(400, ErrorCode.badParam, "The account holder's name is not valid", { value: { field: 'holderName' }, messageId: 'payout.holder_invalid' });
    if (!channel.accountNumberPattern.test(number)) throw new ApiError(400, ErrorCode.badParam, 'The account number is not valid for this channel', {
        value: { field: 'accountNumber' },
        messageId: 'payout.account_number_invalid',
      });
    const member = await findMemberById(db, brand.id, memberId);
    if (!member) throw new ApiError(401, ErrorCode.notSession, 'The user is not logged in');
    await verifyStepUp(svc, member, body.loginPassword);
    const now = clock.now();
    const change = { event: 'payoutAccountBound' as const, account: shown(channel.name, number) };
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
          [brand.id, memberId, channel.kind, channel.id, holder, number, new Date(now)],
        );
      } catch (err) {
        if (isUniqueViolation(err)) throw new ApiError(409, ErrorCode.duplicateSubmission, 'This account is already bound');
        throw err;
      }
      await postPayoutNotice(tx, brand, member, change, now, request.language);
    });
    await sendPayoutNotice(svc, request, brand, member, change, now);
    return ok(await list(brand.id, memberId, cfg.maxPayoutAccounts));
  });

  app.post('/wps/member/payoutAccounts/remove', { schema: { body: requestSchemas.PayoutRemoveRequest } }, async (request) => {
    const { brand, memberId } = owner(request);
    const body = await readEncryptedBody<PayoutRemoveRequest>(request, svc.keys);
    const row = await findAccount(db, brand.id, memberId, body.id);
    if (!row || row.removed_at) throw new ApiError(404, ErrorCode.notFound, 'No such account');
    const member = await findMemberById(db, brand.id, memberId);
    if (!member) throw new ApiError(401, ErrorCode.notSession, 'The user is not logged in');
    await verifyStepUp(svc, member, body.loginPassword);
    const now = clock.now();
    const change = { event: 'payoutAccountRemoved' as const, account: shown(channelNameOf(brand, row.channel_id), row.account_number) };
    await db.transaction(async (tx) => {
      // Removed once: a second remove of the same account (a replay, a double click) changes and tells nothing.
      const r = await tx.query('UPDATE payout_accounts SET removed_at = $2 WHERE id = $1 AND removed_at IS NULL', [row.id, new Date(now)]);
      if (!r.rowCount) throw new ApiError(404, ErrorCode.notFound, 'No such account');
      await postPayoutNotice(tx, brand, member, change, now, request.language);
    });
    await sendPayoutNotice(svc, request, brand, member, change, now);
    return ok(await list(brand.id, memberId, paymentsConfig(brand).maxPayoutAccounts));
  });
}

/** A channel the brand no longer offers still has a name for the notice: its id. */
function channelNameOf(brand: Parameters<typeof paymentsConfig>[0], channelId: string): string {
  return paymentsConfig(brand).channels.find((c) => c.id === channelId)?.name ?? channelId;
}
