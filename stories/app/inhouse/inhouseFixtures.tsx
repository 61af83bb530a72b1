// Canned answers of the in-house game stories: seeds, my rounds, a bet, a verification.
import { asciiDigits } from '../../../src/app/features/inhouse/money.ts';
import type { InhouseRound, InhouseSeeds, InhouseVerifyResult } from '../../../src/generated/types.ts';
import type { CannedAnswers } from '../fixtures.tsx';

/**
 * A figure as the page shows it in any brand's language, read with ASCII digits and a point for the decimal
 * separator (Bengali digits, or a comma in Vietnamese: '30,69' → '30.69'); the stories' figures are below 1,000,
 * so no group separator is in the way.
 */
export const pointDecimals = (text: string): string => asciiDigits(text).replaceAll(',', '.');

/** Real seeds: the browser recomputation in the verify stories matches (roll 30.69 at nonce 2). */
export const storySeeds: InhouseSeeds = {
  serverSeedHash: 'f6611679ee449d0fab85cf3f503514a402d9c927dc34a10bfa20e75f6b2e672b',
  clientSeed: 'a1b2c3d4e5f60718',
  nonce: 3,
  previous: null,
};

export const revealedSeeds: InhouseSeeds = {
  ...storySeeds,
  nonce: 0,
  previous: {
    serverSeed: '4d1f0c2b9e8a7f6e5d4c3b2a1908f7e6d5c4b3a2918f7e6d5c4b3a2918f7e6d5',
    serverSeedHash: storySeeds.serverSeedHash,
    clientSeed: 'a1b2c3d4e5f60718',
    nonce: 3,
  },
};

const base = { serverSeedHash: storySeeds.serverSeedHash, clientSeed: storySeeds.clientSeed, status: 'settled' as const, createdAt: '2030-01-15T09:30:00Z' };

export const diceWin: InhouseRound = { ...base, roundId: 'IHD2', game: 'dice', nonce: 2, target: 5000, direction: 'under', roll: 3069, multiplier: 19800, stakeMinor: '1000', payoutMinor: '1980' };
export const diceLoss: InhouseRound = { ...base, roundId: 'IHD1', game: 'dice', nonce: 1, target: 5000, direction: 'under', roll: 8342, multiplier: 19800, stakeMinor: '1000', payoutMinor: '0' };
export const crashWin: InhouseRound = { ...base, roundId: 'IHC2', game: 'crash', nonce: 2, cashOut: 200, crash: 347, multiplier: 20000, stakeMinor: '500', payoutMinor: '1000' };
export const crashLoss: InhouseRound = { ...base, roundId: 'IHC1', game: 'crash', nonce: 1, cashOut: 200, crash: 112, multiplier: 20000, stakeMinor: '500', payoutMinor: '0' };

export const verified: InhouseVerifyResult = {
  game: 'dice',
  serverSeed: revealedSeeds.previous!.serverSeed,
  serverSeedHash: storySeeds.serverSeedHash,
  clientSeed: storySeeds.clientSeed,
  nonce: 2,
  hmac: '6dbf71dd9269860e674b7a3971ceab75ef2eb8efb39ef7439f802a3104f557d9',
  result: 3069,
  recorded: 3069,
  hashMatches: true,
  matches: true,
};

export function inhouseAnswers(game: 'dice' | 'crash', extra: CannedAnswers = {}): CannedAnswers {
  return {
    'GET /wps/relay/inhouse/seeds': storySeeds,
    'GET /wps/relay/inhouse/rounds': { list: game === 'dice' ? [diceWin, diceLoss] : [crashWin, crashLoss] },
    'POST /wps/relay/inhouse/dice/bet': { round: diceWin, balanceMinor: '124980' },
    'POST /wps/relay/inhouse/crash/bet': { round: crashWin, balanceMinor: '125500' },
    'POST /wps/relay/inhouse/seeds/rotate': revealedSeeds,
    'POST /wps/relay/inhouse/verify': verified,
    ...extra,
  };
}
