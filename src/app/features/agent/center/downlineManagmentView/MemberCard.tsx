import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { token } from '../../../../../engine/theme/token.ts';
import { Button } from '../../../../../ui/index.ts';
import type { AgentContract, TeamMember } from '../../../../api/agent.ts';
import { contractMessages, kindLabels, statusLabels } from '../../contracts/messages.ts';
import { Money, Rate } from '../common/Money.tsx';
import { teamMessages as m } from './messages.ts';

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${token('space.xs')};
  padding: ${token('space.md')};
  border: 1px solid ${token('color.border.default')};
  border-radius: ${token('radius.md')};
  background: ${token('color.bg.surface')};
  h3 {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${token('space.xs')};
    margin: 0;
    font-size: ${token('font.size.md')};
    overflow-wrap: anywhere;
  }
  small {
    color: ${token('color.text.muted')};
  }
`;
const Tag = styled.span`
  padding: 0 ${token('space.xs')};
  border-radius: ${token('radius.pill')};
  background: ${token('color.action.primary')};
  color: ${token('color.text.onAction')};
  font-size: ${token('font.size.xs')};
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 7rem), 1fr));
  gap: ${token('space.xs')};
  margin: 0;
  font-size: ${token('font.size.sm')};
  dt {
    color: ${token('color.text.muted')};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
const Contract = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space.xs')} ${token('space.sm')};
  padding-top: ${token('space.xs')};
  border-top: 1px solid ${token('color.border.default')};
  font-size: ${token('font.size.sm')};
  button {
    margin-inline-start: auto;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.xs')};
`;

export interface MemberCardProps {
  member: TeamMember;
  onOpen: () => void;
  onTransfer: () => void;
  onOffer: (() => void) | undefined;
  onTerminate: (contract: AgentContract) => void;
}

/** One team member as a card (reads on a 320 px phone): figures, its contracts from the agent, and the actions. */
export function MemberCard({ member: t, onOpen, onTransfer, onOffer, onTerminate }: MemberCardProps): ReactNode {
  const intl = useIntl();
  const name = t.nickname || t.username;
  const direct = t.depth === 1;
  const day = (iso: string): string => intl.formatDate(iso, { dateStyle: 'medium' });
  return (
    <Card data-testid={`team-member-${t.username}`}>
      <h3>
        {t.username}
        {t.nickname && t.nickname !== t.username && <small>({t.nickname})</small>}
        {t.isAgent && (
          <Tag>
            <FormattedMessage {...m.agent} />
          </Tag>
        )}
        <small>
          <FormattedMessage {...m.level} values={{ depth: t.depth }} />
        </small>
      </h3>
      <Facts>
        <div>
          <dt>
            <FormattedMessage {...m.balance} />
          </dt>
          <dd>
            <Money minor={t.balanceMinor} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage {...m.direct} />
          </dt>
          <dd>{intl.formatNumber(t.directCount)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage {...m.teamSize} />
          </dt>
          <dd>{intl.formatNumber(t.teamSize)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage {...m.joined} />
          </dt>
          <dd>{day(t.createdAt)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage {...m.lastLogin} />
          </dt>
          <dd>{t.lastLoginAt ? day(t.lastLoginAt) : <FormattedMessage {...m.never} />}</dd>
        </div>
      </Facts>
      {t.contracts.map((c) => (
        <Contract key={c.id} data-testid={`member-contract-${c.id}`}>
          <strong>
            <FormattedMessage {...kindLabels[c.kind]} />
          </strong>
          <span>
            <Rate bp={c.topRateBp} />
          </span>
          <span>
            <FormattedMessage {...statusLabels[c.status]} />
          </span>
          <Button size="sm" variant="secondary" onClick={() => onTerminate(c)} data-testid={`terminate-${c.id}`}>
            <FormattedMessage {...contractMessages.terminate} />
          </Button>
        </Contract>
      ))}
      <Actions>
        {t.directCount > 0 && (
          <Button size="sm" variant="secondary" onClick={onOpen} data-testid={`open-${t.username}`}>
            <FormattedMessage {...m.open} values={{ name }} />
          </Button>
        )}
        {direct && (
          <Button size="sm" onClick={onTransfer} data-testid={`transfer-${t.username}`}>
            <FormattedMessage {...m.transfer} />
          </Button>
        )}
        {direct && onOffer && (
          <Button size="sm" variant="secondary" onClick={onOffer} data-testid={`offer-${t.username}`}>
            <FormattedMessage {...m.offer} />
          </Button>
        )}
      </Actions>
    </Card>
  );
}
