// Manual rebate (MANUALREBATE3): MCS2_getManualRebate and MCS2_claimManualRebate. Under sessionKeys.all, so a
// claim refreshes the balance and the reward lists with it, and logout drops it.
import { useMutation, useQuery, useQueryClient, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import type { RebateClaimResult, RebateInfo } from '../../../../generated/types.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import { sessionKeys } from '../../auth/session/queryKeys.ts';

export type { RebateClaimResult, RebateInfo } from '../../../../generated/types.ts';

export const rebateKeys = { info: [...sessionKeys.all, 'rebate'] as const };

export function useRebate(): UseQueryResult<RebateInfo> {
  const api = useApi();
  return useQuery({ queryKey: rebateKeys.info, queryFn: ({ signal }) => api<RebateInfo>('/wps/relay/MCS2_getManualRebate', { signal }) });
}

export function useClaimRebate(): UseMutationResult<RebateClaimResult, Error, void> {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<RebateClaimResult>('/wps/relay/MCS2_claimManualRebate', { method: 'POST', body: {} }),
    onSettled: () => client.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

/** "0.8 %" style rate from basis points, in the reader's digits. */
export const ratePercent = (basisPoints: number): number => basisPoints / 100;
