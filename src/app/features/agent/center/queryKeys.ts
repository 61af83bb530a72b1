import { sessionKeys } from '../../auth/session/queryKeys.ts';

/** Under sessionKeys.all: logging out drops every agent answer with the session. */
export const agentKeys = {
  all: [...sessionKeys.all, 'agent'] as const,
  overview: (startDate: string, endDate: string) => [...sessionKeys.all, 'agent', 'overview', startDate, endDate] as const,
  members: [...sessionKeys.all, 'agent', 'members'] as const,
  contracts: [...sessionKeys.all, 'agent', 'contracts'] as const,
  pending: [...sessionKeys.all, 'agent', 'contracts', 'pending'] as const,
};
