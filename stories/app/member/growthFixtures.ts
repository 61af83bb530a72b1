// Canned answers of the growth pages: manual rebate, invite friends, missions (values as the server sends them).
import type { MissionLeaderboard, MissionSummary, RebateInfo, ReferralDetails } from '../../../src/generated/types.ts';
import type { CannedAnswers } from '../fixtures.tsx';

export const rebateInfo: RebateInfo = {
  since: '2030-01-10T08:30:00.000Z',
  minimumMinor: '100',
  rows: [
    { gameType: 'LIVE', validBetMinor: '5000000', basisPoints: 60, rebateMinor: '30000' },
    { gameType: 'RNG', validBetMinor: '123456789', basisPoints: 80, rebateMinor: '987654' },
    { gameType: 'COCKFIGHT', validBetMinor: '1200', basisPoints: 40, rebateMinor: '4' },
  ],
  validBetMinor: '128457989',
  rebateMinor: '1017658',
  claimable: true,
  history: [{ until: '2030-01-10T08:30:00.000Z', validBetMinor: '2500000', amountMinor: '20000' }],
};

export const referralDetails: ReferralDetails = {
  referralCode: 'K7P2QX9M',
  inviteUrl: 'https://site.example/register?referralCode=K7P2QX9M',
  invited: 3,
  qualified: 1,
  rewardsMinor: '10000',
  rule: {
    firstDepositMinor: '50000',
    validBetMinor: '200000',
    rewardMinor: '10000',
    turnoverX100: 300,
    text: 'Your friend registers with your link. When their first deposit or valid bet reaches the amounts below, you get a reward once per friend.',
  },
  invitees: [
    { name: 'ra***2', joinedAt: '2030-01-12T10:00:00.000Z', qualified: true },
    { name: 'su***n', joinedAt: '2030-01-11T10:00:00.000Z', qualified: false },
    { name: 'a_very_long_friend_name_that_wraps***z', joinedAt: '2030-01-10T10:00:00.000Z', qualified: false },
  ],
};

export const missionSummary: MissionSummary = {
  missions: [
    { id: 'daily-slots', period: 'daily', kind: 'bet', gameType: 'RNG', title: 'Bet 500 on slots today', unit: 'money', progress: '50000', target: '50000', percent: 100, rewardMinor: '500', turnoverX100: 100, status: 'claimable', periodStart: '2030-01-14T18:00:00.000Z' },
    { id: 'daily-deposit', period: 'daily', kind: 'deposit', title: 'Deposit 200 today', unit: 'money', progress: '0', target: '20000', percent: 0, rewardMinor: '300', turnoverX100: 100, status: 'in_progress', periodStart: '2030-01-14T18:00:00.000Z' },
    { id: 'weekly-login', period: 'weekly', kind: 'login', title: 'Log in on 3 days this week', unit: 'days', progress: '2', target: '3', percent: 66, rewardMinor: '1000', turnoverX100: 0, status: 'in_progress', periodStart: '2030-01-13T18:00:00.000Z' },
    { id: 'weekly-bet', period: 'weekly', kind: 'bet', title: 'Bet 5,000 this week', unit: 'money', progress: '500000', target: '500000', percent: 100, rewardMinor: '5000', turnoverX100: 300, status: 'claimed', periodStart: '2030-01-13T18:00:00.000Z' },
  ],
  claimable: 1,
  completed: 1,
};

export const missionBoard: MissionLeaderboard = {
  period: 'weekly',
  periodStart: '2030-01-13T18:00:00.000Z',
  list: [
    { rank: 1, name: 'ka***m', completed: 9 },
    { rank: 2, name: 'st***y', completed: 4, me: true },
    { rank: 3, name: 'jo***e', completed: 1 },
  ],
  me: { rank: 2, completed: 4 },
};

export const growthAnswers: CannedAnswers = {
  'GET /wps/relay/MCS2_getManualRebate': rebateInfo,
  'POST /wps/relay/MCS2_claimManualRebate': { rewardId: '91', amountMinor: '1017658', wallet: 'bonus', replayed: false },
  'GET /wps/relay/MCSFE_getReferralDetails': referralDetails,
  'GET /wps/relay/MCSFE_getMissionSummaryDetails': missionSummary,
  'GET /wps/relay/MCSFE_getMissionLeaderboard': missionBoard,
  'POST /wps/relay/MCSFE_claimMission': { rewardId: '92', amountMinor: '500', wallet: 'bonus', replayed: false },
};
