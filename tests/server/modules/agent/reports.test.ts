// Agent reports (docs/agent-contract.md endpoint table: team betting, user loss, my income, account
// details, bonus / salary records): team only, filters, paging, totals over every row, brand-time-zone days.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentIncome, Settlements, TeamBets, TeamTransactions, UserLoss } from '../../../../src/generated/types.ts';
import { validateAgentIncome, validateSettlements, validateTeamBets, validateTeamTransactions, validateUserLoss } from '../../../../src/generated/validators.js';
import type { LedgerAccountRef } from '../../../../src/server/modules/ledger/types.ts';
import type { TestWorld } from '../../support/world.ts';
import { removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';
import { agentWorld, bet, contract, person, settleAt, type Person } from './settlement-fixtures.ts';

const B = 'pebble'; // -05:00: local 2030-01-10 is [2030-01-10T05:00Z, 2030-01-11T05:00Z)
const DAY = 'startDate=2030-01-10&endDate=2030-01-10';

describe.each(dbLegs())('agent reports on $name', (leg) => {
  let world: TestWorld;
  let a: Person; // the agent asking
  let m1: Person;
  let m2: Person;
  let s: Person; // a sub-agent (depth 1) …
  let m3: Person; // … and its member (depth 2)
  let x: Person; // another agent
  let x1: Person; // … and its member, outside a's team

  const money = async (key: string, from: LedgerAccountRef, to: LedgerAccountRef, amount: bigint, reason: 'deposit' | 'withdraw_hold' | 'withdraw_paid' | 'bet', at: string) => {
    world.clock.set(Date.parse(at));
    await world.app.ledger.transfer({ idempotencyKey: key, from, to, amountMinor: amount, reason, reference: key });
  };

  beforeAll(async () => {
    if (!leg.available) return;
    world = await agentWorld(leg);
    a = await person(world, B, { agent: true });
    m1 = await person(world, B, { upline: a.username, login: false });
    m2 = await person(world, B, { upline: a.username, login: false });
    s = await person(world, B, { agent: true, upline: a.username });
    m3 = await person(world, B, { upline: s.username });
    x = await person(world, B, { agent: true, login: false });
    x1 = await person(world, B, { upline: x.username, login: false });
    // Local 2030-01-10 begins at 05:00Z and ends before 05:00Z the next day.
    await bet(world, B, m1.id, { stake: 10_000, win: 2_000, placedAt: '2030-01-10T05:00:00Z' });
    await bet(world, B, m1.id, { stake: 5_000, win: 0, placedAt: '2030-01-10T20:00:00Z', vendor: 'KSP', gameType: 'LIVE' });
    await bet(world, B, m2.id, { stake: 3_000, win: 9_000, placedAt: '2030-01-11T04:59:59Z' });
    await bet(world, B, m3.id, { stake: 7_000, win: 0, placedAt: '2030-01-10T12:00:00Z' });
    await bet(world, B, m3.id, { stake: 4_000, placedAt: '2030-01-10T13:00:00Z', status: 'open' });
    await bet(world, B, m2.id, { stake: 1_111, placedAt: '2030-01-10T04:59:59Z' }); // local 2030-01-09
    await bet(world, B, m2.id, { stake: 2_222, placedAt: '2030-01-11T05:00:00Z' }); // local 2030-01-11
    await bet(world, B, a.id, { stake: 50_000, placedAt: '2030-01-10T12:00:00Z' }); // the agent's own: not its team
    await bet(world, B, x1.id, { stake: 90_000, placedAt: '2030-01-10T12:00:00Z' }); // another team
    const main = (id: string): LedgerAccountRef => ({ brandId: B, kind: 'main', memberId: id });
    const clearing: LedgerAccountRef = { brandId: B, kind: 'clearing', provider: 'sandbox' };
    await money('dep-m1', clearing, main(m1.id), 20_000n, 'deposit', '2030-01-10T06:00:00Z');
    await money('dep-m3', clearing, main(m3.id), 8_000n, 'deposit', '2030-01-10T07:00:00Z');
    await money('hold-m3', main(m3.id), { brandId: B, kind: 'hold', memberId: m3.id }, 3_000n, 'withdraw_hold', '2030-01-10T08:00:00Z');
    await money('paid-m3', { brandId: B, kind: 'hold', memberId: m3.id }, clearing, 3_000n, 'withdraw_paid', '2030-01-10T09:00:00Z');
    await money('dep-x1', clearing, main(x1.id), 50_000n, 'deposit', '2030-01-10T06:00:00Z');
    await money('dep-late', clearing, main(m1.id), 1_000n, 'deposit', '2030-01-11T05:00:00Z'); // next local day
    world.clock.set(Date.parse('2030-01-12T00:00:00Z'));
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  describe.skipIf(!leg.available)('', () => {
    it('team betting: descendants only, the local day both edges in, newest first, totals of settled bets', async () => {
      const res = await a.c.get<TeamBets>(`/wps/agent/reports/teamBetting?${DAY}`);
      expect(res.envelope.success, JSON.stringify(res.envelope)).toBe(true);
      const v = res.envelope.value;
      expect(validateTeamBets(v)).toBe(true);
      expect(v.list.map((b) => [b.username, b.stakeMinor])).toEqual([
        [m2.username, '3000'], [m1.username, '5000'], [m3.username, '4000'], [m3.username, '7000'], [m1.username, '10000'],
      ]);
      expect(v.total).toBe(5);
      // The open bet is listed but has no result: totals cover the four settled ones.
      expect(v.totals).toEqual({ count: 4, stakeMinor: '25000', winMinor: '11000', profitMinor: '-14000' });
      expect(v.list.find((b) => b.status === 'open')?.profitMinor).toBe('0');
    });

    it('team betting: filters and paging keep the totals of every matching row', async () => {
      const page2 = (await a.c.get<TeamBets>(`/wps/agent/reports/teamBetting?${DAY}&pageNo=2&pageSize=2`)).envelope.value;
      expect(page2).toMatchObject({ pageNo: 2, pageSize: 2, total: 5 });
      expect(page2.list.map((b) => b.stakeMinor)).toEqual(['4000', '7000']);
      expect(page2.totals.count).toBe(4);
      const live = (await a.c.get<TeamBets>(`/wps/agent/reports/teamBetting?${DAY}&gameType=LIVE&vendor=KSP`)).envelope.value;
      expect(live.list.map((b) => b.stakeMinor)).toEqual(['5000']);
      const one = (await a.c.get<TeamBets>(`/wps/agent/reports/teamBetting?${DAY}&username=${m3.username.toUpperCase()}`)).envelope.value;
      expect(one.list.map((b) => b.username)).toEqual([m3.username, m3.username]);
      // The sub-agent sees its own member, not its siblings.
      const sub = (await s.c.get<TeamBets>(`/wps/agent/reports/teamBetting?${DAY}`)).envelope.value;
      expect(sub.list.every((b) => b.username === m3.username)).toBe(true);
    });

    it('names outside the team, bad ranges and non-agents are refused', async () => {
      for (const name of [x1.username, a.username, 'nobody123']) {
        const r = await a.c.get(`/wps/agent/reports/teamBetting?${DAY}&username=${name}`);
        expect([r.status, r.envelope.errorCode, r.envelope.message]).toEqual([404, 'not.found', 'Not found']);
      }
      const long = await a.c.get('/wps/agent/reports/userLoss?startDate=2030-01-01&endDate=2030-04-03');
      expect([long.status, long.envelope.errorCode, long.envelope.message]).toEqual([400, 'request_param_err', '/endDate: at most 92 days at a time']);
      const reversed = await a.c.get('/wps/agent/reports/income?startDate=2030-01-02&endDate=2030-01-01');
      expect(reversed.status).toBe(400);
      const junk = await a.c.get(`/wps/agent/reports/transactions?${DAY}&pageSize=500`);
      expect(junk.status).toBe(400);
      const member = await m3.c.get(`/wps/agent/reports/teamBetting?${DAY}`);
      expect([member.status, member.envelope.errorCode]).toEqual([403, 'agent.only']);
      const paidByMember = await m3.c.get(`/wps/agent/reports/settlements?kind=daily&role=paid&${DAY}`);
      expect([paidByMember.status, paidByMember.envelope.errorCode]).toEqual([403, 'agent.only']);
      const anon = await a.c.get(`/wps/agent/reports/userLoss?${DAY}`, { token: null });
      expect(anon.status).toBe(401);
    });

    it('user loss: one row per active descendant, biggest loss first, deposits and paid withdrawals', async () => {
      const v = (await a.c.get<UserLoss>(`/wps/agent/reports/userLoss?${DAY}`)).envelope.value;
      expect(validateUserLoss(v)).toBe(true);
      expect(v.list.map((r) => [r.username, r.depth, r.betCount, r.validBetMinor, r.profitLossMinor, r.depositMinor, r.withdrawMinor])).toEqual([
        [m1.username, 1, 2, '15000', '-13000', '20000', '0'],
        [m3.username, 2, 1, '7000', '-7000', '8000', '3000'],
        [m2.username, 1, 1, '3000', '6000', '0', '0'],
      ]);
      expect(v.total).toBe(3);
      expect(v.totals).toEqual({ betCount: 4, validBetMinor: '25000', winMinor: '11000', profitLossMinor: '-14000', depositMinor: '28000', withdrawMinor: '3000' });
      const last = (await a.c.get<UserLoss>(`/wps/agent/reports/userLoss?${DAY}&pageNo=2&pageSize=2`)).envelope.value;
      expect(last.list.map((r) => r.username)).toEqual([m2.username]);
      expect(last.totals.depositMinor).toBe('28000');
      const beyond = (await a.c.get<UserLoss>(`/wps/agent/reports/userLoss?${DAY}&pageNo=9`)).envelope.value;
      expect([beyond.list.length, beyond.total, beyond.totals.validBetMinor]).toEqual([0, 3, '25000']);
    });

    it('account details: main-wallet entries of the team, reason filter, money in and out', async () => {
      const v = (await a.c.get<TeamTransactions>(`/wps/agent/reports/transactions?${DAY}`)).envelope.value;
      expect(validateTeamTransactions(v)).toBe(true);
      expect(v.list.map((e) => [e.username, e.reason, e.amountMinor])).toEqual([
        [m3.username, 'withdraw_hold', '-3000'],
        [m3.username, 'deposit', '8000'],
        [m1.username, 'deposit', '20000'],
      ]);
      expect(v.totals).toEqual({ count: 3, inMinor: '28000', outMinor: '3000' });
      const deps = (await a.c.get<TeamTransactions>(`/wps/agent/reports/transactions?${DAY}&reason=deposit&username=${m1.username}`)).envelope.value;
      expect(deps.list.map((e) => e.amountMinor)).toEqual(['20000']);
      expect(deps.list[0]!.balanceAfterMinor).toBe('20000');
    });

    it('rollups (migration 014): multi-week ranges agree with the raw rows through settle and rollback', async () => {
      const boss = await person(world, B, { agent: true });
      const sub = await person(world, B, { agent: true, upline: boss.username, login: false });
      const p1 = await person(world, B, { upline: sub.username, login: false });
      const p2 = await person(world, B, { upline: boss.username, login: false });
      // 2030-02-01 … 2030-02-20 in -05:00: whole UTC days, 8-day blocks and two partial days at the ends.
      let stake = 0;
      let win = 0;
      for (let d = 0; d < 22; d++) {
        const when = new Date(Date.parse('2030-01-31T23:00:00Z') + d * 86_400_000 + d * 3_600_000).toISOString();
        const inRange = Date.parse(when) >= Date.parse('2030-02-01T05:00:00Z') && Date.parse(when) < Date.parse('2030-02-21T05:00:00Z');
        await bet(world, B, d % 2 ? p1.id : p2.id, { stake: 1_000 + d, win: d * 10, placedAt: when });
        if (inRange) {
          stake += 1_000 + d;
          win += d * 10;
        }
      }
      // An open bet settles later; a settled one is rolled back: the rollups follow both updates.
      await bet(world, B, p1.id, { stake: 700, placedAt: '2030-02-10T12:00:00Z', status: 'open' });
      await bet(world, B, p2.id, { stake: 900, win: 100, placedAt: '2030-02-12T12:00:00Z' });
      await world.db.query(`UPDATE bet_records SET status = 'settled', win_minor = 50, settled_at = placed_at WHERE member_id = $1 AND stake_minor = 700`, [p1.id]);
      await world.db.query(`UPDATE bet_records SET status = 'rolled_back' WHERE member_id = $1 AND stake_minor = 900`, [p2.id]);
      stake += 700;
      win += 50;
      const main = (id: string): LedgerAccountRef => ({ brandId: B, kind: 'main', memberId: id });
      const clearing: LedgerAccountRef = { brandId: B, kind: 'clearing', provider: 'sandbox' };
      await money('r-dep1', clearing, main(p1.id), 5_000n, 'deposit', '2030-02-01T05:00:00Z'); // first instant
      await money('r-dep2', clearing, main(p2.id), 6_000n, 'deposit', '2030-02-09T12:00:00Z'); // inside a block
      await money('r-dep3', clearing, main(p2.id), 7_000n, 'deposit', '2030-02-21T04:59:59Z'); // last instant
      await money('r-dep4', clearing, main(p2.id), 9_000n, 'deposit', '2030-02-21T05:00:00Z'); // the day after
      world.clock.set(Date.parse('2030-01-12T00:00:00Z')); // where the other tests' sessions live
      const range = 'startDate=2030-02-01&endDate=2030-02-20';

      const bets = (await boss.c.get<TeamBets>(`/wps/agent/reports/teamBetting?${range}&pageSize=100`)).envelope.value;
      const raw = bets.list.filter((b) => b.status === 'settled');
      expect(bets.total).toBe(bets.list.length);
      expect(bets.totals).toEqual({
        count: raw.length,
        stakeMinor: String(stake),
        winMinor: String(win),
        profitMinor: String(win - stake),
      });
      expect(raw.reduce((t, b) => t + Number(b.stakeMinor), 0)).toBe(stake);

      const loss = (await boss.c.get<UserLoss>(`/wps/agent/reports/userLoss?${range}`)).envelope.value;
      expect(loss.totals).toMatchObject({ betCount: raw.length, validBetMinor: String(stake), winMinor: String(win), depositMinor: '18000' });
      const perMember = (id: string) => raw.filter((b) => b.memberId === id).reduce((t, b) => t + Number(b.stakeMinor), 0);
      expect(loss.list.map((r) => [r.username, r.validBetMinor])).toEqual(
        expect.arrayContaining([[p1.username, String(perMember(p1.id))], [p2.username, String(perMember(p2.id))]]),
      );
      expect(loss.list.find((r) => r.username === p2.username)?.depositMinor).toBe('13000');

      const tx = (await boss.c.get<TeamTransactions>(`/wps/agent/reports/transactions?${range}&reason=deposit`)).envelope.value;
      expect(tx.totals).toEqual({ count: 3, inMinor: '18000', outMinor: '0' });
      expect(tx.list.map((e) => e.amountMinor)).toEqual(['7000', '6000', '5000']);
    });

    it('salary records and my income: received by the holder, paid by the payer, per local day', async () => {
      const flat = [{ minValidBetMinor: '1', minActiveMembers: 1, rateBp: 1000 }];
      await world.app.ledger.transfer({
        idempotencyKey: 'fund-a', from: { brandId: B, kind: 'house' }, to: { brandId: B, kind: 'main', memberId: a.id }, amountMinor: 100_000n, reason: 'adjustment', reference: 't',
      });
      // a pays s (its team: s and m3); the house pays a (its team: everyone under it and itself).
      await contract(world, { brand: B, kind: 'daily', upline: a.id, downline: s.id, tiers: flat, effectiveFrom: '2030-01-10T05:00:00Z' });
      await contract(world, { brand: B, kind: 'daily', upline: null, downline: a.id, tiers: flat, effectiveFrom: '2030-01-10T05:00:00Z' });
      await settleAt(world, '2030-01-11T06:00:00Z', { brandId: B, kinds: ['daily'] });

      const paid = (await a.c.get<Settlements>(`/wps/agent/reports/settlements?kind=daily&role=paid&${DAY}`)).envelope.value;
      expect(validateSettlements(paid)).toBe(true);
      expect(paid.list.map((r) => [r.holder.username, r.payer?.username, r.validBetMinor, r.amountMinor, r.status])).toEqual([[s.username, a.username, '7000', '700', 'paid']]);
      expect(paid.totals).toEqual({ count: 1, validBetMinor: '7000', amountMinor: '700' });
      const received = (await a.c.get<Settlements>(`/wps/agent/reports/settlements?kind=daily&role=received&${DAY}`)).envelope.value;
      // a's basis includes its own 50 000 stake: 25 000 + 50 000.
      expect(received.list.map((r) => [r.payer, r.validBetMinor, r.amountMinor])).toEqual([[null, '75000', '7500']]);
      const bySub = (await s.c.get<Settlements>(`/wps/agent/reports/settlements?kind=daily&role=received&${DAY}`)).envelope.value;
      expect(bySub.totals.amountMinor).toBe('700');
      const other = await a.c.get(`/wps/agent/reports/settlements?kind=daily&role=paid&${DAY}&username=${x1.username}`);
      expect(other.status).toBe(404);

      const income = (await a.c.get<AgentIncome>('/wps/agent/reports/income?startDate=2030-01-09&endDate=2030-01-11')).envelope.value;
      expect(validateAgentIncome(income)).toBe(true);
      expect(income.list).toEqual([{ date: '2030-01-10', dividendMinor: '0', salaryMinor: '7500', paidDividendMinor: '0', paidSalaryMinor: '700', netMinor: '6800' }]);
      expect(income.totals.netMinor).toBe('6800');
    });
  });
});
