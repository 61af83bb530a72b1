// Authorization rows of the agent reports (docs/agent-contract.md "Who is who": team betting, user loss,
// my income, account details, bonus and salary records): a username outside the team answers the same 404 as
// every other outsider, non-agents get agent.only, trial members are refused — through the shared table helpers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestWorld } from '../../support/world.ts';
import { removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';
import { call, expectLockedDown, openAgentWorld, outsiders, type AgentEndpoint, type Outsiders } from './support.ts';

const RANGE = 'startDate=2030-01-01&endDate=2030-01-15';
/** Reports filter by username: each member id of the table is asked for by its account name. */
const names: Record<string, string> = { '999999999': 'nobody999' };
const who = (id: string): string => encodeURIComponent(names[id] ?? id);

export const REPORT_ENDPOINTS: AgentEndpoint[] = [
  { name: 'team betting', agentOnly: true, request: (id) => ({ method: 'GET', url: `/wps/agent/reports/teamBetting?${RANGE}&username=${who(id)}` }) },
  { name: 'user loss', agentOnly: true, request: (id) => ({ method: 'GET', url: `/wps/agent/reports/userLoss?${RANGE}&username=${who(id)}` }) },
  { name: 'account details', agentOnly: true, request: (id) => ({ method: 'GET', url: `/wps/agent/reports/transactions?${RANGE}&username=${who(id)}` }) },
  { name: 'my income', agentOnly: true, namesMember: false, request: () => ({ method: 'GET', url: `/wps/agent/reports/income?${RANGE}` }) },
  { name: 'settlements paid', agentOnly: true, request: (id) => ({ method: 'GET', url: `/wps/agent/reports/settlements?kind=daily&role=paid&${RANGE}&username=${who(id)}` }) },
  { name: 'settlements received', agentOnly: false, namesMember: false, request: () => ({ method: 'GET', url: `/wps/agent/reports/settlements?kind=hourly&role=received&${RANGE}` }) },
];

describe.each(dbLegs())('agent report access on $name', (leg) => {
  let world: TestWorld;
  let o: Outsiders;

  beforeAll(async () => {
    if (!leg.available) return;
    world = await openAgentWorld(leg);
    o = await outsiders(world);
    const r = await world.db.query<{ id: string; username: string }>('SELECT id, username FROM members WHERE id = ANY($1::bigint[])', [
      [o.mine.id, o.othersMember, o.otherBrandMember],
    ]);
    for (const m of r.rows) names[String(m.id)] = m.username;
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  describe.skipIf(!leg.available)('', () => {
    it.each(REPORT_ENDPOINTS.map((e) => [e.name, e] as const))('Agent center: %s answers outsiders not found, non-agents agent.only, trial refused', async (_n, e) => {
      await expectLockedDown(o, e);
    });

    it('Agent center: the same requests naming the agent’s own downline are answered (the table can fail)', async () => {
      for (const e of REPORT_ENDPOINTS) {
        const res = await call(o.a.c, e, o.mine.id, o);
        expect(res.envelope.success, `${e.name}: ${JSON.stringify(res.envelope)}`).toBe(true);
      }
      // Settlements received is open to any real member, agent or not.
      const received = REPORT_ENDPOINTS.find((e) => e.name === 'settlements received')!;
      expect((await call(o.plain.c, received, o.mine.id, o)).envelope.success).toBe(true);
    });
  });
});
