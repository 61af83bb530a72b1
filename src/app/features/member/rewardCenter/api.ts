// Reward center calls (REWCEN3): rewards list / claim / claim all, draw tickets, the red envelope
// (MCS2_claimRafflePromotion) and the prize wheel. Queries live under sessionKeys.all: refreshed with
// the balance after money events, dropped on logout.
import { useMutation, useQuery, useQueryClient, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import type { DrawRequest, DrawResult, DrawTickets, RewardClaimResult, RewardIdRequest, RewardList } from '../../../../generated/types.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import type { ApiRequest } from '../../../api/client.ts';
import { sessionKeys } from '../../auth/session/queryKeys.ts';

export type { DrawResult, DrawTickets, RewardList } from '../../../../generated/types.ts';
export type RewardView = 'claimable' | 'history';

export const REWARD_PAGE_SIZE = 10;

export const rewardKeys = {
  all: [...sessionKeys.all, 'rewards'] as const,
  list: (view: RewardView, pageNum: number) => [...sessionKeys.all, 'rewards', 'list', view, pageNum] as const,
  count: [...sessionKeys.all, 'rewards', 'count'] as const,
  tickets: [...sessionKeys.all, 'rewards', 'tickets'] as const,
};

export const rewardList = (api: ApiRequest, view: RewardView, pageNum: number, pageSize = REWARD_PAGE_SIZE, signal?: AbortSignal): Promise<RewardList> =>
  api<RewardList>('/wps/relay/MCS2_getRewardList', { query: { view, pageNum, pageSize }, ...(signal ? { signal } : {}) });

export function useRewardList(view: RewardView, pageNum: number): UseQueryResult<RewardList> {
  const api = useApi();
  return useQuery({ queryKey: rewardKeys.list(view, pageNum), queryFn: ({ signal }) => rewardList(api, view, pageNum, REWARD_PAGE_SIZE, signal), placeholderData: (p) => p });
}

export function useDrawTickets(): UseQueryResult<DrawTickets> {
  const api = useApi();
  return useQuery({ queryKey: rewardKeys.tickets, queryFn: ({ signal }) => api<DrawTickets>('/wps/relay/MCS2_getDrawTickets', { signal }) });
}

/** Claims refresh every reward query and the balance (both under sessionKeys.all). */
function useRewardMutation<A, R>(fn: (a: A) => Promise<R>): UseMutationResult<R, Error, A> {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: sessionKeys.all }) });
}

export function useClaimReward(): UseMutationResult<RewardClaimResult, Error, string> {
  const api = useApi();
  return useRewardMutation((rewardId: string) => api<RewardClaimResult>('/wps/relay/MCS2_claimReward', { method: 'POST', body: { rewardId } satisfies RewardIdRequest }));
}

export function useClaimAll(): UseMutationResult<RewardClaimResult, Error, void> {
  const api = useApi();
  return useRewardMutation(() => api<RewardClaimResult>('/wps/relay/MCS2_claimAllRewards', { method: 'POST', body: {} }));
}

const DRAW_PATH = { raffle: '/wps/relay/MCS2_claimRafflePromotion', wheel: '/wps/relay/MCS2_spinPrizeWheel' } as const;

export function useDraw(): UseMutationResult<DrawResult, Error, { kind: 'raffle' | 'wheel'; ticketId: string }> {
  const api = useApi();
  return useRewardMutation(({ kind, ticketId }: { kind: 'raffle' | 'wheel'; ticketId: string }) =>
    api<DrawResult>(DRAW_PATH[kind], { method: 'POST', body: { ticketId } satisfies DrawRequest }),
  );
}

/** "12.30" from minor units (exact: BigInt), for <Amount>. */
export const major = (minor: string): string => {
  const n = BigInt(minor);
  return `${n / 100n}.${(n % 100n).toString().padStart(2, '0')}`;
};
