import { defineMessages } from '../../../../../../i18n/defineMessages.ts';

/** Account details (agent center page agentDownlineTransactionDetailsCopy); reason labels are the account records' own. */
export const accountDetailsMessages = defineMessages({
  member: { id: 'agent.reports.transactions.member', defaultMessage: 'Member' },
  reason: { id: 'agent.reports.transactions.reason', defaultMessage: 'Type' },
  entries: { id: 'agent.reports.transactions.entries', defaultMessage: 'Entries' },
  in: { id: 'agent.reports.transactions.in', defaultMessage: 'Money in' },
  out: { id: 'agent.reports.transactions.out', defaultMessage: 'Money out' },
});
