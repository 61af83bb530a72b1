import { describe, expect, it } from 'vitest';
import { cardTheme } from '../../../../src/engine/games/cards.ts';
import { cdnUrl, isAllowedGameUrl, pickCdn } from '../../../../src/engine/games/cdn.ts';
import { keyThrottle, toggledFavorites, withFavorite, withoutFavorite } from '../../../../src/engine/games/favorites.ts';
import { isLargeMenu, LARGE_MENU_ABOVE, splitCardLanes } from '../../../../src/engine/games/lanes.ts';
import { launchDecision, lotteryRoute, type LaunchTarget } from '../../../../src/engine/games/launch.ts';
import { matchesName, parseTag, tagNeedsLogin, tagSource } from '../../../../src/engine/games/tags.ts';

const game = (over: Partial<LaunchTarget> = {}): LaunchTarget => ({
  vassalage: 'PXS',
  gameType: 'RNG',
  isGame: 'GAME',
  maintenance: false,
  gameCode: 'PXS-0001',
  ...over,
});

describe('game launch rules', () => {
  it('game launch: TCG_LOTTO_VN opens the VN lottery, TCG_SEA the SEA lottery, LOTT and ELOTT the lottery page', () => {
    expect(launchDecision(game({ vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', gameCode: 'VN45' }), 'member')).toEqual({ kind: 'route', to: '/vnLottery?gameCode=VN45' });
    expect(launchDecision(game({ vassalage: 'TCG_SEA', gameType: 'ELOTT', gameCode: undefined }), 'guest')).toEqual({ kind: 'route', to: '/seaLottery' });
    expect(launchDecision(game({ vassalage: 'LOTT', gameType: 'LOTT', gameCode: undefined }), 'member')).toEqual({ kind: 'route', to: '/lottery' });
    expect(lotteryRoute({ vassalage: 'XYZ', gameType: 'ELOTT' })).toBe('/lottery');
    expect(lotteryRoute({ vassalage: 'PXS', gameType: 'RNG' })).toBeNull();
  });
  it('game launch: a VASSALAGE tile opens the provider popup, for guests too', () => {
    expect(launchDecision(game({ isGame: 'VASSALAGE' }), 'guest')).toEqual({ kind: 'providerPopup' });
  });
  it('game launch: an RNG vendor card goes to the RNG page with its vassalage; in-house to /rng?vassalage=INHOUSE', () => {
    expect(launchDecision(game({ gameCode: undefined }), 'guest')).toEqual({ kind: 'route', to: '/rng?vassalage=PXS' });
    expect(launchDecision(game({ vassalage: 'INHOUSE', gameType: 'INHOUSE', gameCode: undefined }), 'member')).toEqual({ kind: 'route', to: '/rng?vassalage=INHOUSE' });
  });
  it('game launch: a guest gets the login modal, a trial member is refused, a member launches', () => {
    expect(launchDecision(game(), 'guest')).toEqual({ kind: 'login' });
    expect(launchDecision(game(), 'trial')).toEqual({ kind: 'trialRefused' });
    expect(launchDecision(game(), 'member')).toEqual({ kind: 'launch' });
    // a sports vendor card has no list: it launches the vendor's lobby
    expect(launchDecision(game({ gameType: 'SPORTS', gameCode: undefined }), 'member')).toEqual({ kind: 'launch' });
  });
  it('Game maintenance: a vendor under maintenance is refused before anything else', () => {
    expect(launchDecision(game({ maintenance: true }), 'member')).toEqual({ kind: 'maintenance' });
    expect(launchDecision(game({ maintenance: true, vassalage: 'TCG_SEA' }), 'guest')).toEqual({ kind: 'maintenance' });
  });
});

describe('selection types (tag filters)', () => {
  it('FAV and RECENT need login; ALL, HOT and NEW do not', () => {
    expect(['ALL', 'HOT', 'NEW', 'FAV', 'RECENT'].map((t) => tagNeedsLogin(parseTag(t)))).toEqual([false, false, false, true, true]);
  });
  it('unknown tags read as ALL; FAV and RECENT come from the member lists', () => {
    expect(parseTag('hot')).toBe('HOT');
    expect(parseTag('bogus')).toBe('ALL');
    expect(parseTag(null)).toBe('ALL');
    expect(tagSource('NEW')).toEqual({ from: 'catalog', tag: 'NEW' });
    expect(tagSource('FAV')).toEqual({ from: 'favorites' });
    expect(tagSource('RECENT')).toEqual({ from: 'recent' });
  });
  it('name search is a case-insensitive substring over every name', () => {
    expect(matchesName(['Golden Dragon', 'স্বর্ণ ড্রাগন'], 'dragon')).toBe(true);
    expect(matchesName(['Golden Dragon'], '  ')).toBe(true);
    expect(matchesName(['Golden Dragon'], 'tiger')).toBe(false);
  });
});

describe('game card themes', () => {
  it('cards cycle over the six themes', () => {
    expect(Array.from({ length: 14 }, (_, i) => cardTheme(i))).toEqual([0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 0, 1]);
  });
});

describe('CDN choice and launched URLs', () => {
  it('picks one CDN of the list with the given random source and joins API paths to it', () => {
    expect(pickCdn(['/cdn/a', '/cdn/b/'], () => 0.99)).toBe('/cdn/b');
    expect(pickCdn(['/cdn/a', '/cdn/b'], () => 0)).toBe('/cdn/a');
    expect(pickCdn([])).toBe('');
    expect(cdnUrl('/cdn/images', '/TCG_GAME_ICONS/PXS/PXS-0001.svg')).toBe('/cdn/images/TCG_GAME_ICONS/PXS/PXS-0001.svg');
    expect(cdnUrl('/cdn/images', 'https://img.example/x.svg')).toBe('https://img.example/x.svg');
  });
  it('only same-origin or launch-CDN game URLs may be framed in /seamless', () => {
    const origin = 'http://lotus.localhost:8080';
    expect(isAllowedGameUrl('/cdn/launch/sandbox/abc?backUrl=/', origin, ['/cdn/launch'])).toBe(true);
    expect(isAllowedGameUrl('https://games.example/launch/t1', origin, ['https://games.example/launch'])).toBe(true);
    expect(isAllowedGameUrl('https://games.example/other', origin, ['https://games.example/launch'])).toBe(false);
    expect(isAllowedGameUrl('https://evil.example/x', origin, ['/cdn/launch'])).toBe(false);
    expect(isAllowedGameUrl('javascript:alert(1)', origin, ['/cdn/launch'])).toBe(false);
    expect(isAllowedGameUrl('//evil.example/x', origin, [])).toBe(false);
  });
});

describe('favourites (local ids)', () => {
  it('adding is skipped when present; removing drops the id; toggling switches', () => {
    expect(withFavorite([1, 2], 2)).toEqual([1, 2]);
    expect(withFavorite([1], 2)).toEqual([1, 2]);
    expect(withoutFavorite([1, 2], 1)).toEqual([2]);
    expect(toggledFavorites([1], 1)).toEqual({ ids: [], adding: false });
    expect(toggledFavorites([1], 3)).toEqual({ ids: [1, 3], adding: true });
  });
  it('favourite toggle throttled to 1000 ms per game', () => {
    let t = 0;
    const allow = keyThrottle(1000, () => t);
    expect(allow(7)).toBe(true);
    t = 999;
    expect(allow(7)).toBe(false);
    expect(allow(8)).toBe(true);
    t = 1000;
    expect(allow(7)).toBe(true);
  });
});

describe('vendor lanes', () => {
  it('splits e-sports and cockfight cards out of SPORTS by the brand lists and drops empty lanes', () => {
    const card = (vassalage: string) => ({ vassalage });
    const lanes = splitCardLanes(
      [
        { title: 'SPORTS', cards: [card('KSP'), card('IMES'), card('SV3')] },
        { title: 'RNG', cards: [card('PXS')] },
        { title: 'FISH', cards: [] },
      ],
      { esportsVendors: ['IMES'], cockfightVendors: ['SV3'] },
    );
    expect(lanes.map((l) => [l.type, l.cards.map((c) => c.vassalage)])).toEqual([
      ['SPORTS', ['KSP']],
      ['ESPORTS', ['IMES']],
      ['COCKFIGHT', ['SV3']],
      ['RNG', ['PXS']],
    ]);
  });
  it('header game menu is large above 10 vendors', () => {
    expect(LARGE_MENU_ABOVE).toBe(10);
    expect(isLargeMenu(10)).toBe(false);
    expect(isLargeMenu(11)).toBe(true);
  });
});
