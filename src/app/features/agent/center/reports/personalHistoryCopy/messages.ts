import { defineMessages } from '../../../../../../i18n/defineMessages.ts';

/** Team betting (page personalHistoryCopy of the agent center); bet columns reuse the member records' labels. */
export const teamBettingMessages = defineMessages({
  member: { id: 'agent.reports.teamBetting.member', defaultMessage: 'Member' },
  round: { id: 'agent.reports.teamBetting.round', defaultMessage: 'Round' },
  totalsNote: { id: 'agent.reports.teamBetting.totalsNote', defaultMessage: 'Settled bets' },
});
