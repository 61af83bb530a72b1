import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Skeleton, useToast } from '../../../../ui/index.ts';
import { Bar, Item, List, LoadFailed, Muted, Page, useMoney } from '../manualRebate/parts.tsx';
import { pageTitles } from '../messages.ts';
import { useClaimMission, useMissionSummary, type MissionItem } from './api.ts';
import { Leaderboard } from './Leaderboard.tsx';
import { missionMessages as m } from './messages.ts';

function Mission({ x }: { x: MissionItem }): ReactNode {
  const intl = useIntl();
  const toast = useToast();
  const money = useMoney();
  const claim = useClaimMission();
  const amount = (v: string) => (x.unit === 'money' ? money(v) : intl.formatNumber(Number(v)));
  return (
    <Item data-testid={`mission-${x.id}`}>
      <div>
        <strong>{x.title}</strong>
        <Muted>
          <FormattedMessage {...(x.period === 'daily' ? m.daily : m.weekly)} />
        </Muted>
      </div>
      <Bar role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={x.percent} aria-label={x.title}>
        <span style={{ width: `${x.percent}%` }} />
      </Bar>
      <div>
        <Muted>
          <FormattedMessage {...(x.unit === 'money' ? m.progressMoney : m.progressDays)} values={{ progress: amount(x.progress), target: amount(x.target) }} />
          {' · '}
          <FormattedMessage {...m.reward} values={{ amount: money(x.rewardMinor) }} />
        </Muted>
        {x.status === 'claimable' ? (
          <Button
            size="sm"
            variant="primary"
            loading={claim.isPending}
            data-testid={`mission-claim-${x.id}`}
            onClick={() =>
              claim.mutate(x.id, {
                onSuccess: (r) => toast.show(intl.formatMessage(m.claimDone, { amount: money(r.amountMinor) }), { tone: 'success' }),
                onError: (e) => toast.show(e.message, { tone: 'danger' }),
              })
            }
          >
            <FormattedMessage {...m.claim} />
          </Button>
        ) : (
          <span data-testid={`mission-status-${x.id}`}>
            <FormattedMessage {...(x.status === 'claimed' ? m.claimed : m.inProgress)} />
          </span>
        )}
      </div>
    </Item>
  );
}

/** Mission activity (missionLeaderboard, REWCEN3): this period's missions with progress, then the board. */
export default function MissionLeaderboardPage(): ReactNode {
  const intl = useIntl();
  const q = useMissionSummary();
  const d = q.data;
  return (
    <Page data-testid="mission-page">
      <h2>
        <FormattedMessage {...pageTitles.missionLeaderboard} />
      </h2>
      {q.isError && !d ? (
        <LoadFailed message={m.loadFailed} retry={m.retry} onRetry={() => void q.refetch()} />
      ) : !d ? (
        <Skeleton width="100%" height="12rem" />
      ) : (
        <>
          <Muted data-testid="mission-summary">
            <FormattedMessage {...m.summary} values={{ completed: intl.formatNumber(d.completed), claimable: intl.formatNumber(d.claimable) }} />
          </Muted>
          {d.missions.length === 0 ? (
            <Muted>
              <FormattedMessage {...m.none} />
            </Muted>
          ) : (
            <List data-testid="mission-list">
              {d.missions.map((x) => (
                <Mission key={x.id} x={x} />
              ))}
            </List>
          )}
        </>
      )}
      <h3>
        <FormattedMessage {...m.leaderboard} />
      </h3>
      <Leaderboard />
    </Page>
  );
}
