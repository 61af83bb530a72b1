// Manual rebate (the manualRebate page, flag MANUALREBATE3; content/rebate.json) on PGlite and PostgreSQL: rates
// per game type on settled valid bet since the last claim, the minimum, the boundary moving with the claim, two
// claims at once paying once, flag off → 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RebateClaimResult, RebateInfo } from '../../../../src/generated/types.ts';
import { validateRebateClaimResult, validateRebateInfo } from '../../../../src/generated/validators.js';
import { openWorld, type TestWorld } from '../../support/world.ts';
import { removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';
import { settledBet } from '../points/support.ts';
import { growthMember as member } from './support.ts';

const INFO = '/wps/relay/MCS2_getManualRebate';
const CLAIM = '/wps/relay/MCS2_claimManualRebate';

describe.each(dbLegs())('manual rebate on $name', (leg) => {
  let world: TestWorld;
  beforeAll(async () => {
    if (leg.available) world = await openWorld(leg);
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  const rebateRewards = async (memberId: string) =>
    (await world.db.query<{ amount_minor: string; status: string }>("SELECT amount_minor, status FROM member_rewards WHERE member_id = $1 AND source = 'rebate' ORDER BY id", [memberId])).rows;

  describe.skipIf(!leg.available)('', () => {
    it('manualRebate: valid bet by game type times the brand rate (aurora: RNG 0.8 %, LIVE 0.6 %, others 0.4 %)', async () => {
      const m = await member(world, 'aurora');
      await settledBet(world, 'aurora', m.id, 100_000n, 'RNG'); // 1 000 → 8.00
      await settledBet(world, 'aurora', m.id, 50_000n, 'LIVE'); // 500 → 3.00
      await settledBet(world, 'aurora', m.id, 12_345n, 'FISH'); // 123.45 → 0.49 (rounded down)
      const v = (await m.c.get<RebateInfo>(INFO)).envelope.value;
      expect(validateRebateInfo(v), JSON.stringify(validateRebateInfo.errors)).toBe(true);
      expect(v.rows).toEqual([
        { gameType: 'FISH', validBetMinor: '12345', basisPoints: 40, rebateMinor: '49' },
        { gameType: 'LIVE', validBetMinor: '50000', basisPoints: 60, rebateMinor: '300' },
        { gameType: 'RNG', validBetMinor: '100000', basisPoints: 80, rebateMinor: '800' },
      ]);
      expect(v).toMatchObject({ since: null, validBetMinor: '162345', rebateMinor: '1149', minimumMinor: '100', claimable: true, history: [] });
    });

    it('manualRebate: below the minimum nothing is claimable and a claim changes nothing', async () => {
      const m = await member(world, 'aurora');
      await settledBet(world, 'aurora', m.id, 10_000n, 'RNG'); // 100 → 0.80 < 1.00
      expect((await m.c.get<RebateInfo>(INFO)).envelope.value).toMatchObject({ rebateMinor: '80', claimable: false });
      const res = await m.c.post(CLAIM, {});
      expect(res.status).toBe(409);
      expect(res.envelope).toMatchObject({ success: false, errorCode: 'rebate.below_minimum' });
      expect(await rebateRewards(m.id)).toEqual([]);
    });

    it('manualRebate: a claim pays into the bonus wallet with turnover and moves the boundary; later bets start again', async () => {
      const m = await member(world, 'aurora');
      await settledBet(world, 'aurora', m.id, 100_000n, 'RNG');
      const res = await m.c.post<RebateClaimResult>(CLAIM, {});
      expect(res.status, JSON.stringify(res.envelope)).toBe(200);
      expect(validateRebateClaimResult(res.envelope.value)).toBe(true);
      expect(res.envelope.value).toMatchObject({ amountMinor: '800', wallet: 'bonus', replayed: false });
      const after = (await m.c.get<RebateInfo>(INFO)).envelope.value;
      expect(after).toMatchObject({ since: new Date(world.clock.now()).toISOString(), validBetMinor: '0', rebateMinor: '0', claimable: false });
      expect(after.history).toEqual([{ until: new Date(world.clock.now()).toISOString(), validBetMinor: '100000', amountMinor: '800' }]);
      const turnover = await world.db.query<{ required_minor: string }>('SELECT required_minor FROM bonus_turnover WHERE member_id = $1', [m.id]);
      expect(turnover.rows.map((r) => r.required_minor)).toEqual(['800']); // 1× (turnoverX100 100)
      world.clock.advance(60_000);
      await settledBet(world, 'aurora', m.id, 25_000n, 'SPORTS'); // 250 at 0.5 % → 1.25
      expect((await m.c.get<RebateInfo>(INFO)).envelope.value).toMatchObject({ validBetMinor: '25000', rebateMinor: '125', claimable: true });
      expect((await m.c.post<RebateClaimResult>(CLAIM, {})).envelope.value.amountMinor).toBe('125');
      expect(await rebateRewards(m.id)).toEqual([
        { amount_minor: '800', status: 'claimed' },
        { amount_minor: '125', status: 'claimed' },
      ]);
    });

    it('manualRebate: two claims submitted at once pay once', async () => {
      const m = await member(world, 'aurora');
      world.clock.advance(1000);
      await settledBet(world, 'aurora', m.id, 200_000n, 'RNG'); // → 16.00
      const [a, b] = await Promise.all([m.c.post<RebateClaimResult>(CLAIM, {}), m.c.post<RebateClaimResult>(CLAIM, {})]);
      const statuses = [a.status, b.status].sort();
      expect(statuses).toEqual([200, 409]);
      expect(await rebateRewards(m.id)).toEqual([{ amount_minor: '1600', status: 'claimed' }]);
      const transfers = await world.db.query<{ n: string }>("SELECT count(*) AS n FROM ledger_transfers WHERE reason = 'reward' AND reference IN (SELECT 'reward:' || id FROM member_rewards WHERE member_id = $1)", [m.id]);
      expect(Number(transfers.rows[0]!.n)).toBe(1);
    });

    it('MANUALREBATE3 off (lotus, pebble): both relays answer 404 not.found', async () => {
      for (const brand of ['lotus', 'pebble']) {
        const m = await member(world, brand);
        for (const res of [await m.c.get(INFO), await m.c.post(CLAIM, {})]) {
          expect(res.status).toBe(404);
          expect(res.envelope.errorCode).toBe('not.found');
        }
      }
    });
  });
});
