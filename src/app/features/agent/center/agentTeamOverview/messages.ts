import { defineMessages } from '../../../../../i18n/defineMessages.ts';
import type { Period } from './periods.ts';

export const overviewMessages = defineMessages({
  periods: { id: 'agent.overview.periods', defaultMessage: 'Period' },
  custom: { id: 'agent.overview.custom', defaultMessage: 'Custom dates' },
  from: { id: 'agent.overview.from', defaultMessage: 'From' },
  to: { id: 'agent.overview.to', defaultMessage: 'To' },
  apply: { id: 'agent.overview.apply', defaultMessage: 'Show' },
  missing: { id: 'agent.overview.missing', defaultMessage: 'Choose both days.' },
  order: { id: 'agent.overview.order', defaultMessage: 'The first day must not be after the last one.' },
  tooLong: { id: 'agent.overview.tooLong', defaultMessage: 'Choose at most {days, number} days.' },
  range: { id: 'agent.overview.range', defaultMessage: '{start} – {end}' },
  loadFailed: { id: 'agent.overview.loadFailed', defaultMessage: 'The team figures could not be loaded.' },
  retry: { id: 'agent.overview.retry', defaultMessage: 'Try again' },
  teamSize: { id: 'agent.overview.teamSize', defaultMessage: 'Team size' },
  directSize: { id: 'agent.overview.directSize', defaultMessage: 'Direct members' },
  agentCount: { id: 'agent.overview.agentCount', defaultMessage: 'Agents in the team' },
  newMembers: { id: 'agent.overview.newMembers', defaultMessage: 'New members' },
  activeMembers: { id: 'agent.overview.activeMembers', defaultMessage: 'Active members' },
  deposit: { id: 'agent.overview.deposit', defaultMessage: 'Deposits' },
  withdraw: { id: 'agent.overview.withdraw', defaultMessage: 'Withdrawals' },
  validBet: { id: 'agent.overview.validBet', defaultMessage: 'Valid bets' },
  profitLoss: { id: 'agent.overview.profitLoss', defaultMessage: 'Team profit and loss' },
  teamBalance: { id: 'agent.overview.teamBalance', defaultMessage: 'Team balance now' },
  count: { id: 'agent.overview.count', defaultMessage: '{count, plural, one {# time} other {# times}}' },
  bets: { id: 'agent.overview.bets', defaultMessage: '{count, plural, one {# bet} other {# bets}}' },
});

export const periodLabels = defineMessages({
  today: { id: 'agent.overview.period.today', defaultMessage: 'Today' },
  yesterday: { id: 'agent.overview.period.yesterday', defaultMessage: 'Yesterday' },
  thisWeek: { id: 'agent.overview.period.thisWeek', defaultMessage: 'This week' },
  lastWeek: { id: 'agent.overview.period.lastWeek', defaultMessage: 'Last week' },
  thisMonth: { id: 'agent.overview.period.thisMonth', defaultMessage: 'This month' },
  lastMonth: { id: 'agent.overview.period.lastMonth', defaultMessage: 'Last month' },
} satisfies Record<Period, unknown>);
