// Canned answers of the betting records and P&L stories.
import type { BetRecords, ProfitReport } from '../../../src/generated/types.ts';

const row = (i: number, over: Partial<BetRecords['list'][number]> = {}): BetRecords['list'][number] => ({
  roundId: `IH${1000 + i}`,
  vendor: 'INHOUSE',
  gameCode: i % 2 ? 'INHOUSE-0004' : 'INHOUSE-0001',
  gameName: i % 2 ? 'Dice' : 'Crash Rocket',
  gameType: 'INHOUSE',
  stakeMinor: '1000',
  winMinor: i % 3 ? '0' : '1980',
  profitMinor: i % 3 ? '-1000' : '980',
  status: 'settled',
  placedAt: `2030-01-15T0${i % 10}:1${i % 10}:00Z`,
  settledAt: `2030-01-15T0${i % 10}:1${i % 10}:01Z`,
  ...over,
});

export const storyBets: BetRecords = {
  list: [row(1, { vendor: 'JILI', gameCode: 'JL-7', gameName: 'Fortune Gems', gameType: 'RNG', status: 'open', winMinor: '0', profitMinor: '0', settledAt: null }), ...Array.from({ length: 9 }, (_, i) => row(i + 2))],
  pageNo: 1,
  pageSize: 10,
  total: 23,
  totals: { count: 22, stakeMinor: '2200000', winMinor: '1985000', profitMinor: '-215000' },
};
export const noBets: BetRecords = { list: [], pageNo: 1, pageSize: 10, total: 0, totals: { count: 0, stakeMinor: '0', winMinor: '0', profitMinor: '0' } };

export const storyProfit: ProfitReport = {
  period: 'today',
  from: '2030-01-15',
  to: '2030-01-15',
  rows: [
    { gameType: 'INHOUSE', count: 14, stakeMinor: '1400000', winMinor: '1512000', profitMinor: '112000' },
    { gameType: 'RNG', count: 8, stakeMinor: '800000', winMinor: '473000', profitMinor: '-327000' },
  ],
  total: { count: 22, stakeMinor: '2200000', winMinor: '1985000', profitMinor: '-215000' },
};

