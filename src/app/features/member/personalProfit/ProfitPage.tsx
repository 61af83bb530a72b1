import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { GameType } from '../../../../engine/games/lanes.ts';
import { Amount, Button, EmptyState, Table, Tabs, type TableColumn } from '../../../../ui/index.ts';
import { useBrand } from '../../../boot/BootContext.tsx';
import { laneMessage } from '../../../i18n/navMessages.ts';
import { pageTitles } from '../messages.ts';
import { major, useProfit, type Period, type ProfitReport } from '../personalHistoryCopy/api.ts';
import { recordsMessages as m } from '../personalHistoryCopy/messages.ts';
import { Heading } from '../personalHistoryCopy/styles.ts';
import { TotalsBar } from '../personalHistoryCopy/BetRecordsPage.tsx';

const PERIODS: { id: Period; label: (typeof m)[keyof typeof m] }[] = [
  { id: 'today', label: m.today },
  { id: 'yesterday', label: m.yesterday },
  { id: '7d', label: m.last7 },
  { id: '30d', label: m.last30 },
  { id: 'thisMonth', label: m.thisMonth },
  { id: 'lastMonth', label: m.lastMonth },
];

type Row = ProfitReport['rows'][number];

function Report({ period }: { period: Period }): ReactNode {
  const intl = useIntl();
  const brand = useBrand();
  const report = useProfit(period);
  const symbol = brand.currency.symbol;
  const columns: TableColumn<Row>[] = [
    { key: 'type', header: <FormattedMessage {...m.gameType} />, cell: (r) => intl.formatMessage(laneMessage(r.gameType as GameType)) },
    { key: 'count', header: <FormattedMessage {...m.count} />, align: 'end', cell: (r) => r.count },
    { key: 'stake', header: <FormattedMessage {...m.stake} />, align: 'end', cell: (r) => <Amount value={major(r.stakeMinor)} symbol={symbol} size="sm" /> },
    { key: 'win', header: <FormattedMessage {...m.win} />, align: 'end', cell: (r) => <Amount value={major(r.winMinor)} symbol={symbol} size="sm" /> },
    { key: 'profit', header: <FormattedMessage {...m.profit} />, align: 'end', cell: (r) => <Amount value={major(r.profitMinor)} symbol={symbol} size="sm" /> },
  ];
  if (report.isError && !report.data)
    return (
      <div role="alert">
        <EmptyState
          title={<FormattedMessage {...m.loadFailed} />}
          action={
            <Button variant="secondary" onClick={() => void report.refetch()}>
              <FormattedMessage {...m.retry} />
            </Button>
          }
        />
      </div>
    );
  const v = report.data;
  return (
    <div data-testid="profit-report">
      {v && (
        <p css={{ margin: '0 0 8px' }}>
          <FormattedMessage {...m.range} values={{ from: v.from, to: v.to }} />
        </p>
      )}
      {v && <TotalsBar totals={v.total} symbol={symbol} />}
      <Table
        caption={<FormattedMessage {...pageTitles.personalProfit} />}
        captionHidden
        columns={columns}
        rows={v?.rows ?? []}
        rowKey={(r) => r.gameType}
        loading={!v}
        empty={<FormattedMessage {...m.empty} />}
      />
    </div>
  );
}

/** Personal loss (personalProfit): settled bets' stake, win and profit per game type for a period. */
export default function ProfitPage(): ReactNode {
  const intl = useIntl();
  const [period, setPeriod] = useState<Period>('today');
  return (
    <div data-testid="profit-page">
      <Heading>
        <FormattedMessage {...pageTitles.personalProfit} />
      </Heading>
      <Tabs
        label={intl.formatMessage(m.period)}
        value={period}
        onChange={(id) => setPeriod(id as Period)}
        items={PERIODS.map((p) => ({ id: p.id, label: intl.formatMessage(p.label), content: p.id === period ? <Report period={p.id} /> : null }))}
      />
    </div>
  );
}
