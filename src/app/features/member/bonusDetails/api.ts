// Bonus details (REWCEN3, like the reward center): MCS2_getBonusDetails releases whatever is played through before answering.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { BonusDetails } from '../../../../generated/types.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import { sessionKeys } from '../../auth/session/queryKeys.ts';

export type { BonusDetails } from '../../../../generated/types.ts';

export const bonusKeys = { details: [...sessionKeys.all, 'bonus', 'details'] as const };

export function useBonusDetails(): UseQueryResult<BonusDetails> {
  const api = useApi();
  return useQuery({ queryKey: bonusKeys.details, queryFn: ({ signal }) => api<BonusDetails>('/wps/relay/MCS2_getBonusDetails', { signal }) });
}

/** Played share in whole percent (0–100), exact on bigint minor units. */
export function progressPercent(playedMinor: string, requiredMinor: string): number {
  const req = BigInt(requiredMinor);
  if (req === 0n) return 100;
  const p = (BigInt(playedMinor) * 100n) / req;
  return Number(p > 100n ? 100n : p);
}
