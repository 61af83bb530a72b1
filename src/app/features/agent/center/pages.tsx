// The agent center's page registry: page id → its lazily loaded page. The menu shows a page only once
// it is registered here, so a helper adds its page with one line and nothing else changes.
// Each page is `src/app/features/agent/center/<pageId>/<Name>Page.tsx` (reports: `./reports/<pageId>/…`) with a
// default export and no required props.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AgentPageId } from './menu.ts';

export type AgentPage = LazyExoticComponent<ComponentType>;

export const AGENT_PAGES: Partial<Record<AgentPageId, AgentPage>> = {
  agentTeamOverview: lazy(() => import('./agentTeamOverview/TeamOverviewPage.tsx')),
  registerCenter: lazy(() => import('./registerCenter/RegisterCenterPage.tsx')),
  downlineManagmentView: lazy(() => import('./downlineManagmentView/TeamManagementPage.tsx')),
  depositv2: lazy(() => import('./depositv2/DepositPage.tsx')),
  withdraw: lazy(() => import('./withdraw/WithdrawPage.tsx')),
  messageV2: lazy(() => import('./messageV2/MessagesPage.tsx')),
  customerService: lazy(() => import('./customerService/CustomerServicePage.tsx')),
  agentAnnouncement: lazy(() => import('./reports/agentAnnouncement/AnnouncementPage.tsx')),
  personalHistoryCopy: lazy(() => import('./reports/personalHistoryCopy/TeamBettingPage.tsx')),
  palStatementsAgentCopy: lazy(() => import('./reports/palStatementsAgentCopy/UserLossPage.tsx')),
  agentRevenueReport: lazy(() => import('./reports/agentRevenueReport/IncomePage.tsx')),
  agentDownlineTransactionDetailsCopy: lazy(() => import('./reports/agentDownlineTransactionDetailsCopy/AccountDetailsPage.tsx')),
  agentDividendRecordCopy2: lazy(() => import('./reports/agentDividendRecordCopy2/DividendRecordPage.tsx')),
  agentDailyWages2: lazy(() => import('./reports/agentDailyWages2/DailyWagesPage.tsx')),
  agentHourSalary: lazy(() => import('./reports/agentHourSalary/HourSalaryPage.tsx')),
  agentRealtimeSalary: lazy(() => import('./reports/agentRealtimeSalary/RealtimeSalaryPage.tsx')),
  // one line per page: pageId: lazy(() => import('./<pageId>/<Name>Page.tsx')),
};
