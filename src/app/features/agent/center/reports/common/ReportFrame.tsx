import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, EmptyState, Pagination, Select, Table, TextField, type TableColumn } from '../../../../../../ui/index.ts';
import { useBrand } from '../../../../../boot/BootContext.tsx';
import { REPORT_PAGE_SIZE, useReport, type ReportName, type ReportQuery } from './api.ts';
import { MAX_RANGE_DAYS, PRESETS, presetOf, presetRange, rangeProblem, type DayRange, type Preset, type PresetOrCustom } from './dates.ts';
import { frameMessages as m } from './messages.ts';
import { Filters, Footer, Heading, SubmitCell, Totals } from './styles.ts';

export type Extra = Record<string, string>;

export interface TotalItem {
  key: string;
  label: ReactNode;
  value: ReactNode;
}

/** Every report answer has its rows in `list`; paged ones add `total` (rows matching the filters). */
export interface ReportValue<Row> {
  list: Row[];
  total?: number;
}

export interface ReportFrameProps<V extends ReportValue<Row>, Row> {
  name: ReportName;
  /** The page heading, and the table's accessible name. */
  title: ReactNode;
  /** Show the heading (off when the page puts it above its own tabs). */
  headed?: boolean;
  testId: string;
  /** Query parameters the page fixes (a settlement page's kind and role). */
  fixed?: ReportQuery;
  /** The page's own filters (game type, vendor, reason): their start values and controls. */
  extra?: { initial: Extra; render: (value: Extra, set: (patch: Extra) => void) => ReactNode };
  /** Filter by one member's username (default on). */
  usernameFilter?: boolean;
  /** Whether the endpoint pages (income answers the whole range at once). */
  paged?: boolean;
  defaultPreset?: Preset;
  columns: TableColumn<Row>[];
  rowKey: (row: Row) => string;
  totals?: (value: V) => TotalItem[];
  empty?: ReactNode;
  /** Clock of the presets, for stories and tests; default now. */
  now?: number | undefined;
}

interface Applied extends DayRange {
  username: string;
  extra: Extra;
}

function queryOf(a: Applied, fixed: ReportQuery | undefined, pageNo: number, paged: boolean): ReportQuery {
  const q: ReportQuery = { ...fixed, startDate: a.startDate, endDate: a.endDate };
  if (a.username.trim()) q.username = a.username.trim();
  for (const [k, v] of Object.entries(a.extra)) if (v) q[k] = v;
  if (paged) Object.assign(q, { pageNo, pageSize: REPORT_PAGE_SIZE });
  return q;
}

/**
 * The frame of every agent report: a date range in the brand's time zone with presets, an optional
 * username and page filters, totals of every matching row, a table that turns into cards on phones, paging, and
 * the loading, empty and failed-with-retry states. Presets apply at once; typed filters on Search.
 */
