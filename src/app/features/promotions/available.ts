// Public state from the member's info (GET /wps/member/info): availablePromoCount for the promotions
// badges and availablePromo.REFERRAL.enabled for the invite-friends entries. Read from the session store, which
// the login sets and the logged-in header keeps current (useMemberInfoSync), so the shell ships no query code.
import type { MemberInfo } from '../../api/types.ts';
import { useFlags } from '../../boot/BootContext.tsx';
import { useSession } from '../../state/session.ts';

/** Promotions the member can join, apply for or claim now; 0 for guests and servers that do not say. */
export function useAvailablePromoCount(): number {
  return useSession((s) => (s.isLogin ? (s.userInfo?.availablePromoCount ?? 0) : 0));
}

/**
 * Whether "invite friends" shows (the member info's availablePromo.REFERRAL.enabled), never without REFERRAL3.
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
  const promo = useSession((s) => (s.isLogin ? s.userInfo?.availablePromo : undefined));
  return referralEnabled(flag, isLogin, isTrial, promo ? { availablePromo: promo } : undefined);
}
