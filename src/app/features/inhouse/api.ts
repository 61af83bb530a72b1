// In-house games calls (docs/inhouse-contract.md): /wps/relay/inhouse/… on our own server.
import type { ApiRequest } from '../../api/client.ts';
import type {
  InhouseBetResult, InhouseCrashBetRequest, InhouseDiceBetRequest, InhouseRound, InhouseRoundList, InhouseSeeds, InhouseVerifyRequest, InhouseVerifyResult,
} from '../../../generated/types.ts';

export type { InhouseBetResult, InhouseRound, InhouseSeeds, InhouseVerifyResult } from '../../../generated/types.ts';
export type InhouseGame = 'dice' | 'crash';
export const INHOUSE_GAMES: readonly InhouseGame[] = ['dice', 'crash'];

export const betDice = (api: ApiRequest, body: InhouseDiceBetRequest): Promise<InhouseBetResult> =>
  api<InhouseBetResult>('/wps/relay/inhouse/dice/bet', { method: 'POST', body });

export const betCrash = (api: ApiRequest, body: InhouseCrashBetRequest): Promise<InhouseBetResult> =>
  api<InhouseBetResult>('/wps/relay/inhouse/crash/bet', { method: 'POST', body });

export const seeds = (api: ApiRequest, signal?: AbortSignal): Promise<InhouseSeeds> =>
  api<InhouseSeeds>('/wps/relay/inhouse/seeds', signal ? { signal } : {});

export const rotateSeed = (api: ApiRequest, clientSeed?: string): Promise<InhouseSeeds> =>
  api<InhouseSeeds>('/wps/relay/inhouse/seeds/rotate', { method: 'POST', body: clientSeed ? { clientSeed } : {} });

export const rounds = async (api: ApiRequest, game: InhouseGame, signal?: AbortSignal): Promise<InhouseRound[]> =>
  (await api<InhouseRoundList>('/wps/relay/inhouse/rounds', { query: { game, pageSize: 20 }, ...(signal ? { signal } : {}) })).list;

export const verify = (api: ApiRequest, body: InhouseVerifyRequest): Promise<InhouseVerifyResult> =>
  api<InhouseVerifyResult>('/wps/relay/inhouse/verify', { method: 'POST', body });
