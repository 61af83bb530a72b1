import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { token } from '../../../../../../engine/theme/token.ts';
import type { TeamTransactions } from '../../../../../../generated/types.ts';
import { Select, type TableColumn } from '../../../../../../ui/index.ts';
import { AreaMessages } from '../../../../../i18n/AreaMessages.tsx';
import { RECORD_TYPES } from '../../../../member/transactionHistory/api.ts';
import { recordMessages as records, typeMessages } from '../../../../member/transactionHistory/messages.ts';
import { agentPageTitles } from '../../messages.ts';
import { Money, ZonedTime } from '../common/cells.tsx';
import { frameMessages as f } from '../common/messages.ts';
import { ReportFrame, type Extra } from '../common/ReportFrame.tsx';
import { Wrap } from '../common/styles.ts';
import { accountDetailsMessages as m } from './messages.ts';

type Row = TeamTransactions['list'][number];

const Signed = styled.span`
  font-weight: ${token('font.weight.bold')};
`;

function ReasonFilter({ value, set }: { value: Extra; set: (patch: Extra) => void }): ReactNode {
  const intl = useIntl();
  return (
    <Select
      label={<FormattedMessage {...m.reason} />}
      value={value.reason ?? ''}
      onChange={(e) => set({ reason: e.target.value })}
      options={[{ value: '', label: intl.formatMessage(f.all) }, ...RECORD_TYPES.map((t) => ({ value: t, label: intl.formatMessage(typeMessages[t]) }))]}
      data-testid="report-reason"
    />
  );
}

const columns: TableColumn<Row>[] = [
  { key: 'time', header: <FormattedMessage {...records.time} />, cell: (r) => <ZonedTime iso={r.createdAt} /> },
  { key: 'member', header: <FormattedMessage {...m.member} />, cell: (r) => <Wrap>{r.username}</Wrap> },
  { key: 'reason', header: <FormattedMessage {...m.reason} />, cell: (r) => <FormattedMessage {...typeMessages[r.reason]} /> },
  {
    key: 'amount',
    header: <FormattedMessage {...records.amount} />,
    align: 'end',
    // the sign is the member's: + into its main wallet, − out of it
    cell: (r) => (
      <Signed data-sign={r.amountMinor.startsWith('-') ? 'out' : 'in'}>
        {r.amountMinor.startsWith('-') ? '−' : '+'}
        <Money minor={r.amountMinor.replace(/^-/, '')} />
      </Signed>
    ),
  },
  { key: 'balance', header: <FormattedMessage {...records.balanceAfter} />, align: 'end', cell: (r) => <Money minor={r.balanceAfterMinor} /> },
  { key: 'reference', header: <FormattedMessage {...records.reference} />, cell: (r) => <Wrap>{r.reference}</Wrap> },
];

/** Account details (agent center page agentDownlineTransactionDetailsCopy): the team's main-wallet entries with a type filter. */
export default function AccountDetailsPage({ now }: { now?: number }): ReactNode {
  return (
    <AreaMessages area="member">
      <ReportFrame<TeamTransactions, Row>
        name="transactions"
        testId="agent-account-details"
        title={<FormattedMessage {...agentPageTitles.agentDownlineTransactionDetailsCopy} />}
        extra={{ initial: { reason: '' }, render: (value, set) => <ReasonFilter value={value} set={set} /> }}
        columns={columns}
        now={now}
        rowKey={(r) => r.id}
        totals={(v) => [
          { key: 'count', label: <FormattedMessage {...m.entries} />, value: <FormattedNumber value={v.totals.count} /> },
          { key: 'in', label: <FormattedMessage {...m.in} />, value: <Money minor={v.totals.inMinor} /> },
          { key: 'out', label: <FormattedMessage {...m.out} />, value: <Money minor={v.totals.outMinor} /> },
        ]}
        empty={<FormattedMessage {...records.empty} />}
      />
    </AreaMessages>
  );
}
