// VIP (member info's hasVip; content/vip.json) on PGlite and PostgreSQL: the level comes from settled valid bet and
// confirmed deposits, each reached level's reward is granted once (source vip, "level:<n>"), flag off → 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberInfo, VipInfo } from '../../../../src/generated/types.ts';
import { validateMemberInfo, validateVipInfo } from '../../../../src/generated/validators.js';
import { openWorld, type TestWorld } from '../../support/world.ts';
import { removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';
import { member } from '../wallet/support.ts';
import { confirmedDeposit, settledBet } from '../points/support.ts';

const VIP = '/wps/relay/MCS2_getVipInfo';

describe.each(dbLegs())('VIP on $name', (leg) => {
  let world: TestWorld;
  beforeAll(async () => {
    if (leg.available) world = await openWorld(leg);
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  const rewards = async (memberId: string) =>
    (await world.db.query<{ source_ref: string; amount_minor: string; turnover_x100: number }>(
      "SELECT source_ref, amount_minor, turnover_x100 FROM member_rewards WHERE member_id = $1 AND source = 'vip' ORDER BY source_ref",
      [memberId],
    )).rows;

  describe.skipIf(!leg.available)('', () => {
    it('a new member is level 1 with 0 % progress and no reward', async () => {
      const m = await member(world, 'lotus');
      const res = await m.c.get<VipInfo>(VIP);
      expect(validateVipInfo(res.envelope.value)).toBe(true);
      expect(res.envelope.value).toMatchObject({ level: 1, next: 2, progress: 0, validBet: 0, deposits: 0 });
      expect(res.envelope.value.levels.map((l) => l.name)).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond']);
      expect(await rewards(m.id)).toEqual([]);
    });

    it('progress is the lesser of bet and deposit progress; only settled bets and confirmed deposits count', async () => {
      const m = await member(world, 'lotus');
      await settledBet(world, 'lotus', m.id, 80_000n); // 800 of 1 000 valid bet → 80 %
      await confirmedDeposit(world, 'lotus', m.id, 25_000n); // 250 of 500 → 50 %
      await confirmedDeposit(world, 'lotus', m.id, 90_000n, 'pending');
      await world.db.query(
        `INSERT INTO bet_records (brand_id, member_id, vendor, game_code, game_type, round_id, stake_minor, status, placed_at)
         VALUES ('lotus', $1, 'SBX', 'g', 'RNG', $2, 900000, 'open', now())`,
        [m.id, `open-${m.id}`],
      );
      const v = (await m.c.get<VipInfo>(VIP)).envelope.value;
      expect(v).toMatchObject({ level: 1, progress: 50, validBet: 800, deposits: 250 });
    });

    it('crossing two thresholds grants both level-up rewards once, even under two calls at once', async () => {
      const m = await member(world, 'lotus');
      await settledBet(world, 'lotus', m.id, 1_200_000n); // 12 000 valid bet
      await confirmedDeposit(world, 'lotus', m.id, 600_000n); // 6 000 deposits → Gold (level 3)
      const [a, b] = await Promise.all([m.c.get<VipInfo>(VIP), m.c.get<VipInfo>(VIP)]);
      expect(a.envelope.value.level).toBe(3);
      expect(b.envelope.value.level).toBe(3);
      await m.c.get<VipInfo>(VIP);
      expect(await rewards(m.id)).toEqual([
        { source_ref: 'level:2', amount_minor: '5000', turnover_x100: 0 },
        { source_ref: 'level:3', amount_minor: '30000', turnover_x100: 300 },
      ]);
      // a level is climbed in order: deposits alone do not skip one whose bet is missing
      const rich = await member(world, 'lotus');
      await confirmedDeposit(world, 'lotus', rich.id, 10_000_000n);
      expect((await rich.c.get<VipInfo>(VIP)).envelope.value).toMatchObject({ level: 1, progress: 0 });
    });

    it('flag off (pebble): 404 not.found, and hasVip false in the member info', async () => {
      const m = await member(world, 'pebble');
      const res = await m.c.get(VIP);
      expect(res.status).toBe(404);
      expect(res.envelope.errorCode).toBe('not.found');
      expect((await m.c.get<MemberInfo>('/wps/member/info')).envelope.value.hasVip).toBe(false);
    });

    it('hasVip is true in the member info of a brand with VIP', async () => {
      const m = await member(world, 'lotus');
      const info = await m.c.get<MemberInfo>('/wps/member/info');
      expect(validateMemberInfo(info.envelope.value)).toBe(true);
      expect(info.envelope.value.hasVip).toBe(true);
    });
  });
});
