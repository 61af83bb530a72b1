import { sessionKeys } from '../auth/session/queryKeys.ts';

/** Under sessionKeys.all: a bet's invalidation refreshes the header balance, seeds and history together. */
export const inhouseKeys = {
  all: [...sessionKeys.all, 'inhouse'] as const,
  seeds: [...sessionKeys.all, 'inhouse', 'seeds'] as const,
  rounds: (game: string) => [...sessionKeys.all, 'inhouse', 'rounds', game] as const,
};
