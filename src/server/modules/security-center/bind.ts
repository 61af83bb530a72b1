// Binding a mobile number or an e-mail address in the security center: a code sent to the new target proves it,
// through the verification module (its sliding-window send caps per recipient and IP, 5 tries per code).
import type { BindCodeRequest, BindRequest, SmsSendResult } from '../../../generated/types.ts';
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { serverText } from '../../i18n/texts.ts';
import type { AccountServices } from '../../services.ts';
import { checkSendLimits, codeError, consumeCode, createCode, smsText } from '../verification/index.ts';
import { isValidPhone, phoneRecipient } from '../../../engine/accounts/phone.ts';

const PURPOSE = { mobile: 'bindMobile', email: 'bindEmail' } as const;
// Deliberately simple: the code sent to it is the real check that the address works.
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/;

interface Target {
  recipient: string;
  /** Column values to store. */
  mobile?: { dialing: string; number: string };
  email?: string;
}

function target(brand: LoadedBrand, req: BindCodeRequest | BindRequest): Target {
  if (req.channel === 'email') {
    const email = req.target.trim().toLowerCase();
    if (!EMAIL.test(email)) throw new ApiError(400, ErrorCode.registerInvalidField, 'Please enter a valid e-mail address', { value: { field: 'email' } });
    return { recipient: email, email };
  }
  const dialing = (req.countryDialingCode ?? brand.config.login.defaultDialingCode ?? '').trim().replace(/^\+/, '');
  const number = req.target.trim();
  if (!isValidPhone(brand, dialing, number)) throw new ApiError(400, ErrorCode.smsInvalidPhone, 'Please enter a valid mobile number');
  return { recipient: phoneRecipient(dialing, number), mobile: { dialing, number } };
}

async function refuseTaken(svc: AccountServices, brand: LoadedBrand, memberId: string, t: Target): Promise<void> {
  const r = t.email
    ? await svc.db.query('SELECT 1 FROM members WHERE brand_id = $1 AND lower(email) = $2 AND id <> $3 LIMIT 1', [brand.id, t.email, memberId])
    : await svc.db.query('SELECT 1 FROM members WHERE brand_id = $1 AND country_dialing_code = $2 AND mobile_num = $3 AND id <> $4 LIMIT 1', [
        brand.id,
        t.mobile!.dialing,
        t.mobile!.number,
        memberId,
      ]);
  if (r.rowCount > 0) throw new ApiError(400, ErrorCode.contactTaken, 'This mobile number or e-mail address is already used by another account');
}

export async function sendBindCode(
  svc: AccountServices,
  brand: LoadedBrand,
  memberId: string,
  req: BindCodeRequest,
  ip: string,
  language: string,
): Promise<SmsSendResult> {
  const t = target(brand, req);
  await refuseTaken(svc, brand, memberId, t);
  await checkSendLimits(svc.db, brand, t.recipient, svc.clock.now(), ip);
  const { code, expiredMinutes } = await createCode(svc.db, svc.clock, brand, { purpose: PURPOSE[req.channel], recipient: t.recipient, ip });
  const text = smsText(brand, code, expiredMinutes, language);
  if (t.email) await svc.mail.send({ brandId: brand.id, to: t.email, subject: serverText('mail.code.subject', language, { brand: brand.config.name }), text });
  else await svc.sms.send({ brandId: brand.id, to: t.recipient, text });
  return { expiredMinutes };
}

export async function bindContact(svc: AccountServices, brand: LoadedBrand, memberId: string, req: BindRequest): Promise<void> {
  const t = target(brand, req);
  const result = await consumeCode(svc.db, svc.clock, brand.id, PURPOSE[req.channel], t.recipient, req.code);
  if (result !== 'ok') throw codeError(result);
  await refuseTaken(svc, brand, memberId, t);
  if (t.email) await svc.db.query('UPDATE members SET email = $3 WHERE id = $1 AND brand_id = $2', [memberId, brand.id, t.email]);
  else
    // the code just proved the number: login rewards need a proved phone (or a deposit)
    await svc.db.query('UPDATE members SET country_dialing_code = $3, mobile_num = $4, mobile_verified_at = $5 WHERE id = $1 AND brand_id = $2', [
      memberId,
      brand.id,
      t.mobile!.dialing,
      t.mobile!.number,
      new Date(svc.clock.now()),
    ]);
}
