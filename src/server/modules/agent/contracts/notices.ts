// Inbox messages of contract events (contract transitions: docs/spec/entities.md): the other side hears of every offer,
// decision and termination, in the brand's default language (texts: src/server/i18n, notice.contracts.*). Plain text:
// the app renders bodies as text.
import type { ContractKind } from '../../../../engine/agent/tiers.ts';
import type { Queryable } from '../../../db/types.ts';
import { serverText } from '../../../i18n/texts.ts';
import { postMessage } from '../../inbox/index.ts';

export type ContractNotice = 'offered' | 'accepted' | 'rejected' | 'terminated' | 'replaced' | 'autoTerminatedHolder' | 'autoTerminatedGiver';

export interface NoticeTarget {
  brandId: string;
  memberId: string;
  language: string;
}

export async function notifyContract(
  q: Queryable,
  to: NoticeTarget,
  notice: ContractNotice,
  /** who: the other party's name, null for the operator (house contracts). */
  values: { who: string | null; kind: ContractKind; rate: string },
  now: Date,
): Promise<void> {
  const lang = to.language;
  const filled = {
    who: values.who ?? serverText('notice.contracts.operator', lang),
    rate: values.rate,
    kind: serverText(`notice.contracts.kind.${values.kind}`, lang),
  };
  const title = serverText(`notice.contracts.${notice}.title`, lang);
  const body = serverText(`notice.contracts.${notice}.body`, lang, filled);
  await postMessage(q, { brandId: to.brandId, memberId: to.memberId, kind: 'system', title, body }, now);
}
