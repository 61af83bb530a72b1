// Home content of the games contract: announcements (the home notice, banners), lottery menus and draws, the winner
// board and the generated image CDN.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnnouncementList, LottoMenusValue, OpenedNumero, RankListValue, VnLottoMenuGroups } from '../../../../src/generated/types.ts';
import { validateAnnouncementList, validateLottoMenusValue, validateOpenedNumero, validateRankListValue, validateVnLottoMenuGroups } from '../../../../src/generated/validators.js';
import { DEV_NO_POPUPS_COOKIE } from '../../../../src/server/modules/announcements/devCookie.ts';
import { openWorld, type TestWorld } from '../../support/world.ts';
import { editBrand, removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';
import { AURORA, browser, LOTUS, member, PEBBLE } from './support.ts';

/** Operator HTML the server must pass through untouched (the app sanitizes it with DOMPurify). */
const XSS = '<p>Hello</p><img src=x onerror="alert(1)"><script>alert(2)</script>';

describe.each(dbLegs())('games: home content on $name', (leg) => {
  let world: TestWorld;
  beforeAll(async () => {
    if (!leg.available) return;
    world = await openWorld(leg, {
      editBrands: (dir) => {
        editBrand(
          dir,
          'lotus',
          (a) => {
            a.notices.push(
              { id: 'xss', type: 'PL', title: { EN: 'Raw HTML' }, html: { EN: XSS }, startDate: '2029-01-01T00:00:00Z', sequence: 9 },
              { id: 'future', type: 'PL', title: { EN: 'Not yet' }, html: { EN: '<p>later</p>' }, startDate: '2031-01-01T00:00:00Z' },
              { id: 'expired', type: 'H', title: { EN: 'Gone' }, html: { EN: '<p>old</p>' }, startDate: '2029-01-01T00:00:00Z', endDate: '2029-06-01T00:00:00Z' },
            );
          },
          'content/announcements.json',
        );
      },
    });
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  const announcements = (host: string, query: string, language = 'EN') =>
    browser(world, host).get<AnnouncementList>(`/wps/relay/MCSFE_getListAnnouncements?${query}`, { headers: { language } });

  describe.skipIf(!leg.available)('', () => {
    describe('GET /wps/relay/MCSFE_getListAnnouncements', () => {
      it('home notice: player, hot and promotion notices showing now, banners with their group', async () => {
        const res = await announcements(LOTUS, 'types=B,PL,PU,PR,H&platform=W');
        expect(res.status).toBe(200);
        const v = res.envelope.value;
        expect(validateAnnouncementList(v), JSON.stringify(validateAnnouncementList.errors)).toBe(true);
        expect(v.player.map((n) => n.id)).toEqual(['maintenance-ember', 'deposit-bkash', 'responsible-play', 'xss']);
        expect(v.hot.map((n) => n.id)).toEqual(['cricket-cup']);
        expect(v.promotion[0]).toMatchObject({ id: 'welcome-bonus', promotionType: 'DEPOSIT', linkedPromotionId: 'welcome', type: 'PR' });
        expect(v.hot[0]!.announcementImages).toEqual([{ url: '/brands/lotus/assets/banner-home-2.svg', sequence: 0 }]);
        expect(v.player[0]).toMatchObject({ time: '2026-01-01T00:00:00.000Z', startDate: Date.parse('2026-01-01T00:00:00Z'), endDate: null });
        // No execution asked: every popup.
        expect(v.popup.map((p) => p.execution)).toEqual([['A'], ['B'], ['F']]);
        expect(v.banners.map((b) => [b.bannerId, b.groupName])).toEqual([
          ['lotus-p1', 'w_promotion'],
          ['lotus-h1', 'w_home'],
          ['lotus-h2', 'w_home'],
          ['lotus-l1', 'w_login'],
        ]);
      });

      it('operator HTML is passed through unchanged (the app sanitizes it)', async () => {
        const v = (await announcements(LOTUS, 'types=PL')).envelope.value;
        expect(v.player.find((n) => n.id === 'xss')!.content).toBe(XSS);
      });

      it('popups of one audience (execution), banner group filter, types pick the lists', async () => {
        const b = (await announcements(LOTUS, 'types=PU,B&execution=B&groupName=w_login')).envelope.value;
        expect(b.popup.map((p) => p.id)).toEqual(['popup-guests']);
        expect(b.banners.map((x) => x.bannerId)).toEqual(['lotus-l1']);
        expect(b.player).toEqual([]);
        expect((await announcements(AURORA, 'types=PU&execution=A')).envelope.value.popup).toEqual([]);
        expect((await announcements(AURORA, 'types=PU&execution=B')).envelope.value.popup.map((p) => p.id)).toEqual(['popup-guests']);
      });

      it('dev tools: a browser with the dev_no_popups cookie (e2e flows not about announcements) gets no popups, the rest as usual', async () => {
        const query = '/wps/relay/MCSFE_getListAnnouncements?types=PU,PL&execution=B';
        const plain = (await browser(world, LOTUS).get<AnnouncementList>(query, { headers: { language: 'EN', cookie: 'lang=EN' } })).envelope.value;
        const without = (await browser(world, LOTUS).get<AnnouncementList>(query, { headers: { language: 'EN', cookie: `lang=EN; ${DEV_NO_POPUPS_COOKIE}=1` } })).envelope.value;
        expect(plain.popup.map((p) => p.id)).toEqual(['popup-guests']);
        expect(without.popup).toEqual([]);
        expect(without.player).toEqual(plain.player);
      });

      it('localized by the Language header with EN fallback', async () => {
        const bn = (await announcements(LOTUS, 'types=PL', 'BN')).envelope.value.player;
        expect(bn[0]!.title).toBe('নির্ধারিত রক্ষণাবেক্ষণ: Ember Live');
        expect(bn.find((n) => n.id === 'xss')!.title).toBe('Raw HTML');
      });

      it('a brand without notices (pebble) answers empty lists; a session changes nothing', async () => {
        const v = (await announcements(PEBBLE, 'types=B,PL,PU,PR,H')).envelope.value;
        expect(v).toEqual({ player: [], hot: [], promotion: [], popup: [], banners: [] });
        const { c } = await member(world);
        const withToken = await c.get<AnnouncementList>('/wps/relay/MCSFE_getListAnnouncements?types=PL');
        expect(withToken.envelope.value.player.length).toBe(4);
      });

      it('bad parameters: 400 request_param_err', async () => {
        for (const q of ['types=PL,XX', 'execution=C', 'types=']) {
          const res = await announcements(LOTUS, q);
          if (q === 'types=') expect(res.status).toBe(200); // an empty parameter counts as absent
          else expect(res.envelope.errorCode, q).toBe('request_param_err');
        }
      });
    });

    describe('lottery', () => {
      it('GET /lgw/games/game_menus: the games of the brand lottery vendors', async () => {
        const lotus = (await browser(world).get<LottoMenusValue>('/lgw/games/game_menus?prizeMode=ELOTT')).envelope.value;
        expect(validateLottoMenusValue(lotus)).toBe(true);
        expect(new Set(lotus.gameMenus.map((m) => m.accountTypeName))).toEqual(new Set(['TCG_LOTTO_VN', 'TCG_SEA']));
        expect(lotus.gameMenus.every((m) => m.prizeMode === 'ELOTT')).toBe(true);
        const aurora = (await browser(world, AURORA).get<LottoMenusValue>('/lgw/games/game_menus')).envelope.value;
        expect(new Set(aurora.gameMenus.map((m) => m.accountTypeName))).toEqual(new Set(['TCG_SEA']));
        expect((await browser(world, PEBBLE).get<LottoMenusValue>('/lgw/games/game_menus')).envelope.value.gameMenus).toEqual([]);
        expect((await browser(world).get('/lgw/games/game_menus?prizeMode=BIG')).envelope.errorCode).toBe('request_param_err');
      });

      it('GET /lgw/vn/games/game_menu: VN games grouped by gameGroupCode', async () => {
        const v = (await browser(world).get<VnLottoMenuGroups>('/lgw/vn/games/game_menu?prizeMode=LOTT&device=WEB')).envelope.value;
        expect(validateVnLottoMenuGroups(v)).toBe(true);
        expect(Object.keys(v)).toEqual(['NORTH', 'CENTRAL', 'SOUTH', 'QUICK']);
        expect(v.QUICK!.gameMenus.map((m) => m.gameCode)).toEqual(['VN_QUICK_1', 'VN_QUICK_3', 'VN_QUICK_5']);
        expect(Object.values(v).every((g) => g.gameMenus.every((m) => m.gameGroupCode !== undefined && m.accountTypeName === 'TCG_LOTTO_VN'))).toBe(true);
        expect((await browser(world, AURORA).get<VnLottoMenuGroups>('/lgw/vn/games/game_menu')).envelope.value).toEqual({});
      });

      it('draws come from the clock: the same instant gives the same numbers, the next draw a new issue', async () => {
        const first = (await browser(world).get<OpenedNumero[]>('/lgw/vn/numeros/opened/game?gameCode=VN_QUICK_1')).envelope.value;
        expect(first).toHaveLength(1);
        const d = first[0]!;
        expect(validateOpenedNumero(d)).toBe(true);
        expect(Date.parse(d.openTime)).toBeLessThanOrEqual(world.clock.now());
        expect(Date.parse(d.nextOpenTime) - Date.parse(d.openTime)).toBe(60_000);
        expect(d.winningNumbers).toHaveLength(5);
        expect(d.winningNumbers.every((n) => /^\d{2}$/.test(n))).toBe(true);
        const same = (await browser(world).get<OpenedNumero[]>('/lgw/vn/numeros/opened/game?gameCode=VN_QUICK_1')).envelope.value[0]!;
        expect(same).toEqual(d);
        world.clock.advance(60_000);
        const next = (await browser(world).get<OpenedNumero[]>('/lgw/vn/numeros/opened/game?gameCode=VN_QUICK_1')).envelope.value[0]!;
        expect(next.numero).not.toBe(d.numero);
        expect(next.openTime).toBe(d.nextOpenTime);
        const all = (await browser(world).get<OpenedNumero[]>('/lgw/vn/numeros/opened/game')).envelope.value;
        expect(all.map((x) => x.gameCode)).toEqual(['VN_NORTH_DAILY', 'VN_CENTRAL_DAILY', 'VN_SOUTH_DAILY', 'VN_QUICK_1', 'VN_QUICK_3', 'VN_QUICK_5']);
        expect((await browser(world).get('/lgw/vn/numeros/opened/game?gameCode=NOPE')).envelope.errorCode).toBe('game.not_found');
      });

      it('GET /lotto/lgw/games/opened/numero (token): one game; guests 401; gameCode required', async () => {
        const { c } = await member(world);
        const res = await c.get<OpenedNumero>('/lotto/lgw/games/opened/numero?gameCode=SEA_4D');
        expect(res.status).toBe(200);
        expect(res.envelope.value).toMatchObject({ gameCode: 'SEA_4D' });
        expect(res.envelope.value.winningNumbers.every((n) => /^\d{4}$/.test(n))).toBe(true);
        expect((await c.get('/lotto/lgw/games/opened/numero')).envelope.errorCode).toBe('request_param_err');
        expect((await browser(world).get('/lotto/lgw/games/opened/numero?gameCode=SEA_4D')).envelope.errorCode).toBe('login.not_session');
      });
    });

    describe('GET /wps/relay/GCSGAME_getRankList', () => {
      it('winner board: sorted by win amount, masked names, the brand games only, same answer twice', async () => {
        const res = await browser(world).get<RankListValue>('/wps/relay/GCSGAME_getRankList?gameCategory=ALL&language=EN&limitNum=50');
        expect(res.status).toBe(200);
        expect(validateRankListValue(res.envelope.value), JSON.stringify(validateRankListValue.errors)).toBe(true);
        const list = res.envelope.value.list;
        expect(list).toHaveLength(50);
        expect(list.map((w) => w.rank)).toEqual(list.map((_, i) => i + 1));
        const amounts = list.map((w) => w.winAmount);
        expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
        expect(list.every((w) => /^.{2}\*\*\*.$/u.test(w.customerName))).toBe(true);
        expect((await browser(world).get<RankListValue>('/wps/relay/GCSGAME_getRankList?limitNum=50')).envelope.value).toEqual(res.envelope.value);
        const pebble = (await browser(world, PEBBLE).get<RankListValue>('/wps/relay/GCSGAME_getRankList')).envelope.value.list;
        expect(pebble).toHaveLength(20);
        expect(pebble.every((w) => ['PXS', 'LMR', 'OPL', 'INHOUSE'].includes(w.vassalage))).toBe(true);
      });

      it('gameCategory filters by game type; bad limitNum: 400', async () => {
        const live = (await browser(world).get<RankListValue>('/wps/relay/GCSGAME_getRankList?gameCategory=RNG')).envelope.value.list;
        expect(live.every((w) => w.gameType === 'RNG')).toBe(true);
        expect((await browser(world).get('/wps/relay/GCSGAME_getRankList?limitNum=51')).envelope.errorCode).toBe('request_param_err');
        expect((await browser(world).get('/wps/relay/GCSGAME_getRankList?gameCategory=CASINO')).envelope.errorCode).toBe('request_param_err');
      });
    });

    describe('GET /cdn/images/**', () => {
      const get = (url: string) => world.app.inject({ method: 'GET', url, headers: { host: LOTUS } });

      it('generated SVG icons, cached forever, the same bytes every time', async () => {
        for (const url of [
          '/cdn/images/TCG_GAME_ICONS/PXS/PXS-0001.svg',
          '/cdn/images/TCG_GAME_ICONS/default.svg',
          '/cdn/images/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/VLV-DEFAULT.svg',
          '/cdn/images/TCG_PROD_IMAGES/LIVE_LIST_VENDOR/VLV-COLOR.svg',
        ]) {
          const res = await get(url);
          expect(res.statusCode, url).toBe(200);
          expect(res.headers['content-type']).toContain('image/svg+xml');
          expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
          expect(res.body.startsWith('<svg')).toBe(true);
          expect((await get(url)).body).toBe(res.body);
        }
        expect((await get('/cdn/images/TCG_GAME_ICONS/PXS/PXS-0001.svg')).body).toContain('>PXS</text>');
      });

      it('unknown vendors and games: 404 (not the app shell)', async () => {
        for (const url of [
          '/cdn/images/TCG_GAME_ICONS/PXS/PXS-9999.svg',
          '/cdn/images/TCG_GAME_ICONS/NOPE/NOPE-0001.svg',
          '/cdn/images/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/NOPE-DEFAULT.svg',
          '/cdn/images/TCG_PROD_IMAGES/CASINO_LIST_VENDOR/VLV-COLOR.svg',
          '/cdn/images/elsewhere.svg',
        ]) {
          const res = await get(url);
          expect(res.statusCode, url).toBe(404);
          expect(res.body).not.toContain('<html');
        }
      });
    });
  });
});
