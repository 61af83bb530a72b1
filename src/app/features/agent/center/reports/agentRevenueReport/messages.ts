import { defineMessages } from '../../../../../../i18n/defineMessages.ts';

/** My income (agent center page agentRevenueReport): per day, what the agent received and paid on. */
export const incomeMessages = defineMessages({
  date: { id: 'agent.reports.income.date', defaultMessage: 'Date' },
  dividend: { id: 'agent.reports.income.dividend', defaultMessage: 'Dividends received' },
  salary: { id: 'agent.reports.income.salary', defaultMessage: 'Salary received' },
  paidDividend: { id: 'agent.reports.income.paidDividend', defaultMessage: 'Dividends paid to downline' },
  paidSalary: { id: 'agent.reports.income.paidSalary', defaultMessage: 'Salary paid to downline' },
  net: { id: 'agent.reports.income.net', defaultMessage: 'Net income' },
  empty: { id: 'agent.reports.income.empty', defaultMessage: 'No income in this period' },
});
