// Missions (REWCEN3 rewardCenter; the mission summary and leaderboard relays): the summary, the leaderboard
// per day or week, and the claim. Under sessionKeys.all: a claim refreshes the balance, rewards and badge.
import { useMutation, useQuery, useQueryClient, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import type { MissionClaimRequest, MissionClaimResult, MissionLeaderboard, MissionSummary } from '../../../../generated/types.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import type { ApiRequest } from '../../../api/client.ts';
import { sessionKeys } from '../../auth/session/queryKeys.ts';

export type { MissionClaimResult, MissionItem, MissionLeaderboard, MissionSummary } from '../../../../generated/types.ts';
export type BoardPeriod = MissionLeaderboard['period'];

export const missionKeys = {
  summary: [...sessionKeys.all, 'missions', 'summary'] as const,
  board: (period: BoardPeriod) => [...sessionKeys.all, 'missions', 'board', period] as const,
};

export const missionSummary = (api: ApiRequest, signal?: AbortSignal): Promise<MissionSummary> =>
  api<MissionSummary>('/wps/relay/MCSFE_getMissionSummaryDetails', signal ? { signal } : {});

export function useMissionSummary(): UseQueryResult<MissionSummary> {
  const api = useApi();
  return useQuery({ queryKey: missionKeys.summary, queryFn: ({ signal }) => missionSummary(api, signal) });
}

export function useMissionBoard(period: BoardPeriod): UseQueryResult<MissionLeaderboard> {
  const api = useApi();
  return useQuery({
    queryKey: missionKeys.board(period),
    queryFn: ({ signal }) => api<MissionLeaderboard>('/wps/relay/MCSFE_getMissionLeaderboard', { query: { period }, signal }),
    placeholderData: (p) => p,
  });
}

export function useClaimMission(): UseMutationResult<MissionClaimResult, Error, string> {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (missionId: string) => api<MissionClaimResult>('/wps/relay/MCSFE_claimMission', { method: 'POST', body: { missionId } satisfies MissionClaimRequest }),
    onSettled: () => client.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
