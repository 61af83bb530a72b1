// PUT /wps/member/register and /wps/member/register/mobile (enc) (register rules: docs/spec/rules.md):
// terms → every field by the brand's rules → captcha → affiliate → code → account + wallet → logged in.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RegisterRequest, RegisterResult } from '../../../generated/types.ts';
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import { ok } from '../../http/envelope.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { readEncryptedBody } from '../../security/encryption.ts';
import { randomToken } from '../../security/tokens.ts';
import { checkCaptcha } from '../captcha/index.ts';
import { findAgentByAffiliateCode, findMemberByMobile, findMemberByUsername, insertMemberOrExplain } from '../accounts/index.ts';
import { brandOf, requireFlag, services, type AccountServices } from '../../services.ts';
import { signIn } from '../session/index.ts';
import { codeError, consumeCode } from '../verification/index.ts';
import { isValidPhone, phoneRecipient } from '../../../engine/accounts/phone.ts';
import { validateRegisterForm, type FormNeeds } from './validate.ts';
import { recordReferral } from '../referral/index.ts';
import { requestSchemas } from '../../../generated/request-schemas.ts';

const blankToNull = (v: string | undefined): string | null => (v === undefined || v.trim() === '' ? null : v.trim());

async function register(
  svc: AccountServices,
  request: FastifyRequest,
  reply: FastifyReply,
  brand: LoadedBrand,
  body: RegisterRequest,
  needs: FormNeeds,
): Promise<RegisterResult> {
  if (body.ageConfirmed !== true)
    throw new ApiError(400, ErrorCode.termsRequired, `Please agree to the terms and confirm you are ${brand.config.ageRequirement} or older`, {
      messageValues: { age: brand.config.ageRequirement },
    });

  validateRegisterForm(request, brand, body, needs, { defaultPassword: svc.settings.defaultMemberPassword });
  if (needs.password && body.confirmPassword !== undefined && body.confirmPassword !== body.password)
    throw new ApiError(400, ErrorCode.passwordMismatch, 'Confirmation password is not correct.');

  const dialing = (body.countryDialingCode ?? brand.config.login.defaultDialingCode ?? '').trim().replace(/^\+/, '');
  const mobile = blankToNull(body.mobileNum);
  if (mobile && !isValidPhone(brand, dialing, mobile))
    throw new ApiError(400, ErrorCode.smsInvalidPhone, 'Please enter a valid mobile number');

  if (brand.config.register.captcha?.enabled && !(await checkCaptcha(svc.db, svc.clock, request, brand.id, body.captcha)))
    throw new ApiError(400, ErrorCode.captchaInvalid, 'Captcha is incorrect');

  const affiliateCode = brand.flags.affiliateCode ? blankToNull(body.affiliateCode) : null;
  const upline = affiliateCode ? await findAgentByAffiliateCode(svc.db, brand.id, affiliateCode) : null;
  if (affiliateCode && !upline) throw new ApiError(400, ErrorCode.affiliateInvalid, 'Invalid invitation code');

  const username = needs.tab === 'mobile' ? mobile! : body.username!.trim();
  if (mobile && (await findMemberByMobile(svc.db, brand.id, dialing, mobile)))
    throw new ApiError(400, ErrorCode.mobileTaken, 'This mobile number is already registered');
  if (await findMemberByUsername(svc.db, brand.id, username))
    throw needs.tab === 'mobile'
      ? new ApiError(400, ErrorCode.mobileTaken, 'This mobile number is already registered')
      : new ApiError(400, ErrorCode.usernameTaken, 'This username is already taken');

  // Last of the checks: a wrong form must not use up the code the player just received.
  if (needs.code) {
    const result = await consumeCode(svc.db, svc.clock, brand.id, 'register', phoneRecipient(dialing, mobile!), body.verificationCode ?? '');
    if (result !== 'ok') throw codeError(result);
  }

  // Without MOBILENUMPASSREG3 nobody chooses a password: the player logs in by SMS code.
  const password = needs.password ? body.password! : randomToken(24);
  const now = new Date(svc.clock.now());
  const member = await insertMemberOrExplain(svc.db, {
    brandId: brand.id,
    username,
    type: '0',
    uplineId: upline?.id ?? null,
    nickname: username,
    mobileNum: mobile,
    countryDialingCode: mobile ? dialing : null,
    email: blankToNull(body.email),
    payeeName: blankToNull(body.payeeName),
    passwordHash: await svc.passwords.hash(password),
    passwordIsDefault: needs.password && password === svc.settings.defaultMemberPassword,
    passwordChangedAt: now,
    paymentPasswordHash: blankToNull(body.paymentPassword) ? await svc.passwords.hash(body.paymentPassword!) : null,
    firstLoginPending: false,
    registeredAffiliateCode: affiliateCode,
    referralCode: blankToNull(body.referralCode),
    recommenderId: blankToNull(body.recommenderId),
    idNumber: blankToNull(body.idNumber),
    qqNum: blankToNull(body.qqNum),
    wechat: blankToNull(body.wechat),
    whatsapp: blankToNull(body.whatsapp),
    facebook: blankToNull(body.facebook),
    line: blankToNull(body.line),
    // The host name that selected this brand (a configured domain or <id>.localhost), never a raw Host header.
    registerDomain: request.brandHost,
    registerUrl: blankToNull(body.registerUrl),
    registerIp: request.ip,
    loginDeviceId: blankToNull(body.loginDeviceId),
    currency: brand.config.currency.code,
    createdAt: now,
  });
  // The SMS code proved the number: login rewards need a proved phone (or a deposit).
  if (needs.code) await svc.db.query('UPDATE members SET mobile_verified_at = $2 WHERE id = $1', [member.id, now]);
  // Invite friends: the code's owner becomes this member's inviter.
  if (brand.flags.referral) await recordReferral(svc.db, brand.id, String(member.id), body.referralCode, now);
  const result = await signIn(svc, request, reply, brand, member, { deviceId: blankToNull(body.loginDeviceId) });
  return { ...result, customerId: result.id };
}

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  const svc = services(app);

  app.put('/wps/member/register', { schema: { body: requestSchemas.RegisterRequest } }, async (request, reply) => {
    const brand = brandOf(request);
    requireFlag(brand.flags.usernameRegister);
    const body = await readEncryptedBody<RegisterRequest>(request, svc.keys);
    return ok(await register(svc, request, reply, brand, body, { tab: 'username', password: true, code: brand.flags.registerSmsVerification }));
  });

  app.put('/wps/member/register/mobile', { schema: { body: requestSchemas.RegisterRequest } }, async (request, reply) => {
    const brand = brandOf(request);
    requireFlag(brand.flags.mobileRegister);
    const body = await readEncryptedBody<RegisterRequest>(request, svc.keys);
    const password = brand.flags.mobileRegisterPassword;
    // The number is the account: prove it with a code when the brand's form has the code field, and always
    // when there is no password (the code is then the only proof of ownership).
    const code = !password || brand.config.register.verificationCode?.enabled === true;
    return ok(await register(svc, request, reply, brand, body, { tab: 'mobile', password, code }));
  });
}
