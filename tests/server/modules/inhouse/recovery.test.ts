// A round cut short by a crash resolves on restart exactly once (docs/inhouse-contract.md "Recovery"): the wallet
// is made to fail at each step of a round, then recoverRounds runs (twice) as the next start would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/server/http/errors.ts';
import { playRound, recoverRounds, roundById, type InhouseDeps } from '../../../../src/server/modules/inhouse/rounds.ts';
import type { SeamlessWallet } from '../../../../src/server/modules/seamless/types.ts';
import { openWorld, startAnotherServer, type TestWorld } from '../../support/world.ts';
import { dbLegs } from '../../support/legs.ts';
import { member } from '../games/support.ts';
import { balanceOf, depsOf, fund } from './support.ts';

type Step = 'beforeDebit' | 'afterDebit' | 'credit';

/** The real wallet, except that the process "dies" at one step of the round. */
function crashingWallet(real: SeamlessWallet, at: Step): SeamlessWallet {
  const die = () => {
    throw new Error('process killed');
  };
  return {
    ...real,
    balance: real.balance.bind(real),
    rollback: real.rollback.bind(real),
    debit: async (req) => {
      if (at === 'beforeDebit') die();
      const r = await real.debit(req);
      return at === 'afterDebit' ? die() : r;
    },
    credit: async (req) => (at === 'credit' ? die() : real.credit(req)),
  };
}

describe.each(dbLegs())('in-house recovery ($name)', (leg) => {
  let world: TestWorld;
  let deps: InhouseDeps;
  beforeAll(async () => {
    if (leg.available) {
      world = await openWorld(leg);
      deps = depsOf(world);
    }
  });
  afterAll(async () => {
    await world?.app.close();
    await world?.dispose();
  });

  async function halfDone(at: Step) {
    const { id } = await member(world);
    await fund(world, 'lotus', id, 10_000n);
    const crashing: InhouseDeps = { ...deps, wallet: () => crashingWallet(world.app.seamlessWallet, at) };
    const err = await playRound(crashing, { brandId: 'lotus', memberId: id, game: 'crash', params: { cashOut: 101 }, stakeMinor: 1_000n }).catch((e: unknown) => e);
    expect((err as Error).message).toBe('process killed');
    const r = await world.db.query<{ round_id: string }>('SELECT round_id FROM inhouse_rounds WHERE member_id = $1', [id]);
    return { id, roundId: r.rows[0]!.round_id };
  }

  describe.skipIf(!leg.available)('', () => {
    it('debited, not credited: credited its recorded outcome once; a second recovery and a replayed credit change nothing', async () => {
      const { id, roundId } = await halfDone('credit');
      const round = (await roundById(world.db, roundId))!;
      expect(round.status).toBe('debited');
      expect(await balanceOf(world, 'lotus', id)).toBe(9_000n);
      // a live round of another instance (younger than the grace period) is left alone
      expect(await recoverRounds(deps)).toEqual({ settled: 0, voided: 0 });
      world.clock.advance(120_000);
      const first = await recoverRounds(deps);
      expect(first.settled).toBeGreaterThanOrEqual(1);
      expect(await balanceOf(world, 'lotus', id)).toBe(9_000n + round.payoutMinor);
      expect((await roundById(world.db, roundId))!.status).toBe('settled');
      expect(await recoverRounds(deps)).toEqual({ settled: 0, voided: 0 });
      const replay = await world.app.seamlessWallet.credit({
        brandId: 'lotus', memberId: id, vendor: 'INHOUSE', roundId, gameCode: round.gameCode, gameType: 'INHOUSE', txId: `${roundId}:win`, amountMinor: round.payoutMinor,
      });
      expect(replay.replayed).toBe(true);
      expect(await balanceOf(world, 'lotus', id)).toBe(9_000n + round.payoutMinor);
    });

    it('killed after the debit booked but before the round said so: the open bet record shows it, the win is credited', async () => {
      const { id, roundId } = await halfDone('afterDebit');
      const round = (await roundById(world.db, roundId))!;
      expect(round.status).toBe('pending');
      world.clock.advance(120_000);
      await recoverRounds(deps);
      expect((await roundById(world.db, roundId))!.status).toBe('settled');
      expect(await balanceOf(world, 'lotus', id)).toBe(9_000n + round.payoutMinor);
      const rec = await world.db.query<{ status: string }>('SELECT status FROM bet_records WHERE round_id = $1', [roundId]);
      expect(rec.rows[0]!.status).toBe('settled');
    });

    it('killed before the debit: the round is voided (rolled back) and a late debit of it is refused', async () => {
      const { id, roundId } = await halfDone('beforeDebit');
      world.clock.advance(120_000);
      await recoverRounds(deps);
      const round = (await roundById(world.db, roundId))!;
      expect(round.status).toBe('void');
      expect(await balanceOf(world, 'lotus', id)).toBe(10_000n);
      const late = await world.app.seamlessWallet
        .debit({ brandId: 'lotus', memberId: id, vendor: 'INHOUSE', roundId, gameCode: round.gameCode, gameType: 'INHOUSE', txId: `${roundId}:bet`, amountMinor: 1_000n })
        .catch((e: unknown) => e);
      expect(late).toBeInstanceOf(ApiError);
      expect(await balanceOf(world, 'lotus', id)).toBe(10_000n);
    });

    it('on start the server resolves what a crash left (the onReady hook)', async () => {
      const { id, roundId } = await halfDone('credit');
      const round = (await roundById(world.db, roundId))!;
      world.clock.advance(120_000);
      // a second server on the same database, as a restart would start
      const second = await startAnotherServer(world);
      expect((await roundById(world.db, roundId))!.status).toBe('settled');
      expect(await balanceOf(world, 'lotus', id)).toBe(9_000n + round.payoutMinor);
      await second.close();
    });
  });
});
