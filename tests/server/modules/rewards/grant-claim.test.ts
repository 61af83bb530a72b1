// Rewards (the reward center's base): granted once per source, claimed once, into main or the bonus wallet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../../src/server/db/types.ts';
import { ErrorCode } from '../../../../src/server/http/errors.ts';
import type { Ledger } from '../../../../src/server/modules/ledger/index.ts';
import { bonusDetails, releaseDue } from '../../../../src/server/modules/rewards/bonus.ts';
import { claimReward } from '../../../../src/server/modules/rewards/claim.ts';
import { grantReward, type RewardGrant } from '../../../../src/server/modules/rewards/grant.ts';
import { BRAND, insertMembers, invariant, testLedger } from '../ledger/support.ts';
import { dbLegs } from '../../support/legs.ts';

const NOW = new Date('2030-01-15T10:00:00Z');

describe.each(dbLegs())('rewards on $name', (leg) => {
  describe.skipIf(!leg.available)('', () => {
    let db: Database;
    let dispose: () => Promise<void>;
    let ledger: Ledger;
    let member: string;
    let other: string;
    let player: string;
    beforeAll(async () => {
      ({ db, dispose } = await leg.open());
      ledger = testLedger(db);
      [member, other, player] = (await insertMembers(db, 3, 'rw')) as [string, string, string];
    });
    afterAll(async () => dispose?.());

    const grant = (g: Partial<RewardGrant> = {}) =>
      grantReward(db, { brandId: BRAND, memberId: member, source: 'vip', sourceRef: 'level:2', title: { EN: 'VIP 2' }, amountMinor: 5_000n, ...g }, NOW);
    const claim = (rewardId: string, memberId = member) => db.transaction((tx) => claimReward(tx, ledger, { brandId: BRAND, memberId, rewardId }, NOW));

    it('the same source and reference granted twice keeps one reward', async () => {
      const first = await grant();
      const again = await grant({ amountMinor: 9_999n });
      expect(first.created).toBe(true);
      expect(again).toEqual({ rewardId: first.rewardId, created: false });
      const rows = await db.query<{ n: string }>(`SELECT count(*) AS n FROM member_rewards WHERE member_id = $1 AND source = 'vip'`, [member]);
      expect(rows.rows[0]!.n).toBe('1');
    });

    it('two claims at once book one transfer into main; the second answers replayed', async () => {
      const { rewardId } = await grant({ sourceRef: 'level:3' });
      const [a, b] = await Promise.all([claim(rewardId), claim(rewardId)]);
      expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
      expect(a.transferId).toBe(b.transferId);
      expect(await ledger.balance({ brandId: BRAND, kind: 'main', memberId: member })).toBe(5_000n);
      expect((await invariant(db)).sum).toBe(0n);
    });

    it('a reward with turnover goes to the bonus wallet with its requirement', async () => {
      const { rewardId } = await grant({ source: 'promotion', sourceRef: 'welcome:2030-01', amountMinor: 2_000n, turnoverX100: 300 });
      const r = await claim(rewardId);
      expect(r.wallet).toBe('bonus');
      expect(await ledger.balance({ brandId: BRAND, kind: 'bonus', memberId: member })).toBe(2_000n);
      const t = await db.query<{ required_minor: string; status: string }>('SELECT required_minor, status FROM bonus_turnover WHERE reward_id = $1', [rewardId]);
      expect(t.rows[0]).toEqual({ required_minor: '6000', status: 'active' });
    });

    it("another member's reward is not found, and an expired one is refused; neither moves money", async () => {
      const { rewardId } = await grant({ sourceRef: 'level:4' });
      await expect(claim(rewardId, other)).rejects.toMatchObject({ errorCode: ErrorCode.notFound });
      const expired = await grant({ sourceRef: 'level:5', expiresAt: new Date(NOW.getTime() - 1) });
      await expect(claim(expired.rewardId)).rejects.toMatchObject({ errorCode: ErrorCode.rewardExpired });
      expect(await ledger.balance({ brandId: BRAND, kind: 'main', memberId: other })).toBe(0n);
    });

    it('each bet counts once across open requirements: 300.00 of play releases 210.00 of requirements, not 510.00', async () => {
      // three open requirements, 60.00 + 150.00 + 300.00, oldest first
      for (const [i, amount] of [2_000n, 5_000n, 10_000n].entries()) {
        const g = await grant({ memberId: player, source: 'promotion', sourceRef: `stack:${i}`, amountMinor: amount, turnoverX100: 300 });
        await claim(g.rewardId, player);
        await db.query('UPDATE bonus_turnover SET started_at = $2 WHERE reward_id = $1', [g.rewardId, new Date(NOW.getTime() - 60_000 + i)]);
      }
      for (const [i, stake] of [10_000, 20_000].entries())
        await db.query(
          `INSERT INTO bet_records (brand_id, member_id, vendor, game_code, game_type, round_id, stake_minor, status, placed_at, settled_at)
           VALUES ($1, $2, 'TEST', 'T-1', 'RNG', $3, $4, 'settled', $5, $5)`,
          [BRAND, player, `stack-${i}`, stake, NOW],
        );
      expect(await releaseDue(db, ledger, NOW, { brandId: BRAND, memberId: player })).toBe(2);
      const d = await bonusDetails(db, ledger, { brandId: BRAND, memberId: player, language: 'EN' }, NOW);
      const released = d.released.reduce((s, t) => s + BigInt(t.requiredMinor), 0n);
      const played = [...d.active, ...d.released].reduce((s, t) => s + BigInt(t.playedMinor), 0n);
      expect(released).toBe(21_000n);
      expect(played).toBe(30_000n);
      expect(d.active.map((t) => t.playedMinor)).toEqual(['9000']);
      expect(await ledger.balance({ brandId: BRAND, kind: 'main', memberId: player })).toBe(7_000n);
    });
  });
});
