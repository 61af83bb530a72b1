// Authorization of every agent endpoint (docs/agent-contract.md "Who is who"; seed §2 "Agent center", §6 Agent):
// ids outside the caller's team answer one and the same 404, non-agents agent.only, trial members refused.
// One row per endpoint: the reports suites add theirs through the same helpers (tests/server/agent/support.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountsWorld } from '../support/accounts.ts';
import { removeTemps } from '../support/fixtures.ts';
import { dbLegs } from '../support/legs.ts';
import { closeServers } from '../support/server.ts';
import { call, expectLockedDown, openAgentWorld, outsiders, requestId, tiers, type AgentEndpoint, type Outsiders } from './support.ts';

export const TEAM_AND_CONTRACT_ENDPOINTS: AgentEndpoint[] = [
  { name: 'team overview', agentOnly: true, namesMember: false, request: () => ({ method: 'GET', url: '/wps/agent/team/overview?startDate=2030-01-01&endDate=2030-01-15' }) },
  { name: 'team members', agentOnly: true, request: (id) => ({ method: 'GET', url: `/wps/agent/team/members?parentId=${id}` }) },
  {
    name: 'team register',
    agentOnly: true,
    namesMember: false,
    request: () => ({ method: 'POST', url: '/wps/agent/team/register', enc: true, body: { accountType: 'member', username: 'nobody1', password: 'x', confirmPassword: 'x' } }),
  },
  {
    name: 'team transfer',
    agentOnly: true,
    request: (id) => ({ method: 'POST', url: '/wps/agent/team/transfer', enc: true, body: { requestId: requestId(), memberId: id, amount: '1', paymentPassword: 'pay-4321' } }),
  },
  { name: 'contracts given', agentOnly: true, request: (id) => ({ method: 'GET', url: `/wps/agent/contracts?role=given&memberId=${id}` }) },
  { name: 'contracts received', agentOnly: false, namesMember: false, request: () => ({ method: 'GET', url: '/wps/agent/contracts?role=received' }) },
  { name: 'contracts pending', agentOnly: false, namesMember: false, request: () => ({ method: 'GET', url: '/wps/agent/contracts/pending' }) },
  { name: 'contract offer', agentOnly: true, request: (id) => ({ method: 'POST', url: '/wps/agent/contracts/offer', body: { memberId: id, kind: 'hourly', tiers: tiers('0:0.1') } }) },
  { name: 'contract terminate', agentOnly: false, request: (id, o) => ({ method: 'POST', url: '/wps/agent/contracts/terminate', body: { contractId: o.contractOf[id] } }) },
  {
    name: 'contract decision relay',
    agentOnly: false,
    request: (id, o) => ({ method: 'POST', url: '/wps/relay/MCSFE_processDailySalaryContract', body: { contractId: o.contractOf[id], action: 'reject' } }),
  },
];

describe.each(dbLegs())('agent access on $name', (leg) => {
  let world: AccountsWorld;
  let o: Outsiders;

  beforeAll(async () => {
    if (!leg.available) return;
    world = await openAgentWorld(leg);
    o = await outsiders(world);
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  describe.skipIf(!leg.available)('', () => {
    it.each(TEAM_AND_CONTRACT_ENDPOINTS.map((e) => [e.name, e] as const))('§2 Agent center, §6 Agent: %s answers outsiders not found, non-agents agent.only, trial refused', async (_n, e) => {
      await expectLockedDown(o, e);
    });

    it('§6 Agent: the same requests naming the agent’s own direct downline are answered (the table can fail)', async () => {
      for (const e of TEAM_AND_CONTRACT_ENDPOINTS.filter((x) => x.namesMember !== false && !x.name.includes('relay') && !x.name.includes('terminate'))) {
        const res = await call(o.a.c, e, o.mine.id, o);
        expect(res.envelope.success, `${e.name}: ${JSON.stringify(res.envelope)}`).toBe(true);
      }
      // The downline itself decides its own offer; a stranger could not (the relay row above).
      const relay = TEAM_AND_CONTRACT_ENDPOINTS.find((x) => x.name.includes('relay'))!;
      const mineRes = await call(o.mine.c, relay, o.mine.id, o);
      expect(mineRes.envelope.success, JSON.stringify(mineRes.envelope)).toBe(true);
    });

    it('§2 Agent center: an unknown or malformed id is the same not found, never a 500 or a parameter error', async () => {
      const team = TEAM_AND_CONTRACT_ENDPOINTS.find((x) => x.name === 'team members')!;
      const res = await call(o.a.c, team, o.a.id, o);
      expect(res.envelope.success).toBe(true); // the agent itself is the default parent
      const huge = await o.a.c.get('/wps/agent/team/members?parentId=9223372036854775807');
      expect([huge.status, huge.envelope.errorCode]).toEqual([404, 'not.found']);
    });
  });
});
