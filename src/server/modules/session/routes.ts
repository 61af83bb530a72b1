// /wps/session/*: the RSA key of the (enc) endpoints, login (username or SMS), remember-me, the second factor,
// free play and logout (session states: docs/spec/entities.md; endpoints: docs/spec/api.md).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {
  ChallengeResendRequest,
  FreePlayRequest,
  LoginRequest,
  LoginVerificationRequest,
  RememberedLoginRequest,
} from '../../../generated/types.ts';
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import { checkLoginRule, loginRulesFor, type LoginRule } from '../../../engine/accounts/login-rules.ts';
import { portalRefusal } from '../../../engine/accounts/member-types.ts';
import { plainBody } from '../../http/body.ts';
import { ok } from '../../http/envelope.ts';
import { throttlePerIp } from '../../security/throttle.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { fieldRuleMessage } from '../../http/messages.ts';
import { readEncryptedBody } from '../../security/encryption.ts';
import { checkCaptcha } from '../captcha/index.ts';
import { createTrialMember, findMemberById, findMemberByMobile, findMemberByUsername, ipStatus, markWeakPassword, type MemberRow, rehashIfWeaker } from '../accounts/index.ts';
import { brandOf, requireFlag, services } from '../../services.ts';
import { codeError, consumeCode } from '../verification/index.ts';
import { phoneRecipient } from '../../../engine/accounts/phone.ts';
import { captchaNeeded, loginLimits, releaseAttempt, reserveAttempt, settleFailure, type LoginSubject } from './attempts.ts';
import { brandClock, lockedError } from './locked.ts';
import { findRememberToken, issueRememberToken, rememberCookie, revokeRemember, rotateRememberToken, type RememberChain } from './remember.ts';
import { answerChallenge, createChallenge, resendChallenge, secondFactorMethod } from './second-factor.ts';
import { signIn } from './sign-in.ts';
import { revokeSessionByToken } from './store.ts';
import { requestSchemas } from '../../../generated/request-schemas.ts';

export { brandClock, lockedError };

/** A login rule ("Login field rules", docs/spec/rules.md) or 400 login.invalid_field with the rule's message. */
function checkRule(request: FastifyRequest, field: string, rule: LoginRule, value: string): void {
  const v = checkLoginRule(field, rule, value);
  if (v) throw new ApiError(400, ErrorCode.loginInvalidField, fieldRuleMessage(v.key, request.language, v.values, value === ''), { value: v });
}

