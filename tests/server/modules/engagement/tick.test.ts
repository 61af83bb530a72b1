// The engagement tick (member info's hasVip; invite friends and referralCode) on PGlite and PostgreSQL: VIP level-up
// and referral rewards are granted from settled bets and confirmed deposits without the VIP card or the referral page
// being opened; a second run grants nothing new; a brand whose flags are off gets nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../src/generated/languages.ts';
import { startEngagementTick, type EngagementTick } from '../../../../src/server/modules/engagement/tick.ts';
import { openWorld, type TestWorld } from '../../support/world.ts';
import { removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';
import { confirmedDeposit, settledBet } from '../points/support.ts';
import { member } from '../wallet/support.ts';

describe.each(dbLegs())('engagement tick on $name', (leg) => {
  let world: TestWorld;
  let tick: EngagementTick;
  beforeAll(async () => {
    if (!leg.available) return;
    // the server's own timers off: this suite drives its tick by runOnce alone
    world = await openWorld(leg, { agentSettlement: false });
    tick = startEngagementTick(world.app, world.clock, 3_600_000);
  });
  afterAll(async () => {
    await tick?.stop();
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  const rewards = async (memberId: string) =>
    (await world.db.query<{ source: string; source_ref: string; amount_minor: string; turnover_x100: number }>(
      'SELECT source, source_ref, amount_minor, turnover_x100 FROM member_rewards WHERE member_id = $1 ORDER BY source, source_ref',
      [memberId],
    )).rows;
  const invite = (brand: string, referrerId: string, inviteeId: string) =>
    world.db.query('INSERT INTO member_referrals (invitee_id, brand_id, referrer_id, created_at) VALUES ($1, $2, $3, $4)', [inviteeId, brand, referrerId, new Date(world.clock.now())]);

  describe.skipIf(!leg.available)('', () => {
    it('hasVip: crossing two levels by bets and deposits grants both rewards on the next run, no VIP call', async () => {
      const m = await member(world, 'lotus');
      await settledBet(world, 'lotus', m.id, 1_200_000n); // 12 000 valid bet
      await confirmedDeposit(world, 'lotus', m.id, 600_000n); // 6 000 deposits → Gold (level 3)
      expect(await rewards(m.id)).toEqual([]);
      const first = await tick.runOnce();
      expect(first.vip).toBeGreaterThanOrEqual(2);
      expect(await rewards(m.id)).toEqual([
        { source: 'vip', source_ref: 'level:2', amount_minor: '5000', turnover_x100: 0 },
        { source: 'vip', source_ref: 'level:3', amount_minor: '30000', turnover_x100: 300 },
      ]);
      // twice (and two runs asked for at once share one) → still one reward per level
      const [x, y] = [tick.runOnce(), tick.runOnce()];
      expect(x).toBe(y);
      expect((await x).vip).toBe(0);
      expect(await rewards(m.id)).toHaveLength(2);
    });

    it('referralCode: an invitee who qualifies by valid bet gives the inviter the reward on the next run, once', async () => {
      const inviter = await member(world, 'lotus');
      const invitee = await member(world, 'lotus');
      const short = await member(world, 'lotus');
      await invite('lotus', inviter.id, invitee.id);
      await invite('lotus', inviter.id, short.id);
      world.clock.advance(60_000);
      await settledBet(world, 'lotus', invitee.id, 200_000n); // valid bet 2 000: qualifies
      await confirmedDeposit(world, 'lotus', short.id, 40_000n); // first deposit 400 < 500: not yet
      await tick.runOnce();
      await tick.runOnce();
      expect((await rewards(inviter.id)).filter((r) => r.source === 'referral')).toEqual([
        { source: 'referral', source_ref: invitee.id, amount_minor: '10000', turnover_x100: 300 },
      ]);
      // the title is stored in every platform language, as reward titles are
      const title = await world.db.query<{ title: Record<string, string> | string }>("SELECT title FROM member_rewards WHERE member_id = $1 AND source = 'referral'", [inviter.id]);
      const t = title.rows[0]!.title;
      const stored = (typeof t === 'string' ? JSON.parse(t) : t) as Record<string, string>;
      expect(Object.keys(stored).sort()).toEqual(Object.keys(LANGUAGES).sort());
      expect(stored).toMatchObject({ EN: 'Invite friends reward', BN: 'বন্ধু আমন্ত্রণ পুরস্কার' });
      expect(stored.TH).not.toBe(stored.EN);
    });

    it('flags off (pebble: VIP3 and REFERRAL3 off): the tick grants nothing', async () => {
      const inviter = await member(world, 'pebble');
      const m = await member(world, 'pebble');
      await invite('pebble', inviter.id, m.id);
      world.clock.advance(60_000);
      await settledBet(world, 'pebble', m.id, 5_000_000n);
      await confirmedDeposit(world, 'pebble', m.id, 5_000_000n);
      await tick.runOnce();
      expect(await rewards(m.id)).toEqual([]);
      expect(await rewards(inviter.id)).toEqual([]);
    });
  });
});
