import type { ConsolidatedFunds } from '../../../../generated/types.ts';
import type { Flags } from '../../../../engine/flags.ts';
import type { AgentPage } from './pages.tsx';

/** Page ids of the agent center menu, in menu order (docs/spec/routes.md). */
export const AGENT_MENU = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
  'depositv2',
  'withdraw',
  'messageV2',
  'customerService',
] as const;

export type AgentPageId = (typeof AGENT_MENU)[number];

export const DEFAULT_AGENT_PAGE: AgentPageId = 'agentTeamOverview';

/** Pages that need a whitelabel flag besides being registered (a settlement page its contract kind's). */
const FLAG_OF: Partial<Record<AgentPageId, keyof Flags>> = {
  agentDividendRecordCopy2: 'dividendContract',
  agentDailyWages2: 'dailySalaryContract',
  agentHourSalary: 'hourlySalaryContract',
  agentRealtimeSalary: 'realTimeSalaryContract',
  messageV2: 'inbox',
};

/** Settlement record pages show only when the consolidated funds' *info flag of their kind is true too. */
const INFO_OF: Partial<Record<AgentPageId, keyof ConsolidatedFunds>> = {
  agentDividendRecordCopy2: 'divtypeinfo',
  agentDailyWages2: 'dailysalinfotype',
  agentHourSalary: 'contracthoursalinfo',
  agentRealtimeSalary: 'contractmrdailysalinfotype',
};

export function isAgentPageId(id: string | null): id is AgentPageId {
  return id !== null && (AGENT_MENU as readonly string[]).includes(id);
}

/** The menu the agent sees: registered pages whose flag (and consolidated info flag) is on. */
export function visibleAgentMenu(
  pages: Partial<Record<AgentPageId, AgentPage>>,
  flags: Partial<Flags>,
  consolidated: Partial<ConsolidatedFunds> | undefined,
): AgentPageId[] {
  return AGENT_MENU.filter((id) => {
    if (pages[id] === undefined) return false;
    const flag = FLAG_OF[id];
    if (flag !== undefined && flags[flag] !== true) return false;
    const info = INFO_OF[id];
    return info === undefined || consolidated?.[info] === true;
  });
}

/** The page a `?page=` deep link opens: the asked one when visible, otherwise the default (or the first). */
export function resolveAgentPage(asked: string | null, menu: readonly AgentPageId[]): AgentPageId | undefined {
  if (isAgentPageId(asked) && menu.includes(asked)) return asked;
  return menu.includes(DEFAULT_AGENT_PAGE) ? DEFAULT_AGENT_PAGE : menu[0];
}
