// Missions (the missionLeaderboard page's "mission activity" and badge counts, the mission summary and leaderboard
// relays; content/missions.json) on PGlite and PostgreSQL: progress from real bets, deposits and logins in the brand's
// time zone (lotus +06:00), a completed mission claimed once per period, the masked leaderboard, flag off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MissionClaimResult, MissionLeaderboard, MissionSummary } from '../../../../src/generated/types.ts';
import { validateMissionClaimResult, validateMissionLeaderboard, validateMissionSummary } from '../../../../src/generated/validators.js';
import { openWorld, type TestWorld } from '../../support/world.ts';
import { removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';
import { confirmedDeposit, settledBet } from '../points/support.ts';
import { growthMember } from '../rebate/support.ts';

const SUMMARY = '/wps/relay/MCSFE_getMissionSummaryDetails';
const BOARD = '/wps/relay/MCSFE_getMissionLeaderboard';
const CLAIM = '/wps/relay/MCSFE_claimMission';
const HOUR = 3_600_000;

describe.each(dbLegs())('missions on $name', (leg) => {
  let world: TestWorld;
  beforeAll(async () => {
    if (leg.available) world = await openWorld(leg);
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  /** Login days count only for a member with a proved phone (or a deposit): these members proved theirs. */
  const provedMember = async (brand: string) => {
    const m = await growthMember(world, brand);
    await world.db.query('UPDATE members SET mobile_verified_at = $2 WHERE id = $1', [m.id, new Date(world.clock.now())]);
    return m;
  };

  const summary = async (m: Awaited<ReturnType<typeof growthMember>>) => {
    const v = (await m.c.get<MissionSummary>(SUMMARY)).envelope.value;
    expect(validateMissionSummary(v), JSON.stringify(validateMissionSummary.errors)).toBe(true);
    return { v, byId: Object.fromEntries(v.missions.map((x) => [x.id, x])) };
  };

  describe.skipIf(!leg.available)('', () => {
    it('mission summary: progress from settled bets of the category and confirmed deposits; nothing claimable yet', async () => {
      world.clock.set(Date.parse('2030-01-15T10:00:00Z')); // Tuesday 16:00 in lotus
      const m = await provedMember('lotus');
      await settledBet(world, 'lotus', m.id, 30_000n, 'RNG'); // 300 of 500 on slots
      await settledBet(world, 'lotus', m.id, 90_000n, 'LIVE'); // not slots: only the weekly bet mission
      await confirmedDeposit(world, 'lotus', m.id, 50_000n, 'pending');
      const { v, byId } = await summary(m);
      expect(byId['daily-slots']).toMatchObject({ unit: 'money', progress: '30000', target: '50000', percent: 60, status: 'in_progress', periodStart: '2030-01-14T18:00:00.000Z' });
      expect(byId['weekly-bet']).toMatchObject({ progress: '120000', target: '500000', percent: 24, periodStart: '2030-01-13T18:00:00.000Z' }); // Monday 00:00 +06:00
      expect(byId['daily-deposit']).toMatchObject({ progress: '0', status: 'in_progress' });
      expect(byId['weekly-login']).toMatchObject({ unit: 'days', progress: '1', target: '3' });
      // a fresh account with no proved phone and no deposit: its logins count for nothing
      const fresh = await growthMember(world, 'lotus');
      expect((await summary(fresh)).byId['weekly-login']).toMatchObject({ progress: '0', status: 'in_progress' });
      expect(v.claimable).toBe(0);
      const res = await m.c.post(CLAIM, { missionId: 'daily-slots' });
      expect(res.status).toBe(409);
      expect(res.envelope).toMatchObject({ success: false, errorCode: 'mission.not_complete' });
    });

    it('mission activity: a completed mission is claimable (badge count), pays once even under two claims at once', async () => {
      world.clock.set(Date.parse('2030-01-15T11:00:00Z'));
      const m = await provedMember('lotus');
      await settledBet(world, 'lotus', m.id, 50_000n, 'RNG');
      expect((await summary(m)).v.claimable).toBe(1);
      const [a, b] = await Promise.all([m.c.post<MissionClaimResult>(CLAIM, { missionId: 'daily-slots' }), m.c.post<MissionClaimResult>(CLAIM, { missionId: 'daily-slots' })]);
      expect(validateMissionClaimResult(a.envelope.value)).toBe(true);
      expect([a.envelope.value.replayed, b.envelope.value.replayed].sort()).toEqual([false, true]);
      expect(a.envelope.value).toMatchObject({ amountMinor: '500', wallet: 'bonus' });
      const { v, byId } = await summary(m);
      expect(byId['daily-slots']!.status).toBe('claimed');
      expect(v).toMatchObject({ claimable: 0, completed: 1 });
      const rows = await world.db.query<{ source_ref: string; status: string }>("SELECT source_ref, status FROM member_rewards WHERE member_id = $1 AND source = 'mission'", [m.id]);
      expect(rows.rows).toEqual([{ source_ref: 'daily-slots:2030-01-15', status: 'claimed' }]);
    });

    it("mission activity: the day turns at the brand's midnight (18:00 UTC in lotus); a new day is a new claim", async () => {
      world.clock.set(Date.parse('2030-01-15T17:00:00Z'));
      const m = await provedMember('lotus');
      await settledBet(world, 'lotus', m.id, 50_000n, 'RNG');
      expect((await m.c.post<MissionClaimResult>(CLAIM, { missionId: 'daily-slots' })).envelope.value.replayed).toBe(false);
      world.clock.set(Date.parse('2030-01-15T18:00:00Z')); // Wednesday 00:00 in lotus
      await m.c.login(m.username, 'river2468'); // sessions idle out over a clock jump
      expect((await summary(m)).byId['daily-slots']).toMatchObject({ progress: '0', status: 'in_progress' });
      await settledBet(world, 'lotus', m.id, 60_000n, 'RNG');
      expect((await m.c.post<MissionClaimResult>(CLAIM, { missionId: 'daily-slots' })).envelope.value.replayed).toBe(false);
      const refs = await world.db.query<{ source_ref: string }>("SELECT source_ref FROM member_rewards WHERE member_id = $1 AND source = 'mission' ORDER BY id", [m.id]);
      expect(refs.rows.map((r) => r.source_ref)).toEqual(['daily-slots:2030-01-15', 'daily-slots:2030-01-16']);
      // the weekly bet mission adds both days: 1 100 of 5 000
      expect((await summary(m)).byId['weekly-bet']!.progress).toBe('110000');
    });

    it('mission summary: logins on 3 different days of the week complete the login mission', async () => {
      world.clock.set(Date.parse('2030-01-16T03:00:00Z'));
      const m = await provedMember('lotus');
      for (const at of ['2030-01-16T05:00:00Z', '2030-01-17T04:00:00Z']) {
        world.clock.set(Date.parse(at));
        expect((await m.c.login(m.username, 'river2468')).envelope.success).toBe(true);
      }
      expect((await summary(m)).byId['weekly-login']).toMatchObject({ progress: '2', status: 'in_progress' });
      world.clock.set(Date.parse('2030-01-17T19:00:00Z')); // Friday in lotus
      expect((await m.c.login(m.username, 'river2468')).envelope.success).toBe(true);
      expect((await summary(m)).byId['weekly-login']).toMatchObject({ progress: '3', status: 'claimable' });
      const r = await m.c.post<MissionClaimResult>(CLAIM, { missionId: 'weekly-login' });
      expect(r.envelope.value).toMatchObject({ amountMinor: '1000', wallet: 'main', replayed: false });
      world.clock.advance(HOUR);
      await m.c.login(m.username, 'river2468');
      expect((await m.c.post<MissionClaimResult>(CLAIM, { missionId: 'weekly-login' })).envelope.value.replayed).toBe(true);
    });

    it('mission leaderboard: members ranked by missions completed in the week, names masked, my rank', async () => {
      world.clock.set(Date.parse('2030-01-18T02:00:00Z'));
      const top = await provedMember('lotus');
      await settledBet(world, 'lotus', top.id, 500_000n, 'RNG');
      await confirmedDeposit(world, 'lotus', top.id, 20_000n);
      for (const missionId of ['daily-slots', 'daily-deposit', 'weekly-bet']) expect((await top.c.post(CLAIM, { missionId })).envelope.success).toBe(true);
      const board = (await top.c.get<MissionLeaderboard>(`${BOARD}?period=weekly`)).envelope.value;
      expect(validateMissionLeaderboard(board), JSON.stringify(validateMissionLeaderboard.errors)).toBe(true);
      expect(board.periodStart).toBe('2030-01-13T18:00:00.000Z');
      expect(board.list[0]).toMatchObject({ rank: 1, completed: 3, me: true });
      expect(board.list[1]).toMatchObject({ rank: 2, completed: 2 }); // two days of daily-slots, earlier in the week
      expect(board.list[0]!.name).toBe(`${top.username.slice(0, 2)}***${top.username.at(-1)}`);
      expect(board.list.every((r) => !r.name.includes(top.username))).toBe(true);
      expect(board.me).toEqual({ rank: 1, completed: 3 });
      const daily = (await top.c.get<MissionLeaderboard>(`${BOARD}?period=daily`)).envelope.value;
      // today (Friday in lotus) only: this member's 3 and the login mission claimed at Friday 01:00
      expect(daily.list.map((r) => r.completed)).toEqual([3, 1]);
      const bad = await top.c.get(`${BOARD}?period=monthly`);
      expect(bad.envelope).toMatchObject({ success: false, errorCode: 'request_param_err' });
    });

    it('REWCEN3 off (pebble): the mission relays answer 404 not.found', async () => {
      const m = await provedMember('pebble');
      for (const res of [await m.c.get(SUMMARY), await m.c.get(BOARD), await m.c.post(CLAIM, { missionId: 'daily-slots' })]) {
        expect(res.status).toBe(404);
        expect(res.envelope.errorCode).toBe('not.found');
      }
    });
  });
});
