import { defineMessages } from '../../../../../../i18n/defineMessages.ts';

/** Settlement records (bonus, daily / hourly / real-time salary): what the agent received or paid. */
export const settlementMessages = defineMessages({
  roles: { id: 'agent.reports.settlements.roles', defaultMessage: 'Whose records' },
  received: { id: 'agent.reports.settlements.received', defaultMessage: 'Received' },
  paid: { id: 'agent.reports.settlements.paid', defaultMessage: 'Paid to downline' },
  period: { id: 'agent.reports.settlements.period', defaultMessage: 'Period' },
  payer: { id: 'agent.reports.settlements.payer', defaultMessage: 'Paid by' },
  holder: { id: 'agent.reports.settlements.holder', defaultMessage: 'Paid to' },
  house: { id: 'agent.reports.settlements.house', defaultMessage: 'Operator' },
  validBet: { id: 'agent.reports.settlements.validBet', defaultMessage: 'Valid bet' },
  loss: { id: 'agent.reports.settlements.loss', defaultMessage: 'Team loss' },
  activeMembers: { id: 'agent.reports.settlements.activeMembers', defaultMessage: 'Active members' },
  rate: { id: 'agent.reports.settlements.rate', defaultMessage: 'Rate' },
  amount: { id: 'agent.reports.settlements.amount', defaultMessage: 'Amount' },
  status: { id: 'agent.reports.settlements.status', defaultMessage: 'Status' },
  statusPaid: { id: 'agent.reports.settlements.status.paid', defaultMessage: 'Paid' },
  statusNothingDue: { id: 'agent.reports.settlements.status.nothingDue', defaultMessage: 'Nothing due' },
  statusFailed: { id: 'agent.reports.settlements.status.failed', defaultMessage: 'Failed' },
  failedBalance: { id: 'agent.reports.settlements.failed.balance', defaultMessage: "The payer's balance was too low; it is retried at the next run" },
  records: { id: 'agent.reports.settlements.records', defaultMessage: 'Records' },
  empty: { id: 'agent.reports.settlements.empty', defaultMessage: 'No settlements in this period' },
});
