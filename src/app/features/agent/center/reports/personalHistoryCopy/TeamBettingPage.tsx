import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { GameType } from '../../../../../../engine/games/lanes.ts';
import type { TeamBets } from '../../../../../../generated/types.ts';
import { Select, type TableColumn } from '../../../../../../ui/index.ts';
import { useBrand } from '../../../../../boot/BootContext.tsx';
import { AreaMessages } from '../../../../../i18n/AreaMessages.tsx';
import { laneMessage } from '../../../../../i18n/navMessages.ts';
import { recordsMessages as bets } from '../../../../member/personalHistoryCopy/messages.ts';
import { agentPageTitles } from '../../messages.ts';
import { Money, ZonedTime } from '../common/cells.tsx';
import { frameMessages as f } from '../common/messages.ts';
import { ReportFrame, type Extra } from '../common/ReportFrame.tsx';
import { Wrap } from '../common/styles.ts';
import { teamBettingMessages as m } from './messages.ts';

type Row = TeamBets['list'][number];

const STATUS = { open: bets.open, settled: bets.settled, rolled_back: bets.rolledBack } as const;

function GameFilters({ value, set }: { value: Extra; set: (patch: Extra) => void }): ReactNode {
  const intl = useIntl();
  const brand = useBrand();
  const all = intl.formatMessage(f.all);
  const categories = brand.games.categories.filter((c) => c.vendors.length > 0);
  const vendors = categories.filter((c) => !value.gameType || c.type === value.gameType).flatMap((c) => c.vendors);
  return (
    <>
      <Select
        label={<FormattedMessage {...bets.category} />}
        value={value.gameType ?? ''}
        // a vendor of another category would match nothing: the vendor choice goes with the category
        onChange={(e) => set({ gameType: e.target.value, vendor: '' })}
        options={[{ value: '', label: all }, ...categories.map((c) => ({ value: c.type, label: intl.formatMessage(laneMessage(c.type as GameType)) }))]}
        data-testid="report-game-type"
      />
      <Select
        label={<FormattedMessage {...bets.vendor} />}
        value={value.vendor ?? ''}
        onChange={(e) => set({ vendor: e.target.value })}
        options={[{ value: '', label: all }, ...[...new Map(vendors.map((v) => [v.code, v])).values()].map((v) => ({ value: v.code, label: v.name }))]}
        data-testid="report-vendor"
      />
    </>
  );
}

const columns: TableColumn<Row>[] = [
  { key: 'time', header: <FormattedMessage {...bets.time} />, cell: (r) => <ZonedTime iso={r.placedAt} /> },
  { key: 'member', header: <FormattedMessage {...m.member} />, cell: (r) => <Wrap>{r.username}</Wrap> },
  { key: 'game', header: <FormattedMessage {...bets.game} />, cell: (r) => <Wrap>{`${r.vendor} · ${r.gameCode}`}</Wrap> },
  { key: 'round', header: <FormattedMessage {...m.round} />, cell: (r) => <Wrap>{r.roundId}</Wrap> },
  { key: 'stake', header: <FormattedMessage {...bets.stake} />, align: 'end', cell: (r) => <Money minor={r.stakeMinor} /> },
  { key: 'win', header: <FormattedMessage {...bets.win} />, align: 'end', cell: (r) => <Money minor={r.winMinor} /> },
  { key: 'profit', header: <FormattedMessage {...bets.profit} />, align: 'end', cell: (r) => <Money minor={r.profitMinor} /> },
  { key: 'status', header: <FormattedMessage {...bets.status} />, cell: (r) => <FormattedMessage {...STATUS[r.status]} /> },
];

/** Team betting (agent center page personalHistoryCopy): the team's bets with game type and vendor filters, totals of settled bets. */
export default function TeamBettingPage({ now }: { now?: number }): ReactNode {
  return (
    <AreaMessages area="member">
      <ReportFrame<TeamBets, Row>
        name="teamBetting"
        testId="agent-team-betting"
        title={<FormattedMessage {...agentPageTitles.personalHistoryCopy} />}
        extra={{ initial: { gameType: '', vendor: '' }, render: (value, set) => <GameFilters value={value} set={set} /> }}
        columns={columns}
        now={now}
        rowKey={(r) => `${r.vendor}:${r.roundId}:${r.memberId}`}
        totals={(v) => [
          { key: 'count', label: <FormattedMessage {...m.totalsNote} />, value: <FormattedNumber value={v.totals.count} /> },
          { key: 'stake', label: <FormattedMessage {...bets.stake} />, value: <Money minor={v.totals.stakeMinor} /> },
          { key: 'win', label: <FormattedMessage {...bets.win} />, value: <Money minor={v.totals.winMinor} /> },
          { key: 'profit', label: <FormattedMessage {...bets.profit} />, value: <Money minor={v.totals.profitMinor} /> },
        ]}
        empty={<FormattedMessage {...bets.empty} />}
      />
    </AreaMessages>
  );
}