export function ReportFrame<V extends ReportValue<Row>, Row>(props: ReportFrameProps<V, Row>): ReactNode {
  const { name, title, headed = true, testId, fixed, extra, usernameFilter = true, paged = true, defaultPreset = 'last7', columns, rowKey, totals, empty, now } = props;
  const intl = useIntl();
  const { timezoneOffset } = useBrand();
  const [draft, setDraft] = useState<Applied>(() => ({ ...presetRange(defaultPreset, timezoneOffset, now), username: '', extra: extra?.initial ?? {} }));
  const [preset, setPreset] = useState<PresetOrCustom>(defaultPreset);
  const [applied, setApplied] = useState<Applied>(draft);
  const [pageNo, setPageNo] = useState(1);
  const [tried, setTried] = useState(false);
  const report = useReport<V>(name, queryOf(applied, fixed, pageNo, paged));

  const problem = rangeProblem(draft);
  const rangeError =
    problem && (tried || problem !== 'missing')
      ? intl.formatMessage(problem === 'missing' ? m.rangeMissing : problem === 'order' ? m.rangeOrder : m.rangeTooLong, { days: MAX_RANGE_DAYS })
      : undefined;
  const apply = (next: Applied): void => {
    setTried(true);
    if (rangeProblem(next)) return;
    setApplied(next);
    setPageNo(1);
  };
  const setDates = (range: Partial<DayRange>): void => {
    const next = { ...draft, ...range };
    setDraft(next);
    setPreset(presetOf(next, timezoneOffset, now));
  };
  const pickPreset = (p: PresetOrCustom): void => {
    setPreset(p);
    if (p === 'custom') return;
    const next = { ...draft, ...presetRange(p, timezoneOffset, now) };
    setDraft(next);
    apply(next);
  };

  const value = report.data;
  const pageCount = value?.total !== undefined ? Math.max(1, Math.ceil(value.total / REPORT_PAGE_SIZE)) : 1;
  return (
    <section data-testid={testId} aria-busy={report.isFetching || undefined}>
      {headed && <Heading>{title}</Heading>}
      <Filters
        aria-label={intl.formatMessage(m.filters)}
        data-testid="report-filters"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          apply(draft);
        }}
      >
        <Select
          label={<FormattedMessage {...m.period} />}
          value={preset}
          onChange={(e) => pickPreset(e.target.value as PresetOrCustom)}
          options={[...PRESETS, 'custom' as const].map((p) => ({ value: p, label: intl.formatMessage(m[p]) }))}
          data-testid="report-preset"
        />
        <TextField
          type="date"
          label={<FormattedMessage {...m.from} />}
          value={draft.startDate}
          max={draft.endDate || undefined}
          onChange={(e) => setDates({ startDate: e.target.value })}
          data-testid="report-start"
        />
        <TextField
          type="date"
          label={<FormattedMessage {...m.to} />}
          value={draft.endDate}
          min={draft.startDate || undefined}
          onChange={(e) => setDates({ endDate: e.target.value })}
          error={rangeError}
          data-testid="report-end"
        />
        {usernameFilter && (
          <TextField
            label={<FormattedMessage {...m.username} />}
            value={draft.username}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => setDraft({ ...draft, username: e.target.value })}
            data-testid="report-username"
          />
        )}
        {extra?.render(draft.extra, (patch) => setDraft({ ...draft, extra: { ...draft.extra, ...patch } }))}
        <SubmitCell>
          <Button type="submit" data-testid="report-search">
            <FormattedMessage {...m.search} />
          </Button>
        </SubmitCell>
      </Filters>
      {report.isError && !value ? (
        <div role="alert" data-testid="report-failed">
          <EmptyState
            title={<FormattedMessage {...m.loadFailed} />}
            description={report.error.message}
            action={
              <Button variant="secondary" onClick={() => void report.refetch()}>
                <FormattedMessage {...m.retry} />
              </Button>
            }
          />
        </div>
      ) : (
        <>
          {value && totals && (
            <Totals data-testid="report-totals" role="group" aria-label={intl.formatMessage(m.totals)}>
              {totals(value).map((t) => (
                <div key={t.key} data-total={t.key}>
                  <span>{t.label}</span>
                  <strong>{t.value}</strong>
                </div>
              ))}
            </Totals>
          )}
          <div data-testid="report-table">
            <Table
              caption={title}
              captionHidden
              columns={columns}
              rows={value?.list ?? []}
              rowKey={rowKey}
              loading={!value}
              empty={empty ?? <FormattedMessage {...m.empty} />}
              striped
            />
          </div>
          {value && value.total !== undefined && value.total > 0 && (
            <Footer>
              <span data-testid="report-count">
                <FormattedMessage {...m.rowCount} values={{ count: value.total }} />
              </span>
              {pageCount > 1 && <Pagination page={pageNo} pageCount={pageCount} onChange={setPageNo} label={intl.formatMessage(m.pages)} />}
            </Footer>
          )}
        </>
      )}
    </section>
  );
}
