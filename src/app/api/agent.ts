// One typed function per agent center endpoint of docs/agent-contract.md (screens in docs/spec/routes.md). Each
// takes the request function of `useApi()` first, so pages, stories (canned answers) and tests share them.
import type { ApiRequest } from './client.ts';
import type {
  AgentContract,
  AgentDateRangeRequest,
  ContractDecisionRequest,
  ContractIdRequest,
  ContractList,
  ContractListRequest,
  ContractOfferRequest,
  DownlineRegisterRequest,
  DownlineRegisterResult,
  DownlineTransferRequest,
  DownlineTransferResult,
  TeamMembers,
  TeamMembersRequest,
  TeamOverview,
} from '../../generated/types.ts';

export type {
  AgentContract,
  ContractList,
  ContractTier,
  DownlineRegisterResult,
  TeamMember,
  TeamMembers,
  TeamOverview,
} from '../../generated/types.ts';

export type ContractKind = AgentContract['kind'];
export type ContractPeriod = NonNullable<AgentContract['period']>;

type Query = Record<string, string | number | boolean | undefined>;
const opts = (query: Query, signal?: AbortSignal): { query: Query; signal?: AbortSignal } =>
  signal ? { query, signal } : { query };

export const teamOverview = (api: ApiRequest, q: AgentDateRangeRequest, signal?: AbortSignal): Promise<TeamOverview> =>
  api<TeamOverview>('/wps/agent/team/overview', opts({ ...q }, signal));

export const teamMembers = (api: ApiRequest, q: TeamMembersRequest, signal?: AbortSignal): Promise<TeamMembers> =>
  api<TeamMembers>('/wps/agent/team/members', opts({ ...q }, signal));

export const registerDownline = (api: ApiRequest, body: DownlineRegisterRequest): Promise<DownlineRegisterResult> =>
  api<DownlineRegisterResult>('/wps/agent/team/register', { method: 'POST', body, encrypt: true });

export const transferToDownline = (api: ApiRequest, body: DownlineTransferRequest): Promise<DownlineTransferResult> =>
  api<DownlineTransferResult>('/wps/agent/team/transfer', { method: 'POST', body, encrypt: true });

export const contracts = (api: ApiRequest, q: ContractListRequest, signal?: AbortSignal): Promise<ContractList> =>
  api<ContractList>('/wps/agent/contracts', opts({ ...q }, signal));

export const pendingContracts = (api: ApiRequest, signal?: AbortSignal): Promise<ContractList> =>
  api<ContractList>('/wps/agent/contracts/pending', signal ? { signal } : {});

export const offerContract = (api: ApiRequest, body: ContractOfferRequest): Promise<AgentContract> =>
  api<AgentContract>('/wps/agent/contracts/offer', { method: 'POST', body });

export const terminateContract = (api: ApiRequest, body: ContractIdRequest): Promise<AgentContract> =>
  api<AgentContract>('/wps/agent/contracts/terminate', { method: 'POST', body });

/** The relay that answers an offer of each kind (the platform's contract relays, docs/spec/api.md). */
export const DECISION_RELAY: Record<ContractKind, string> = {
  dividend: '/wps/relay/MCSFE_processContractDividend',
  daily: '/wps/relay/MCSFE_processDailySalaryContract',
  hourly: '/wps/relay/MCSFE_processContractHourSalary',
  realtime: '/wps/relay/MCSFE_processRealTimeSalaryContract',
};

export const decideContract = (api: ApiRequest, kind: ContractKind, body: ContractDecisionRequest): Promise<AgentContract> =>
  api<AgentContract>(DECISION_RELAY[kind], { method: 'POST', body });
