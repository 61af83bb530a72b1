// Seed §3 public state from the member's info (GET /wps/member/info, already loaded at login): availablePromoCount
// for the promotions badges and availablePromo.REFERRAL.enabled for the invite-friends entries. No request of their
// own: they read the session's memberInfo query, which a promotion action or a money event refreshes.
import { useQuery } from '@tanstack/react-query';
import { memberInfo } from '../../api/accounts.ts';
import { useApi } from '../../api/ApiContext.tsx';
import type { MemberInfo } from '../../api/types.ts';
import { useFlags } from '../../boot/BootContext.tsx';
import { useSession } from '../../state/session.ts';
import { sessionKeys } from '../auth/session/queryKeys.ts';

/** The member's info as far as it is known (undefined for a guest or while loading). */
function useInfo<T>(select: (info: MemberInfo) => T): T | undefined {
  const api = useApi();
  const isLogin = useSession((s) => s.isLogin);
  // the same query as useMemberInfo: mounting the navigation must not fetch it again right after the login did
  const q = useQuery({ queryKey: sessionKeys.memberInfo, queryFn: ({ signal }) => memberInfo(api, signal), enabled: isLogin, staleTime: 30_000, select });
  return isLogin ? q.data : undefined;
}

/** Promotions the member can join, apply for or claim now; 0 for guests and servers that do not say. */
export function useAvailablePromoCount(): number {
  return useInfo((i) => i.availablePromoCount ?? 0) ?? 0;
}

/**
 * Whether "invite friends" shows (api-notes Public.availablePromo.REFERRAL.enabled), never without REFERRAL3.
 * A guest sees it with the flag (the entry leads to the login); a member as the server says, and until it has
 * said (or on a server without the field) unless they are a trial account.
 */
export function referralEnabled(flag: boolean, isLogin: boolean, isTrial: boolean, info: Pick<MemberInfo, 'availablePromo'> | undefined): boolean {
  if (!flag) return false;
  if (!isLogin) return true;
  return info?.availablePromo?.REFERRAL.enabled ?? !isTrial;
}

export function useReferralEnabled(): boolean {
  const flag = useFlags().referral === true;
  const isLogin = useSession((s) => s.isLogin);
  const isTrial = useSession((s) => s.isTrial);
  const promo = useInfo((i) => i.availablePromo);
  return referralEnabled(flag, isLogin, isTrial, promo ? { availablePromo: promo } : undefined);
}
