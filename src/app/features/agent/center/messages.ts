import { defineMessages } from '../../../../i18n/defineMessages.ts';
import type { AgentPageId } from './menu.ts';

/** The agent center shell: header bar, menu, page area. */
export const agentCenterMessages = defineMessages({
  title: { id: 'agent.center.title', defaultMessage: 'Agent center' },
  menu: { id: 'agent.center.menu', defaultMessage: 'Agent center menu' },
  timeZone: { id: 'agent.center.timeZone', defaultMessage: 'Time zone of the site' },
  clock: { id: 'agent.center.clock', defaultMessage: 'Site time' },
  logout: { id: 'agent.center.logout', defaultMessage: 'Log out' },
  signedInAs: { id: 'agent.center.signedInAs', defaultMessage: 'Signed in as {name}' },
  balance: { id: 'agent.center.balance', defaultMessage: 'My balance' },
});

/** Menu labels of the agent center, one per page id (the reports pages use them for their headings too). */
export const agentPageTitles = defineMessages({
  agentAnnouncement: { id: 'agent.page.agentAnnouncement', defaultMessage: 'Announcements' },
  agentTeamOverview: { id: 'agent.page.agentTeamOverview', defaultMessage: 'Team overview' },
  registerCenter: { id: 'agent.page.registerCenter', defaultMessage: 'Register account' },
  downlineManagmentView: { id: 'agent.page.downlineManagmentView', defaultMessage: 'Team management' },
  personalHistoryCopy: { id: 'agent.page.personalHistoryCopy', defaultMessage: 'Team betting' },
  palStatementsAgentCopy: { id: 'agent.page.palStatementsAgentCopy', defaultMessage: 'User loss' },
  agentRevenueReport: { id: 'agent.page.agentRevenueReport', defaultMessage: 'My income' },
  agentDownlineTransactionDetailsCopy: { id: 'agent.page.agentDownlineTransactionDetailsCopy', defaultMessage: 'Account details' },
  agentDividendRecordCopy2: { id: 'agent.page.agentDividendRecordCopy2', defaultMessage: 'Bonus' },
  agentDailyWages2: { id: 'agent.page.agentDailyWages2', defaultMessage: 'Daily salary' },
  agentHourSalary: { id: 'agent.page.agentHourSalary', defaultMessage: 'Hourly salary' },
  agentRealtimeSalary: { id: 'agent.page.agentRealtimeSalary', defaultMessage: 'Real-time salary' },
  depositv2: { id: 'agent.page.depositv2', defaultMessage: 'Deposit' },
  withdraw: { id: 'agent.page.withdraw', defaultMessage: 'Withdrawal' },
  messageV2: { id: 'agent.page.messageV2', defaultMessage: 'Messages' },
  customerService: { id: 'agent.page.customerService', defaultMessage: 'Customer service' },
} satisfies Record<AgentPageId, unknown>);
