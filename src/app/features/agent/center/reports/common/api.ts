// The agent report calls (docs/agent-contract.md "Endpoints"): GET /wps/agent/reports/<name> with the filters as
// query parameters; every answer is one page (or, for income, the whole range) plus totals.
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useApi } from '../../../../../api/ApiContext.tsx';
import { sessionKeys } from '../../../../auth/session/queryKeys.ts';

export { major } from '../../../../member/personalHistoryCopy/api.ts';

export type ReportName = 'teamBetting' | 'userLoss' | 'income' | 'transactions' | 'settlements';
export type ReportQuery = Record<string, string | number | undefined>;

/** Contract default: 20 rows a page. */
export const REPORT_PAGE_SIZE = 20;

/** Under sessionKeys.all: logging out drops every report with the session. */
export const reportKey = (name: ReportName, query: ReportQuery) => [...sessionKeys.all, 'agent', 'reports', name, query] as const;

export const reportPath = (name: ReportName): string => `/wps/agent/reports/${name}`;

/** One report page; the previous page stays on screen while the next loads (no flashing skeleton on paging). */
export function useReport<V>(name: ReportName, query: ReportQuery, enabled = true): UseQueryResult<V> {
  const api = useApi();
  return useQuery({
    queryKey: reportKey(name, query),
    queryFn: ({ signal }) => api<V>(reportPath(name), { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
