// Contracts (docs/agent-contract.md; the decision relays and the consolidated flags): every transition,
// every refusal, the auto-termination rule and the consolidated flags, on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentContract, ConsolidatedFunds, ContractList } from '../../../../src/generated/types.ts';
import { validateAgentContract, validateContractList } from '../../../../src/generated/validators.js';
import type { TestWorld } from '../../support/world.ts';
import { editBrand, removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';
import {
  agent,
  contractStatus,
  contracted,
  decide,
  inboxTitles,
  member,
  offer,
  offered,
  openAgentWorld,
  setModule,
  tiers,
  type Member,
} from './support.ts';

const CONSOLIDATED = '/wps/member/info/funds/consolidated';
const NONE: ConsolidatedFunds = {
  divtypereq: false,
  dailysalreqtype: false,
  contracthoursalreq: false,
  realtimesalreqtype: false,
  divtypeinfo: false,
  dailysalinfotype: false,
  contracthoursalinfo: false,
  contractmrdailysalinfotype: false,
};

describe.each(dbLegs())('agent contracts on $name', (leg) => {
  let world: TestWorld;

  beforeAll(async () => {
    if (!leg.available) return;
    // pebble: hourly salary contracts off; aurora: the whole agent policy off.
    world = await openAgentWorld(leg, (dir) => {
      editBrand(dir, 'pebble', (b) => setModule(b.whitelabel, 'HOURSAL3', false));
      editBrand(dir, 'aurora', (b) => setModule(b.whitelabel, 'AGENTPOLICY3', false));
    });
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  /** a (agent) → b (agent) → c, d (agents), all lotus. */
  async function chain(): Promise<{ a: Member; b: Member; c: Member; d: Member }> {
    const a = await agent(world, 'lotus');
    const b = await agent(world, 'lotus', { upline: a.username });
    const c = await agent(world, 'lotus', { upline: b.username });
    const d = await agent(world, 'lotus', { upline: b.username });
    return { a, b, c, d };
  }

  describe.skipIf(!leg.available)('', () => {
    it('offer → accept: active from the acceptance instant, listed on both sides, both sides told', async () => {
      const { a, b } = await chain();
      const o = await offered(a, b.id, 'daily', tiers('0:0.5', '1000:1.0:3'));
      expect(validateAgentContract(o)).toBe(true);
      expect(o).toMatchObject({ status: 'offered', topRateBp: 100, upline: { id: a.id }, downline: { id: b.id }, effectiveFrom: null });
      expect(await inboxTitles(world, b.id)).toContain('নতুন চুক্তির প্রস্তাব'); // lotus speaks Bengali by default
      const pending = await b.c.get<ContractList>('/wps/agent/contracts/pending');
      expect(validateContractList(pending.envelope.value)).toBe(true);
      expect(pending.envelope.value.list.map((x) => x.id)).toEqual([o.id]);

      world.clock.advance(60_000);
      const res = await decide(b, o, 'accept');
      expect(res.envelope.value).toMatchObject({ status: 'active', effectiveFrom: new Date(world.clock.now()).toISOString() });
      expect(await inboxTitles(world, a.id)).toContain('চুক্তি গৃহীত');
      expect((await b.c.get<ContractList>('/wps/agent/contracts/pending')).envelope.value.total).toBe(0);
      const given = await a.c.get<ContractList>(`/wps/agent/contracts?role=given&kind=daily&status=active&memberId=${b.id}`);
      expect(given.envelope.value.list.map((x) => x.id)).toEqual([o.id]);
      const received = await b.c.get<ContractList>('/wps/agent/contracts?role=received');
      expect(received.envelope.value.list.map((x) => [x.id, x.status])).toEqual([[o.id, 'active']]);
      expect((await a.c.get<ContractList>('/wps/agent/contracts?role=given&status=rejected')).envelope.value.total).toBe(0);
    });

    it('reject: the offer ends rejected; a decided offer cannot be decided again (contract.state)', async () => {
      const { a, b } = await chain();
      const o = await offered(a, b.id, 'hourly', tiers('0:0.2'));
      expect((await decide(b, o, 'reject')).envelope.value.status).toBe('rejected');
      expect(await inboxTitles(world, a.id)).toContain('চুক্তি প্রত্যাখ্যাত');
      expect((await decide(b, o, 'accept')).envelope.errorCode).toBe('contract.state');
    });

    it('decision relays: each decides its own kind only; the MCS2 aliases work too', async () => {
      const { a, b } = await chain();
      const o = await offered(a, b.id, 'dividend', tiers('0:5:0:100'));
      const wrong = await b.c.post('/wps/relay/MCSFE_processDailySalaryContract', { contractId: o.id, action: 'accept' });
      expect([wrong.status, wrong.envelope.errorCode]).toEqual([404, 'not.found']);
      const alias = await b.c.post<AgentContract>('/wps/relay/MCS2_processDividendReq', { contractId: o.id, action: 'accept' });
      expect(alias.envelope.value).toMatchObject({ status: 'active', period: 'Monthly' });
      const d = await offered(a, b.id, 'daily', tiers('0:0.3'));
      expect((await b.c.post<AgentContract>('/wps/relay/MCS2_processDailySalContract', { contractId: d.id, action: 'reject' })).envelope.value.status).toBe('rejected');
      // Only the downline decides: the upline cannot accept its own offer.
      const r = await offered(a, b.id, 'realtime', tiers('0:0.1'));
      expect((await decide(a, r, 'accept')).envelope.errorCode).toBe('not.found');
    });

    it('accepting a new offer replaces the active contract of the kind (system, replaced)', async () => {
      const { a, b } = await chain();
      const first = await contracted(a, b, 'daily', tiers('0:0.5'));
      const second = await contracted(a, b, 'daily', tiers('0:0.7'));
      expect(await contractStatus(world, first.id)).toEqual({ status: 'terminated', terminated_by: 'system', termination_reason: 'replaced' });
      expect((await contractStatus(world, second.id)).status).toBe('active');
    });

    const badTiers: [string, Record<string, unknown>, string][] = [
      ['tiers not ascending', { kind: 'daily', tiers: tiers('100:0.5', '100:0.6') }, 'tier 2: the valid bet must be higher'],
      ['a falling rate', { kind: 'daily', tiers: tiers('0:0.5', '100:0.4') }, 'tier 2: the rate must not be lower'],
      ['a minimum loss on a salary', { kind: 'hourly', tiers: tiers('0:0.5:0:10') }, 'dividend contracts only'],
      ['a dividend without a period', { kind: 'dividend', tiers: tiers('0:5') }, 'a dividend contract needs a period'],
      ['a salary with a period', { kind: 'daily', period: 'Weekly', tiers: tiers('0:0.5') }, 'only dividend contracts have a period'],
    ];
    it.each(badTiers)('Contract: refuses %s (contract.tiers_invalid, readable), creating nothing', async (_n, body, text) => {
      const { a, b } = await chain();
      const res = await a.c.post('/wps/agent/contracts/offer', { memberId: b.id, ...body });
      expect(res.envelope.errorCode).toBe('contract.tiers_invalid');
      expect(res.envelope.message).toContain(text);
      expect(res.envelope.value).toMatchObject({ code: expect.any(String) });
      expect((await world.db.query('SELECT 1 FROM agent_contracts WHERE downline_id = $1', [b.id])).rowCount).toBe(0);
    });

    it('Contract: the tier detail is in the request language (BN)', async () => {
      const { a, b } = await chain();
      const res = await a.c.post('/wps/agent/contracts/offer', { memberId: b.id, kind: 'daily', tiers: tiers('100:0.5', '50:0.6') }, { headers: { language: 'BN' } });
      expect(res.envelope.message).toBe('ধাপগুলো ক্রমানুসারে বাড়তে হবে: ধাপ 2: বৈধ বাজি আগের ধাপের চেয়ে বেশি হতে হবে');
    });

    it('rate_above_own: an upline holding a contract of the kind cannot offer more than its own top rate', async () => {
      const { a, b, c } = await chain();
      await contracted(a, b, 'daily', tiers('0:1.0'));
      const over = await offer(b, c.id, 'daily', tiers('0:0.5', '500:1.01'));
      expect(over.envelope.errorCode).toBe('contract.rate_above_own');
      expect(over.envelope.message).toContain('1.00 %');
      expect((await offer(b, c.id, 'daily', tiers('0:1.0'))).envelope.success).toBe(true);
      // Another kind it holds nothing of is its own business.
      expect((await offer(b, c.id, 'hourly', tiers('0:3'))).envelope.success).toBe(true);
    });

    it('one pending offer per downline and kind (contract.pending); another kind is fine', async () => {
      const { a, b } = await chain();
      await offered(a, b.id, 'daily', tiers('0:0.5'));
      expect((await offer(a, b.id, 'daily', tiers('0:0.6'))).envelope.errorCode).toBe('contract.pending');
      expect((await offer(a, b.id, 'realtime', tiers('0:0.6'))).envelope.success).toBe(true);
    });

    it('direct downline only: a grandchild is not found', async () => {
      const { a, c } = await chain();
      const res = await offer(a, c.id, 'daily', tiers('0:0.5'));
      expect([res.status, res.envelope.errorCode]).toEqual([404, 'not.found']);
    });

    it('terminate: either party ends an offered or active contract; the other side is told; twice is contract.state', async () => {
      const { a, b } = await chain();
      const o = await contracted(a, b, 'daily', tiers('0:0.5'));
      const up = await a.c.post<AgentContract>('/wps/agent/contracts/terminate', { contractId: o.id });
      expect(up.envelope.value).toMatchObject({ status: 'terminated', terminatedBy: 'upline', terminationReason: 'requested' });
      expect(await inboxTitles(world, b.id)).toContain('চুক্তি বাতিল');
      expect((await b.c.post('/wps/agent/contracts/terminate', { contractId: o.id })).envelope.errorCode).toBe('contract.state');
      const p = await offered(a, b.id, 'hourly', tiers('0:0.5'));
      const down = await b.c.post<AgentContract>('/wps/agent/contracts/terminate', { contractId: p.id });
      expect(down.envelope.value).toMatchObject({ status: 'terminated', terminatedBy: 'downline' });
    });

    it('auto-termination: A 1.00 % → B, B gives C 0.80 % and D 0.40 %; B accepts 0.50 % → C terminated, D kept', async () => {
      const { a, b, c, d } = await chain();
      const e = await agent(world, 'lotus', { upline: b.username });
      await contracted(a, b, 'daily', tiers('0:1.0'));
      const bc = await contracted(b, c, 'daily', tiers('0:0.8'));
      const bd = await contracted(b, d, 'daily', tiers('0:0.4'));
      const be = await offered(b, e.id, 'daily', tiers('0:0.9')); // still pending: ends too
      const bcHourly = await contracted(b, c, 'hourly', tiers('0:2')); // another kind: untouched
      const lower = await offered(a, b.id, 'daily', tiers('0:0.5'));
      expect((await decide(b, lower, 'accept')).envelope.success).toBe(true);
      expect(await contractStatus(world, bc.id)).toEqual({ status: 'terminated', terminated_by: 'system', termination_reason: 'upline_rate_lowered' });
      expect(await contractStatus(world, be.id)).toMatchObject({ status: 'terminated', termination_reason: 'upline_rate_lowered' });
      expect((await contractStatus(world, bd.id)).status).toBe('active');
      expect((await contractStatus(world, bcHourly.id)).status).toBe('active');
      expect(await inboxTitles(world, c.id)).toContain('চুক্তি বাতিল');
      expect((await inboxTitles(world, b.id)).filter((t) => t === 'চুক্তি বাতিল').length).toBe(2);
    });

    it('two acceptances of one offer at once leave exactly one active contract', async () => {
      const { a, b } = await chain();
      await contracted(a, b, 'daily', tiers('0:0.3'));
      const o = await offered(a, b.id, 'daily', tiers('0:0.5'));
      const results = await Promise.all([decide(b, o, 'accept'), decide(b, o, 'accept')]);
      expect(results.filter((r) => r.envelope.success).length).toBe(1);
      expect(results.find((r) => !r.envelope.success)?.envelope.errorCode).toBe('contract.state');
      const active = await world.db.query("SELECT id FROM agent_contracts WHERE downline_id = $1 AND kind = 'daily' AND status = 'active'", [b.id]);
      expect(active.rows.map((r) => String(r.id))).toEqual([o.id]);
    });

    it('flags: a kind whose flag is off cannot be offered, decided or listed (function.not.available)', async () => {
      const a = await agent(world, 'pebble');
      const m = await member(world, 'pebble', { upline: a.username });
      expect((await offer(a, m.id, 'hourly', tiers('0:0.5'))).envelope.errorCode).toBe('function.not.available');
      expect((await a.c.get('/wps/agent/contracts?role=given&kind=hourly')).envelope.errorCode).toBe('function.not.available');
      expect((await m.c.post('/wps/relay/MCSFE_processContractHourSalary', { contractId: '1', action: 'accept' })).envelope.errorCode).toBe('function.not.available');
      // A contract of that kind made before the flag went off is no longer listed.
      await world.db.query(
        `INSERT INTO agent_contracts (brand_id, kind, upline_id, downline_id, tiers, top_rate_bp, status, offered_at)
         VALUES ('pebble', 'hourly', $1, $2, '[{"minValidBetMinor":"0","minActiveMembers":0,"rateBp":50}]', 50, 'offered', now())`,
        [a.id, m.id],
      );
      expect((await m.c.get<ContractList>('/wps/agent/contracts/pending')).envelope.value.total).toBe(0);
      const off = await agent(world, 'aurora');
      expect((await off.c.get('/wps/agent/contracts?role=given')).envelope.errorCode).toBe('function.not.available');
      expect((await off.c.get(CONSOLIDATED)).envelope.errorCode).toBe('function.not.available');
    });

    it('consolidated: *req while an offer waits, *info for agents and holders of the kind', async () => {
      const a = await agent(world, 'lotus');
      const m = await member(world, 'lotus', { upline: a.username });
      expect((await m.c.get<ConsolidatedFunds>(CONSOLIDATED)).envelope.value).toEqual(NONE);
      const o = await offered(a, m.id, 'daily', tiers('0:0.5'));
      await offered(a, m.id, 'dividend', tiers('0:5'), 'Weekly');
      expect((await m.c.get<ConsolidatedFunds>(CONSOLIDATED)).envelope.value).toEqual({ ...NONE, dailysalreqtype: true, divtypereq: true });
      await decide(m, o, 'accept');
      expect((await m.c.get<ConsolidatedFunds>(CONSOLIDATED)).envelope.value).toEqual({ ...NONE, divtypereq: true, dailysalinfotype: true });
      expect((await a.c.get<ConsolidatedFunds>(CONSOLIDATED)).envelope.value).toEqual({
        ...NONE,
        divtypeinfo: true,
        dailysalinfotype: true,
        contracthoursalinfo: true,
        contractmrdailysalinfotype: true,
      });
      // pebble has hourly off: its agents get no hourly record page.
      const p = await agent(world, 'pebble');
      expect((await p.c.get<ConsolidatedFunds>(CONSOLIDATED)).envelope.value).toMatchObject({ contracthoursalinfo: false, dailysalinfotype: true });
    });
  });
});
