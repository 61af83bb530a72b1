// Lobby endpoints of the catalog (docs/games-contract.md; "Lobby rules" and lobby limits: docs/spec/rules.md;
// shapes: docs/spec/api.md): vendor lanes, the vendor → tags map, the game list with its filters and paging, hot games.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameListValue, HotGamesValue, VassGameTypeValue, VendorLanesValue } from '../../../../src/generated/types.ts';
import { validateGameListValue, validateHotGamesValue, validateVassGameTypeValue, validateVendorLanesValue } from '../../../../src/generated/validators.js';
import { openWorld, type TestWorld } from '../../support/world.ts';
import { removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';
import { AURORA, browser, LOTUS, member, PEBBLE, qs } from './support.ts';

describe.each(dbLegs())('games: lobby on $name', (leg) => {
  let world: TestWorld;
  beforeAll(async () => {
    if (!leg.available) return;
    world = await openWorld(leg);
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  const list = (host: string, params: Record<string, string | number | undefined>, token?: string | null) =>
    browser(world, host).get<GameListValue>(`/wps/relay/GCSGAME_gameList?${qs(params)}`, { token: token ?? null });

  describe.skipIf(!leg.available)('', () => {
    describe('GET /wps/relay/GCSGAME_newGameVendor', () => {
      it('one lane per brand category in brand order, cards of the brand vendors, cacheable 60 s', async () => {
        const res = await browser(world).get<VendorLanesValue>('/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop&merchantCode=X');
        expect(res.status).toBe(200);
        expect(validateVendorLanesValue(res.envelope.value), JSON.stringify(validateVendorLanesValue.errors)).toBe(true);
        expect(res.headers['cache-control']).toBe('public, max-age=60');
        expect(res.headers.vary).toContain('Language');
        const lanes = res.envelope.value.data.lanes;
        // lotus: COCKFIGHT has no vendors, so it is left out; BGS is the lotus-only category.
        expect(lanes.map((l) => l.title)).toEqual(['SPORTS', 'LIVE', 'RNG', 'FISH', 'PVP', 'LOTT', 'ELOTT', 'INHOUSE', 'BGS']);
        const sports = lanes.find((l) => l.title === 'SPORTS')!;
        expect(sports.cards.map((c) => c.vassalage)).toEqual(['KSP', 'TDX', 'IMES', 'TF', 'SV3']);
        expect(sports.cards.find((c) => c.vassalage === 'IMES')).toMatchObject({ gameType: 'ESPORTS', gameCount: 1, isGame: 'GAME' });
        const live = lanes.find((l) => l.title === 'LIVE')!;
        expect(live.cards.every((c) => c.isGame === 'VASSALAGE')).toBe(true);
        expect(live.cards.find((c) => c.vassalage === 'EZL')).toMatchObject({ maintenance: true, lagerIcon: '/TCG_PROD_IMAGES/LIVE_LIST_VENDOR/EZL-COLOR.svg' });
        expect(live.cards.find((c) => c.vassalage === 'VLV')!.maintenance).toBe(false);
        const rng = lanes.find((l) => l.title === 'RNG')!;
        expect(rng.cards.map((c) => c.vassalage)).toEqual(['PXS', 'LMR', 'CQR', 'NBS']);
        expect(rng.gameClassify.map((c) => c.key)).toEqual(expect.arrayContaining(['SC', 'JP']));
        expect(rng.gameClassify.every((c) => c.gameCount > 0 && c.displayName.length > 0)).toBe(true);
        expect(lanes.find((l) => l.title === 'FISH')!.gameClassify).toEqual([{ key: 'FISH', displayName: 'Fishing', gameCount: 18 }]);
      });

      it('brands filter the catalog by their vendors: aurora shows its extra vendor, pebble only its four', async () => {
        const aurora = (await browser(world, AURORA).get<VendorLanesValue>('/wps/relay/GCSGAME_newGameVendor')).envelope.value.data.lanes;
        expect(aurora.find((l) => l.title === 'RNG')!.cards.map((c) => c.vassalage)).toContain('GLX');
        expect(aurora.map((l) => l.title)).not.toContain('BGS');
        const pebble = (await browser(world, PEBBLE).get<VendorLanesValue>('/wps/relay/GCSGAME_newGameVendor')).envelope.value.data.lanes;
        expect(pebble.map((l) => [l.title, l.cards.map((c) => c.vassalage)])).toEqual([
          ['RNG', ['PXS', 'LMR']],
          ['LIVE', ['OPL']],
          ['INHOUSE', ['INHOUSE']],
        ]);
      });

      it('classify names follow the Language header', async () => {
        const res = await browser(world).get<VendorLanesValue>('/wps/relay/GCSGAME_newGameVendor', { headers: { language: 'BN' } });
        expect(res.envelope.value.data.lanes.find((l) => l.title === 'FISH')!.gameClassify[0]!.displayName).toBe('মাছ ধরা');
      });
    });

    describe('GET /wps/relay/GCSGAME_getVassGameType', () => {
      it('map form: gameType → vendor → tags of its games (token)', async () => {
        const { c } = await member(world);
        const res = await c.get<VassGameTypeValue>('/wps/relay/GCSGAME_getVassGameType?typeId=1');
        expect(res.status).toBe(200);
        expect(validateVassGameTypeValue(res.envelope.value)).toBe(true);
        const content = res.envelope.value.content;
        expect(Object.keys(content)).toEqual(['SPORTS', 'LIVE', 'RNG', 'FISH', 'PVP', 'LOTT', 'ELOTT', 'INHOUSE', 'BGS']);
        expect(content.FISH!.DPF).toContain('FISH');
        expect(content.SPORTS!.KSP).toEqual([]);
        expect(content.BGS!.BGX).toContain('BG');
      });

      it('guests: 401 login.not_session', async () => {
        const res = await browser(world).get('/wps/relay/GCSGAME_getVassGameType?typeId=1');
        expect(res.status).toBe(401);
        expect(res.envelope.errorCode).toBe('login.not_session');
      });
    });

    describe('GET /wps/relay/GCSGAME_gameList', () => {
      it('Game: items of the type, hot first, paged (default 20), for guests too', async () => {
        const res = await list(LOTUS, { gameType: 'RNG' });
        expect(res.status).toBe(200);
        const v = res.envelope.value;
        expect(validateGameListValue(v), JSON.stringify(validateGameListValue.errors)).toBe(true);
        expect(v.games).toHaveLength(20);
        // lotus RNG vendors: PXS 60 + LMR 50 + CQR 36 + NBS 30.
        expect(v.totalCount).toBe(176);
        expect(v.totalPages).toBe(9);
        expect(v.pageNo).toBe(1);
        const hotFlags = v.games.map((g) => g.isHot);
        expect(hotFlags).toEqual([...hotFlags].sort((a, b) => b - a));
        expect(v.games.every((g) => g.gameType === 'RNG' && ['PXS', 'LMR', 'CQR', 'NBS'].includes(g.vassalage))).toBe(true);
        const g = v.games[0]!;
        expect(g.iconUrl).toBe(`/TCG_GAME_ICONS/${g.vassalage}/${g.gameCode}.svg`);
        expect(g.showIcon).toBe(g.iconUrl);
        expect(g.nodeTypeManageId).toBe(g.gameCode);
        expect(g.displayName).toMatch(/Pixel Spins|Lumina Reels|Quartz Reels|Nimbus Slots/);
      });

      it('paging: the last page holds the rest, pages do not overlap', async () => {
        const p1 = (await list(LOTUS, { gameType: 'RNG', pageSize: 100, pageNo: 1 })).envelope.value;
        const p2 = (await list(LOTUS, { gameType: 'RNG', pageSize: 100, pageNo: 2 })).envelope.value;
        expect(p1.games).toHaveLength(100);
        expect(p2.games).toHaveLength(76);
        const ids = new Set([...p1.games, ...p2.games].map((g) => g.nodeId));
        expect(ids.size).toBe(176);
        expect((await list(LOTUS, { gameType: 'RNG', pageSize: 100, pageNo: 3 })).envelope.value.games).toEqual([]);
      });

      it('tag filter: NEW, HOT, a classify key; ALL is everything', async () => {
        for (const tag of ['NEW', 'HOT', 'JP'] as const) {
          const v = (await list(LOTUS, { gameType: 'RNG', tag, pageSize: 100 })).envelope.value;
          expect(v.totalCount).toBeGreaterThan(0);
          expect(v.games.every((g) => g.gameGroupCode.includes(tag))).toBe(true);
        }
        expect((await list(LOTUS, { gameType: 'RNG', tag: 'ALL' })).envelope.value.totalCount).toBe(176);
        const hot = (await list(LOTUS, { gameType: 'RNG', tag: 'HOT', pageSize: 100 })).envelope.value.games;
        expect(hot.every((g) => g.isHot === 1)).toBe(true);
      });

      it('vassalage: one vendor\'s games (the provider popup), without its lobby tile', async () => {
        const v = (await list(LOTUS, { gameType: 'LIVE', vassalage: 'VLV', pageSize: 100 })).envelope.value;
        expect(v.totalCount).toBe(8);
        expect(v.games.every((g) => g.vassalage === 'VLV' && g.isGame === 'GAME')).toBe(true);
        const all = (await list(LOTUS, { gameType: 'LIVE', pageSize: 100 })).envelope.value.games;
        expect(all.filter((g) => g.isGame === 'VASSALAGE').map((g) => g.vassalage).sort()).toEqual(['EZL', 'OPL', 'VLV']);
        expect(all.filter((g) => g.vassalage === 'EZL').every((g) => g.maintenance)).toBe(true);
        // In-house games live on the RNG page (/rng?vassalage=INHOUSE).
        const house = (await list(LOTUS, { gameType: 'RNG', vassalage: 'INHOUSE', pageSize: 100 })).envelope.value;
        expect(house.totalCount).toBe(12);
        expect(house.games.every((g) => g.gameType === 'INHOUSE')).toBe(true);
      });

      it('a vendor the brand does not show: 404 game.not_found', async () => {
        const res = await list(PEBBLE, { gameType: 'RNG', vassalage: 'CQR' });
        expect(res.status).toBe(404);
        expect(res.envelope).toMatchObject({ success: false, errorCode: 'game.not_found', message: 'Game not found' });
      });

      it('name search: case-insensitive substring over EN and the localized names', async () => {
        const first = (await list(LOTUS, { gameType: 'RNG' })).envelope.value.games[0]!;
        const word = first.nodeName.split(' ')[1]!.toUpperCase();
        const v = (await list(LOTUS, { gameType: 'RNG', name: word, pageSize: 100 })).envelope.value;
        expect(v.games.map((g) => g.nodeId)).toContain(first.nodeId);
        expect(v.games.every((g) => g.nodeName.toUpperCase().includes(word))).toBe(true);
        const bn = await browser(world).get<GameListValue>(`/wps/relay/GCSGAME_gameList?${qs({ gameType: 'RNG', pageSize: 100 })}`, { headers: { language: 'BN' } });
        const bnGame = bn.envelope.value.games.find((g) => g.nodeId === first.nodeId)!;
        expect(bnGame.gameName).not.toBe(bnGame.nodeName);
        const byBn = (await list(LOTUS, { gameType: 'RNG', name: bnGame.gameName })).envelope.value.games;
        expect(byBn.map((g) => g.nodeId)).toContain(first.nodeId);
        expect((await list(LOTUS, { gameType: 'RNG', name: '100%_' })).envelope.value.totalCount).toBe(0);
      });

      it('a session changes nothing the guest cannot see', async () => {
        const { c } = await member(world);
        const withToken = await c.get<GameListValue>(`/wps/relay/GCSGAME_gameList?${qs({ gameType: 'FISH' })}`);
        const guest = await list(LOTUS, { gameType: 'FISH' });
        expect(withToken.envelope.value).toEqual(guest.envelope.value);
      });

      it.each([
        ['no gameType', {}],
        ['an unknown gameType', { gameType: 'CASINO' }],
        ['pageSize over 100', { gameType: 'RNG', pageSize: 101 }],
        ['pageNo 0', { gameType: 'RNG', pageNo: 0 }],
        ['pageNo not a number', { gameType: 'RNG', pageNo: 'two' }],
        ['an unknown tag', { gameType: 'RNG', tag: 'TOP' }],
      ])('bad parameters (%s): 400 request_param_err', async (_name, params) => {
        const res = await list(LOTUS, params);
        expect(res.status).toBe(400);
        expect(res.envelope).toMatchObject({ success: false, errorCode: 'request_param_err' });
      });
    });

    describe('GET /wps/relay/GCSGAME_hotGamesV2', () => {
      it('the hot games of the brand vendors, at most 24', async () => {
        const res = await browser(world).get<HotGamesValue>('/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&platform=html5&language=EN');
        expect(res.status).toBe(200);
        expect(validateHotGamesValue(res.envelope.value)).toBe(true);
        const hot = res.envelope.value.list;
        expect(hot.length).toBeGreaterThan(0);
        expect(hot.length).toBeLessThanOrEqual(24);
        expect(hot.every((g) => g.isHot === 1 && g.isGame === 'GAME')).toBe(true);
        const aurora = (await browser(world, AURORA).get<HotGamesValue>('/wps/relay/GCSGAME_hotGamesV2')).envelope.value.list;
        expect(aurora.map((g) => g.vassalage)).not.toContain('BGX');
      });

      it('GAMELOHOT3 off (pebble): 400 function.not.available', async () => {
        const res = await browser(world, PEBBLE).get('/wps/relay/GCSGAME_hotGamesV2');
        expect(res.status).toBe(400);
        expect(res.envelope.errorCode).toBe('function.not.available');
      });
    });
  });
});
