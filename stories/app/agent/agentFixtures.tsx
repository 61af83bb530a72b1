// Canned answers of the agent center stories (the center, contracts and the contract popup; docs/agent-contract.md
// shapes): a team of three levels, contracts given and received, pending offers, and empty answers for every
// report endpoint so the whole shell renders. The clock is frozen: shots and play functions never move.
import type { ApiRequestInit } from '../../../src/app/api/client.ts';
import type { AgentClock } from '../../../src/app/features/agent/center/clock.tsx';
import type { AgentContract, ConsolidatedFunds, ContractList, TeamMember, TeamMembers, TeamOverview } from '../../../src/generated/types.ts';
import { brandChange, failWith, storyAgent, storyCountries, type CannedAnswers } from '../fixtures.tsx';
import { memberAnswers } from '../member/memberFixtures.tsx';
import { paymentAnswers } from '../member/paymentFixtures.tsx';
import { ANNOUNCEMENTS_PATH, betTotals, noAnnouncements, noIncome, pagedAnswer, settlementsAnswer, transactionTotals, userLossTotals } from './reportsFixtures.tsx';

/** 15 Jan 2030 06:00:00 UTC: noon in Dhaka (UTC+06:00). */
export const AGENT_NOW = Date.UTC(2030, 0, 15, 6, 0, 0);
export const frozenClock: AgentClock = { now: () => AGENT_NOW, ticking: false };

/** Every contract kind and the inbox on, under the agent policy. */
export const contractsOn = brandChange({ flags: { AGENTPOLICY3: true, SIGNCONDIV3: true, DAILYSALCONT3: true, HOURSAL3: true, RTSALARY3: true, INBOX3: true } });
/** The agent policy on but no contract kind: the offer action hides. */
export const contractsOff = brandChange({ flags: { AGENTPOLICY3: true, SIGNCONDIV3: false, DAILYSALCONT3: false, HOURSAL3: false, RTSALARY3: false, INBOX3: false } });

const me = { id: storyAgent.id, username: storyAgent.account, nickname: storyAgent.nickname };

export const storyOverview: TeamOverview = {
  startDate: '2030-01-15',
  endDate: '2030-01-15',
  teamSize: 37,
  directSize: 12,
  agentCount: 4,
  newMembers: 3,
  activeMembers: 19,
  depositMinor: '4520000',
  depositCount: 27,
  withdrawMinor: '1875050',
  withdrawCount: 9,
  validBetMinor: '12873400',
  betCount: 1284,
  profitLossMinor: '-634275',
  teamBalanceMinor: '9342110',
};

const at = (daysAgo: number): string => new Date(AGENT_NOW - daysAgo * 86_400_000).toISOString();

export const givenContract: AgentContract = {
  id: 'c-101',
  kind: 'daily',
  tiers: [
    { minValidBetMinor: '1000000', minActiveMembers: 3, rateBp: 50 },
    { minValidBetMinor: '5000000', minActiveMembers: 8, rateBp: 80 },
  ],
  topRateBp: 80,
  status: 'active',
  upline: me,
  downline: { id: '30001', username: 'rahim_bd', nickname: 'Rahim' },
  offeredAt: at(20),
  decidedAt: at(19),
  effectiveFrom: at(19),
};

/** One member per row; the first 22 are direct (two pages), some with a downline of their own. */
function member(i: number, depth: number, parent = ''): TeamMember {
  const username = i === 0 && depth === 1 ? 'rahim_bd' : `${parent ? `${parent}_` : ''}m${String(i + 1).padStart(2, '0')}`;
  return {
    id: i === 0 && depth === 1 ? '30001' : `${30100 + depth * 100 + i}`,
    username,
    nickname: i === 0 && depth === 1 ? 'Rahim' : i % 3 === 0 ? `Player ${i + 1}` : '',
    type: i % 4 === 0 ? 2 : 0,
    isAgent: i % 4 === 0,
    depth,
    directCount: i % 4 === 0 ? 3 : 0,
    teamSize: i % 4 === 0 ? 5 : 0,
    balanceMinor: String(125_000 + i * 31_337),
    createdAt: at(60 - i),
    lastLoginAt: i % 5 === 4 ? null : at(i % 3),
    contracts: depth === 1 && i === 0 ? [givenContract] : [],
  };
}

export const directMembers = Array.from({ length: 22 }, (_, i) => member(i, 1));
const childrenOf = (parent: TeamMember): TeamMember[] => Array.from({ length: 3 }, (_, i) => member(i + 1, parent.depth + 1, parent.username));

/** GET /wps/agent/team/members: the direct downline, a member's downline (breadcrumb path), or a team-wide search. */
export function membersAnswer(init?: ApiRequestInit): TeamMembers {
  const q = init?.query ?? {};
  const pageNo = Number(q.pageNo ?? 1);
  const pageSize = Number(q.pageSize ?? 20);
  let rows = directMembers;
  let path = [me];
  if (q.search) {
    const all = [...directMembers, ...directMembers.filter((m) => m.directCount > 0).flatMap(childrenOf)];
    rows = all.filter((m) => m.username.includes(String(q.search)));
  } else if (q.parentId) {
    const parent = directMembers.find((m) => m.id === q.parentId);
    rows = parent ? childrenOf(parent) : [];
    if (parent) path = [me, { id: parent.id, username: parent.username, nickname: parent.nickname }];
  }
  return { list: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize), pageNo, pageSize, total: rows.length, path };
}

