// Telling a member that where their withdrawals can go changed (withdraw password, payout accounts): by mail and
// SMS to what they have on file, and in the inbox. A stolen session that binds its own account is then seen by
// the member while the new account is still on hold.
import type { FastifyRequest } from 'fastify';
import type { LoadedBrand } from '../../../../engine/brand/loaded.ts';
import type { Queryable } from '../../../db/types.ts';
import { serverText } from '../../../i18n/texts.ts';
import { postMessage } from '../../inbox/index.ts';
import type { MemberRow } from '../../accounts/index.ts';
import type { AccountServices } from '../../../services.ts';
import { phoneRecipient } from '../../../../engine/accounts/phone.ts';

export type PayoutEvent = 'paymentPasswordSet' | 'paymentPasswordChanged' | 'payoutAccountBound' | 'payoutAccountRemoved';

interface Change {
  event: PayoutEvent;
  /** The account concerned, as the member sees it ("bKash ****5678"). */
  account?: string;
}

/** The inbox message, inside the caller's transaction when given one: the change and its record stand or fall together. */
export async function postPayoutNotice(
  q: Queryable,
  brand: LoadedBrand,
  member: MemberRow,
  change: Change,
  atMs: number,
  language: string,
): Promise<void> {
  const words = wordsOf(brand, member, change, atMs, language);
  await postMessage(
    q,
    { brandId: brand.id, memberId: member.id, kind: 'system', title: serverText('notice.security.title', language), body: serverText('security.mail.body', language, words) },
    new Date(atMs),
  );
}

/**
 * Mail and SMS after the change is stored. A provider that fails is logged, not answered: the change is made and
 * the inbox message is there, so the member's request does not fail over a notice.
 */
export async function sendPayoutNotice(
  svc: AccountServices,
  request: FastifyRequest,
  brand: LoadedBrand,
  member: MemberRow,
  change: Change,
  atMs: number,
): Promise<void> {
  const language = request.language;
  const words = wordsOf(brand, member, change, atMs, language);
  const sends: Promise<void>[] = [];
  if (member.email)
    sends.push(svc.mail.send({ brandId: brand.id, to: member.email, subject: `${brand.config.name}: ${words.line}`, text: serverText('security.mail.body', language, words) }));
  if (member.mobile_num && member.country_dialing_code)
    sends.push(svc.sms.send({ brandId: brand.id, to: phoneRecipient(member.country_dialing_code, member.mobile_num), text: serverText('security.sms', language, words) }));
  for (const r of await Promise.allSettled(sends)) if (r.status === 'rejected') request.log.error({ err: r.reason, event: change.event }, 'payout notice not sent');
}

function wordsOf(brand: LoadedBrand, member: MemberRow, change: Change, atMs: number, language: string) {
  const when = new Date(atMs).toISOString().replace('T', ' ').slice(0, 16);
  const line = serverText(`security.${change.event}.line`, language, { account: change.account ?? '' });
  return { brand: brand.config.name, username: member.username, when, line };
}
