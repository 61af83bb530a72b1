import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { UserLoss, UserLossRow } from '../../../../../../generated/types.ts';
import type { TableColumn } from '../../../../../../ui/index.ts';
import { agentPageTitles } from '../../messages.ts';
import { Money } from '../common/cells.tsx';
import { ReportFrame } from '../common/ReportFrame.tsx';
import { Wrap } from '../common/styles.ts';
import { userLossMessages as m } from './messages.ts';

const columns: TableColumn<UserLossRow>[] = [
  { key: 'member', header: <FormattedMessage {...m.member} />, cell: (r) => <Wrap>{r.username}</Wrap> },
  { key: 'level', header: <FormattedMessage {...m.level} />, cell: (r) => <FormattedMessage {...m.levelValue} values={{ depth: r.depth }} /> },
  { key: 'bets', header: <FormattedMessage {...m.bets} />, align: 'end', cell: (r) => <FormattedNumber value={r.betCount} /> },
  { key: 'validBet', header: <FormattedMessage {...m.validBet} />, align: 'end', cell: (r) => <Money minor={r.validBetMinor} /> },
  { key: 'win', header: <FormattedMessage {...m.win} />, align: 'end', cell: (r) => <Money minor={r.winMinor} /> },
  { key: 'pl', header: <FormattedMessage {...m.profitLoss} />, align: 'end', cell: (r) => <Money minor={r.profitLossMinor} /> },
  { key: 'deposit', header: <FormattedMessage {...m.deposit} />, align: 'end', cell: (r) => <Money minor={r.depositMinor} /> },
  { key: 'withdraw', header: <FormattedMessage {...m.withdraw} />, align: 'end', cell: (r) => <Money minor={r.withdrawMinor} /> },
];

/** User loss (agent center page palStatementsAgentCopy): each team member's bets, P&L, deposits and withdrawals; biggest loss first. */
export default function UserLossPage({ now }: { now?: number }): ReactNode {
  return (
    <ReportFrame<UserLoss, UserLossRow>
      name="userLoss"
      testId="agent-user-loss"
      title={<FormattedMessage {...agentPageTitles.palStatementsAgentCopy} />}
      columns={columns}
      now={now}
      rowKey={(r) => r.memberId}
      totals={(v) => [
        { key: 'bets', label: <FormattedMessage {...m.bets} />, value: <FormattedNumber value={v.totals.betCount} /> },
        { key: 'validBet', label: <FormattedMessage {...m.validBet} />, value: <Money minor={v.totals.validBetMinor} /> },
        { key: 'win', label: <FormattedMessage {...m.win} />, value: <Money minor={v.totals.winMinor} /> },
        { key: 'pl', label: <FormattedMessage {...m.profitLoss} />, value: <Money minor={v.totals.profitLossMinor} /> },
        { key: 'deposit', label: <FormattedMessage {...m.deposit} />, value: <Money minor={v.totals.depositMinor} /> },
        { key: 'withdraw', label: <FormattedMessage {...m.withdraw} />, value: <Money minor={v.totals.withdrawMinor} /> },
      ]}
      empty={<FormattedMessage {...m.empty} />}
    />
  );
}
