import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Button } from '../../../ui/index.ts';
import type { PromotionView } from './api.ts';
import { promotionMessages as m } from './messages.ts';
import { actionOf, STATUS_LABEL, toneOf, type PromotionAction } from './status.ts';
import { CardBody, CardBox, Muted, Picture, Row, StatusPill } from './styles.ts';

const ACTION_LABEL: Record<PromotionAction, (typeof m)[keyof typeof m]> = { join: m.join, apply: m.apply, claim: m.claim };

/** A content day ("2030-01-31", the brand's calendar) shown as that same date in any reader's zone. */
export function Day({ day }: { day: string }): ReactNode {
  return <FormattedDate value={`${day}T00:00:00Z`} timeZone="UTC" dateStyle="medium" />;
}

export function PromotionStatusPill({ promotion }: { promotion: PromotionView }): ReactNode {
  return (
    <StatusPill tone={toneOf(promotion.status)} data-testid="promotion-status" data-status={promotion.status}>
      <FormattedMessage {...STATUS_LABEL[promotion.status]} />
    </StatusPill>
  );
}

export function ActionButton({ promotion, pending, onAct }: { promotion: PromotionView; pending: boolean; onAct: (a: PromotionAction) => void }): ReactNode {
  const action = actionOf(promotion);
  if (!action) return null;
  return (
    <Button size="sm" loading={pending} onClick={() => onAct(action)} data-testid={`promotion-${action}`}>
      <FormattedMessage {...ACTION_LABEL[action]} />
    </Button>
  );
}

export interface PromotionCardProps {
  promotion: PromotionView;
  pending: boolean;
  onOpen: () => void;
  onAct: (a: PromotionAction) => void;
}

export function PromotionCard({ promotion: p, pending, onOpen, onAct }: PromotionCardProps): ReactNode {
  return (
    <CardBox data-testid={`promotion-card-${p.id}`}>
      {p.image ? <Picture src={p.image} alt="" loading="lazy" /> : <span />}
      <CardBody>
        <h2>{p.title}</h2>
        <Muted>
          <FormattedMessage {...m.period} values={{ start: <Day day={p.start} />, end: <Day day={p.end} /> }} />
        </Muted>
        <Row>
          <PromotionStatusPill promotion={p} />
        </Row>
        <Row>
          <ActionButton promotion={p} pending={pending} onAct={onAct} />
          <Button size="sm" variant="secondary" onClick={onOpen} data-testid="promotion-details">
            <FormattedMessage {...m.details} />
          </Button>
        </Row>
      </CardBody>
    </CardBox>
  );
}
