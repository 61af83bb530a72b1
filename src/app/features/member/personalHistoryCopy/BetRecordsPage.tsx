import { useState, type ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { GameType } from '../../../../engine/games/lanes.ts';
import { Amount, Button, EmptyState, Pagination, Select, Table, TextField, type TableColumn } from '../../../../ui/index.ts';
import { useBrand } from '../../../boot/BootContext.tsx';
import { laneMessage } from '../../../i18n/navMessages.ts';
import { pageTitles } from '../messages.ts';
import { dayInZone, major, useBetRecords, type BetRecords, type BetRecordsRequest, type BetTotals } from './api.ts';
import { recordsMessages as m } from './messages.ts';
import { Filters, Heading, Totals } from './styles.ts';

const PAGE_SIZE = 10;
type Row = BetRecords['list'][number];

export function TotalsBar({ totals, symbol }: { totals: BetTotals; symbol: string }): ReactNode {
  return (
    <Totals data-testid="records-totals">
      <div>
        <span><FormattedMessage {...m.count} /></span>
        <strong>{totals.count}</strong>
      </div>
      {(['stakeMinor', 'winMinor', 'profitMinor'] as const).map((k) => (
        <div key={k}>
          <span><FormattedMessage {...(k === 'stakeMinor' ? m.stake : k === 'winMinor' ? m.win : m.profit)} /></span>
          <Amount value={major(totals[k])} symbol={symbol} size="sm" />
        </div>
      ))}
    </Totals>
  );
}

/** Betting record (personalHistoryCopy): my bets by date range, category and provider, paged, with totals. */
export default function BetRecordsPage(): ReactNode {
  const intl = useIntl();
  const brand = useBrand();
  const [draft, setDraft] = useState<BetRecordsRequest>(() => ({
    startDate: dayInZone(brand.timezoneOffset, 6),
    endDate: dayInZone(brand.timezoneOffset),
  }));
  const [query, setQuery] = useState<BetRecordsRequest>(draft);
  const [pageNo, setPageNo] = useState(1);
  const records = useBetRecords({ ...query, pageNo, pageSize: PAGE_SIZE });
  const categories = brand.games.categories.filter((c) => c.vendors.length > 0);
  const vendors = categories.filter((c) => !draft.gameType || c.type === draft.gameType).flatMap((c) => c.vendors);
  const all = intl.formatMessage(m.all);
  const symbol = brand.currency.symbol;
  const set = (patch: Partial<BetRecordsRequest>) => setDraft((d) => ({ ...d, ...patch }));
  const status = { open: m.open, settled: m.settled, rolled_back: m.rolledBack } as const;

  const columns: TableColumn<Row>[] = [
    { key: 'time', header: <FormattedMessage {...m.time} />, cell: (r) => <FormattedDate value={r.placedAt} dateStyle="short" timeStyle="short" /> },
    { key: 'game', header: <FormattedMessage {...m.game} />, cell: (r) => r.gameName ?? r.gameCode },
    { key: 'stake', header: <FormattedMessage {...m.stake} />, align: 'end', cell: (r) => <Amount value={major(r.stakeMinor)} symbol={symbol} size="sm" /> },
    { key: 'win', header: <FormattedMessage {...m.win} />, align: 'end', cell: (r) => <Amount value={major(r.winMinor)} symbol={symbol} size="sm" /> },
    { key: 'profit', header: <FormattedMessage {...m.profit} />, align: 'end', cell: (r) => <Amount value={major(r.profitMinor)} symbol={symbol} size="sm" /> },
    { key: 'status', header: <FormattedMessage {...m.status} />, cell: (r) => <FormattedMessage {...status[r.status]} /> },
  ];

  const value = records.data;
  return (
    <div data-testid="records-page">
      <Heading>
        <FormattedMessage {...pageTitles.personalHistoryCopy} />
      </Heading>
      <Filters
        onSubmit={(e) => {
          e.preventDefault();
          setPageNo(1);
          setQuery({ ...draft });
        }}
      >
        <TextField type="date" label={intl.formatMessage(m.from)} value={draft.startDate} max={draft.endDate} onChange={(e) => set({ startDate: e.target.value })} />
        <TextField type="date" label={intl.formatMessage(m.to)} value={draft.endDate} min={draft.startDate} onChange={(e) => set({ endDate: e.target.value })} />
        <Select
          label={intl.formatMessage(m.category)}
          value={draft.gameType ?? ''}
          onChange={(e) => setDraft(({ gameType: _g, vendor: _v, ...d }) => ({ ...d, ...(e.target.value ? { gameType: e.target.value } : {}) }))}
          options={[{ value: '', label: all }, ...categories.map((c) => ({ value: c.type, label: intl.formatMessage(laneMessage(c.type as GameType)) }))]}
        />
        <Select
          label={intl.formatMessage(m.vendor)}
          value={draft.vendor ?? ''}
          onChange={(e) => setDraft(({ vendor: _v, ...d }) => ({ ...d, ...(e.target.value ? { vendor: e.target.value } : {}) }))}
          options={[{ value: '', label: all }, ...vendors.map((v) => ({ value: v.code, label: v.name }))]}
        />
        <Button type="submit" size="lg" data-testid="records-search">
          <FormattedMessage {...m.search} />
        </Button>
      </Filters>
      {records.isError && !value ? (
        <div role="alert">
          <EmptyState
            title={<FormattedMessage {...m.loadFailed} />}
            description={records.error.message}
            action={
              <Button variant="secondary" onClick={() => void records.refetch()}>
                <FormattedMessage {...m.retry} />
              </Button>
            }
          />
        </div>
      ) : (
        <>
          {value && <TotalsBar totals={value.totals} symbol={symbol} />}
          <Table
            caption={<FormattedMessage {...pageTitles.personalHistoryCopy} />}
            captionHidden
            columns={columns}
            rows={value?.list ?? []}
            rowKey={(r) => `${r.vendor}:${r.roundId}`}
            loading={!value}
            empty={<FormattedMessage {...m.empty} />}
          />
          {value && value.total > PAGE_SIZE && (
            <Pagination page={pageNo} pageCount={Math.ceil(value.total / PAGE_SIZE)} onChange={setPageNo} label={intl.formatMessage(m.pages)} />
          )}
        </>
      )}
    </div>
  );
}
