// Authorization of every agent endpoint (docs/agent-contract.md "Who is who"; "Team scope", "Agent-only" in
// docs/spec/rules.md): ids outside the caller's team answer one and the same 404, non-agents agent.only, trial members
// refused. One row per endpoint: the reports suites add theirs through the same helpers
// (tests/server/modules/agent/support.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECISION_RELAYS } from '../../../../src/server/modules/agent/contracts/routes.ts';
import type { TestWorld } from '../../support/world.ts';
import { removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';
import { call, expectLockedDown, member, offered, openAgentWorld, outsiders, requestId, tiers, type AgentEndpoint, type Kind, type Member, type Outsiders } from './support.ts';

/**
 * The contract decision relays (the platform's contract relays) and the kind each decides; the table below must name
 * every relay the server registers (checked against DECISION_RELAYS).
 */
const RELAYS: readonly (readonly [string, Kind])[] = [
  ['MCSFE_processContractDividend', 'dividend'],
  ['MCSFE_processDailySalaryContract', 'daily'],
  ['MCSFE_processContractHourSalary', 'hourly'],
  ['MCSFE_processRealTimeSalaryContract', 'realtime'],
  ['MCS2_processDividendReq', 'dividend'],
  ['MCS2_processDailySalContract', 'daily'],
];

/** kind → member id → the open offer of that kind its upline made it (set per database leg; unknown ids map to themselves). */
let offerOf: Record<Kind, Record<string, string>>;

const relayRow = (relay: string, kind: Kind): AgentEndpoint => ({
  name: `contract decision relay ${relay}`,
  agentOnly: false,
  request: (id) => ({ method: 'POST', url: `/wps/relay/${relay}`, body: { contractId: offerOf[kind][id] ?? id, action: 'reject' } }),
});

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
  ...RELAYS.map(([relay, kind]) => relayRow(relay, kind)),
];

const KINDS = ['dividend', 'daily', 'hourly', 'realtime'] as const;

/**
 * An offer of every kind to the outsiders (another agent's member, another brand's) from their uplines; the daily
 * ones outsiders() made already. A's own downline keeps only its daily offer (the offer row offers it hourly).
 */
async function outsiderOffers(o: Outsiders): Promise<Record<Kind, Record<string, string>>> {
  const all = { daily: { ...o.contractOf } } as Record<Kind, Record<string, string>>;
  for (const kind of KINDS.filter((k) => k !== 'daily')) {
    all[kind] = { '999999999': '999999999' };
    for (const memberId of [o.othersMember, o.otherBrandMember]) all[kind][memberId] = (await offered(o.uplineOf[memberId]!, memberId, kind, tiers('0:0.5'))).id;
  }
  return all;
}

describe.each(dbLegs())('agent access on $name', (leg) => {
  let world: TestWorld;
  let o: Outsiders;

  beforeAll(async () => {
    if (!leg.available) return;
    world = await openAgentWorld(leg);
    o = await outsiders(world);
    offerOf = await outsiderOffers(o);
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  describe.skipIf(!leg.available)('', () => {
    it('contract relays: the table names every decision relay the server registers, with its kind', () => {
      expect(Object.fromEntries(RELAYS)).toEqual(DECISION_RELAYS);
      expect(TEAM_AND_CONTRACT_ENDPOINTS.filter((e) => e.name.startsWith('contract decision relay'))).toHaveLength(Object.keys(DECISION_RELAYS).length);
    });

    it.each(TEAM_AND_CONTRACT_ENDPOINTS.map((e) => [e.name, e] as const))('Agent center: %s answers outsiders not found, non-agents agent.only, trial refused', async (_n, e) => {
      await expectLockedDown(o, e);
    });

    it('Agent: the same requests naming the agent’s own direct downline are answered (the table can fail)', async () => {
      for (const e of TEAM_AND_CONTRACT_ENDPOINTS.filter((x) => x.namesMember !== false && !x.name.includes('relay') && !x.name.includes('terminate'))) {
        const res = await call(o.a.c, e, o.mine.id, o);
        expect(res.envelope.success, `${e.name}: ${JSON.stringify(res.envelope)}`).toBe(true);
      }
    });

    it.each(RELAYS.map(([relay, kind]) => [relay, kind] as const))(
      'Contract: %s (%s) decides only the caller’s own offer of its kind; the downline itself is answered',
      async (relay, kind) => {
        // a fresh direct downline of A with an open offer of every kind from A
        const down = await member(world, 'lotus', { upline: o.a.username });
        const own = {} as Record<Kind, string>;
        for (const k of KINDS) own[k] = (await offered(o.a, down.id, k, tiers('0:0.5'))).id;
        const notFound = async (who: Member, contractId: string, what: string) => {
          const res = await who.c.post(`/wps/relay/${relay}`, { contractId, action: 'reject' });
          expect({ status: res.status, code: res.envelope.errorCode, value: res.envelope.value }, `${relay}: ${what}`).toEqual({ status: 404, code: 'not.found', value: null });
        };
        // the upline that made the offer cannot answer it for its downline
        await notFound(o.a, own[kind], 'the upline answering its own offer');
        // a member answering another agent's member's offer, or another brand's
        await notFound(down, offerOf[kind][o.othersMember]!, 'another agent’s member’s offer');
        await notFound(down, offerOf[kind][o.otherBrandMember]!, 'another brand’s offer');
        // its own offer of another kind: each relay decides its own kind only
        for (const other of KINDS.filter((k) => k !== kind)) await notFound(down, own[other], `its own ${other} offer`);
        // the downline answers its own offer of the kind (the rows above can fail)
        const res = await down.c.post(`/wps/relay/${relay}`, { contractId: own[kind], action: 'reject' });
        expect(res.envelope.success, JSON.stringify(res.envelope)).toBe(true);
        expect(res.envelope.value).toMatchObject({ id: own[kind], kind, status: 'rejected' });
      },
    );

    it('Agent center: an unknown or malformed id is the same not found, never a 500 or a parameter error', async () => {
      const team = TEAM_AND_CONTRACT_ENDPOINTS.find((x) => x.name === 'team members')!;
      const res = await call(o.a.c, team, o.a.id, o);
      expect(res.envelope.success).toBe(true); // the agent itself is the default parent
      const huge = await o.a.c.get('/wps/agent/team/members?parentId=9223372036854775807');
      expect([huge.status, huge.envelope.errorCode]).toEqual([404, 'not.found']);
    });
  });
});
