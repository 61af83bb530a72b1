import { useMutation, useQuery, useQueryClient, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import type { WalletTransferRequest } from '../../../../generated/types.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import { sessionKeys } from '../../auth/session/queryKeys.ts';
import { merchantWallet, walletTransfer, type MerchantWallet, type WalletTransferResult } from './api.ts';

export const walletKeys = {
  merchant: [...sessionKeys.all, 'wallet', 'merchant'] as const,
};

export function useMerchantWallet(): UseQueryResult<MerchantWallet> {
  const api = useApi();
  return useQuery({ queryKey: walletKeys.merchant, queryFn: ({ signal }) => merchantWallet(api, signal), staleTime: 5 * 60_000 });
}

/** After any money movement: the answer's balances at once, then everything of the session (header, records) refetched. */
export function useMoneyMutation<A>(fn: (a: A) => Promise<WalletTransferResult>): UseMutationResult<WalletTransferResult, Error, A> {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (r) => client.setQueryData(sessionKeys.balance, r.balance),
    onSettled: () => client.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

export function useWalletTransfer(): UseMutationResult<WalletTransferResult, Error, WalletTransferRequest> {
  const api = useApi();
  return useMoneyMutation((body: WalletTransferRequest) => walletTransfer(api, body));
}
