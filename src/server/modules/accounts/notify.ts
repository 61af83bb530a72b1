// Telling a member that how their account is protected changed, on every channel they have on file, so a change
// they did not make is noticed (ASVS V6.3.7 / V6.4: notify on authentication factor changes).
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import { serverText } from '../../i18n/texts.ts';
import type { AccountServices } from '../../services.ts';
import { phoneRecipient } from '../../../engine/accounts/phone.ts';
import type { MemberRow } from './repository.ts';

export type SecurityEvent = 'authenticatorEnrolled' | 'authenticatorReplaced';

/** Mail and SMS to what the member has on file; a member with neither gets nothing (and the change still happens). */
export async function notifySecurityEvent(
  svc: AccountServices,
  brand: LoadedBrand,
  member: MemberRow,
  event: SecurityEvent,
  atMs: number,
  /** The language of the request that made the change (server texts security.*). */
  language: string,
): Promise<void> {
  const when = new Date(atMs).toISOString().replace('T', ' ').slice(0, 16);
  const words = { brand: brand.config.name, username: member.username, when, line: serverText(`security.${event}.line`, language) };
  const sends: Promise<void>[] = [];
  if (member.email)
    sends.push(
      svc.mail.send({
        brandId: brand.id,
        to: member.email,
        subject: serverText(`security.${event}.subject`, language, words),
        text: serverText('security.mail.body', language, words),
      }),
    );
  if (member.mobile_num && member.country_dialing_code)
    sends.push(
      svc.sms.send({
        brandId: brand.id,
        to: phoneRecipient(member.country_dialing_code, member.mobile_num),
        text: serverText('security.sms', language, words),
      }),
    );
  await Promise.all(sends);
}
