// Contract management for a plain member (contract transitions: docs/spec/entities.md; consolidated flags): the member
// center's "My contracts" page reads and acts through the existing endpoints only — the list of contracts received,
// the decision relays and terminate — so these are run here as a type 0 member would, on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentContract, ConsolidatedFunds, ContractList } from '../../../../src/generated/types.ts';
import { validateContractList } from '../../../../src/generated/validators.js';
import type { TestWorld } from '../../support/world.ts';
import { removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';
import { agent, decide, member, offered, openAgentWorld, tiers, trial } from './support.ts';

const CONSOLIDATED = '/wps/member/info/funds/consolidated';

describe.each(dbLegs())('member contracts on $name', (leg) => {
  let world: TestWorld;

  beforeAll(async () => {
    if (!leg.available) return;
    world = await openAgentWorld(leg);
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  describe.skipIf(!leg.available)('', () => {
    it('a type 0 member lists what it holds and is offered, answers, terminates; the flags follow', async () => {
      const a = await agent(world, 'lotus');
      const m = await member(world, 'lotus', { upline: a.username });
      const salary = await offered(a, m.id, 'daily', tiers('0:0.5', '1000:0.8:3'));
      expect((await decide(m, salary, 'accept')).envelope.value.status).toBe('active');
      world.clock.advance(1_000);
      const dividend = await offered(a, m.id, 'dividend', tiers('0:5'), 'Weekly');

      const held = await m.c.get<ContractList>('/wps/agent/contracts?role=received&pageSize=50');
      expect(validateContractList(held.envelope.value)).toBe(true);
      // newest first: the offer waiting, then the salary in force, each with its upline and tiers
      expect(held.envelope.value.list.map((c) => [c.id, c.kind, c.status, c.period ?? null, c.upline?.id])).toEqual([
        [dividend.id, 'dividend', 'offered', 'Weekly', a.id],
        [salary.id, 'daily', 'active', null, a.id],
      ]);
      expect(held.envelope.value.list[1]!.tiers).toHaveLength(2);
      const flags = (await m.c.get<ConsolidatedFunds>(CONSOLIDATED)).envelope.value;
      expect([flags.dailysalinfotype, flags.divtypereq]).toEqual([true, true]);

      // the member ends its salary: terminated by the downline, listed as such, the info flag off
      const ended = await m.c.post<AgentContract>('/wps/agent/contracts/terminate', { contractId: salary.id });
      expect(ended.envelope.value).toMatchObject({ id: salary.id, status: 'terminated', terminatedBy: 'downline' });
      expect((await m.c.get<ConsolidatedFunds>(CONSOLIDATED)).envelope.value.dailysalinfotype).toBe(false);
      const after = await m.c.get<ContractList>('/wps/agent/contracts?role=received&status=terminated');
      expect(after.envelope.value.list.map((c) => c.id)).toEqual([salary.id]);

      // rejecting the last offer leaves no flag at all: the member center hides the page again
      expect((await decide(m, dividend, 'reject')).envelope.value.status).toBe('rejected');
      expect(Object.values((await m.c.get<ConsolidatedFunds>(CONSOLIDATED)).envelope.value).some(Boolean)).toBe(false);
    });

    it('a member sees only its own contracts, may not list the given side nor another member', async () => {
      const a = await agent(world, 'lotus');
      const m = await member(world, 'lotus', { upline: a.username });
      const other = await member(world, 'lotus', { upline: a.username });
      const theirs = await offered(a, other.id, 'daily', tiers('0:0.5'));
      expect((await m.c.get<ContractList>('/wps/agent/contracts?role=received')).envelope.value.total).toBe(0);
      expect((await m.c.get('/wps/agent/contracts?role=given')).envelope.errorCode).toBe('agent.only');
      expect((await m.c.get(`/wps/agent/contracts?role=received&memberId=${other.id}`)).envelope.errorCode).toBe('request_param_err');
      // nor end someone else's contract
      const foreign = await m.c.post('/wps/agent/contracts/terminate', { contractId: theirs.id });
      expect(foreign.envelope.success).toBe(false);
      expect((await other.c.get<ContractList>('/wps/agent/contracts?role=received')).envelope.value.list[0]!.status).toBe('offered');
    });

    it('a trial account is refused (member.trial_not_allowed)', async () => {
      const t = await trial(world, 'lotus');
      expect((await t.get('/wps/agent/contracts?role=received')).envelope.errorCode).toBe('member.trial_not_allowed');
      expect((await t.post('/wps/agent/contracts/terminate', { contractId: '1' })).envelope.errorCode).toBe('member.trial_not_allowed');
    });
  });
});
