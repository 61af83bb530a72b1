import { defineMessages } from '../../../../../../i18n/defineMessages.ts';

/** User loss (agent center page palStatementsAgentCopy): per team member with activity in the period. */
export const userLossMessages = defineMessages({
  member: { id: 'agent.reports.userLoss.member', defaultMessage: 'Member' },
  level: { id: 'agent.reports.userLoss.level', defaultMessage: 'Level' },
  levelValue: { id: 'agent.reports.userLoss.levelValue', defaultMessage: 'Level {depth}' },
  bets: { id: 'agent.reports.userLoss.bets', defaultMessage: 'Bets' },
  validBet: { id: 'agent.reports.userLoss.validBet', defaultMessage: 'Valid bet' },
  win: { id: 'agent.reports.userLoss.win', defaultMessage: 'Win' },
  profitLoss: { id: 'agent.reports.userLoss.profitLoss', defaultMessage: 'Profit / loss' },
  deposit: { id: 'agent.reports.userLoss.deposit', defaultMessage: 'Deposits' },
  withdraw: { id: 'agent.reports.userLoss.withdraw', defaultMessage: 'Withdrawals' },
  empty: { id: 'agent.reports.userLoss.empty', defaultMessage: 'No team member played in this period' },
});