export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const svc = services(app);

  app.get('/wps/session/key/rsa', async () => {
    return ok(await svc.keys.current());
  });

  app.post('/wps/session/login', { schema: { body: requestSchemas.LoginRequest } }, async (request, reply) => {
    const brand = brandOf(request);
    const body = await readEncryptedBody<LoginRequest>(request, svc.keys);
    const rules = loginRulesFor(brand.config.register);
    const sms = body.type === 'sms';
    const username = body.username.trim();
    let dialing = '';
    if (sms) {
      requireFlag(brand.flags.smsLogin);
      dialing = (body.countryDialingCode ?? brand.config.login.defaultDialingCode ?? '').trim().replace(/^\+/, '');
      checkRule(request, 'countryDialingCode', { ...rules.countryDialingCode, rule: { ...rules.countryDialingCode.rule, required: true } }, dialing);
      checkRule(request, 'username', rules.loginMobileNum, username);
      checkRule(request, 'password', rules.verificationCode, body.password);
    } else {
      checkRule(request, 'username', rules.loginUsername, username);
      checkRule(request, 'password', rules.loginPassword, body.password);
    }

    const now = svc.clock.now();
    const member = sms ? await findMemberByMobile(svc.db, brand.id, dialing, username) : await findMemberByUsername(svc.db, brand.id, username);
    const subject: LoginSubject = {
      brandId: brand.id,
      accountKey: member ? member.username.toLowerCase() : sms ? `sms:${phoneRecipient(dialing, username)}` : username.toLowerCase(),
      ip: request.ip,
    };
    const limits = loginLimits(brand);
    // The guess takes its failure slot first (the lock, the captcha threshold and the lockout decided with it).
    const slot = await reserveAttempt(svc.db, subject, member?.id ?? null, limits, now, !!body.captcha);
    if (slot.kind === 'locked') throw lockedError(brand, slot.until, now);
    if (slot.kind === 'captcha') throw new ApiError(400, ErrorCode.captchaRequired, 'Please enter the captcha', { value: { captcha: true } });
    if (slot.captcha && !(await checkCaptcha(svc.db, svc.clock, request, brand.id, body.captcha))) {
      await releaseAttempt(svc.db, slot.id);
      throw new ApiError(400, ErrorCode.captchaInvalid, 'Captcha is incorrect', { value: { captcha: true } });
    }

    let failure: ApiError | null = null;
    let signingIn = member;
    if (sms) {
      const result = member ? await consumeCode(svc.db, svc.clock, brand.id, 'noLogin', phoneRecipient(dialing, username), body.password) : 'invalid';
      if (result !== 'ok') failure = codeError(result);
    } else {
      const right = member ? await svc.passwords.verify(body.password, member.password_hash) : (await svc.passwords.burn(body.password), false);
      if (!right) failure = new ApiError(400, ErrorCode.badCredentials, 'Incorrect username or password');
    }
    if (failure || !member) {
      const lockEnd = await settleFailure(svc.db, subject, slot.id, limits, now);
      if (lockEnd) throw lockedError(brand, lockEnd, now);
      const captcha = await captchaNeeded(svc.db, subject, limits, now);
      throw new ApiError(failure!.statusCode, failure!.errorCode, failure!.message, { value: { captcha } });
    }
    await releaseAttempt(svc.db, slot.id);
    if (!sms) {
      await rehashIfWeaker(svc, member, body.password);
      signingIn = await markWeakPassword(svc, brand, member, body.password);
    }

    // Only after the password: the page a name may use says nothing to someone who does not know it.
    const refusal = portalRefusal(body.portal ?? 'member', member.type);
    if (refusal === 'login.not_member') throw new ApiError(403, ErrorCode.notMember, 'Non-member account unable to login');
    if (refusal === 'login.not_agent') throw new ApiError(403, ErrorCode.notAgent, 'Non-agents cannot log in');

    if ((await ipStatus(svc.db, member.id, request.ip)) === 'new') {
      const method = secondFactorMethod(brand, member);
      // A login by SMS code has just proven the phone: a second SMS to it would prove nothing more.
      if (method && !(sms && method === 'mobileCode')) {
        const challenge = await createChallenge(svc, request, brand, member, method, {
          rememberMe: body.rememberMe === true,
          deviceId: body.loginDeviceId ?? null,
          passwordless: sms,
        });
        throw new ApiError(400, ErrorCode.secondFactorRequired, 'Please complete verification first', { value: challenge });
      }
      if (brand.config.login.secondFactor !== 'none' && brand.flags.loginIpVerification)
        request.log.warn(`brand ${brand.id}: member ${member.id} logs in from a new IP with nothing on file to verify it`);
    }

    return ok(
      await signIn(svc, request, reply, brand, signingIn ?? member, {
        rememberMe: body.rememberMe,
        deviceId: body.loginDeviceId ?? null,
        subject,
        passwordless: sms,
      }),
    );
  });

  const notSession = (): ApiError => new ApiError(401, ErrorCode.notSession, 'The user is not logged in');

  /**
   * Use up a remember token and put its successor (same chain, same device, same end) in the cookie; the id of
   * the successor for signIn to tie to the new session. Null when the token was used meanwhile.
   */
  const rotate = async (
    request: FastifyRequest,
    reply: FastifyReply,
    brand: LoadedBrand,
    member: MemberRow,
    tokenId: string,
    chain: RememberChain,
    deviceId: string | null,
  ): Promise<string | null> => {
    if (!(await rotateRememberToken(svc.db, svc.clock, tokenId))) return null;
    return issueRememberToken(svc.db, svc.clock, request, reply, { brandId: brand.id, memberId: member.id, deviceId, chain });
  };

  // The remember-me cookie: only from the browser it was issued to, rotated on every use, and a new IP answers
  // the same second factor as a password login.
  app.post('/wps/session/login/remembered', { schema: { body: requestSchemas.RememberedLoginRequest } }, async (request, reply) => {
    const brand = brandOf(request);
    const body = plainBody<RememberedLoginRequest>(request);
    const deviceId = body.loginDeviceId ?? null;
    const cookie = rememberCookie(request);
    const remembered = cookie ? await findRememberToken(svc.db, svc.clock, request, brand.id, cookie, deviceId) : null;
    const member = remembered ? await findMemberById(svc.db, brand.id, remembered.memberId) : null;
    if (!remembered || !member) throw notSession();

    if ((await ipStatus(svc.db, member.id, request.ip)) === 'new') {
      const method = secondFactorMethod(brand, member);
      if (method) {
        const challenge = await createChallenge(svc, request, brand, member, method, { rememberMe: false, deviceId, rememberTokenId: remembered.id });
        throw new ApiError(400, ErrorCode.secondFactorRequired, 'Please complete verification first', { value: challenge });
      }
    }

    const successor = await rotate(request, reply, brand, member, remembered.id, remembered.chain, deviceId);
    if (!successor) throw notSession();
    return ok(await signIn(svc, request, reply, brand, member, { deviceId, rememberTokenId: successor }));
  });

  app.post('/wps/session/login/verification', { schema: { body: requestSchemas.LoginVerificationRequest } }, async (request, reply) => {
    const brand = brandOf(request);
    const body = await readEncryptedBody<LoginVerificationRequest>(request, svc.keys);
    const { member, rememberMe, deviceId, rememberTokenId, passwordless, subject } = await answerChallenge(svc, request, brand, body.challengeId, body.code);
    if (rememberTokenId) {
      // A remembered login from a new IP: the token it started from continues its chain (unless used meanwhile).
      const r = await svc.db.query<{ chain_id: string; expires_at: Date }>('SELECT chain_id, expires_at FROM remember_tokens WHERE id = $1', [
        rememberTokenId,
      ]);
      const row = r.rows[0];
      const chain = row ? { id: row.chain_id, expiresAt: new Date(row.expires_at).getTime() } : null;
      const successor = chain ? await rotate(request, reply, brand, member, rememberTokenId, chain, deviceId) : null;
      if (!successor) throw notSession();
      return ok(await signIn(svc, request, reply, brand, member, { deviceId, subject, rememberTokenId: successor }));
    }
    return ok(await signIn(svc, request, reply, brand, member, { rememberMe, deviceId, subject, passwordless }));
  });

  app.post('/wps/session/login/verification/resend', { schema: { body: requestSchemas.ChallengeResendRequest } }, async (request) => {
    const brand = brandOf(request);
    const body = plainBody<ChallengeResendRequest>(request);
    await throttlePerIp(svc.db, svc.clock, 'code', brand.id, request.ip);
    return ok(await resendChallenge(svc, request, brand, body.challengeId));
  });

  app.post('/wps/session/login/freeplay', { schema: { body: requestSchemas.FreePlayRequest } }, async (request, reply) => {
    const brand = brandOf(request);
    requireFlag(brand.flags.freePlay);
    plainBody<FreePlayRequest>(request);
    await throttlePerIp(svc.db, svc.clock, 'freeplay', brand.id, request.ip);
    const member: MemberRow = await createTrialMember(svc, brand, request.ip);
    return ok(await signIn(svc, request, reply, brand, member, {}));
  });

  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    const brand = brandOf(request);
    const token = request.sessionToken;
    const sessionId = token ? await revokeSessionByToken(svc.db, svc.clock, brand.id, token) : null;
    // The remember-me cookie goes in any case: a player pressing logout wants this device forgotten.
    await revokeRemember(svc.db, svc.clock, request, reply, brand.id, sessionId);
    if (!sessionId) throw new ApiError(401, ErrorCode.notSession, 'The user is not logged in');
    return ok(null);
  };
  app.delete('/wps/session/logout', logout);
  app.post('/wps/session/logout', logout);
}
