import type { FastifyInstance } from 'fastify';
import type { SmsNoLoginRequest, SmsRegisterRequest, SmsSendResult } from '../../../generated/types.ts';
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import { plainBody } from '../../http/body.ts';
import { ok } from '../../http/envelope.ts';
import { throttlePerIp } from '../../security/throttle.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { requireCaptcha } from '../captcha/index.ts';
import { findMemberByMobile } from '../accounts/index.ts';
import { brandOf, services, type AccountServices } from '../../services.ts';
import { checkSendLimits, createCode, smsText } from './codes.ts';
import { isValidPhone, phoneRecipient } from '../../../engine/accounts/phone.ts';
import { requestSchemas } from '../../../generated/request-schemas.ts';

/**
 * Limits, then a new code through the SMS provider. With deliver false the code is stored and counted like a sent
 * one but never leaves: a number nobody registered gets nothing, and its caller sees the same answer and limits.
 */
export async function sendSmsCode(
  svc: AccountServices,
  brand: LoadedBrand,
  opts: { purpose: string; countryDialingCode: string; mobileNum: string; ip: string; language: string; deliver?: boolean },
): Promise<SmsSendResult> {
  const recipient = phoneRecipient(opts.countryDialingCode, opts.mobileNum);
  await checkSendLimits(svc.db, brand, recipient, svc.clock.now(), opts.ip);
  const { code, expiredMinutes } = await createCode(svc.db, svc.clock, brand, { purpose: opts.purpose, recipient, ip: opts.ip });
  if (opts.deliver !== false) await svc.sms.send({ brandId: brand.id, to: recipient, text: smsText(brand, code, expiredMinutes, opts.language) });
  return { expiredMinutes };
}

function invalidPhone(): ApiError {
  return new ApiError(400, ErrorCode.smsInvalidPhone, 'Please enter a valid mobile number');
}

/**
 * POST /wps/verification/sms/noLogin and /sms/register (docs/spec/api.md). Both reach a phone on behalf of
 * a caller nobody has authenticated yet, so each takes a captcha first (an SMS costs money and can be aimed at
 * anyone's number).
 */
export async function verificationRoutes(app: FastifyInstance): Promise<void> {
  const svc = services(app);
  // A code for an existing member's number: SMS login and forgot password by phone. Registered or not, the
  // caller gets the same answer: only a member's number receives the code.
  app.post('/wps/verification/sms/noLogin', { schema: { body: requestSchemas.SmsNoLoginRequest } }, async (request) => {
    const brand = brandOf(request);
    const body = plainBody<SmsNoLoginRequest>(request);
    await throttlePerIp(svc.db, svc.clock, 'code', brand.id, request.ip);
    const mobile = body.mobileNum.trim();
    const dialing = body.countryDialingCode.trim().replace(/^\+/, '');
    if (!isValidPhone(brand, dialing, mobile)) throw invalidPhone();
    await requireCaptcha(svc.db, svc.clock, request, brand.id, body.captcha);
    const member = await findMemberByMobile(svc.db, brand.id, dialing, mobile);
    return ok(await sendSmsCode(svc, brand, { purpose: 'noLogin', countryDialingCode: dialing, mobileNum: mobile, ip: request.ip, language: request.language, deliver: member !== null }));
  });

  // A code for a number not registered yet (REGMOBVERF3 on the username tab, MOBILENUMREG3).
  app.post('/wps/verification/sms/register', { schema: { body: requestSchemas.SmsRegisterRequest } }, async (request) => {
    const brand = brandOf(request);
    const body = plainBody<SmsRegisterRequest>(request);
    await throttlePerIp(svc.db, svc.clock, 'code', brand.id, request.ip);
    const mobile = body.mobileNo.trim();
    const dialing = body.countryDialingCode.trim().replace(/^\+/, '');
    if (!isValidPhone(brand, dialing, mobile)) throw invalidPhone();
    await requireCaptcha(svc.db, svc.clock, request, brand.id, body.captcha);
    if (await findMemberByMobile(svc.db, brand.id, dialing, mobile))
      throw new ApiError(400, ErrorCode.mobileTaken, 'This mobile number is already registered');
    return ok(await sendSmsCode(svc, brand, { purpose: 'register', countryDialingCode: dialing, mobileNum: mobile, ip: request.ip, language: request.language }));
  });
}
