// The holder's inbox message for a paid settlement, in the holder's language (memberLanguage; texts: src/server/i18n, notice.settlement.*).
import type { Queryable } from '../../../db/types.ts';
import { serverText } from '../../../i18n/texts.ts';
import { postMessage } from '../../inbox/index.ts';

type Kind = 'dividend' | 'daily' | 'hourly' | 'realtime';

export async function notifyPaid(
  q: Queryable,
  to: { brandId: string; memberId: string; language: string },
  kind: Kind,
  values: { amount: string; from: string; to: string; validBet: string; rate: string },
  now: Date,
): Promise<void> {
  const title = serverText(`notice.settlement.title.${kind}`, to.language);
  const body = serverText('notice.settlement.body', to.language, values);
  await postMessage(q, { brandId: to.brandId, memberId: to.memberId, kind: 'system', title, body }, now);
}
