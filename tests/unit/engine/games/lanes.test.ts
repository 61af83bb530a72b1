import { describe, expect, it } from 'vitest';
import { gameLanes, isLargeMenu, LARGE_MENU_ABOVE, laneRoute, prizeMode, splitCardLanes } from '../../../../src/engine/games/lanes.ts';

describe('game lanes (game vendor categories)', () => {
  const v = (code: string) => ({ code, name: code });
  const games = {
    categories: [
      { type: 'RNG' as const, vendors: [v('AAA')] },
      { type: 'SPORTS' as const, vendors: [v('SP1'), v('IMES'), v('SV3')] },
      { type: 'FISH' as const, vendors: [] },
      { type: 'ELOTT' as const, vendors: [v('TCG_LOTTO_VN')] },
    ],
    esportsVendors: ['IMES'],
    cockfightVendors: ['SV3'],
  };
  it('splits e-sports and cockfight vendors out of sports and drops empty lanes', () => {
    expect(gameLanes(games).map((l) => [l.type, l.vendors.map((x) => x.code)])).toEqual([
      ['RNG', ['AAA']],
      ['SPORTS', ['SP1']],
      ['ESPORTS', ['IMES']],
      ['COCKFIGHT', ['SV3']],
      ['ELOTT', ['TCG_LOTTO_VN']],
    ]);
  });
  it('routes each type to its lower-cased path, in-house to /rng?vassalage=INHOUSE', () => {
    expect(laneRoute('ESPORTS')).toBe('/esports');
    expect(laneRoute('INHOUSE')).toBe('/rng?vassalage=INHOUSE');
  });
  it('derives the prize mode', () => {
    expect(prizeMode(gameLanes(games))).toBe('ELOTT');
    expect(prizeMode([])).toBe('LOTT');
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
