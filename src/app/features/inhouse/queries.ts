import { useMutation, useQuery, useQueryClient, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import { useApi } from '../../api/ApiContext.tsx';
import { sessionKeys } from '../auth/session/queryKeys.ts';
import { betCrash, betDice, rotateSeed, rounds, seeds, verify, type InhouseBetResult, type InhouseGame, type InhouseRound, type InhouseSeeds, type InhouseVerifyResult } from './api.ts';
import { inhouseKeys } from './queryKeys.ts';
import type { InhouseCrashBetRequest, InhouseDiceBetRequest, InhouseVerifyRequest } from '../../../generated/types.ts';

export function useSeeds(): UseQueryResult<InhouseSeeds> {
  const api = useApi();
  return useQuery({ queryKey: inhouseKeys.seeds, queryFn: ({ signal }) => seeds(api, signal) });
}

export function useRounds(game: InhouseGame): UseQueryResult<InhouseRound[]> {
  const api = useApi();
  return useQuery({ queryKey: inhouseKeys.rounds(game), queryFn: ({ signal }) => rounds(api, game, signal) });
}

/** After a bet the header balance, the seeds (nonce) and my rounds refresh: everything under sessionKeys.all. */
export function useBet<B extends InhouseDiceBetRequest | InhouseCrashBetRequest>(game: InhouseGame): UseMutationResult<InhouseBetResult, Error, B> {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => (game === 'dice' ? betDice(api, body as InhouseDiceBetRequest) : betCrash(api, body as InhouseCrashBetRequest)),
    onSettled: () => client.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

export function useRotateSeed(): UseMutationResult<InhouseSeeds, Error, string | undefined> {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (clientSeed?: string) => rotateSeed(api, clientSeed),
    onSuccess: (fresh) => {
      client.setQueryData(inhouseKeys.seeds, fresh);
      void client.invalidateQueries({ queryKey: inhouseKeys.all });
    },
  });
}

export function useVerify(): UseMutationResult<InhouseVerifyResult, Error, InhouseVerifyRequest> {
  const api = useApi();
  return useMutation({ mutationFn: (body: InhouseVerifyRequest) => verify(api, body) });
}
