// In-house games API (docs/inhouse-contract.md; /rng?vassalage=INHOUSE; launchGame) on
// PGlite and PostgreSQL: provably fair bets through the seamless wallet, seeds, verification, refusals.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InhouseBetResult, InhouseRoundList, InhouseSeeds, InhouseVerifyResult, LaunchGameValue } from '../../../../src/generated/types.ts';
import { validateInhouseBetResult } from '../../../../src/generated/validators.js';
import { openWorld, type TestWorld } from '../../support/world.ts';
import { dbLegs } from '../../support/legs.ts';
import { browser, qs } from '../games/support.ts';
import { validBetIn } from '../../../../src/server/modules/promotions/state.ts';
import { vipFigures } from '../../../../src/server/modules/vip/level.ts';
import { balanceOf, fund, member } from './support.ts';

const dice = (stakeMinor: number, target = 5_000, direction: 'under' | 'over' = 'under') => ({ stakeMinor, target, direction });

describe.each(dbLegs())('in-house games ($name)', (leg) => {
  let world: TestWorld;
  beforeAll(async () => {
    if (leg.available) world = await openWorld(leg);
  });
  afterAll(async () => {
    await world?.app.close();
    await world?.dispose();
  });

  describe.skipIf(!leg.available)('', () => {
    it('dice: the seed hash is shown before play, a bet debits the stake and credits the win, the round is recorded and in bet_records', async () => {
      const { c, id } = await member(world);
      await fund(world, 'lotus', id, 100_000n);
      const seeds = (await c.get<InhouseSeeds>('/wps/relay/inhouse/seeds')).envelope.value;
      expect(seeds).toMatchObject({ nonce: 0, previous: null });
      expect(seeds.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);

      const res = await c.post<InhouseBetResult>('/wps/relay/inhouse/dice/bet', dice(1_000));
      expect(res.envelope.success, JSON.stringify(res.envelope)).toBe(true);
      expect(validateInhouseBetResult(res.envelope.value)).toBe(true);
      const { round, balanceMinor } = res.envelope.value;
      expect(round).toMatchObject({ game: 'dice', nonce: 0, serverSeedHash: seeds.serverSeedHash, clientSeed: seeds.clientSeed, status: 'settled' });
      expect(round.serverSeed).toBeUndefined();
      const won = round.roll! < 5_000;
      expect(round.payoutMinor).toBe(won ? '1980' : '0');
      expect(BigInt(balanceMinor)).toBe(100_000n - 1_000n + BigInt(round.payoutMinor));
      expect(await balanceOf(world, 'lotus', id)).toBe(BigInt(balanceMinor));

      const rec = await world.db.query<{ vendor: string; game_type: string; stake_minor: string; win_minor: string; status: string }>(
        'SELECT vendor, game_type, stake_minor, win_minor, status FROM bet_records WHERE round_id = $1',
        [round.roundId],
      );
      expect(rec.rows[0]).toMatchObject({ vendor: 'INHOUSE', game_type: 'INHOUSE', stake_minor: '1000', win_minor: round.payoutMinor, status: 'settled' });
      const again = (await c.get<InhouseSeeds>('/wps/relay/inhouse/seeds')).envelope.value;
      expect(again.nonce).toBe(1);
    });

    it('valid bet is weighted by risk: a 98% dice bet and a 1.01× crash bet count about 2%, an even-money bet in full', async () => {
      const { c, id } = await member(world);
      await fund(world, 'lotus', id, 100_000n);
      const ids: string[] = [];
      for (const [path, body] of [
        ['dice', dice(10_000, 9_800)],
        ['dice', dice(1_000, 5_000)],
        ['crash', { stakeMinor: 10_000, cashOut: 101 }],
      ] as const) {
        const res = await c.post<InhouseBetResult>(`/wps/relay/inhouse/${path}/bet`, body);
        expect(res.envelope.success, JSON.stringify(res.envelope)).toBe(true);
        ids.push(res.envelope.value.round.roundId);
      }
      const rec = await world.db.query<{ round_id: string; valid_minor: string }>('SELECT round_id, valid_minor FROM bet_records WHERE member_id = $1', [id]);
      const valid = new Map(rec.rows.map((r) => [r.round_id, r.valid_minor]));
      // stake × (1 − p) / p, rounded down: 98% → 204 of 10,000; 50% → all of it; 1.01× (p = 0.99 / 1.01) → 202 of 10,000
      expect(ids.map((r) => valid.get(r))).toEqual(['204', '1000', '202']);
      // every valid-bet gate reads the weighted figure: VIP (from the rollups) and promotions (from bet_records)
      expect((await vipFigures(world.db, 'lotus', id)).validBetMinor).toBe(1_406n);
      expect(await validBetIn(world.db, 'lotus', id, new Date(0), new Date(world.clock.now() + 1))).toBe(1_406n);
    });

    it('crash: the auto cash-out resolves the round in one request; rounds list newest first', async () => {
      const { c, id } = await member(world);
      await fund(world, 'lotus', id, 100_000n);
      for (let i = 0; i < 3; i++) {
        const res = await c.post<InhouseBetResult>('/wps/relay/inhouse/crash/bet', { stakeMinor: 500, cashOut: 150 });
        const { round } = res.envelope.value;
        expect(round.nonce).toBe(i);
        expect(round.payoutMinor).toBe(round.crash! >= 150 ? '750' : '0');
      }
      const list = (await c.get<InhouseRoundList>('/wps/relay/inhouse/rounds?game=crash')).envelope.value.list;
      expect(list.map((r) => r.nonce)).toEqual([2, 1, 0]);
    });

    it('rotating reveals the old server seed (its SHA-256 is the hash shown before play) and verification recomputes each round', async () => {
      const { c, id } = await member(world);
      await fund(world, 'lotus', id, 100_000n);
      const before = (await c.get<InhouseSeeds>('/wps/relay/inhouse/seeds')).envelope.value;
      const bets = [
        (await c.post<InhouseBetResult>('/wps/relay/inhouse/dice/bet', dice(200, 3_000, 'over'))).envelope.value.round,
        (await c.post<InhouseBetResult>('/wps/relay/inhouse/crash/bet', { stakeMinor: 200, cashOut: 300 })).envelope.value.round,
      ];
      const early = await c.post('/wps/relay/inhouse/verify', { roundId: bets[0]!.roundId });
      expect(early.status).toBe(400);
      expect(early.envelope.message).toMatch(/rotate/);

      const rotated = (await c.post<InhouseSeeds>('/wps/relay/inhouse/seeds/rotate', { clientSeed: 'my-own-seed' })).envelope.value;
      expect(rotated).toMatchObject({ clientSeed: 'my-own-seed', nonce: 0 });
      expect(rotated.serverSeedHash).not.toBe(before.serverSeedHash);
      const prev = rotated.previous!;
      expect(createHash('sha256').update(prev.serverSeed).digest('hex')).toBe(before.serverSeedHash);
      expect(prev.nonce).toBe(2);

      for (const round of bets) {
        const v = (await c.post<InhouseVerifyResult>('/wps/relay/inhouse/verify', { roundId: round.roundId })).envelope.value;
        expect(v).toMatchObject({ serverSeed: prev.serverSeed, hashMatches: true, matches: true, nonce: round.nonce });
        expect(v.result).toBe(round.roll ?? round.crash);
        // anyone can recompute it from the seeds alone, without a session
        const open = await browser(world).post<InhouseVerifyResult>('/wps/relay/inhouse/verify', {
          game: round.game, serverSeed: prev.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce,
        });
        expect(open.envelope.value.result).toBe(v.result);
      }
      const listed = (await c.get<InhouseRoundList>('/wps/relay/inhouse/rounds')).envelope.value.list;
      expect(listed.every((r) => r.serverSeed === prev.serverSeed)).toBe(true);
      const other = await member(world);
      expect((await other.c.post('/wps/relay/inhouse/verify', { roundId: bets[0]!.roundId })).status).toBe(404);
    });

    it('insufficient balance is refused and changes nothing (the round is marked refused, not listed)', async () => {
      const { c, id } = await member(world);
      await fund(world, 'lotus', id, 5_000n);
      const res = await c.post('/wps/relay/inhouse/dice/bet', dice(6_000));
      expect(res.envelope).toMatchObject({ success: false, errorCode: 'wallet.insufficient_balance' });
      expect(await balanceOf(world, 'lotus', id)).toBe(5_000n);
      const r = await world.db.query<{ status: string }>('SELECT status FROM inhouse_rounds WHERE member_id = $1', [id]);
      expect(r.rows.map((x) => x.status)).toEqual(['refused']);
      expect((await c.get<InhouseRoundList>('/wps/relay/inhouse/rounds')).envelope.value.list).toEqual([]);
    });

    it('bad input gets a clear message: stake limits, win chance, cash-out, unknown fields', async () => {
      const { c, id } = await member(world);
      await fund(world, 'lotus', id, 100_000n);
      const cases: [string, unknown, string, RegExp][] = [
        ['/wps/relay/inhouse/dice/bet', dice(50), 'payment.amount_out_of_limits', /between 1.00 and 100000.00/],
        ['/wps/relay/inhouse/dice/bet', dice(1_000, 9_990), 'request_param_err', /1% and 98%/],
        ['/wps/relay/inhouse/crash/bet', { stakeMinor: 1_000, cashOut: 100 }, 'request_param_err', /cashOut/],
        ['/wps/relay/inhouse/dice/bet', { ...dice(1_000), extra: 1 }, 'request_param_err', /unknown field extra/],
      ];
      for (const [url, body, code, message] of cases) {
        const res = await c.post(url, body);
        expect(res.envelope, url).toMatchObject({ success: false, errorCode: code });
        expect(res.envelope.message).toMatch(message);
      }
      expect(await balanceOf(world, 'lotus', id)).toBe(100_000n);
    });

    it('trial members cannot play (in_need_true_account); guests get login.not_session', async () => {
      const { c } = await member(world, 'lotus.localhost', 'trial');
      const res = await c.post('/wps/relay/inhouse/dice/bet', dice(1_000));
      expect(res.status).toBe(403);
      expect(res.envelope).toMatchObject({ errorCode: 'member.trial_not_allowed', value: { messageKey: 'in_need_true_account' } });
      expect((await browser(world).post('/wps/relay/inhouse/crash/bet', { stakeMinor: 100, cashOut: 200 })).status).toBe(401);
    });

    it('launchGame of INHOUSE dice and crash answers our own game page; the games are on /rng?vassalage=INHOUSE', async () => {
      const { c } = await member(world);
      for (const [gameCode, path] of [['INHOUSE-0004', '/inhouse/dice'], ['INHOUSE-0001', '/inhouse/crash']] as const) {
        const res = await c.get<LaunchGameValue>(
          `/wps/game/launchGame?${qs({ gameType: 'INHOUSE', vassalage: 'INHOUSE', gameCode, platform: 'html5-desktop', launchMode: 'GLS', language: 'EN', backUrl: '/rng?vassalage=INHOUSE' })}`,
        );
        expect(res.envelope.success, JSON.stringify(res.envelope)).toBe(true);
        expect(res.envelope.value.url).toBe(`${path}?backUrl=${encodeURIComponent('/rng?vassalage=INHOUSE')}`);
      }
      const list = await c.get<{ games: { gameCode: string }[] }>(`/wps/relay/GCSGAME_gameList?${qs({ gameType: 'RNG', vassalage: 'INHOUSE', pageSize: 50 })}`);
      expect(list.envelope.success, JSON.stringify(list.envelope)).toBe(true);
      expect(list.envelope.value.games.map((g) => g.gameCode)).toEqual(expect.arrayContaining(['INHOUSE-0001', 'INHOUSE-0004']));
    });
  });
});
