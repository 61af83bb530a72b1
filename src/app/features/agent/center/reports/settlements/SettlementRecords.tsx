import styled from '@emotion/styled';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, useIntl, type IntlShape } from 'react-intl';
import { token } from '../../../../../../engine/theme/token.ts';
import type { Settlement, Settlements } from '../../../../../../generated/types.ts';
import { Tabs, type TableColumn } from '../../../../../../ui/index.ts';
import { useBrand } from '../../../../../boot/BootContext.tsx';
import { agentPageTitles } from '../../messages.ts';
import { Money, Rate } from '../common/cells.tsx';
import { inZone } from '../common/dates.ts';
import { ReportFrame } from '../common/ReportFrame.tsx';
import { Heading, Wrap } from '../common/styles.ts';
import { settlementMessages as m } from './messages.ts';

export type SettlementKind = Settlement['kind'];
export type SettlementRole = 'received' | 'paid';

/** The record page of each kind: its menu label is its heading. */
const TITLES = {
  dividend: agentPageTitles.agentDividendRecordCopy2,
  daily: agentPageTitles.agentDailyWages2,
  hourly: agentPageTitles.agentHourSalary,
  realtime: agentPageTitles.agentRealtimeSalary,
} as const;
const STATUS = { paid: m.statusPaid, nothing_due: m.statusNothingDue, failed: m.statusFailed } as const;

// The text stays in the primary colour (contrast in every brand); the dot carries the status colour.
const Status = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${token('space.xs')};
  &::before {
    content: '';
    flex: none;
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${token('color.text.muted')};
  }
  &[data-status='paid']::before {
    background: ${token('color.status.success')};
  }
  &[data-status='failed']::before {
    background: ${token('color.status.danger')};
  }
`;
const Reason = styled.small`
  display: block;
  color: ${token('color.text.muted')};
  white-space: normal;
  overflow-wrap: anywhere;
`;

/**
 * The period in the brand's time zone: days for daily and dividend periods (end exclusive, so its last day is
 * end − 1 ms), start and end times for hourly and real-time windows.
 */
export function periodText(intl: IntlShape, s: Pick<Settlement, 'kind' | 'periodStart' | 'periodEnd'>, offset: string): string {
  const from = inZone(s.periodStart, offset);
  const end = inZone(s.periodEnd, offset);
  if (s.kind === 'hourly' || s.kind === 'realtime')
    return intl.formatDateTimeRange(from, end, { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'short' });
  return intl.formatDateTimeRange(from, new Date(end.getTime() - 1), { timeZone: 'UTC', dateStyle: 'medium' });
}

function failureText(intl: IntlShape, failure: string | null | undefined): string | null {
  if (!failure) return null;
  return /insufficient/i.test(failure) ? intl.formatMessage(m.failedBalance) : failure;
}

function useColumns(kind: SettlementKind, role: SettlementRole): TableColumn<Settlement>[] {
  const intl = useIntl();
  const { timezoneOffset } = useBrand();
  const who: TableColumn<Settlement> =
    role === 'received'
      ? { key: 'payer', header: <FormattedMessage {...m.payer} />, cell: (r) => <Wrap>{r.payer?.username ?? intl.formatMessage(m.house)}</Wrap> }
      : { key: 'holder', header: <FormattedMessage {...m.holder} />, cell: (r) => <Wrap>{r.holder.username}</Wrap> };
  return [
    { key: 'period', header: <FormattedMessage {...m.period} />, cell: (r) => <Wrap>{periodText(intl, r, timezoneOffset)}</Wrap> },
    who,
    { key: 'validBet', header: <FormattedMessage {...m.validBet} />, align: 'end', cell: (r) => <Money minor={r.validBetMinor} /> },
    ...(kind === 'dividend'
      ? [{ key: 'loss', header: <FormattedMessage {...m.loss} />, align: 'end', cell: (r) => <Money minor={r.profitLossMinor} /> } satisfies TableColumn<Settlement>]
      : []),
    { key: 'active', header: <FormattedMessage {...m.activeMembers} />, align: 'end', cell: (r) => intl.formatNumber(r.activeMembers) },
    { key: 'rate', header: <FormattedMessage {...m.rate} />, align: 'end', cell: (r) => <Rate bp={r.rateBp} /> },
    { key: 'amount', header: <FormattedMessage {...m.amount} />, align: 'end', cell: (r) => <Money minor={r.amountMinor} /> },
    {
      key: 'status',
      header: <FormattedMessage {...m.status} />,
      cell: (r) => (
        <>
          <Status data-status={r.status}>
            <FormattedMessage {...STATUS[r.status]} />
          </Status>
          {r.status === 'failed' && failureText(intl, r.failure) && <Reason>{failureText(intl, r.failure)}</Reason>}
        </>
      ),
    },
  ];
}

function RoleReport({ kind, role, now }: { kind: SettlementKind; role: SettlementRole; now?: number | undefined }): ReactNode {
  const columns = useColumns(kind, role);
  return (
    <ReportFrame<Settlements, Settlement>
      name="settlements"
      testId={`agent-settlements-${role}`}
      title={<FormattedMessage {...TITLES[kind]} />}
      headed={false}
      fixed={{ kind, role }}
      // the caller is the holder of every received row
      usernameFilter={role === 'paid'}
      defaultPreset="thisMonth"
      columns={columns}
      rowKey={(r) => r.id}
      totals={(v) => [
        { key: 'count', label: <FormattedMessage {...m.records} />, value: <FormattedNumber value={v.totals.count} /> },
        { key: 'validBet', label: <FormattedMessage {...m.validBet} />, value: <Money minor={v.totals.validBetMinor} /> },
        { key: 'amount', label: <FormattedMessage {...m.amount} />, value: <Money minor={v.totals.amountMinor} /> },
      ]}
      empty={<FormattedMessage {...m.empty} />}
      now={now}
    />
  );
}

/** A settlement record page of the agent center: one contract kind, received by the agent or paid by it to its downline. */
export function SettlementRecords({ kind, now }: { kind: SettlementKind; now?: number | undefined }): ReactNode {
  const intl = useIntl();
  const [role, setRole] = useState<SettlementRole>('received');
  return (
    <div data-testid={`agent-settlements-${kind}`}>
      <Heading>
        <FormattedMessage {...TITLES[kind]} />
      </Heading>
      <Tabs
        label={intl.formatMessage(m.roles)}
        value={role}
        onChange={(id) => setRole(id as SettlementRole)}
        items={(['received', 'paid'] as const).map((r) => ({
          id: r,
          label: <FormattedMessage {...m[r]} />,
          content: <RoleReport kind={kind} role={r} now={now} />,
        }))}
      />
    </div>
  );
}
