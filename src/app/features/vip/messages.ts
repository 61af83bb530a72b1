import { defineMessages } from '../../../i18n/defineMessages.ts';

export const vipMessages = defineMessages({
  title: { id: 'vip.title', defaultMessage: 'VIP' },
  level: { id: 'vip.level', defaultMessage: 'VIP {level}' },
  progress: { id: 'vip.progress', defaultMessage: 'Progress to {next}' },
  top: { id: 'vip.top', defaultMessage: 'You are at the top level' },
  validBet: { id: 'vip.validBet', defaultMessage: 'Valid bet {done} / {target}' },
  deposits: { id: 'vip.deposits', defaultMessage: 'Deposits {done} / {target}' },
  levels: { id: 'vip.levels', defaultMessage: 'VIP levels' },
  reward: { id: 'vip.reward', defaultMessage: 'Level-up reward {amount}' },
  noReward: { id: 'vip.noReward', defaultMessage: 'No level-up reward' },
  current: { id: 'vip.current', defaultMessage: 'Your level' },
  requires: { id: 'vip.requires', defaultMessage: 'Valid bet {bet} and deposits {deposits}' },
  close: { id: 'vip.close', defaultMessage: 'Close' },
  failed: { id: 'vip.failed', defaultMessage: 'VIP details could not be loaded' },
});
