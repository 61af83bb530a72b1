// The payment (withdraw) password: scrypt like the login password, in members.payment_password_hash. Wrong
// guesses count per member in a sliding window that no success resets (payment_password_failures, shared with
// every other payment-password check: wallet/payment-password.ts), so a stolen session cannot guess its way to a withdrawal.
// Setting the first one needs the login password (step-up): otherwise a session token alone would choose the
// password that releases the member's money. Setting or changing it tells the member (mail, SMS, inbox).
import type { FastifyInstance } from 'fastify';
import type { PaymentPasswordRequest, PaymentPasswordStatus } from '../../../generated/types.ts';
import { ok } from '../../http/envelope.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { readEncryptedBody } from '../../security/encryption.ts';
import { findMemberById, verifyStepUp } from '../accounts/index.ts';
import { postPayoutNotice, sendPayoutNotice } from './payout-accounts/notify.ts';
import { verifyPaymentPassword as checkPaymentPassword } from '../wallet/index.ts';
import { brandOf, refuseTrial, requireSession, services, type AccountServices } from '../../services.ts';
import { requestSchemas } from '../../../generated/request-schemas.ts';

const RULE = /^\S{6,20}$/u;

async function storedHash(svc: AccountServices, brandId: string, memberId: string): Promise<string | null> {
  const r = await svc.db.query<{ payment_password_hash: string | null }>(
    'SELECT payment_password_hash FROM members WHERE id = $1 AND brand_id = $2',
    [memberId, brandId],
  );
  return r.rows[0]?.payment_password_hash ?? null;
}

/** The wallet's check (one window for every payment-password use): not_set, locked (429) or invalid (counted). */
export async function verifyPaymentPassword(svc: AccountServices, brandId: string, memberId: string, password: string): Promise<void> {
  const hash = await storedHash(svc, brandId, memberId);
  await checkPaymentPassword(svc.db, { brandId, memberId, storedHash: hash, password, now: svc.clock.now() });
}

export async function hasPaymentPassword(svc: AccountServices, brandId: string, memberId: string): Promise<boolean> {
  return (await storedHash(svc, brandId, memberId)) !== null;
}

/** GET/POST /wps/member/paymentPassword: whether one is set; set it (none yet) or change it (old one required). */
export async function paymentPasswordRoutes(app: FastifyInstance): Promise<void> {
  const svc = services(app);

  app.get('/wps/member/paymentPassword', async (request) => {
    const brand = brandOf(request);
    const session = requireSession(request);
    refuseTrial(session);
    const value: PaymentPasswordStatus = { isSet: await hasPaymentPassword(svc, brand.id, session.customerId) };
    return ok(value);
  });

  app.post('/wps/member/paymentPassword', { schema: { body: requestSchemas.PaymentPasswordRequest } }, async (request) => {
    const brand = brandOf(request);
    const session = requireSession(request);
    refuseTrial(session);
    const body = await readEncryptedBody<PaymentPasswordRequest>(request, svc.keys);
    const member = await findMemberById(svc.db, brand.id, session.customerId);
    if (!member) throw new ApiError(401, ErrorCode.notSession, 'The user is not logged in');
    const current = await storedHash(svc, brand.id, member.id);
    if (!RULE.test(body.newPassword))
      throw new ApiError(400, ErrorCode.badParam, 'The withdraw password must be 6 to 20 characters without spaces', { messageId: 'payment.password_format' });
    if (body.newPassword !== body.confirmNewPassword) throw new ApiError(400, ErrorCode.passwordMismatch, 'Confirmation password is not correct.');
    if (current) {
      if (!body.oldPassword) throw new ApiError(400, ErrorCode.paymentPasswordInvalid, 'The withdraw password is incorrect');
      await verifyPaymentPassword(svc, brand.id, member.id, body.oldPassword);
      if (await svc.passwords.verify(body.newPassword, current))
        throw new ApiError(400, ErrorCode.sameAsOld, 'The new password must be different from the old one');
    } else {
      await verifyStepUp(svc, member, body.loginPassword);
    }
    const hash = await svc.passwords.hash(body.newPassword);
    const now = svc.clock.now();
    const event = current ? 'paymentPasswordChanged' : 'paymentPasswordSet';
    await svc.db.transaction(async (tx) => {
      // Only over the hash this request checked: of two racing sets (or a set racing a change) one wins, the
      // other is told, and neither replaces a password it was not shown.
      const r = current
        ? await tx.query('UPDATE members SET payment_password_hash = $2 WHERE id = $1 AND payment_password_hash = $3', [member.id, hash, current])
        : await tx.query('UPDATE members SET payment_password_hash = $2 WHERE id = $1 AND payment_password_hash IS NULL', [member.id, hash]);
      if (!r.rowCount) throw new ApiError(409, ErrorCode.duplicateSubmission, 'The withdraw password was changed meanwhile');
      await postPayoutNotice(tx, brand, member, { event }, now, request.language);
    });
    await sendPayoutNotice(svc, request, brand, member, { event }, now);
    const value: PaymentPasswordStatus = { isSet: true };
    return ok(value);
  });
}
