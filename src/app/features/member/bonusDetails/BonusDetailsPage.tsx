import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { formatAmount } from '../../../../engine/format.ts';
import { token } from '../../../../engine/theme/token.ts';
import { Amount, Button, Card, EmptyState, Skeleton } from '../../../../ui/index.ts';
import { useBrand } from '../../../boot/BootContext.tsx';
import { pageTitles } from '../messages.ts';
import { major } from '../rewardCenter/api.ts';
import { progressPercent, useBonusDetails, type BonusDetails } from './api.ts';
import { bonusMessages as m } from './messages.ts';

const Page = styled.div`
  display: grid;
  gap: ${token('space.md')};
  h2 {
    margin: 0;
    font-size: ${token('font.size.lg')};
  }
  h3 {
    margin: 0;
    font-size: ${token('font.size.md')};
  }
`;
const Muted = styled.p`
  margin: 0;
  color: ${token('color.text.muted')};
  font-size: ${token('font.size.sm')};
`;
const List = styled.ul`
  display: grid;
  gap: ${token('space.sm')};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Item = styled.li`
  display: grid;
  gap: ${token('space.xs')};
  padding: ${token('space.sm')} ${token('space.md')};
  border: 1px solid ${token('color.border.default')};
  border-radius: ${token('radius.md')};
  background: ${token('color.bg.surface')};
  div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${token('space.sm')};
  }
  strong {
    overflow-wrap: anywhere;
  }
`;
const Bar = styled.div`
  height: 8px;
  border-radius: ${token('radius.pill')};
  background: ${token('color.bg.sunken')};
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    background: ${token('color.action.primary')};
  }
`;

type Turnover = BonusDetails['active'][number];

function Row({ t }: { t: Turnover }): ReactNode {
  const intl = useIntl();
  const symbol = useBrand().currency.symbol;
  const pct = progressPercent(t.playedMinor, t.requiredMinor);
  const money = (minor: string) => formatAmount(major(minor), { language: intl.locale, symbol });
  return (
    <Item data-testid={`bonus-${t.rewardId}`}>
      <div>
        <strong>{t.title}</strong>
        <Amount value={major(t.amountMinor)} symbol={symbol} size="sm" />
      </div>
      {t.status === 'active' ? (
        <>
          <Bar role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct} aria-label={t.title}>
            <span style={{ width: `${pct}%` }} />
          </Bar>
          <Muted>
            <FormattedMessage {...m.progress} values={{ played: money(t.playedMinor), required: money(t.requiredMinor) }} /> ·{' '}
            <FormattedMessage {...m.startedOn} values={{ date: <FormattedDate value={t.startedAt} dateStyle="medium" /> }} />
          </Muted>
        </>
      ) : (
        <Muted>{t.releasedAt && <FormattedMessage {...m.releasedOn} values={{ date: <FormattedDate value={t.releasedAt} dateStyle="medium" /> }} />}</Muted>
      )}
    </Item>
  );
}

/** Bonus details (bonusDetails, with the reward center: REWCEN3): the bonus wallet, turnover in progress, released bonuses. */
export default function BonusDetailsPage(): ReactNode {
  const symbol = useBrand().currency.symbol;
  const q = useBonusDetails();
  const d = q.data;
  return (
    <Page data-testid="bonus-details-page">
      <h2>
        <FormattedMessage {...pageTitles.bonusDetails} />
      </h2>
      {q.isError && !d ? (
        <div role="alert">
          <EmptyState
            title={<FormattedMessage {...m.loadFailed} />}
            action={
              <Button variant="secondary" onClick={() => void q.refetch()}>
                <FormattedMessage {...m.retry} />
              </Button>
            }
          />
        </div>
      ) : !d ? (
        <Skeleton width="100%" height="12rem" />
      ) : (
        <>
          <Card>
            <h3>
              <FormattedMessage {...m.wallet} />
            </h3>
            <span data-testid="bonus-balance">
              <Amount value={major(d.bonusMinor)} symbol={symbol} size="lg" />
            </span>
            <Muted>
              <FormattedMessage {...m.walletHint} />
            </Muted>
          </Card>
          <h3>
            <FormattedMessage {...m.active} />
          </h3>
          {d.active.length === 0 ? (
            <Muted>
              <FormattedMessage {...m.noneActive} />
            </Muted>
          ) : (
            <List data-testid="bonus-active">
              {d.active.map((t) => (
                <Row key={t.rewardId} t={t} />
              ))}
            </List>
          )}
          <h3>
            <FormattedMessage {...m.released} />
          </h3>
          {d.released.length === 0 ? (
            <Muted>
              <FormattedMessage {...m.noneReleased} />
            </Muted>
          ) : (
            <List data-testid="bonus-released">
              {d.released.map((t) => (
                <Row key={t.rewardId} t={t} />
              ))}
            </List>
          )}
        </>
      )}
    </Page>
  );
}
