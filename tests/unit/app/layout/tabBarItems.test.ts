import { describe, expect, it } from 'vitest';
import type { Flags } from '../../../../src/engine/flags.ts';
import type { GameLane } from '../../../../src/engine/games/lanes.ts';
import { MOD_ID_FLAGS } from '../../../../src/generated/mod-ids.ts';
import { defaultTabBar, tabBarItems } from '../../../../src/app/layout/tabBarItems.ts';

const allOn = Object.fromEntries(Object.values(MOD_ID_FLAGS).map((f) => [f, true])) as Flags;
const flags = (off: Partial<Flags> = {}): Flags => ({ ...allOn, ...off });
const lane = (type: GameLane['type']): GameLane => ({ type, vendors: [{ code: `${type}1` } as GameLane['vendors'][number]] });
const lanes = [lane('SPORTS'), lane('LIVE'), lane('RNG'), lane('INHOUSE')];
const keys = (config: string[] | undefined, l = lanes, f = flags()): string[] => tabBarItems(config, l, f).map((t) => t.key);

describe('tab bar items from the brand config (layout.tabBar)', () => {
  it('keeps the configured order and links categories to their routes', () => {
    const items = tabBarItems(['home', 'category:INHOUSE', 'category:LIVE', 'promotions', 'menu'], lanes, flags());
    expect(items.map((t) => t.key)).toEqual(['home', 'category:INHOUSE', 'category:LIVE', 'promotions', 'menu']);
    expect(items.map((t) => t.to)).toEqual(['/', '/rng?vassalage=INHOUSE', '/live', '/promotions', undefined]);
    expect(items[1]).toMatchObject({ kind: 'category', type: 'INHOUSE' });
  });

  it('drops a category the brand has no vendors for (no lane)', () => {
    expect(keys(['home', 'category:FISH', 'category:RNG', 'account'])).toEqual(['home', 'category:RNG', 'account']);
  });

  it('drops an item whose whitelabel feature is off', () => {
    const config = ['home', 'favorite', 'recent', 'pointMall', 'account'];
    expect(keys(config)).toEqual(config);
    expect(keys(config, lanes, flags({ favoriteGames: false, pointsMall: false }))).toEqual(['home', 'recent', 'account']);
    expect(keys(config, lanes, flags({ recentGames: false }))).toEqual(['home', 'favorite', 'pointMall', 'account']);
  });

  it('keeps at most five items and no duplicates', () => {
    expect(keys(['home', 'home', 'category:SPORTS', 'category:LIVE', 'category:RNG', 'promotions', 'account'])).toEqual([
      'home', 'category:SPORTS', 'category:LIVE', 'category:RNG', 'promotions',
    ]);
  });

  it('ignores an unknown entry (the schema rejects it; an old payload must not crash the bar)', () => {
    expect(keys(['home', 'casino', 'account'])).toEqual(['home', 'account']);
  });
});

describe('the engine default when a brand sets no tab bar', () => {
  it('is home, the first two categories, promotions, account', () => {
    expect(defaultTabBar(lanes)).toEqual(['home', 'category:SPORTS', 'category:LIVE', 'promotions', 'account']);
    expect(keys(undefined)).toEqual(['home', 'category:SPORTS', 'category:LIVE', 'promotions', 'account']);
  });

  it('has fewer categories when the brand shows fewer', () => {
    expect(keys(undefined, [lane('RNG')])).toEqual(['home', 'category:RNG', 'promotions', 'account']);
    expect(keys(undefined, [])).toEqual(['home', 'promotions', 'account']);
  });
});
