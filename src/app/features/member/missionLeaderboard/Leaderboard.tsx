import type { ReactNode } from 'react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Skeleton, Tabs } from '../../../../ui/index.ts';
import { Item, List, LoadFailed, Muted } from '../manualRebate/parts.tsx';
import { useMissionBoard, type BoardPeriod } from './api.ts';
import { missionMessages as m } from './messages.ts';

function Board({ period }: { period: BoardPeriod }): ReactNode {
  const intl = useIntl();
  const q = useMissionBoard(period);
  const d = q.data;
  if (q.isError && !d) return <LoadFailed message={m.loadFailed} retry={m.retry} onRetry={() => void q.refetch()} />;
  if (!d) return <Skeleton width="100%" height="8rem" />;
  return (
    <>
      {d.me && (
        <Muted data-testid="mission-my-rank">
          <FormattedMessage {...m.myRank} values={{ rank: intl.formatNumber(d.me.rank), count: d.me.completed }} />
        </Muted>
      )}
      {d.list.length === 0 ? (
        <Muted>
          <FormattedMessage {...m.boardEmpty} />
        </Muted>
      ) : (
        <List data-testid={`mission-board-${period}`}>
          {d.list.map((r) => (
            <Item key={r.rank}>
              <div>
                <strong>
                  <FormattedMessage {...m.rank} values={{ rank: intl.formatNumber(r.rank) }} /> · {r.name}
                  {r.me && (
                    <>
                      {' '}
                      (<FormattedMessage {...m.you} />)
                    </>
                  )}
                </strong>
                <FormattedMessage {...m.completedCount} values={{ count: r.completed }} />
              </div>
            </Item>
          ))}
        </List>
      )}
    </>
  );
}

/** The mission leaderboard, this week or today, names masked by the server. */
export function Leaderboard(): ReactNode {
  const intl = useIntl();
  const [period, setPeriod] = useState<BoardPeriod>('weekly');
  return (
    <Tabs
      label={intl.formatMessage(m.leaderboard)}
      value={period}
      onChange={(id) => setPeriod(id as BoardPeriod)}
      items={[
        { id: 'weekly', label: <FormattedMessage {...m.weekly} />, content: period === 'weekly' ? <Board period="weekly" /> : null },
        { id: 'daily', label: <FormattedMessage {...m.daily} />, content: period === 'daily' ? <Board period="daily" /> : null },
      ]}
    />
  );
}
