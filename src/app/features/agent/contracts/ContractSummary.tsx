import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { token } from '../../../../engine/theme/token.ts';
import type { AgentContract } from '../../../api/agent.ts';
import { Money, Rate } from '../center/common/Money.tsx';
import { contractMessages as m, kindLabels, periodLabels, statusLabels } from './messages.ts';

const Box = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${token('space.xs')};
  padding: ${token('space.md')};
  border: 1px solid ${token('color.border.default')};
  border-radius: ${token('radius.md')};
  background: ${token('color.bg.surface')};
  h3,
  h4 {
    display: flex;
    flex-wrap: wrap;
    gap: ${token('space.xs')} ${token('space.sm')};
    align-items: baseline;
    margin: 0;
    font-size: ${token('font.size.md')};
  }
  p {
    margin: 0;
    color: ${token('color.text.muted')};
    font-size: ${token('font.size.sm')};
  }
`;
const Status = styled.span`
  padding: 0 ${token('space.xs')};
  border: 1px solid ${token('color.border.default')};
  border-radius: ${token('radius.pill')};
  font-size: ${token('font.size.xs')};
  font-weight: normal;
`;
// Tiers as a list of lines rather than a table: reads on a 320 px phone without sideways scrolling.
const Tiers = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${token('font.size.sm')};
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${token('space.sm')};
    padding: ${token('space.xs')} 0;
    border-top: 1px solid ${token('color.border.default')};
  }
  strong {
    margin-inline-start: auto;
  }
`;

export interface ContractSummaryProps {
  contract: AgentContract;
  side?: 'received' | 'given';
  /** The title's level: 3 by default, 4 under a page's own section headings. */
  headingLevel?: 3 | 4;
  children?: ReactNode;
}

/** One contract: kind (and period), who offers it, status, and each tier's thresholds and rate. */
export function ContractSummary({ contract, side = 'received', headingLevel = 3, children }: ContractSummaryProps): ReactNode {
  const intl = useIntl();
  const c = contract;
  const who = side === 'given' ? c.downline : c.upline;
  const Title = headingLevel === 4 ? 'h4' : 'h3';
  return (
    <Box data-testid={`contract-${c.id}`} data-kind={c.kind} data-status={c.status}>
      <Title>
        <FormattedMessage {...kindLabels[c.kind]} />
        {c.period && (
          <span>
            · <FormattedMessage {...periodLabels[c.period]} />
          </span>
        )}
        <Status>
          <FormattedMessage {...statusLabels[c.status]} />
        </Status>
      </Title>
      <p>
        {side === 'given' ? (
          <FormattedMessage {...m.downline} values={{ name: who?.nickname || who?.username }} />
        ) : who ? (
          <FormattedMessage {...m.upline} values={{ name: who.nickname || who.username }} />
        ) : (
          <FormattedMessage {...m.operator} />
        )}
        {' · '}
        <FormattedMessage {...m.topRate} values={{ rate: <Rate key="r" bp={c.topRateBp} /> }} />
      </p>
      <Tiers aria-label={intl.formatMessage(m.tiers)}>
        {c.tiers.map((t, i) => (
          <li key={i}>
            <span>
              <FormattedMessage {...m.tier} values={{ n: i + 1 }} />
            </span>
            <span>
              <FormattedMessage {...m.minValidBet} />: <Money minor={t.minValidBetMinor} />
            </span>
            <span>
              <FormattedMessage {...m.minActiveMembers} />: {intl.formatNumber(t.minActiveMembers)}
            </span>
            {t.minLossMinor && (
              <span>
                <FormattedMessage {...m.minLoss} />: <Money minor={t.minLossMinor} />
              </span>
            )}
            <strong>
              <Rate bp={t.rateBp} />
            </strong>
          </li>
        ))}
      </Tiers>
      {children}
    </Box>
  );
}
