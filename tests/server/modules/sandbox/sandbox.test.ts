// The vendor sandbox page as a playable stand-in vendor: its buttons go through the signed seamless-wallet API, the
// server draws every outcome, and only its own tickets open it (a site without it: tests/server/site-mode.test.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameItem, GameListValue, LaunchGameValue } from '../../../../src/generated/types.ts';
import { SANDBOX_RTP_BP } from '../../../../src/server/modules/sandbox/odds.ts';
import type { TestWorld } from '../../support/world.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';
import { AURORA, browser, member, qs } from '../games/support.ts';
import { LOTUS, openSeamlessWorld } from '../seamless/support.ts';

/** aurora launches on a real vendor's gateway in these worlds; lotus keeps the shipped sandbox CDN. */
const VENDOR_GATEWAY = 'https://games.vendor.example/launch';
const aurora = (dir: string) => {
  const file = join(dir, 'aurora', 'brand.json');
  const brand = JSON.parse(readFileSync(file, 'utf8')) as { cdn: { launchGame: string[] } };
  brand.cdn.launchGame = [VENDOR_GATEWAY];
  writeFileSync(file, JSON.stringify(brand, null, 2));
};

async function vendorGame(world: TestWorld, host = LOTUS): Promise<GameItem> {
  const list = await browser(world, host).get<GameListValue>(`/wps/relay/GCSGAME_gameList?${qs({ gameType: 'RNG', pageSize: 10 })}`);
  return list.envelope.value.games.find((g) => g.vassalage !== 'INHOUSE')!;
}

const launchParams = (game: GameItem) =>
  qs({ gameType: game.gameType, vassalage: game.vassalage, gameCode: game.gameCode, gameId: game.gameId, nodeId: game.nodeId, platform: 'html5-desktop', launchMode: 'GLS', accountType: 1, language: 'EN' });

describe.each(dbLegs())('vendor sandbox page on $name', (leg) => {
  describe.skipIf(!leg.available)('', () => {
    let world: TestWorld;
    let game: GameItem;
    beforeAll(async () => {
      world = await openSeamlessWorld(leg, { editBrands: aurora });
      game = await vendorGame(world);
    });
    afterAll(async () => {
      await closeServers();
      await world?.dispose();
    });

    const get = (url: string, host = LOTUS) => world.app.inject({ method: 'GET', url, headers: { host } });
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
      const res = await c.get<LaunchGameValue>(`/wps/game/launchGame?${launchParams(game)}`);
      const page = await get(res.envelope.value.url);
      expect(page.statusCode).toBe(200);
      const play = /<form method="post" action="([^"]+)"/.exec(page.body)![1]!;
      return { id, body: page.body, play };
    }

    const rounds = async (id: string) =>
      (
        await world.db.query<{ status: string; stake_minor: string; win_minor: string }>(
          'SELECT status, stake_minor, win_minor FROM bet_records WHERE member_id = $1 ORDER BY id',
          [id],
        )
      ).rows;

    it('shows the balance, the odds and Bet/Play/Refund buttons (no outcome to choose); the CSP stays strict', async () => {
      const { body, play } = await launch();
      expect(text(body, 'sandbox-balance')).toBe('৳50.00');
      expect((await get(play)).headers['content-security-policy']).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'self'",
      );
      for (const b of ['sandbox-bet', 'sandbox-settle', 'sandbox-refund']) expect(body).toContain(`data-testid="${b}"`);
      expect(body).not.toMatch(/value="(win|lose)"/);
      expect(text(body, 'sandbox-odds')).toContain('return to player 96%');
      expect(SANDBOX_RTP_BP).toBeLessThan(10_000);
      expect(body).not.toMatch(/<script|https?:\/\//);
    });

    it('Bet 10 → Play settles by the server’s draw (20 or nothing); Win/Lose sent by the player are refused (400); Refund gives the stake back', async () => {
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
      for (const chosen of ['win', 'lose']) expect((await press(play, chosen)).statusCode).toBe(400);
      expect(text((await get(play)).body, 'sandbox-balance')).toBe('৳40.00');
      body = await step('settle');
      const won = text(body, 'sandbox-result')!.includes('you won ৳20.00');
      expect(text(body, 'sandbox-result')).toMatch(won ? /^Round 1: you won/ : /^Round 1: you lost/);
      expect(text(body, 'sandbox-balance')).toBe(won ? '৳60.00' : '৳40.00');
      await step('bet');
      body = await step('refund');
      expect(text(body, 'sandbox-balance')).toBe(won ? '৳60.00' : '৳40.00');
      expect(text(body, 'sandbox-result')).toContain('refunded');
      expect(await rounds(id)).toEqual([
        { status: 'settled', stake_minor: '1000', win_minor: won ? '2000' : '0' },
        { status: 'rolled_back', stake_minor: '0', win_minor: '0' },
      ]);
      // Every movement went through the signed vendor path into the ledger.
      const tx = await world.db.query<{ n: string }>('SELECT count(*) AS n FROM seamless_transactions WHERE member_id = $1', [id]);
      expect(tx.rows[0]!.n).toBe('3');
    });

    it('Play and Refund of one round sent together: one books, the balance is exactly what it gives', async () => {
      const { id, play } = await launch();
      for (let i = 0; i < 4; i++) {
        await press(play, 'bet');
        await Promise.all([press(play, 'settle'), press(play, 'refund')]);
      }
      // Per round, the settle's credit or the refund of its stake: never both.
      const ends = await world.db.query<{ n: string }>(
        `SELECT count(*) FILTER (WHERE kind = 'credit') + count(*) FILTER (WHERE rolled_back_at IS NOT NULL) AS n
           FROM seamless_transactions WHERE member_id = $1 GROUP BY round_id`,
        [id],
      );
      expect(ends.rows.map((r) => Number(r.n))).toEqual([1, 1, 1, 1]);
      const rows = await rounds(id);
      expect(rows).toHaveLength(4);
      let balance = 5000n;
      for (const r of rows) {
        if (r.status === 'rolled_back') expect(r).toEqual({ status: 'rolled_back', stake_minor: '0', win_minor: '0' });
        else expect(['0', '2000']).toContain(r.win_minor);
        balance += BigInt(r.win_minor) - BigInt(r.stake_minor);
      }
      expect(await world.app.ledger.balance({ brandId: 'lotus', kind: 'main', memberId: id })).toBe(balance);
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

    it('a ticket issued for a real vendor’s gateway does not open the sandbox page (410)', async () => {
      const { c } = await member(world, AURORA);
      const res = await c.get<LaunchGameValue>(`/wps/game/launchGame?${launchParams(await vendorGame(world, AURORA))}`);
      const url = res.envelope.value.url;
      expect(url.startsWith(`${VENDOR_GATEWAY}/sandbox/`)).toBe(true);
      const ticket = new URL(url).pathname.split('/').pop()!;
      expect((await get(`/cdn/launch/sandbox/${ticket}`, AURORA)).statusCode).toBe(410);
    });
  });
});

