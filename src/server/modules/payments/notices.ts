// Inbox messages for money events, in the member's language (texts: src/server/i18n, notice.payments.*).
import type { Queryable } from '../../db/types.ts';
import { serverText } from '../../i18n/texts.ts';
import { postMessage } from '../inbox/index.ts';

type Notice = 'depositConfirmed' | 'withdrawalPaid' | 'withdrawalRejected';

export async function notify(
  q: Queryable,
  to: { brandId: string; memberId: string; language: string },
  notice: Notice,
  values: { id: string; amount: string; reason?: string },
  now: Date,
): Promise<void> {
  const v = { ...values, reason: values.reason ?? '' };
  const title = serverText(`notice.payments.${notice}.title`, to.language, v).trim();
  const body = serverText(`notice.payments.${notice}.body`, to.language, v).trim();
  await postMessage(q, { brandId: to.brandId, memberId: to.memberId, kind: 'system', title, body }, now);
}
