// The agent center's reports (docs/agent-contract.md endpoint table): every query is restricted to the caller's
// team through member_tree, validated with the generated validators, and pages with totals over every row.
import type { FastifyInstance } from 'fastify';
import type { AgentDateRangeRequest, SettlementsRequest, TeamBetsRequest, TeamTransactionsRequest, UserLossRequest } from '../../../../generated/types.ts';
import { ok } from '../../../http/envelope.ts';
import { queryParams } from '../../../http/query.ts';
import { services } from '../../../services.ts';
import { requireAgent, requireRealMember, teamMemberByUsername } from '../access.ts';
import { reportRange } from './common.ts';
import { agentIncome } from './income.ts';
import { settlements } from './settlements.ts';
import { teamBets } from './team-bets.ts';
import { teamTransactions } from './transactions.ts';
import { userLoss } from './user-loss.ts';
import { requestSchemas } from '../../../../generated/request-schemas.ts';

const PAGING = ['pageNo', 'pageSize'] as const;

export async function agentReportRoutes(app: FastifyInstance): Promise<void> {
  const svc = services(app);
  const { db } = svc;
  const member = (brandId: string, agentId: string, username: string | undefined): Promise<string | null> =>
    username === undefined ? Promise.resolve(null) : teamMemberByUsername(db, brandId, agentId, username);

  app.get('/wps/agent/reports/teamBetting', { schema: { querystring: requestSchemas.TeamBetsRequest } }, async (request) => {
    const { brand, agentId } = await requireAgent(svc, request);
    const q = queryParams<TeamBetsRequest>(request, ['startDate', 'endDate', 'username', 'gameType', 'vendor', ...PAGING], [...PAGING]);
    const range = reportRange(brand, q.startDate, q.endDate);
    return ok(await teamBets(db, brand.id, agentId, await member(brand.id, agentId, q.username), range, q));
  });

  app.get('/wps/agent/reports/userLoss', { schema: { querystring: requestSchemas.UserLossRequest } }, async (request) => {
    const { brand, agentId } = await requireAgent(svc, request);
    const q = queryParams<UserLossRequest>(request, ['startDate', 'endDate', 'username', ...PAGING], [...PAGING]);
    const range = reportRange(brand, q.startDate, q.endDate);
    return ok(await userLoss(db, agentId, await member(brand.id, agentId, q.username), range, q));
  });

  app.get('/wps/agent/reports/income', { schema: { querystring: requestSchemas.AgentDateRangeRequest } }, async (request) => {
    const { brand, agentId } = await requireAgent(svc, request);
    const q = queryParams<AgentDateRangeRequest>(request, ['startDate', 'endDate'], []);
    const range = reportRange(brand, q.startDate, q.endDate);
    return ok(await agentIncome(db, brand.id, agentId, range, brand.config.timezoneOffset));
  });

  app.get('/wps/agent/reports/transactions', { schema: { querystring: requestSchemas.TeamTransactionsRequest } }, async (request) => {
    const { brand, agentId } = await requireAgent(svc, request);
    const q = queryParams<TeamTransactionsRequest>(request, ['startDate', 'endDate', 'username', 'reason', ...PAGING], [...PAGING]);
    const range = reportRange(brand, q.startDate, q.endDate);
    return ok(await teamTransactions(db, brand.id, agentId, await member(brand.id, agentId, q.username), range, q));
  });

  // received: any real member holding a contract; paid: agents only (they pay their downline).
  app.get('/wps/agent/reports/settlements', { schema: { querystring: requestSchemas.SettlementsRequest } }, async (request) => {
    const { brand, memberId } = await requireRealMember(svc, request);
    const q = queryParams<SettlementsRequest>(request, ['kind', 'role', 'startDate', 'endDate', 'username', ...PAGING], [...PAGING]);
    if (q.role === 'paid') {
      const { agentId } = await requireAgent(svc, request);
      const range = reportRange(brand, q.startDate, q.endDate);
      return ok(await settlements(db, brand.id, agentId, await member(brand.id, agentId, q.username), range, q));
    }
    const range = reportRange(brand, q.startDate, q.endDate);
    return ok(await settlements(db, brand.id, memberId, null, range, q));
  });
}
