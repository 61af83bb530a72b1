import { defineMessages } from '../../../../i18n/defineMessages.ts';

/** The member center's contract management: offers to answer, contracts held, termination. */
export const memberContractMessages = defineMessages({
  intro: {
    id: 'member.contracts.intro',
    defaultMessage: 'Salary and dividend contracts from your upline. Each pays you by your team’s results in its period.',
  },
  waiting: { id: 'member.contracts.waiting', defaultMessage: 'Waiting for your answer' },
  waitingHint: { id: 'member.contracts.waitingHint', defaultMessage: 'Accepting an offer replaces your current contract of the same kind.' },
  current: { id: 'member.contracts.current', defaultMessage: 'Current contracts' },
  ended: { id: 'member.contracts.ended', defaultMessage: 'Ended' },
  emptyTitle: { id: 'member.contracts.emptyTitle', defaultMessage: 'No contracts yet' },
  emptyText: { id: 'member.contracts.emptyText', defaultMessage: 'When your upline offers you a salary or dividend contract, it shows here.' },
  loadFailed: { id: 'member.contracts.loadFailed', defaultMessage: 'Your contracts could not be loaded.' },
  retry: { id: 'member.contracts.retry', defaultMessage: 'Try again' },
  trialTitle: { id: 'member.contracts.trialTitle', defaultMessage: 'Not for trial accounts' },
  trialText: { id: 'member.contracts.trialText', defaultMessage: 'Contracts are for registered members. Sign up to receive offers from an agent.' },
  accepted: { id: 'member.contracts.accepted', defaultMessage: 'Contract accepted.' },
  rejected: { id: 'member.contracts.rejected', defaultMessage: 'Offer rejected.' },
});
