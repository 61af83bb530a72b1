// Contract settlement (docs/agent-contract.md "Settlement"; "Contract periods", docs/spec/rules.md: real-time every 5
// minutes): amounts, tier picked, nothing due, failed then paid, house-paid contracts, termination, re-runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestWorld } from '../../support/world.ts';
import { removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';
import { startSettlementScheduler } from '../../../../src/server/modules/agent/settlement/scheduler.ts';
import { agentTransfers, agentWorld, bet, contract, mainBalance, person, settleAt, settlementRows, tiers } from './settlement-fixtures.ts';

const B = 'pebble'; // -05:00: its day 2030-01-10 is [2030-01-10T05:00Z, 2030-01-11T05:00Z)

describe.each(dbLegs())('agent settlement on $name', (leg) => {
  let world: TestWorld;
  beforeAll(async () => {
    if (leg.available) world = await agentWorld(leg);
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  describe.skipIf(!leg.available)('', () => {
    // First: the scheduler runs every brand and kind, so no other suite's contract is there to catch up on.
    it('the scheduler settles by the injectable clock on its own ticks, one run at a time, and stops', async () => {
      const a = await person(world, 'aurora', { agent: true, login: false });
      const m = await person(world, 'aurora', { upline: a.username, login: false });
      const id = await contract(world, { brand: 'aurora', kind: 'realtime', upline: null, downline: a.id, tiers: tiers.salary, effectiveFrom: '2030-03-01T00:00:00Z' });
      await bet(world, 'aurora', m.id, { stake: 20_000, placedAt: '2030-03-01T00:01:00Z' });
      world.clock.set(Date.parse('2030-03-01T00:05:00Z'));
      const scheduler = startSettlementScheduler(world.app, world.clock, 10);
      try {
        for (let i = 0; i < 200 && (await settlementRows(world, id)).length === 0; i++) await new Promise((r) => setTimeout(r, 25));
        // A run asked for while one is going shares it instead of starting a second.
        const [x, y] = [scheduler.runOnce(), scheduler.runOnce()];
        expect(x).toBe(y);
        await x;
      } finally {
        await scheduler.stop();
      }
      expect((await settlementRows(world, id)).map((r) => [r.status, r.amount_minor])).toEqual([['paid', '200']]);
    });

    it('daily, house-paid: the local day, the tier reached, floor(rate × valid bet), paid once', async () => {
      const a = await person(world, B, { agent: true, login: false });
      const m1 = await person(world, B, { upline: a.username, login: false });
      const m2 = await person(world, B, { upline: a.username, login: false });
      const id = await contract(world, { brand: B, kind: 'daily', upline: null, downline: a.id, tiers: tiers.salary, effectiveFrom: '2030-01-09T05:00:00Z' });
      await bet(world, B, m1.id, { stake: 30_000, win: 10_000, placedAt: '2030-01-10T05:00:00Z' }); // local 00:00, counts
      await bet(world, B, m2.id, { stake: 25_555, placedAt: '2030-01-11T04:59:59Z' }); // local 23:59:59, counts
      await bet(world, B, a.id, { stake: 1_000, placedAt: '2030-01-10T12:00:00Z' }); // the holder's own play counts
      await bet(world, B, m1.id, { stake: 99_999, placedAt: '2030-01-11T05:00:00Z' }); // next local day
      await bet(world, B, m1.id, { stake: 77_777, placedAt: '2030-01-10T06:00:00Z', status: 'open' }); // no result yet
      const before = await mainBalance(world, B, a.id);

      // Just before the local midnight nothing is complete; the day before has no play.
      const early = await settleAt(world, '2030-01-11T04:59:00Z', { brandId: B, kinds: ['daily'] });
      const rowsEarly = await settlementRows(world, id);
      expect(rowsEarly.map((r) => r.status)).toEqual(['nothing_due']); // 2030-01-09 local
      expect(early.paid).toBe(0);

      const s = await settleAt(world, '2030-01-11T05:01:00Z', { brandId: B, kinds: ['daily'] });
      expect(s.paid).toBe(1);
      const rows = await settlementRows(world, id);
      expect(rows).toHaveLength(2);
      const day = rows[1]!;
      expect(day.period_start.toISOString()).toBe('2030-01-10T05:00:00.000Z');
      expect(day).toMatchObject({ status: 'paid', valid_bet_minor: '56555', active_members: 3, rate_bp: 200, amount_minor: '1131' });
      expect(await mainBalance(world, B, a.id)).toBe(before + 1131n);
      const transfers = await agentTransfers(world, id);
      expect(transfers).toEqual([
        { idempotency_key: `agent:${id}:2030-01-10T05:00:00.000Z`, amount_minor: '1131', reason: 'salary', reference: `contract:${id}:2030-01-10T05:00:00.000Z` },
      ]);
      const inbox = await world.db.query<{ title: string; body: string }>('SELECT title, body FROM inbox_messages WHERE member_id = $1', [a.id]);
      expect(inbox.rows).toHaveLength(1);
      expect(inbox.rows[0]!.title).toBe('Daily salary paid');
      expect(inbox.rows[0]!.body).toContain('11.31');

      // Re-running pays nothing twice.
      const again = await settleAt(world, '2030-01-11T05:30:00Z', { brandId: B, kinds: ['daily'] });
      expect(again.periods).toBe(0);
      expect(await agentTransfers(world, id)).toHaveLength(1);
      expect(await mainBalance(world, B, a.id)).toBe(before + 1131n);
    });

    it('the active-member threshold picks the lower tier; below every tier is nothing_due', async () => {
      const a = await person(world, B, { agent: true, login: false });
      const m = await person(world, B, { upline: a.username, login: false });
      const id = await contract(world, { brand: B, kind: 'daily', upline: null, downline: a.id, tiers: tiers.salary, effectiveFrom: '2030-01-10T05:00:00Z' });
      await bet(world, B, m.id, { stake: 60_000, placedAt: '2030-01-10T10:00:00Z' }); // 1 active member: tier 1 only
      await bet(world, B, m.id, { stake: 9_999, placedAt: '2030-01-11T10:00:00Z' }); // under 10 000: no tier
      await settleAt(world, '2030-01-12T05:00:00Z', { brandId: B, kinds: ['daily'] });
      const rows = await settlementRows(world, id);
      expect(rows.map((r) => [r.status, r.rate_bp, r.amount_minor])).toEqual([
        ['paid', 100, '600'],
        ['nothing_due', 0, '0'],
      ]);
    });

    it('upline-paid: failed while the payer is short, paid by a later run once funded', async () => {
      const u = await person(world, B, { agent: true, login: false });
      const a = await person(world, B, { agent: true, upline: u.username, login: false });
      const m = await person(world, B, { upline: a.username, login: false });
      const id = await contract(world, { brand: B, kind: 'hourly', upline: u.id, downline: a.id, tiers: tiers.salary, effectiveFrom: '2030-01-10T10:00:00Z' });
      await bet(world, B, m.id, { stake: 20_000, placedAt: '2030-01-10T10:30:00Z' });
      const first = await settleAt(world, '2030-01-10T11:00:30Z', { brandId: B, kinds: ['hourly'] });
      expect(first.failed).toBe(1);
      let rows = await settlementRows(world, id);
      expect(rows.map((r) => [r.status, r.failure, r.amount_minor])).toEqual([['failed', 'insufficient_balance', '200']]);
      expect(await agentTransfers(world, id)).toEqual([]);

      await world.app.ledger.transfer({
        idempotencyKey: `fund:${u.id}`, from: { brandId: B, kind: 'house' }, to: { brandId: B, kind: 'main', memberId: u.id },
        amountMinor: 500n, reason: 'adjustment', reference: 'test',
      });
      const second = await settleAt(world, '2030-01-10T11:30:00Z', { brandId: B, kinds: ['hourly'] });
      expect(second).toMatchObject({ paid: 1, failed: 0 });
      rows = await settlementRows(world, id);
      expect(rows.map((r) => [r.status, r.failure, r.amount_minor])).toEqual([['paid', null, '200']]);
      expect(await mainBalance(world, B, u.id)).toBe(300n);
      expect(await mainBalance(world, B, a.id)).toBe(200n);
    });

    it('uplines settle first: a salary received pays the salary given in the same run', async () => {
      const u = await person(world, B, { agent: true, balance: '100.00', login: false });
      const a = await person(world, B, { agent: true, upline: u.username, login: false });
      const b = await person(world, B, { agent: true, upline: a.username, login: false });
      const m = await person(world, B, { upline: b.username, login: false });
      const flat = [{ minValidBetMinor: '1', minActiveMembers: 1, rateBp: 100 }];
      const lower = [{ minValidBetMinor: '1', minActiveMembers: 1, rateBp: 50 }];
      // Inserted downline first: the run must still take the shallower holder (a) before b.
      const ab = await contract(world, { brand: B, kind: 'realtime', upline: a.id, downline: b.id, tiers: lower, effectiveFrom: '2030-01-10T10:00:00Z' });
      const ua = await contract(world, { brand: B, kind: 'realtime', upline: u.id, downline: a.id, tiers: flat, effectiveFrom: '2030-01-10T10:00:00Z' });
      await bet(world, B, m.id, { stake: 40_000, placedAt: '2030-01-10T10:02:00Z' });
      await bet(world, B, m.id, { stake: 40_000, placedAt: '2030-01-10T10:05:00Z' }); // the next 5-minute window
      const s = await settleAt(world, '2030-01-10T10:05:10Z', { brandId: B, kinds: ['realtime'] });
      expect(s).toMatchObject({ paid: 2, failed: 0 });
      expect((await settlementRows(world, ua)).map((r) => r.amount_minor)).toEqual(['400']);
      expect((await settlementRows(world, ab)).map((r) => r.amount_minor)).toEqual(['200']);
      expect(await mainBalance(world, B, a.id)).toBe(200n);
      expect(await mainBalance(world, B, b.id)).toBe(200n);
    });

    it('dividend Weekly: rate × loss on a loss, nothing on a gain; reason dividend', async () => {
      const a = await person(world, B, { agent: true, login: false });
      const m = await person(world, B, { upline: a.username, login: false });
      const id = await contract(world, { brand: B, kind: 'dividend', period: 'Weekly', upline: null, downline: a.id, tiers: tiers.dividend, effectiveFrom: '2030-01-07T05:00:00Z' });
      // Week of Monday 2030-01-07 (local): the team lost 50 000 − 8 000.
      await bet(world, B, m.id, { stake: 50_000, win: 8_000, placedAt: '2030-01-08T12:00:00Z' });
      // Week of 2030-01-14: the team won.
      await bet(world, B, m.id, { stake: 10_000, win: 30_000, placedAt: '2030-01-15T12:00:00Z' });
      await settleAt(world, '2030-01-21T06:00:00Z', { brandId: B, kinds: ['dividend'] });
      const rows = await settlementRows(world, id);
      expect(rows.map((r) => [r.period_start.toISOString(), r.status, r.profit_loss_minor, r.rate_bp, r.amount_minor])).toEqual([
        ['2030-01-07T05:00:00.000Z', 'paid', '42000', 1000, '4200'],
        ['2030-01-14T05:00:00.000Z', 'nothing_due', '-20000', 0, '0'],
      ]);
      expect((await agentTransfers(world, id)).map((t) => t.reason)).toEqual(['dividend']);
    });

    it('acceptance mid-period counts play from acceptance; a terminated contract settles its last complete period only', async () => {
      const a = await person(world, B, { agent: true, login: false });
      const m = await person(world, B, { upline: a.username, login: false });
      const id = await contract(world, {
        brand: B, kind: 'daily', upline: null, downline: a.id, tiers: tiers.salary,
        effectiveFrom: '2030-01-10T12:00:00Z', terminatedAt: '2030-01-11T12:00:00Z',
      });
      await bet(world, B, m.id, { stake: 500_000, placedAt: '2030-01-10T11:59:59Z' }); // before acceptance
      await bet(world, B, m.id, { stake: 20_000, placedAt: '2030-01-10T12:00:00Z' });
      await bet(world, B, m.id, { stake: 70_000, placedAt: '2030-01-11T06:00:00Z' }); // day of termination: never settled
      await settleAt(world, '2030-01-14T00:00:00Z', { brandId: B, kinds: ['daily'] });
      const rows = await settlementRows(world, id);
      expect(rows.map((r) => [r.period_start.toISOString(), r.valid_bet_minor, r.amount_minor])).toEqual([['2030-01-10T05:00:00.000Z', '20000', '200']]);
    });

    it('POST /__dev/agents/settle runs one settlement as of a time (what the e2e test drives the clock with)', async () => {
      const a = await person(world, B, { agent: true, login: false });
      const m = await person(world, B, { upline: a.username, login: false });
      const id = await contract(world, { brand: B, kind: 'hourly', upline: null, downline: a.id, tiers: tiers.salary, effectiveFrom: '2030-02-01T10:00:00Z' });
      await bet(world, B, m.id, { stake: 30_000, placedAt: '2030-02-01T10:10:00Z' });
      const post = (body: unknown) => world.app.inject({ method: 'POST', url: '/__dev/agents/settle', payload: body as object });
      const res = await post({ brand: B, kind: 'hourly', at: '2030-02-01T11:00:00Z' });
      expect(res.statusCode).toBe(200);
      expect(JSON.parse(res.body).value).toMatchObject({ paid: 1, amountMinor: '300' });
      expect((await settlementRows(world, id)).map((r) => r.status)).toEqual(['paid']);
      const bad = await post({ kind: 'weekly' });
      expect([bad.statusCode, JSON.parse(bad.body).errorCode]).toEqual([400, 'request_param_err']);
      expect((await post({ brand: 'nope' })).statusCode).toBe(400);
      expect((await post({ at: 'yesterday' })).statusCode).toBe(400);
    });

    it('other brands and other kinds are left alone when asked for one', async () => {
      const a = await person(world, 'lotus', { agent: true, login: false });
      const id = await contract(world, { brand: 'lotus', kind: 'daily', upline: null, downline: a.id, tiers: tiers.salary, effectiveFrom: '2030-01-10T00:00:00Z' });
      await settleAt(world, '2030-01-13T00:00:00Z', { brandId: B, kinds: ['daily'] });
      await settleAt(world, '2030-01-13T00:00:00Z', { kinds: ['hourly'] });
      expect(await settlementRows(world, id)).toEqual([]);
      // lotus is +06:00: its days start at 18:00Z.
      await settleAt(world, '2030-01-12T18:00:00Z', { brandId: 'lotus' });
      expect((await settlementRows(world, id)).map((r) => r.period_start.toISOString())).toEqual([
        '2030-01-09T18:00:00.000Z', '2030-01-10T18:00:00.000Z', '2030-01-11T18:00:00.000Z',
      ]);
    });
  });
});
