import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { consolidatedFunds, memberInfo, walletBalance } from '../../../api/accounts.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import type { ConsolidatedFunds, MemberInfo, WalletBalance } from '../../../api/types.ts';
import { useFlags } from '../../../boot/BootContext.tsx';
import { useSession } from '../../../state/session.ts';
import { sessionKeys } from './queryKeys.ts';

/** The signed-in member's info (loaded by the login flow; refetched here when stale). */
export function useMemberInfo(): UseQueryResult<MemberInfo> {
  const api = useApi();
  const isLogin = useSession((s) => s.isLogin);
  return useQuery({ queryKey: sessionKeys.memberInfo, queryFn: ({ signal }) => memberInfo(api, signal), enabled: isLogin });
}

/**
 * Keeps the session store's member info current: the navigation reads its public state (available
 * promotions, referral) from the store, so the first-load shell needs no query code. Mounted with the logged-in
 * header; a promotion action or money event that invalidates the session queries refreshes it.
 */
export function useMemberInfoSync(): void {
  const info = useMemberInfo().data;
  useEffect(() => {
    if (info) useSession.getState().refreshUserInfo(info);
  }, [info]);
}

/** GET /wps/v2/wallets/balance for the header; refreshed every minute and on demand. */
export function useBalance(): UseQueryResult<WalletBalance> {
  const api = useApi();
  const isLogin = useSession((s) => s.isLogin);
  return useQuery({
    queryKey: sessionKeys.balance,
    queryFn: ({ signal }) => walletBalance(api, signal),
    enabled: isLogin,
    staleTime: 15_000,
    refetchInterval: 60_000,
  });
}

/**
 * The consolidated contract flags are requested only for logged-in non-trial members when the agent-policy
 * flag is on (they switch the salary and contract menus of the agent center on).
 */
export function consolidatedEnabled(state: { isLogin: boolean; isTrial: boolean }, agentPolicy: boolean): boolean {
  return state.isLogin && !state.isTrial && agentPolicy;
}

export function useConsolidatedFunds(): UseQueryResult<ConsolidatedFunds> {
  const api = useApi();
  const agentPolicy = useFlags().agentPolicy;
  const enabled = useSession((s) => consolidatedEnabled(s, agentPolicy));
  return useQuery({ queryKey: sessionKeys.consolidated, queryFn: () => consolidatedFunds(api), enabled });
}
