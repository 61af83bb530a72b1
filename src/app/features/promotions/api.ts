// The promotions page's calls (server modules/promotions): the list with the member's statuses, and join,
// apply and claim, each refreshing the list (and the balance after a claim).
import { useMutation, useQuery, useQueryClient, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import type { PromotionActionResult, PromotionApplyRequest, PromotionList } from '../../../generated/types.ts';
import type { ApiRequest } from '../../api/client.ts';
import { useApi } from '../../api/ApiContext.tsx';
import { usePreferences } from '../../state/preferences.ts';
import { useSession } from '../../state/session.ts';

export type { PromotionActionResult, PromotionList, PromotionStatus, PromotionView } from '../../../generated/types.ts';

export const promotionKeys = {
  all: ['promotions'] as const,
  list: (language: string, member: string) => ['promotions', 'list', language, member] as const,
};

export const promotionList = (api: ApiRequest, signal?: AbortSignal): Promise<PromotionList> =>
  api<PromotionList>('/wps/relay/MCSFE_getAvailablePromotions', signal ? { signal } : {});
export const joinPromotion = (api: ApiRequest, activityId: string): Promise<PromotionActionResult> =>
  api<PromotionActionResult>('/wps/relay/MCSFE_joinPromotion', { method: 'POST', body: { activityId } });
export const claimPromotion = (api: ApiRequest, activityId: string): Promise<PromotionActionResult> =>
  api<PromotionActionResult>('/wps/relay/MCSFE_claimPromotion', { method: 'POST', body: { activityId } });
export const applyPromotion = (api: ApiRequest, body: PromotionApplyRequest): Promise<PromotionActionResult> =>
  api<PromotionActionResult>('/wps/relay/MCSFE_applyPromotion', { method: 'POST', body });

/** The list as the current visitor sees it: per language and per member (a guest's statuses differ). */
export function usePromotions(): UseQueryResult<PromotionList> {
  const api = useApi();
  const language = usePreferences((s) => s.language);
  const member = useSession((s) => (s.isLogin ? (s.userInfo?.id ?? 'member') : 'guest'));
  const restoring = useSession((s) => s.restoring);
  return useQuery({ queryKey: promotionKeys.list(language, member), queryFn: ({ signal }) => promotionList(api, signal), enabled: !restoring });
}

export function usePromotionAction<A>(fn: (api: ApiRequest, a: A) => Promise<PromotionActionResult>): UseMutationResult<PromotionActionResult, Error, A> {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (a: A) => fn(api, a),
    // a claim moves money: the header balance and the reward center refresh with the list
    onSettled: () => client.invalidateQueries(),
  });
}
