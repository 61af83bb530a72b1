import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AgentIncome, IncomeRow } from '../../../../../../generated/types.ts';
import type { TableColumn } from '../../../../../../ui/index.ts';
import { agentPageTitles } from '../../messages.ts';
import { Money, ZonedTime } from '../common/cells.tsx';
import { ReportFrame } from '../common/ReportFrame.tsx';
import { incomeMessages as m } from './messages.ts';

// Rows are days of the brand's time zone already: noon UTC of that day reads as the same day in every offset.
const day = (d: string): ReactNode => <ZonedTime iso={`${d}T12:00:00Z`} withTime={false} />;

const AMOUNTS = [
  ['dividend', 'dividendMinor'],
  ['salary', 'salaryMinor'],
  ['paidDividend', 'paidDividendMinor'],
  ['paidSalary', 'paidSalaryMinor'],
  ['net', 'netMinor'],
] as const;

const columns: TableColumn<IncomeRow>[] = [
  { key: 'date', header: <FormattedMessage {...m.date} />, cell: (r) => day(r.date) },
  ...AMOUNTS.map(([label, field]): TableColumn<IncomeRow> => ({
    key: label,
    header: <FormattedMessage {...m[label]} />,
    align: 'end',
    cell: (r) => <Money minor={r[field]} />,
  })),
];

/** My income (agent center page agentRevenueReport): dividends and salaries received and paid on, per day, with totals. */
export default function IncomePage({ now }: { now?: number }): ReactNode {
  return (
    <ReportFrame<AgentIncome, IncomeRow>
      name="income"
      testId="agent-income"
      title={<FormattedMessage {...agentPageTitles.agentRevenueReport} />}
      usernameFilter={false}
      paged={false}
      defaultPreset="thisMonth"
      columns={columns}
      now={now}
      rowKey={(r) => r.date}
      totals={(v) => AMOUNTS.map(([label, field]) => ({ key: label, label: <FormattedMessage {...m[label]} />, value: <Money minor={v.totals[field]} /> }))}
      empty={<FormattedMessage {...m.empty} />}
    />
  );
}
