// Canned answers of the reward center and bonus details stories.
import type { ApiRequestInit } from '../../../src/app/api/client.ts';
import type { BonusDetails, DrawResult, DrawTickets, RewardList } from '../../../src/generated/types.ts';

const T = '2030-01-15T10:00:00.000Z';
const claimable: RewardList = {
  content: [
    { id: '31', source: 'vip', title: 'VIP level 3', amountMinor: '50000', turnoverX100: 0, status: 'claimable', grantedAt: T, expiresAt: null, claimedAt: null },
    { id: '30', source: 'promotion', title: 'Weekend reload bonus with a rather long name that wraps', amountMinor: '123456789', turnoverX100: 300, status: 'claimable', grantedAt: T, expiresAt: '2030-02-01T00:00:00.000Z', claimedAt: null },
    { id: '29', source: 'wheel', title: 'Prize wheel', amountMinor: '2500', turnoverX100: 200, status: 'claimable', grantedAt: T, expiresAt: null, claimedAt: null },
  ],
  pageNum: 1,
  pageSize: 10,
  totalPages: 1,
  totalElements: 3,
  claimableCount: 3,
};
const history: RewardList = {
  ...claimable,
  content: [
    { id: '12', source: 'mission', title: 'Daily mission', amountMinor: '1000', turnoverX100: 0, status: 'claimed', grantedAt: T, expiresAt: null, claimedAt: T },
    { id: '11', source: 'raffle', title: 'Red envelope', amountMinor: '500', turnoverX100: 0, status: 'expired', grantedAt: T, expiresAt: T, claimedAt: null },
  ],
  totalElements: 2,
};
export const emptyRewards: RewardList = { ...claimable, content: [], totalElements: 0, totalPages: 0, claimableCount: 0 };

const HASH = 'a3f1c2d4e5b6978812345678901234567890abcdefabcdefabcdefabcdef1234';
export const storyTickets: DrawTickets = {
  tickets: [
    { id: '501', kind: 'wheel', reason: 'deposit', status: 'open', serverSeedHash: HASH, earnedAt: T },
    { id: '502', kind: 'raffle', reason: 'login', status: 'open', serverSeedHash: HASH, earnedAt: T },
  ],
  raffle: [
    { amountMinor: '500', weight: 60, turnoverX100: 0 },
    { amountMinor: '10000', weight: 10, turnoverX100: 300 },
  ],
  wheel: [
    { amountMinor: '100', weight: 40, turnoverX100: 0 },
    { amountMinor: '500', weight: 30, turnoverX100: 0 },
    { amountMinor: '1000', weight: 15, turnoverX100: 100 },
    { amountMinor: '2500', weight: 8, turnoverX100: 200 },
    { amountMinor: '5000', weight: 5, turnoverX100: 300 },
    { amountMinor: '20000', weight: 2, turnoverX100: 500 },
  ],
};

const drawn = (kind: 'raffle' | 'wheel'): DrawResult => ({
  ticketId: kind === 'wheel' ? '501' : '502',
  kind,
  prizeIndex: kind === 'wheel' ? 3 : 0,
  amountMinor: kind === 'wheel' ? '2500' : '500',
  rewardId: '40',
  serverSeed: '6f2b9e0c4d1a7f3e8b5c2d9a0e4f1b7c3d8a2e6f0b9c4d1e7a3f8b2c5d0e9a4f',
  serverSeedHash: HASH,
  clientSeed: 'ticket-501',
  nonce: 0,
  totalWeight: 100,
  roll: 88,
  replayed: false,
});

export const bonusDetails: BonusDetails = {
  bonusMinor: '1234500',
  active: [
    { rewardId: '30', title: 'Weekend reload bonus', amountMinor: '1000000', requiredMinor: '3000000', playedMinor: '1250000', status: 'active', startedAt: T, releasedAt: null },
    { rewardId: '29', title: 'Prize wheel', amountMinor: '234500', requiredMinor: '469000', playedMinor: '0', status: 'active', startedAt: T, releasedAt: null },
  ],
  released: [{ rewardId: '20', title: 'Welcome bonus', amountMinor: '50000', requiredMinor: '150000', playedMinor: '150000', status: 'released', startedAt: T, releasedAt: T }],
};

export const rewardAnswers = {
  'GET /wps/relay/MCS2_getRewardList': (init?: ApiRequestInit) => ((init?.query as { view?: string } | undefined)?.view === 'history' ? history : claimable),
  'POST /wps/relay/MCS2_claimReward': { claimed: 1, amountMinor: '50000', mainMinor: '50000', bonusMinor: '0', replayed: false },
  'POST /wps/relay/MCS2_claimAllRewards': { claimed: 3, amountMinor: '123509289', mainMinor: '50000', bonusMinor: '123459289', replayed: false },
  'GET /wps/relay/MCS2_getDrawTickets': storyTickets,
  'POST /wps/relay/MCS2_spinPrizeWheel': drawn('wheel'),
  'POST /wps/relay/MCS2_claimRafflePromotion': drawn('raffle'),
  'GET /wps/relay/MCS2_getBonusDetails': bonusDetails,
};
