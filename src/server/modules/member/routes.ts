// /wps/member/*: member info, change / forgot / reset password, authenticator enrolment, consolidated funds.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  ChangePasswordRequest,
  ConsolidatedFunds,
  ForgotPasswordEmailRequest,
  MemberInfo,
  PasswordByPhoneRequest,
  PasswordResetRequest,
  TotpConfirmRequest,
  TotpSetup,
  TotpSetupRequest,
} from '../../../generated/types.ts';
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import { isAgentType } from '../../../engine/accounts/member-types.ts';
import { consolidatedFlags } from '../agent/index.ts';
import { availablePromoCount } from '../promotions/index.ts';
import { plainBody } from '../../http/body.ts';
import { ok } from '../../http/envelope.ts';
import { throttlePerIp } from '../../security/throttle.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import type { Session } from '../../http/headers.ts';
import { readEncryptedBody } from '../../security/encryption.ts';
import { randomToken, sha256 } from '../../security/tokens.ts';
import { newTotpSecret, otpauthUrl, verifyTotp } from '../../security/totp.ts';
import { validateNewPassword } from '../register/index.ts';
import { brandOf, refuseTrial, requireFlag, requireSession, services, type AccountServices } from '../../services.ts';
import { clearPasswordChangeWithoutOld, loginFlags, revokeMemberSessions } from '../session/index.ts';
import { codeError, consumeCode } from '../verification/index.ts';
import { phoneRecipient } from '../../../engine/accounts/phone.ts';
import { findMemberById, findMemberByMobile, findMemberByUsername, type MemberRow, memberType, notifySecurityEvent, rememberMemberLanguage, setPassword, verifyStepUp } from '../accounts/index.ts';
import { checkPhoneResetLock, recordPhoneResetFailure, takeResetMailSlot } from './reset-limits.ts';
import { serverText } from '../../i18n/texts.ts';
import { requestSchemas } from '../../../generated/request-schemas.ts';

const RESET_TTL_MS = 30 * 60_000;

async function sessionMember(svc: AccountServices, brand: LoadedBrand, session: Session): Promise<MemberRow> {
  const member = await findMemberById(svc.db, brand.id, session.customerId);
  if (!member) throw new ApiError(401, ErrorCode.notSession, 'The user is not logged in');
  return member;
}

function mismatch(): ApiError {
  return new ApiError(400, ErrorCode.passwordMismatch, 'Confirmation password is not correct.');
}

/** A new password for a member: rule, not the same as before, stored, every other session ended. */
async function replacePassword(
  svc: AccountServices,
  request: FastifyRequest,
  brand: LoadedBrand,
  member: MemberRow,
  newPassword: string,
  keepSessionId?: string,
): Promise<void> {
  validateNewPassword(request, brand, newPassword, { defaultPassword: svc.settings.defaultMemberPassword, username: member.username });
  if (await svc.passwords.verify(newPassword, member.password_hash))
    throw new ApiError(400, ErrorCode.sameAsOld, 'The new password must be different from the old one');
  const hash = await svc.passwords.hash(newPassword);
  await setPassword(svc.db, member.id, hash, newPassword === svc.settings.defaultMemberPassword, new Date(svc.clock.now()));
  await revokeMemberSessions(svc.db, svc.clock, member.id, keepSessionId);
}

/** The mailed reset link points at the brand's own site (SiteLinks: mainDomain), never at the request's Host. */
function resetLink(request: FastifyRequest, brand: LoadedBrand, token: string): string {
  return request.server.siteLinks.url(brand, '/', { resetToken: token });
}

