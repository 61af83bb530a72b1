// Betting records and P&L calls (this engine's /wps/relay/betRecords and /wps/relay/profitLoss; the platform's
// own paths were not captured). Both pages share them.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ApiRequest } from '../../../api/client.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import type { BetRecords, BetRecordsRequest, ProfitReport, ProfitRequest } from '../../../../generated/types.ts';
import { sessionKeys } from '../../auth/session/queryKeys.ts';

export type { BetRecords, BetRecordsRequest, BetTotals, ProfitReport } from '../../../../generated/types.ts';
export type Period = ProfitRequest['period'];

/** Under sessionKeys.all: a bet's invalidation refreshes open records pages too. */
export const recordKeys = {
  bets: (q: BetRecordsRequest) => [...sessionKeys.all, 'records', 'bets', q] as const,
  profit: (period: Period) => [...sessionKeys.all, 'records', 'profit', period] as const,
};

export const betRecords = (api: ApiRequest, q: BetRecordsRequest, signal?: AbortSignal): Promise<BetRecords> =>
  api<BetRecords>('/wps/relay/betRecords', { query: { ...q }, ...(signal ? { signal } : {}) });

export const profitLoss = (api: ApiRequest, period: Period, signal?: AbortSignal): Promise<ProfitReport> =>
  api<ProfitReport>('/wps/relay/profitLoss', { query: { period }, ...(signal ? { signal } : {}) });

export function useBetRecords(q: BetRecordsRequest): UseQueryResult<BetRecords> {
  const api = useApi();
  return useQuery({ queryKey: recordKeys.bets(q), queryFn: ({ signal }) => betRecords(api, q, signal), placeholderData: (prev) => prev });
}

export function useProfit(period: Period): UseQueryResult<ProfitReport> {
  const api = useApi();
  return useQuery({ queryKey: recordKeys.profit(period), queryFn: ({ signal }) => profitLoss(api, period, signal) });
}

/** "12.30" from minor units (exact: BigInt), for <Amount>. */
export const major = (minor: string): string => {
  const n = BigInt(minor);
  const abs = n < 0n ? -n : n;
  return `${n < 0n ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
};

/** YYYY-MM-DD of a day `back` days before today in the brand's UTC offset (the server's calendar). */
export function dayInZone(offset: string, back = 0, now = Date.now()): string {
  const m = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  const ms = m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) * 60_000 : 0;
  return new Date(now + ms - back * 86_400_000).toISOString().slice(0, 10);
}
