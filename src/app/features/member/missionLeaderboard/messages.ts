import { defineMessages } from '../../../../i18n/defineMessages.ts';

/** Mission activity (missionLeaderboard: mission summary and leaderboard). */
export const missionMessages = defineMessages({
  missions: { id: 'member.missions.missions', defaultMessage: 'Missions' },
  leaderboard: { id: 'member.missions.leaderboard', defaultMessage: 'Leaderboard' },
  summary: { id: 'member.missions.summary', defaultMessage: '{completed} completed · {claimable} to claim' },
  daily: { id: 'member.missions.daily', defaultMessage: 'Daily' },
  weekly: { id: 'member.missions.weekly', defaultMessage: 'Weekly' },
  progressMoney: { id: 'member.missions.progressMoney', defaultMessage: '{progress} of {target}' },
  progressDays: { id: 'member.missions.progressDays', defaultMessage: '{progress} of {target} days' },
  reward: { id: 'member.missions.reward', defaultMessage: 'Reward {amount}' },
  claim: { id: 'member.missions.claim', defaultMessage: 'Claim' },
  claimed: { id: 'member.missions.claimed', defaultMessage: 'Claimed' },
  inProgress: { id: 'member.missions.inProgress', defaultMessage: 'In progress' },
  claimDone: { id: 'member.missions.claimDone', defaultMessage: 'Mission reward claimed: {amount}' },
  none: { id: 'member.missions.none', defaultMessage: 'No missions right now' },
  boardEmpty: { id: 'member.missions.boardEmpty', defaultMessage: 'Nobody has completed a mission in this period yet' },
  completedCount: { id: 'member.missions.completedCount', defaultMessage: '{count, plural, one {# mission} other {# missions}}' },
  rank: { id: 'member.missions.rank', defaultMessage: 'No. {rank}' },
  you: { id: 'member.missions.you', defaultMessage: 'You' },
  myRank: { id: 'member.missions.myRank', defaultMessage: 'Your rank: No. {rank} with {count, plural, one {# mission} other {# missions}}' },
  loadFailed: { id: 'member.missions.loadFailed', defaultMessage: 'Missions could not be loaded. Please try again.' },
  retry: { id: 'member.missions.retry', defaultMessage: 'Try again' },
});
