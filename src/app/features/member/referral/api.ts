// Invite friends (REFERRAL3): MCSFE_getReferralDetails?autoGenerate=true: the code,
// the invite link the server builds on the brand's main domain, stats and the reward rule.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReferralDetails } from '../../../../generated/types.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import { sessionKeys } from '../../auth/session/queryKeys.ts';

export type { ReferralDetails } from '../../../../generated/types.ts';

export const referralKeys = { details: [...sessionKeys.all, 'referral'] as const };

export function useReferral(): UseQueryResult<ReferralDetails> {
  const api = useApi();
  return useQuery({ queryKey: referralKeys.details, queryFn: ({ signal }) => api<ReferralDetails>('/wps/relay/MCSFE_getReferralDetails', { query: { autoGenerate: 'true' }, signal }) });
}

/** Copies text; false when the browser refuses (no clipboard API, no permission). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
