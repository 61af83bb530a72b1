// The vendor sandbox page as a playable stand-in vendor: its buttons go through the signed seamless-wallet API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameItem, GameListValue, LaunchGameValue } from '../../../src/generated/types.ts';
import type { AccountsWorld } from '../support/accounts.ts';
import { dbLegs } from '../support/legs.ts';
import { closeServers } from '../support/server.ts';
import { browser, member, qs } from '../games/support.ts';
import { LOTUS, openSeamlessWorld } from './support.ts';

describe.each(dbLegs())('vendor sandbox page on $name', (leg) => {
  describe.skipIf(!leg.available)('', () => {
    let world: AccountsWorld;
    let game: GameItem;
    beforeAll(async () => {
      world = await openSeamlessWorld(leg);
      const list = await browser(world).get<GameListValue>(`/wps/relay/GCSGAME_gameList?${qs({ gameType: 'RNG', pageSize: 10 })}`);
      game = list.envelope.value.games.find((g) => g.vassalage !== 'INHOUSE')!;
    });
    afterAll(async () => {
      await closeServers();
      await world?.dispose();
    });

    const get = (url: string) => world.app.inject({ method: 'GET', url, headers: { host: LOTUS } });
    const press = (url: string, action: string) =>
      world.app.inject({ method: 'POST', url, headers: { host: LOTUS, 'content-type': 'application/x-www-form-urlencoded' }, payload: `action=${action}` });
    const text = (body: string, id: string) => new RegExp(`data-testid="${id}"[^>]*>([^<]*)<`).exec(body)?.[1];

    async function launch(): Promise<{ id: string; body: string; play: string }> {
      const { c, id } = await member(world);
      await world.app.ledger.transfer({
        idempotencyKey: `sbx-fund-${id}`,
        from: { brandId: 'lotus', kind: 'house' },
        to: { brandId: 'lotus', kind: 'main', memberId: id },
        amountMinor: 5000n,
        reason: 'deposit',
        reference: 'test',
      });
      const params = qs({ gameType: game.gameType, vassalage: game.vassalage, gameCode: game.gameCode, gameId: game.gameId, nodeId: game.nodeId, platform: 'html5-desktop', launchMode: 'GLS', accountType: 1, language: 'EN' });
      const res = await c.get<LaunchGameValue>(`/wps/game/launchGame?${params}`);
      const page = await get(res.envelope.value.url);
      expect(page.statusCode).toBe(200);
      const play = /<form method="post" action="([^"]+)"/.exec(page.body)![1]!;
      return { id, body: page.body, play };
    }

    it('shows the balance for that vendor and Bet/Win/Lose/Refund buttons; the CSP stays strict (no script, forms to self)', async () => {
      const { body, play } = await launch();
      expect(text(body, 'sandbox-balance')).toBe('৳50.00');
      expect((await get(play)).headers['content-security-policy']).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'self'",
      );
      for (const b of ['sandbox-bet', 'sandbox-win', 'sandbox-lose', 'sandbox-refund']) expect(body).toContain(`data-testid="${b}"`);
      expect(body).not.toMatch(/<script|https?:\/\//);
    });

    it('Bet 10 → Win pays 20; Bet → Lose keeps the stake; Bet → Refund gives it back; each booked as bet records', async () => {
      const { id, play } = await launch();
      const step = async (action: string) => {
        const r = await press(play, action);
        expect(r.statusCode).toBe(303);
        expect(r.headers.location).toBe(play);
        return (await get(play)).body;
      };
      let body = await step('bet');
      expect(text(body, 'sandbox-balance')).toBe('৳40.00');
      expect(body).toMatch(/data-testid="sandbox-bet" disabled/);
      body = await step('bet');
      expect(text(body, 'sandbox-result')).toContain('Finish the open round first');
      expect(text(body, 'sandbox-balance')).toBe('৳40.00');
      body = await step('win');
      expect(text(body, 'sandbox-balance')).toBe('৳60.00');
      await step('bet');
      body = await step('lose');
      expect(text(body, 'sandbox-balance')).toBe('৳50.00');
      await step('bet');
      body = await step('refund');
      expect(text(body, 'sandbox-balance')).toBe('৳50.00');
      expect(text(body, 'sandbox-result')).toContain('refunded');
      const rec = await world.db.query<{ status: string; stake_minor: string; win_minor: string }>(
        'SELECT status, stake_minor, win_minor FROM bet_records WHERE member_id = $1 ORDER BY id',
        [id],
      );
      expect(rec.rows).toEqual([
        { status: 'settled', stake_minor: '1000', win_minor: '2000' },
        { status: 'settled', stake_minor: '1000', win_minor: '0' },
        { status: 'rolled_back', stake_minor: '0', win_minor: '0' },
      ]);
      // Every movement went through the signed vendor path into the ledger.
      const tx = await world.db.query<{ n: string }>('SELECT count(*) AS n FROM seamless_transactions WHERE member_id = $1', [id]);
      expect(tx.rows[0]!.n).toBe('5');
    });

    it('a bet above the balance is refused and shown; an unknown session says the game has ended (410)', async () => {
      const { id, play } = await launch();
      await world.app.ledger.transfer({
        idempotencyKey: `sbx-drain-${id}`,
        from: { brandId: 'lotus', kind: 'main', memberId: id },
        to: { brandId: 'lotus', kind: 'house' },
        amountMinor: 4500n,
        reason: 'adjustment',
        reference: 'test',
      });
      await press(play, 'bet');
      const body = (await get(play)).body;
      expect(text(body, 'sandbox-result')).toMatch(/^Refused: /);
      expect(text(body, 'sandbox-balance')).toBe('৳5.00');
      expect((await get('/cdn/launch/sandbox/play/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(410);
      expect((await press(play, 'jackpot')).statusCode).toBe(400);
    });
  });
});