export async function memberRoutes(app: FastifyInstance): Promise<void> {
  const svc = services(app);

  app.get('/wps/member/info', async (request) => {
    const brand = brandOf(request);
    const session = requireSession(request);
    const member = await sessionMember(svc, brand, session);
    // the app asks for member info whenever it opens: the member's language as of now
    await rememberMemberLanguage(svc.db, member.id, request.language);
    const now = svc.clock.now();
    const flags = loginFlags(brand, member, now);
    // "Trial account" (docs/spec/rules.md): a trial account takes part in no promotion and invites nobody
    const trial = memberType(member) === '4';
    const info: MemberInfo = {
      id: member.id,
      account: member.username,
      nickname: member.nickname || member.username,
      type: memberType(member),
      mobileNum: member.mobile_num ?? '',
      countryDialingCode: member.country_dialing_code ?? '',
      email: member.email ?? '',
      payeeName: member.payee_name ?? '',
      regDate: new Date(member.created_at).getTime(),
      currency: brand.config.currency.code,
      currencySymbol: brand.config.currency.symbol,
      // first_login_pending is cleared by the login itself; the session keeps the fact until the password changes.
      firstTimeLogin: session.firstTimeLogin,
      passwordExpired: flags.passwordExpired,
      defaultPassword: flags.defaultPassword,
      weakPassword: flags.weakPassword,
      totpEnabled: !!member.totp_secret,
      hasVip: brand.flags.vip === true,
      availablePromoCount: trial ? 0 : await availablePromoCount(svc.db, brand, member.id, now),
      availablePromo: { REFERRAL: { enabled: !trial && brand.flags.referral === true } },
    };
    return ok(info);
  });

  app.post('/wps/member/password', { schema: { body: requestSchemas.ChangePasswordRequest } }, async (request) => {
    const brand = brandOf(request);
    const session = requireSession(request);
    refuseTrial(session);
    requireFlag(brand.flags.changePassword);
    const body = await readEncryptedBody<ChangePasswordRequest>(request, svc.keys);
    const member = await sessionMember(svc, brand, session);
    if (body.oldPassword === undefined || body.oldPassword === '') {
      if (!session.passwordChangeWithoutOld) throw new ApiError(400, ErrorCode.oldPasswordInvalid, 'The old password is incorrect');
    } else {
      // A wrong old password counts toward the member's step-up limit: a stolen session cannot guess on here.
      await verifyStepUp(svc, member, body.oldPassword);
    }
    if (body.newPassword !== body.confirmNewPassword) throw mismatch();
    await replacePassword(svc, request, brand, member, body.newPassword, session.sessionId);
    await clearPasswordChangeWithoutOld(svc.db, session.sessionId);
    return ok(null);
  });

  app.post('/wps/member/password/email', { schema: { body: requestSchemas.ForgotPasswordEmailRequest } }, async (request) => {
    const brand = brandOf(request);
    const body = plainBody<ForgotPasswordEmailRequest>(request);
    await throttlePerIp(svc.db, svc.clock, 'code', brand.id, request.ip);
    const member = await findMemberByUsername(svc.db, brand.id, body.username.trim());
    const now = svc.clock.now();
    // One answer whether or not the pair exists (no account enumeration): the mail goes only to a matching pair,
    // and at most RESET_MAIL_CAPS of them to one address.
    if (!member || !member.email || member.email.toLowerCase() !== body.email.trim().toLowerCase() || member.type === 4) return ok(null);
    if (!(await takeResetMailSlot(svc.db, brand.id, member.email, now))) return ok(null);
    const token = randomToken();
    await svc.db.query('INSERT INTO password_resets (token_hash, brand_id, member_id, expires_at, created_at) VALUES ($1, $2, $3, $4, $5)', [
      sha256(token),
      brand.id,
      member.id,
      new Date(now + RESET_TTL_MS),
      new Date(now),
    ]);
    const link = resetLink(request, brand, token);
    await svc.mail.send({
      brandId: brand.id,
      to: member.email,
      subject: serverText('mail.passwordReset.subject', request.language, { brand: brand.config.name }),
      text: serverText('mail.passwordReset.body', request.language, { username: member.username, link }),
    });
    return ok(null);
  });

  app.post('/wps/member/password/reset', { schema: { body: requestSchemas.PasswordResetRequest } }, async (request) => {
    const brand = brandOf(request);
    const body = plainBody<PasswordResetRequest>(request);
    const usedAt = new Date(svc.clock.now());
    const tokenHash = sha256(body.resetToken);
    // Used up in one statement: of two requests with the same link (even on two instances) exactly one gets it.
    const r = await svc.db.query<{ member_id: string }>(
      'UPDATE password_resets SET used_at = $3 WHERE token_hash = $1 AND brand_id = $2 AND used_at IS NULL AND expires_at > $3 RETURNING member_id',
      [tokenHash, brand.id, usedAt],
    );
    const member = r.rows[0] ? await findMemberById(svc.db, brand.id, r.rows[0].member_id) : null;
    if (!member) throw new ApiError(400, ErrorCode.resetInvalid, 'This reset link is invalid or has expired');
    try {
      if (body.newPassword !== body.confirmNewPassword) throw mismatch();
      await replacePassword(svc, request, brand, member, body.newPassword);
    } catch (err) {
      // A refused new password (rule, mismatch, same as before) leaves the link usable for another try.
      await svc.db.query('UPDATE password_resets SET used_at = NULL WHERE token_hash = $1 AND used_at = $2', [tokenHash, usedAt]);
      throw err;
    }
    return ok(null);
  });

  app.post('/wps/member/password/verification', { schema: { body: requestSchemas.PasswordByPhoneRequest } }, async (request) => {
    const brand = brandOf(request);
    requireFlag(brand.flags.forgotPasswordByPhone);
    const body = await readEncryptedBody<PasswordByPhoneRequest>(request, svc.keys);
    const dialing = body.countryDialingCode.trim().replace(/^\+/, '');
    const mobile = body.mobileNum.trim();
    if (body.confirmNewPassword !== undefined && body.confirmNewPassword !== body.newPassword) throw mismatch();
    validateNewPassword(request, brand, body.newPassword, { defaultPassword: svc.settings.defaultMemberPassword });
    await throttlePerIp(svc.db, svc.clock, 'reset', brand.id, request.ip);
    const recipient = phoneRecipient(dialing, mobile);
    const now = svc.clock.now();
    await checkPhoneResetLock(svc.db, brand, recipient, request.ip, now);
    const member = await findMemberByMobile(svc.db, brand.id, dialing, mobile);
    // A number nobody registered answers like a wrong code: the reset says nothing about who is a member.
    const result = member ? await consumeCode(svc.db, svc.clock, brand.id, 'noLogin', recipient, body.verificationCode) : 'invalid';
    if (result === 'invalid') await recordPhoneResetFailure(svc.db, brand, recipient, request.ip, now);
    if (result !== 'ok' || !member) throw codeError(result === 'ok' ? 'invalid' : result);
    await replacePassword(svc, request, brand, member, body.newPassword);
    return ok(null);
  });

  app.post('/wps/member/totp/setup', { schema: { body: requestSchemas.TotpSetupRequest } }, async (request) => {
    const brand = brandOf(request);
    const session = requireSession(request);
    refuseTrial(session);
    const body = await readEncryptedBody<TotpSetupRequest>(request, svc.keys);
    const member = await sessionMember(svc, brand, session);
    // Step-up: the session alone may not add or replace the second factor (the new secret is shown only after it).
    await verifyStepUp(svc, member, body.password);
    const secret = newTotpSecret();
    await svc.db.query('UPDATE members SET totp_pending_secret = $2 WHERE id = $1', [member.id, secret]);
    const value: TotpSetup = { secret, otpauthUrl: otpauthUrl({ secret, issuer: brand.config.name, account: member.username }) };
    return ok(value);
  });

  app.post('/wps/member/totp/confirm', { schema: { body: requestSchemas.TotpConfirmRequest } }, async (request) => {
    const brand = brandOf(request);
    const session = requireSession(request);
    refuseTrial(session);
    const body = plainBody<TotpConfirmRequest>(request);
    const member = await sessionMember(svc, brand, session);
    const step = member.totp_pending_secret ? verifyTotp(member.totp_pending_secret, body.code.trim(), svc.clock.now()) : null;
    if (step === null) throw new ApiError(400, ErrorCode.verificationInvalid, 'Please enter a valid verification code');
    await svc.db.query(
      'UPDATE members SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_last_step = $2 WHERE id = $1',
      [member.id, step],
    );
    await notifySecurityEvent(svc, brand, member, member.totp_secret ? 'authenticatorReplaced' : 'authenticatorEnrolled', svc.clock.now(), request.language);
    return ok(null);
  });

  app.get('/wps/member/info/funds/consolidated', async (request) => {
    const brand = brandOf(request);
    const session = requireSession(request);
    refuseTrial(session);
    requireFlag(brand.flags.agentPolicy);
    const value: ConsolidatedFunds = await consolidatedFlags(svc.db, brand, session.customerId, isAgentType(session.memberType));
    return ok(value);
  });
}