const upline = { id: '9001', username: 'master_ag', nickname: 'Master Agent' };

/** Offers waiting for the signed-in account (the contract popup). */
export const pendingOffers: AgentContract[] = [
  {
    id: 'c-201',
    kind: 'dividend',
    period: 'Weekly',
    tiers: [
      { minValidBetMinor: '2000000', minActiveMembers: 5, minLossMinor: '100000', rateBp: 1000 },
      { minValidBetMinor: '10000000', minActiveMembers: 15, minLossMinor: '500000', rateBp: 1500 },
    ],
    topRateBp: 1500,
    status: 'offered',
    upline,
    downline: me,
    offeredAt: at(1),
  },
  {
    id: 'c-202',
    kind: 'hourly',
    tiers: [{ minValidBetMinor: '50000', minActiveMembers: 2, rateBp: 30 }],
    topRateBp: 30,
    status: 'offered',
    upline: null,
    downline: me,
    offeredAt: at(0),
  },
];

/** Contracts the agent holds (my contracts): one active from its upline, one ended. */
export const receivedContracts: AgentContract[] = [
  { ...pendingOffers[0]!, id: 'c-150', status: 'active', decidedAt: at(30), effectiveFrom: at(30) },
  { ...givenContract, id: 'c-120', upline, downline: me, topRateBp: 100, tiers: [{ minValidBetMinor: '1000000', minActiveMembers: 3, rateBp: 100 }], status: 'terminated', terminatedAt: at(5), terminatedBy: 'upline' },
];

const list = (rows: AgentContract[]): ContractList => ({ list: rows, pageNo: 1, pageSize: 50, total: rows.length });

export const noConsolidated: ConsolidatedFunds = {
  dailysalreqtype: false,
  divtypereq: false,
  contracthoursalreq: false,
  realtimesalreqtype: false,
  contractmrdailysalinfotype: false,
  contracthoursalinfo: false,
  dailysalinfotype: false,
  divtypeinfo: false,
};
/** An agent with every settlement record page and a pending dividend and hourly offer. */
export const allConsolidated: ConsolidatedFunds = {
  dailysalreqtype: false,
  divtypereq: true,
  contracthoursalreq: true,
  realtimesalreqtype: false,
  contractmrdailysalinfotype: true,
  contracthoursalinfo: true,
  dailysalinfotype: true,
  divtypeinfo: true,
};

const decided = (action: 'accept' | 'reject', body: unknown): AgentContract => {
  const id = (body as { contractId?: string } | undefined)?.contractId;
  const c = pendingOffers.find((o) => o.id === id) ?? pendingOffers[0]!;
  return { ...c, status: action === 'accept' ? 'active' : 'rejected', decidedAt: at(0) };
};

/** Everything the agent center reaches for, answered (reports empty: their own stories fill them). */
export const agentAnswers: CannedAnswers = {
  ...memberAnswers,
  ...paymentAnswers,
  'GET /wps/system/country': storyCountries,
  'GET /wps/member/info/funds/consolidated': { ...allConsolidated, divtypereq: false, contracthoursalreq: false },
  'GET /wps/agent/team/overview': (init?: ApiRequestInit) => ({ ...storyOverview, startDate: init?.query?.startDate, endDate: init?.query?.endDate }),
  'GET /wps/agent/team/members': membersAnswer,
  'POST /wps/agent/team/register': (init?: ApiRequestInit) => ({ id: '30999', username: (init?.body as { username: string }).username, type: (init?.body as { accountType: string }).accountType === 'agent' ? 2 : 0 }),
  'POST /wps/agent/team/transfer': { transferId: 't-1', balanceMinor: '1134560', replayed: false },
  'GET /wps/agent/contracts': list(receivedContracts),
  'GET /wps/agent/contracts/pending': list([]),
  'POST /wps/agent/contracts/offer': (init?: ApiRequestInit) => ({ ...givenContract, id: 'c-300', status: 'offered', ...(init?.body as object) }),
  'POST /wps/agent/contracts/terminate': { ...givenContract, status: 'terminated', terminatedBy: 'upline', terminatedAt: at(0) },
  'POST /wps/relay/MCSFE_processContractDividend': (init?: ApiRequestInit) => decided((init?.body as { action: 'accept' }).action, init?.body),
  'POST /wps/relay/MCSFE_processContractHourSalary': (init?: ApiRequestInit) => decided((init?.body as { action: 'accept' }).action, init?.body),
  'GET /wps/agent/reports/teamBetting': pagedAnswer([], betTotals),
  'GET /wps/agent/reports/userLoss': pagedAnswer([], userLossTotals),
  'GET /wps/agent/reports/income': noIncome,
  'GET /wps/agent/reports/transactions': pagedAnswer([], transactionTotals),
  'GET /wps/agent/reports/settlements': settlementsAnswer([], true),
  [`GET ${ANNOUNCEMENTS_PATH}`]: noAnnouncements,
};

export const offerRateTooHigh = failWith('contract.rate_above_own', 'You cannot offer a higher rate than your own contract of this kind', null, 400);
