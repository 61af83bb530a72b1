// Per-member game data and launching (docs/games-contract.md; "Game launch rules", docs/spec/rules.md): favourites,
// recent games, launchGame and the vendor sandbox page its URL opens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FavoriteIds, GameItem, GameItemPage, GameListValue, LaunchGameValue, LottoMenu } from '../../../../src/generated/types.ts';
import { validateFavoriteIds, validateGameItemPage, validateLaunchGameValue } from '../../../../src/generated/validators.js';
import { pruneExpired } from '../../../../src/server/security/housekeeping.ts';
import { openWorld, type TestWorld } from '../../support/world.ts';
import { editBrand, removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';
import { AURORA, browser, LOTUS, member, PEBBLE, qs } from './support.ts';

type Node = { modId: string; enabled: string; childrenNodes?: Node[] };
function setFlag(node: Node, modId: string, enabled: '0' | '1'): void {
  if (node.modId === modId) node.enabled = enabled;
  for (const c of node.childrenNodes ?? []) setFlag(c, modId, enabled);
}

describe.each(dbLegs())('games: member games and launch on $name', (leg) => {
  let world: TestWorld;
  let rng: GameItem[];
  let live: GameItem[];

  beforeAll(async () => {
    if (!leg.available) return;
    world = await openWorld(leg, {
      editBrands: (dir) => {
        // aurora without favourites: GAMELOFAV3 off (pebble ships with GAMELOREC3 off).
        editBrand(dir, 'aurora', (b) => setFlag(b.whitelabel as Node, 'GAMELOFAV3', '0'));
      },
    });
    rng = (await browser(world).get<GameListValue>(`/wps/relay/GCSGAME_gameList?${qs({ gameType: 'RNG', pageSize: 10 })}`)).envelope.value.games;
    live = (await browser(world).get<GameListValue>(`/wps/relay/GCSGAME_gameList?${qs({ gameType: 'LIVE', pageSize: 100 })}`)).envelope.value.games;
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  const launchParams = (g: GameItem, extra: Record<string, string | number | undefined> = {}) =>
    qs({ gameType: g.gameType, vassalage: g.vassalage, gameCode: g.gameCode, gameId: g.gameId, nodeId: g.nodeId, platform: 'html5-desktop', launchMode: 'GLS', accountType: 1, language: 'EN', ...extra });

  describe.skipIf(!leg.available)('', () => {
    describe('favourites (GAMELOFAV3)', () => {
      it('add is idempotent, ids and the list show newest first, remove is idempotent', async () => {
        const { c } = await member(world);
        const [a, b] = [rng[0]!, rng[1]!];
        for (const g of [a, a, b]) {
          const res = await c.post<boolean>('/wps/relay/MCSFE_addFavoriteGameV2', { nodeId: g.nodeId, vendor: g.vassalage, gameType: g.gameType });
          expect(res.envelope).toMatchObject({ success: true, value: true });
        }
        const ids = await c.get<FavoriteIds>('/wps/relay/MCSFE_getFavoriteGames');
        expect(validateFavoriteIds(ids.envelope.value)).toBe(true);
        expect(ids.envelope.value).toEqual([b.nodeId, a.nodeId]);
        const page = await c.get<GameItemPage>(`/wps/relay/MCSFE_getFavoriteGamesList?${qs({ pageNo: 1, pageSize: 999, language: 'EN', clientType: 3, platform: 'flash' })}`);
        expect(validateGameItemPage(page.envelope.value), JSON.stringify(validateGameItemPage.errors)).toBe(true);
        expect(page.envelope.value).toMatchObject({ pageNum: 1, totalPages: 1, totalCount: 2 });
        expect(page.envelope.value.content.map((g) => g.nodeId)).toEqual([b.nodeId, a.nodeId]);
        expect((await c.get<GameItemPage>('/wps/relay/MCSFE_getFavoriteGamesList?gameType=LIVE')).envelope.value.totalCount).toBe(0);
        for (let i = 0; i < 2; i++) {
          const res = await c.send<boolean>('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', { body: { nodeId: a.nodeId, vendor: a.vassalage, gameType: a.gameType } });
          expect(res.envelope).toMatchObject({ success: true, value: true });
        }
        expect((await c.get<FavoriteIds>('/wps/relay/MCSFE_getFavoriteGames')).envelope.value).toEqual([b.nodeId]);
      });

      it('favourites are per member', async () => {
        const one = await member(world);
        const two = await member(world);
        await one.c.post('/wps/relay/MCSFE_addFavoriteGameV2', { nodeId: rng[2]!.nodeId, vendor: rng[2]!.vassalage, gameType: 'RNG' });
        expect((await two.c.get<FavoriteIds>('/wps/relay/MCSFE_getFavoriteGames')).envelope.value).toEqual([]);
      });

      it('an unknown game or one of a vendor the brand does not show: 404 game.not_found', async () => {
        const { c } = await member(world, PEBBLE);
        const cqr = (await browser(world).get<GameListValue>(`/wps/relay/GCSGAME_gameList?${qs({ gameType: 'RNG', vassalage: 'CQR' })}`)).envelope.value.games[0]!;
        for (const nodeId of [cqr.nodeId, 999_999]) {
          const res = await c.post('/wps/relay/MCSFE_addFavoriteGameV2', { nodeId, vendor: 'CQR', gameType: 'RNG' });
          expect(res.status).toBe(404);
          expect(res.envelope.errorCode).toBe('game.not_found');
        }
      });

      it('bad bodies: 400 request_param_err', async () => {
        const { c } = await member(world);
        for (const body of [{}, { nodeId: 'x', vendor: 'PXS', gameType: 'RNG' }, { nodeId: 1001, vendor: 'PXS' }, { nodeId: 1001, vendor: 'PXS', gameType: 'RNG', extra: 1 }]) {
          const res = await c.post('/wps/relay/MCSFE_addFavoriteGameV2', body);
          expect(res.status, JSON.stringify(body)).toBe(400);
          expect(res.envelope.errorCode).toBe('request_param_err');
        }
        const list = await c.get('/wps/relay/MCSFE_getFavoriteGamesList?pageSize=1000');
        expect(list.envelope.errorCode).toBe('request_param_err');
      });

      it('guests: 401 login.not_session on every favourite endpoint', async () => {
        const guest = browser(world);
        for (const res of [
          await guest.get('/wps/relay/MCSFE_getFavoriteGames'),
          await guest.get('/wps/relay/MCSFE_getFavoriteGamesList'),
          await guest.post('/wps/relay/MCSFE_addFavoriteGameV2', { nodeId: 1001, vendor: 'KSP', gameType: 'SPORTS' }),
          await guest.send('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', { body: { nodeId: 1001 } }),
        ]) {
          expect(res.status).toBe(401);
          expect(res.envelope.errorCode).toBe('login.not_session');
        }
      });

      it('GAMELOFAV3 off: 400 function.not.available', async () => {
        const { c } = await member(world, AURORA);
        for (const res of [
          await c.get('/wps/relay/MCSFE_getFavoriteGames'),
          await c.get('/wps/relay/MCSFE_getFavoriteGamesList'),
          await c.post('/wps/relay/MCSFE_addFavoriteGameV2', { nodeId: rng[0]!.nodeId, vendor: rng[0]!.vassalage, gameType: 'RNG' }),
        ]) {
          expect(res.status).toBe(400);
          expect(res.envelope.errorCode).toBe('function.not.available');
        }
      });
    });

    describe('GET /wps/game/launchGame', () => {
      it('Game launch: answers the sandbox URL on the launch CDN, same URL twice, records the game as recent', async () => {
        const { c } = await member(world);
        const g = rng[3]!;
        const res = await c.get<LaunchGameValue>(`/wps/game/launchGame?${launchParams(g, { backUrl: '/rng' })}`);
        expect(res.status, JSON.stringify(res.envelope)).toBe(200);
        expect(validateLaunchGameValue(res.envelope.value)).toBe(true);
        const { content, url } = res.envelope.value;
        expect(content.game_url).toBe(url);
        expect(url).toMatch(/^\/cdn\/launch\/sandbox\/[A-Za-z0-9_-]{32}\?backUrl=%2Frng$/);
        const recent = await c.get<GameItemPage>('/wps/relay/GCS_recentGame?pageNo=1&pageSize=20');
        expect(recent.envelope.value.content.map((x) => x.nodeId)).toEqual([g.nodeId]);
        // The ticket is stored hashed: the raw ticket is nowhere in the table.
        const ticket = /sandbox\/([^?]+)/.exec(url)![1]!;
        const rows = await world.db.query<{ ticket_hash: string }>('SELECT ticket_hash FROM launch_tickets');
        expect(rows.rows.some((r) => r.ticket_hash === ticket)).toBe(false);
        expect(rows.rows.length).toBeGreaterThan(0);
      });

      it('launch by vendor and game code without nodeId', async () => {
        const { c } = await member(world);
        const g = rng[4]!;
        const res = await c.get<LaunchGameValue>(`/wps/game/launchGame?${launchParams(g, { nodeId: undefined, gameId: undefined })}`);
        expect(res.envelope.success).toBe(true);
      });

      it('guests: 401 login.not_session', async () => {
        const res = await browser(world).get(`/wps/game/launchGame?${launchParams(rng[0]!)}`);
        expect(res.status).toBe(401);
        expect(res.envelope.errorCode).toBe('login.not_session');
      });

      it('Game launch: trial is refused with 403 game.trial_not_allowed (in_need_true_account)', async () => {
        const { c } = await member(world, LOTUS, 'trial');
        const res = await c.get(`/wps/game/launchGame?${launchParams(rng[0]!)}`);
        expect(res.status).toBe(403);
        expect(res.envelope).toMatchObject({ errorCode: 'game.trial_not_allowed', value: { messageKey: 'in_need_true_account' } });
      });

      it('Game maintenance: a vendor in maintenance is refused with 400 game.maintenance', async () => {
        const { c } = await member(world);
        const table = live.find((g) => g.vassalage === 'EZL' && g.isGame === 'GAME')!;
        expect(table.maintenance).toBe(true);
        const res = await c.get(`/wps/game/launchGame?${launchParams(table)}`);
        expect(res.status).toBe(400);
        expect(res.envelope).toMatchObject({ errorCode: 'game.maintenance', message: 'Game maintenance' });
        expect((await c.get<GameItemPage>('/wps/relay/GCS_recentGame')).envelope.value.totalCount).toBe(0);
      });

      it('unknown games, mismatched vendors and vendors of another brand: 404 game.not_found', async () => {
        const { c } = await member(world, PEBBLE);
        const g = rng.find((x) => x.vassalage === 'PXS')!;
        for (const params of [
          launchParams(g, { nodeId: 999_999 }),
          launchParams(g, { nodeId: undefined, gameCode: 'PXS-9999' }),
          launchParams(g, { vassalage: 'LMR' }),
          launchParams(live.find((x) => x.vassalage === 'VLV')!),
        ]) {
          const res = await c.get(`/wps/game/launchGame?${params}`);
          expect(res.status, params).toBe(404);
          expect(res.envelope.errorCode).toBe('game.not_found');
        }
      });

      it.each([
        ['no launchMode', { launchMode: undefined }],
        ['an unknown launchMode', { launchMode: 'FREE' }],
        ['accountType 0 (free play)', { accountType: 0 }],
        ['nodeId not a number', { nodeId: 'abc' }],
        ['an unknown lottery game', { lottoGameCode: 'NOPE' }],
      ])('bad parameters (%s): 400 request_param_err', async (_name, extra) => {
        const { c } = await member(world);
        const res = await c.get(`/wps/game/launchGame?${launchParams(rng[0]!, extra)}`);
        expect(res.status).toBe(400);
        expect(res.envelope.errorCode).toBe('request_param_err');
      });

      it('lottery launch: records the lottery game in the lottery recent list', async () => {
        const { c } = await member(world);
        const lobby = (await browser(world).get<GameListValue>(`/wps/relay/GCSGAME_gameList?${qs({ gameType: 'LOTT' })}`)).envelope.value.games[0]!;
        expect(lobby.vassalage).toBe('TCG_LOTTO_VN');
        for (const code of ['VN_QUICK_1', 'VN_NORTH_DAILY']) {
          world.clock.advance(1000);
          const res = await c.get(`/wps/game/launchGame?${launchParams(lobby, { launchMode: 'LOTT', lottoArea: 'VN', lottoPrizeMode: 'LOTT', lottoGameCode: code, lottoView: 'betting' })}`);
          expect(res.envelope.success, JSON.stringify(res.envelope)).toBe(true);
        }
        const recent = await c.get<LottoMenu[]>('/lgw/vn/games/game_menu/recent');
        expect(recent.envelope.value.map((m) => m.gameCode)).toEqual(['VN_NORTH_DAILY', 'VN_QUICK_1']);
        expect((await browser(world).get('/lgw/vn/games/game_menu/recent')).envelope.errorCode).toBe('login.not_session');
      });
    });

    describe('GET /wps/relay/GCS_recentGame (GAMELOREC3)', () => {
      it('last launched first, one row per game, paged, filtered by gameType', async () => {
        const { c } = await member(world);
        for (const g of [rng[0]!, rng[1]!, rng[0]!, rng[2]!]) {
          world.clock.advance(1000);
          expect((await c.get(`/wps/game/launchGame?${launchParams(g)}`)).envelope.success).toBe(true);
        }
        const all = (await c.get<GameItemPage>('/wps/relay/GCS_recentGame?pageNo=1&pageSize=2')).envelope.value;
        expect(all).toMatchObject({ pageNum: 1, totalPages: 2, totalCount: 3 });
        expect(all.content.map((g) => g.nodeId)).toEqual([rng[2]!.nodeId, rng[0]!.nodeId]);
        const p2 = (await c.get<GameItemPage>('/wps/relay/GCS_recentGame?pageNo=2&pageSize=2')).envelope.value;
        expect(p2.content.map((g) => g.nodeId)).toEqual([rng[1]!.nodeId]);
        expect((await c.get<GameItemPage>('/wps/relay/GCS_recentGame?gameType=LIVE')).envelope.value.totalCount).toBe(0);
      });

      it('guests: 401; GAMELOREC3 off (pebble): 400 function.not.available; bad pageSize: 400', async () => {
        const guest = await browser(world).get('/wps/relay/GCS_recentGame');
        expect(guest.envelope.errorCode).toBe('login.not_session');
        const { c } = await member(world, PEBBLE);
        const off = await c.get('/wps/relay/GCS_recentGame');
        expect(off.status).toBe(400);
        expect(off.envelope.errorCode).toBe('function.not.available');
        const { c: lotus } = await member(world);
        expect((await lotus.get('/wps/relay/GCS_recentGame?pageSize=0')).envelope.errorCode).toBe('request_param_err');
      });
    });

    describe('GET /cdn/launch/sandbox/:ticket', () => {
      async function launched(backUrl?: string): Promise<{ url: string; nickname: string }> {
        const nickname = `Nick<${Math.floor(Math.random() * 1000)}>`;
        const { c, id } = await member(world, LOTUS, 'member', nickname);
        // Money lives in the ledger: fund the member's main account from the house.
        await world.app.ledger.transfer({ idempotencyKey: `fund-${id}`, from: { brandId: 'lotus', kind: 'house' }, to: { brandId: 'lotus', kind: 'main', memberId: id }, amountMinor: 123450n, reason: 'adjustment', reference: 'test' });
        const res = await c.get<LaunchGameValue>(`/wps/game/launchGame?${launchParams(rng[5]!, { backUrl })}`);
        return { url: res.envelope.value.url, nickname };
      }
      const open = (url: string, host = LOTUS) => world.app.inject({ method: 'GET', url, headers: { host } });

      it('the page shows game, vendor, nickname (escaped) and balance, with a Back link to the top window', async () => {
        const { url, nickname } = await launched('/rng?vassalage=PXS');
        const res = await open(url);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.headers['content-security-policy']).toBe(
          "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'self'",
        );
        expect(res.body).toContain('data-testid="sandbox"');
        expect(res.body).toContain(`data-testid="sandbox-nickname">${nickname.replace('<', '&lt;').replace('>', '&gt;')}<`);
        expect(res.body).not.toContain(nickname);
        expect(res.body).toContain(rng[5]!.nodeName);
        expect(res.body).toContain('৳1,234.50');
        expect(res.body).toContain('<a href="/rng?vassalage=PXS" target="_top" data-testid="sandbox-back">');
        expect(res.body).not.toMatch(/<script|https?:\/\//);
      });

      it('the ticket is one-use: a second visit says the session has ended (410)', async () => {
        const { url } = await launched();
        expect((await open(url)).statusCode).toBe(200);
        const again = await open(url);
        expect(again.statusCode).toBe(410);
        expect(again.body).toContain('This game session has ended');
      });

      it('tickets expire after 10 minutes and only work on their brand', async () => {
        const { url } = await launched();
        expect((await open(url, AURORA)).statusCode).toBe(410);
        const { url: late } = await launched();
        world.clock.advance(10 * 60_000 + 1);
        expect((await open(late)).statusCode).toBe(410);
        expect((await open('/cdn/launch/sandbox/not-a-real-ticket-000000')).statusCode).toBe(410);
      });

      it('housekeeping deletes tickets a day after they expired', async () => {
        await launched();
        const count = async () => Number((await world.db.query<{ n: string }>('SELECT count(*) AS n FROM launch_tickets')).rows[0]!.n);
        expect(await count()).toBeGreaterThan(0);
        world.clock.advance(24 * 3_600_000 + 10 * 60_000 + 1);
        await pruneExpired(world.db, world.clock);
        expect(await count()).toBe(0);
      });

      it.each([['https://evil.example/'], ['//evil.example/x'], ['/\\evil.example'], ['javascript:alert(1)']])(
        'an off-site backUrl (%s) becomes /',
        async (backUrl) => {
          const { url } = await launched(backUrl);
          const res = await open(url);
          expect(res.body).toContain('<a href="/" target="_top" data-testid="sandbox-back">');
        },
      );
    });
  });
});
