// The points mall's calls (relays of the server's modules/points): balance, config, catalog, history, and the two
// password-checked posts (enc). Every query is the member's (removed on logout) and dropped as soon as the page
// closes (gcTime 0): point-mall data is cleared when the member center closes.
import { useMutation, useQuery, useQueryClient, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import type {
  ConvertPointRequest,
  ConvertPointResult,
  PointBalance,
  PointConfig,
  PointRewards,
  RedeemPointList,
  RedeemPointRequest,
  RedeemPointResult,
} from '../../../generated/types.ts';
import type { ApiRequest } from '../../api/client.ts';
import { useApi } from '../../api/ApiContext.tsx';
import { usePreferences } from '../../state/preferences.ts';
import { useSession } from '../../state/session.ts';
import { sessionKeys } from '../auth/session/queryKeys.ts';

export type { PointConfig, PointRedemption, PointReward, PointRewards, RedeemPointList } from '../../../generated/types.ts';

const R = '/wps/relay';
export const pointKeys = {
  all: [...sessionKeys.all, 'points'] as const,
  balance: [...sessionKeys.all, 'points', 'balance'] as const,
  config: [...sessionKeys.all, 'points', 'config'] as const,
  rewards: (language: string) => [...sessionKeys.all, 'points', 'rewards', language] as const,
  history: (language: string, page: number) => [...sessionKeys.all, 'points', 'history', language, page] as const,
};

const opts = (signal?: AbortSignal) => (signal ? { signal } : {});
export const pointBalance = (api: ApiRequest, signal?: AbortSignal) => api<PointBalance>(`${R}/MCS2_getPointBalance`, opts(signal));
export const pointConfig = (api: ApiRequest, signal?: AbortSignal) => api<PointConfig>(`${R}/MCS2_getPointConfig`, opts(signal));
export const pointRewards = (api: ApiRequest, signal?: AbortSignal) => api<PointRewards>(`${R}/MCS2_getPointReward`, opts(signal));
export const redeemList = (api: ApiRequest, page: number, signal?: AbortSignal) =>
  api<RedeemPointList>(`${R}/MCS2_getRedeemPointList?page=${page}&pageSize=10`, opts(signal));
export const redeemPoints = (api: ApiRequest, body: RedeemPointRequest) =>
  api<RedeemPointResult>(`${R}/passwordCheck/MCS2_redeemPointReward`, { method: 'POST', body, encrypt: true });
export const convertPoints = (api: ApiRequest, body: ConvertPointRequest) =>
  api<ConvertPointResult>(`${R}/passwordCheck/MCS2_convertPoint`, { method: 'POST', body, encrypt: true });

/** Only for a signed-in member once session restore is done: a guest sends nothing. */
function useMember(): boolean {
  return useSession((s) => s.isLogin && !s.restoring);
}

export function usePointBalance(): UseQueryResult<PointBalance> {
  const api = useApi();
  return useQuery({ queryKey: pointKeys.balance, queryFn: ({ signal }) => pointBalance(api, signal), enabled: useMember(), gcTime: 0 });
}
export function usePointConfig(): UseQueryResult<PointConfig> {
  const api = useApi();
  return useQuery({ queryKey: pointKeys.config, queryFn: ({ signal }) => pointConfig(api, signal), enabled: useMember(), gcTime: 0 });
}
export function usePointRewards(): UseQueryResult<PointRewards> {
  const api = useApi();
  const language = usePreferences((s) => s.language);
  return useQuery({ queryKey: pointKeys.rewards(language), queryFn: ({ signal }) => pointRewards(api, signal), enabled: useMember(), gcTime: 0 });
}
export function useRedeemHistory(page: number): UseQueryResult<RedeemPointList> {
  const api = useApi();
  const language = usePreferences((s) => s.language);
  return useQuery({ queryKey: pointKeys.history(language, page), queryFn: ({ signal }) => redeemList(api, page, signal), enabled: useMember(), gcTime: 0 });
}

/** A redeem or convert: refreshes every points query, and the header balance after a conversion. */
export function usePointsMutation<B, T>(fn: (api: ApiRequest, body: B) => Promise<T>): UseMutationResult<T, Error, B> {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => fn(api, body),
    onSettled: () => client.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
