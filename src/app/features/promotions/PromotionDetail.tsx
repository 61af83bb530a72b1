// One activity in full: the operator's rules (sanitized HTML), the period, the reward, the member's progress or
// the reason of a rejection, and the action its status allows.
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Modal } from '../../../ui/index.ts';
import { SafeHtml } from '../announcements/SafeHtml.tsx';
import type { PromotionView } from './api.ts';
import { useMinorMoney } from './format.ts';
import { promotionMessages as m } from './messages.ts';
import { ActionButton, Day, PromotionStatusPill } from './PromotionCard.tsx';
import { progressOf, type PromotionAction } from './status.ts';
import { Bar, Form as Stack, Muted, Picture, Row } from './styles.ts';

export interface PromotionDetailProps {
  promotion: PromotionView;
  pending: boolean;
  onAct: (a: PromotionAction) => void;
  onClose: () => void;
}

export function PromotionDetail({ promotion: p, pending, onAct, onClose }: PromotionDetailProps): ReactNode {
  const intl = useIntl();
  const money = useMinorMoney();
  const progress = progressOf(p);
  const progressId = useId();
  return (
    <Modal open onClose={onClose} title={p.title} width={640} closeLabel={intl.formatMessage(m.close)}>
      <Stack as="div" data-testid="promotion-detail">
        {p.image && <Picture src={p.image} alt="" />}
        <Row>
          <PromotionStatusPill promotion={p} />
          <Muted as="span">
            <FormattedMessage {...m.period} values={{ start: <Day day={p.start} />, end: <Day day={p.end} /> }} />
          </Muted>
        </Row>
        {p.rewardMinor !== undefined && p.rewardMinor !== '0' && (
          <Muted>
            <FormattedMessage {...m.reward} values={{ amount: money(p.rewardMinor) }} />
          </Muted>
        )}
        {progress !== null && p.status === 'joined' && (
          <div>
            <Muted id={progressId}>
              <FormattedMessage {...m.progress} values={{ done: money(p.validBetMinor ?? '0'), target: money(p.targetMinor ?? '0') }} />
            </Muted>
            <Bar role="progressbar" aria-labelledby={progressId} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
              <span style={{ width: `${progress}%` }} />
            </Bar>
          </div>
        )}
        {!p.eligible && p.status !== 'close' && <Muted role="note">{intl.formatMessage(m.notEligible)}</Muted>}
        {p.status === 'rejected' && p.reviewRemark && <Muted role="note">{intl.formatMessage(m.rejectedBecause, { remark: p.reviewRemark })}</Muted>}
        {p.status === 'issued' && <Muted role="note">{intl.formatMessage(m.issuedHint)}</Muted>}
        <SafeHtml html={p.html} />
        <Row>
          <ActionButton promotion={p} pending={pending} onAct={onAct} />
        </Row>
      </Stack>
    </Modal>
  );
}
