// Telling a member that how their account is protected changed, on every channel they have on file, so a change
// they did not make is noticed (ASVS V6.3.7 / V6.4: notify on authentication factor changes).
import type { LoadedBrand } from '../../../engine/brand/load.ts';
import type { AccountServices } from '../services.ts';
import { phoneRecipient } from '../verification/phone.ts';
import type { MemberRow } from './repository.ts';

export type SecurityEvent = 'authenticatorEnrolled' | 'authenticatorReplaced';

const TEXT: Record<SecurityEvent, { subject: string; line: string }> = {
  authenticatorEnrolled: { subject: 'an authenticator app was added to your account', line: 'An authenticator app was added to your account' },
  authenticatorReplaced: {
    subject: 'the authenticator app of your account was replaced',
    line: 'The authenticator app of your account was replaced; the previous one no longer works',
  },
};

/** Mail and SMS to what the member has on file; a member with neither gets nothing (and the change still happens). */
export async function notifySecurityEvent(svc: AccountServices, brand: LoadedBrand, member: MemberRow, event: SecurityEvent, atMs: number): Promise<void> {
  const t = TEXT[event];
  const when = new Date(atMs).toISOString().replace('T', ' ').slice(0, 16);
  const advice = 'If this was not you, change your password now and contact support.';
  const sends: Promise<void>[] = [];
  if (member.email)
    sends.push(
      svc.mail.send({
        brandId: brand.id,
        to: member.email,
        subject: `${brand.config.name}: ${t.subject}`,
        text: `Hello ${member.username},\n\n${t.line} on ${when} UTC.\n\n${advice}`,
      }),
    );
  if (member.mobile_num && member.country_dialing_code)
    sends.push(
      svc.sms.send({
        brandId: brand.id,
        to: phoneRecipient(member.country_dialing_code, member.mobile_num),
        text: `${brand.config.name}: ${t.line} (${when} UTC). ${advice}`,
      }),
    );
  await Promise.all(sends);
}
