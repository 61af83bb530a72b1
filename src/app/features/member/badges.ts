import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useApi } from '../../api/ApiContext.tsx';
import { useFlags } from '../../boot/BootContext.tsx';
import { useSession } from '../../state/session.ts';
import { unreadCount } from './messageV2/api.ts';
import { rewardKeys, rewardList } from './rewardCenter/api.ts';
import { missionKeys, missionSummary } from './missionLeaderboard/api.ts';
import { inboxKeys } from './messageV2/queryKeys.ts';
import type { MemberPageId } from './menu.ts';

/**
 * CSP_unreadCount (the inbox's unread count): only for logged-in real accounts with the
 * inbox flag (a trial member does not load unread messages). Under sessionKeys.all, so money events and
 * logout refresh or drop it with the balance.
 */
export function useUnreadCount(): UseQueryResult<number> {
  const api = useApi();
  const inbox = useFlags().inbox;
  const enabled = useSession((s) => s.isLogin && !s.isTrial) && inbox;
  return useQuery({
    queryKey: inboxKeys.unread,
    queryFn: ({ signal }) => unreadCount(api, signal),
    enabled,
    staleTime: 15_000,
    refetchInterval: 60_000,
  });
}

/** Claimable rewards (the reward center's badge): only for real accounts on brands with the reward center. */
export function useClaimableCount(): UseQueryResult<number> {
  const api = useApi();
  const on = useFlags().rewardCenter;
  const enabled = useSession((s) => s.isLogin && !s.isTrial) && on;
  return useQuery({
    queryKey: rewardKeys.count,
    queryFn: async ({ signal }) => (await rewardList(api, 'claimable', 1, 1, signal)).claimableCount,
    enabled,
    staleTime: 15_000,
    refetchInterval: 60_000,
  });
}

/** Claimable missions (the mission activity's badge): real accounts on brands with the reward center (missions ride on it). */
export function useClaimableMissions(): UseQueryResult<number> {
  const api = useApi();
  const on = useFlags().rewardCenter;
  const enabled = useSession((s) => s.isLogin && !s.isTrial) && on;
  return useQuery({
    queryKey: missionKeys.summary,
    queryFn: ({ signal }) => missionSummary(api, signal),
    select: (s) => s.claimable,
    enabled,
    staleTime: 15_000,
    refetchInterval: 60_000,
  });
}

/** Badge counts of the menu (shown when above 0). */
export function useMenuBadges(): Partial<Record<MemberPageId, number>> {
  const unread = useUnreadCount().data ?? 0;
  const rewards = useClaimableCount().data ?? 0;
  const missions = useClaimableMissions().data ?? 0;
  return { messageV2: unread, rewardCenter: rewards, missionLeaderboard: missions };
}
