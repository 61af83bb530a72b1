import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, EmptyState, Skeleton, TextField } from '../../../../../ui/index.ts';
import { teamOverview, type TeamOverview } from '../../../../api/agent.ts';
import { useApi } from '../../../../api/ApiContext.tsx';
import { useBrand } from '../../../../boot/BootContext.tsx';
import { useAgentClock } from '../clock.tsx';
import { agentPageTitles } from '../messages.ts';
import { agentKeys } from '../queryKeys.ts';
import { Money } from '../common/Money.tsx';
import { Chip, ChipRow, Figure, Figures, FormRow, PageHead } from '../common/styles.ts';
import { overviewMessages as m, periodLabels } from './messages.ts';
import { MAX_DAYS, PERIODS, periodRange, rangeProblem, type DayRange, type Period } from './periods.ts';

function FiguresOf({ o }: { o: TeamOverview }): ReactNode {
  const intl = useIntl();
  const n = (v: number): string => intl.formatNumber(v);
  const rows: [keyof typeof m, ReactNode, ReactNode?][] = [
    ['teamSize', n(o.teamSize)],
    ['directSize', n(o.directSize)],
    ['agentCount', n(o.agentCount)],
    ['newMembers', n(o.newMembers)],
    ['activeMembers', n(o.activeMembers)],
    ['deposit', <Money key="d" minor={o.depositMinor} size="lg" />, <FormattedMessage key="c" {...m.count} values={{ count: o.depositCount }} />],
    ['withdraw', <Money key="w" minor={o.withdrawMinor} size="lg" />, <FormattedMessage key="c" {...m.count} values={{ count: o.withdrawCount }} />],
    ['validBet', <Money key="v" minor={o.validBetMinor} size="lg" />, <FormattedMessage key="c" {...m.bets} values={{ count: o.betCount }} />],
    ['profitLoss', <Money key="p" minor={o.profitLossMinor} size="lg" />],
    ['teamBalance', <Money key="b" minor={o.teamBalanceMinor} size="lg" />],
  ];
  return (
    <Figures data-testid="overview-figures">
      {rows.map(([key, value, note]) => (
        <Figure key={key} data-testid={`overview-${key}`}>
          <dt>
            <FormattedMessage {...m[key]} />
          </dt>
          <dd>
            {value}
            {note && <small>{note}</small>}
          </dd>
        </Figure>
      ))}
    </Figures>
  );
}

/** Team overview (agent center page agentTeamOverview): the team's figures over a preset period or custom days. */
export default function TeamOverviewPage(): ReactNode {
  const api = useApi();
  const intl = useIntl();
  const { timezoneOffset } = useBrand();
  const clock = useAgentClock();
  const [period, setPeriod] = useState<Period | 'custom'>('today');
  const [range, setRange] = useState<DayRange>(() => periodRange('today', timezoneOffset, clock.now()));
  const [draft, setDraft] = useState<DayRange>(range);
  const [customError, setCustomError] = useState<string | null>(null);
  const q = useQuery({
    queryKey: agentKeys.overview(range.startDate, range.endDate),
    queryFn: ({ signal }) => teamOverview(api, range, signal),
    placeholderData: keepPreviousData,
  });

  const choose = (p: Period): void => {
    const r = periodRange(p, timezoneOffset, clock.now());
    setPeriod(p);
    setRange(r);
    setDraft(r);
    setCustomError(null);
  };
  const applyCustom = (e: FormEvent): void => {
    e.preventDefault();
    const problem = rangeProblem(draft);
    if (problem) {
      setCustomError(intl.formatMessage(m[problem], { days: MAX_DAYS }));
      return;
    }
    setCustomError(null);
    setPeriod('custom');
    setRange(draft);
  };

  return (
    <div data-testid="team-overview-page">
      <PageHead>
        <h2>
          <FormattedMessage {...agentPageTitles.agentTeamOverview} />
        </h2>
        <span data-testid="overview-range">
          <FormattedMessage {...m.range} values={{ start: range.startDate, end: range.endDate }} />
        </span>
      </PageHead>
      <ChipRow role="group" aria-label={intl.formatMessage(m.periods)}>
        {PERIODS.map((p) => (
          <Chip key={p} type="button" aria-pressed={period === p} onClick={() => choose(p)} data-testid={`period-${p}`}>
            <FormattedMessage {...periodLabels[p]} />
          </Chip>
        ))}
      </ChipRow>
      <FormRow onSubmit={applyCustom} noValidate aria-label={intl.formatMessage(m.custom)} data-testid="overview-custom">
        <TextField
          type="date"
          label={<FormattedMessage {...m.from} />}
          value={draft.startDate}
          onChange={(e) => setDraft((d) => ({ ...d, startDate: e.target.value }))}
          error={customError ?? undefined}
          data-testid="overview-start"
        />
        <TextField
          type="date"
          label={<FormattedMessage {...m.to} />}
          value={draft.endDate}
          onChange={(e) => setDraft((d) => ({ ...d, endDate: e.target.value }))}
          data-testid="overview-end"
        />
        <Button type="submit" variant="secondary" aria-pressed={period === 'custom'} data-testid="overview-apply">
          <FormattedMessage {...m.apply} />
        </Button>
      </FormRow>
      {q.isError && !q.data ? (
        <div role="alert">
          <EmptyState
            title={<FormattedMessage {...m.loadFailed} />}
            description={q.error.message}
            action={
              <Button variant="secondary" onClick={() => void q.refetch()}>
                <FormattedMessage {...m.retry} />
              </Button>
            }
          />
        </div>
      ) : q.data ? (
        <FiguresOf o={q.data} />
      ) : (
        <Skeleton width="100%" height="14rem" />
      )}
    </div>
  );
}
