// VIP (server modules/vip): the member's level, progress and the level list; only with the VIP flag, only for a
// signed-in member. Asking grants a reached level's reward (once), so the reward center refreshes too.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { VipInfo } from '../../../generated/types.ts';
import type { ApiRequest } from '../../api/client.ts';
import { useApi } from '../../api/ApiContext.tsx';
import { useFlags } from '../../boot/BootContext.tsx';
import { usePreferences } from '../../state/preferences.ts';
import { useSession } from '../../state/session.ts';
import { sessionKeys } from '../auth/session/queryKeys.ts';

export type { VipInfo, VipLevelInfo } from '../../../generated/types.ts';

export const vipKey = (language: string) => [...sessionKeys.all, 'vip', language] as const;

export const vipInfo = (api: ApiRequest, signal?: AbortSignal): Promise<VipInfo> => api<VipInfo>('/wps/relay/MCS2_getVipInfo', signal ? { signal } : {});

export function useVip(): UseQueryResult<VipInfo> {
  const api = useApi();
  const on = useFlags().vip === true;
  const language = usePreferences((s) => s.language);
  const member = useSession((s) => s.isLogin && !s.restoring && !s.isTrial);
  return useQuery({ queryKey: vipKey(language), queryFn: ({ signal }) => vipInfo(api, signal), enabled: on && member });
}
