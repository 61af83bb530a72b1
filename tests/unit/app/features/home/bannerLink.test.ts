import { describe, expect, it } from 'vitest';
import { bannerTarget } from '../../../../../src/app/features/home/bannerLink.ts';
import type { GameLane } from '../../../../../src/engine/games/lanes.ts';

const lanes = [
  { type: 'SPORTS', vendors: [{ code: 'KSP', name: 'Sports' }] },
  { type: 'RNG', vendors: [{ code: 'PXS', name: 'Slots' }] },
  { type: 'LIVE', vendors: [{ code: 'VLV', name: 'Live' }] },
] as GameLane[];
const origin = 'http://lotus.localhost:8080';

describe('banner linkage: P promotion, G game, U URL, N none', () => {
  it('P opens /promotions with the promotion id in the query and router state', () => {
    expect(bannerTarget({ linkage: 'welcome', linkageType: 'P' }, lanes, origin)).toEqual({
      kind: 'route',
      to: '/promotions?promotionId=welcome',
      state: { promotionId: 'welcome' },
    });
  });

  it('G names a vendor of the brand: launched, with its lane page (list lanes filtered by vendor) as the link', () => {
    expect(bannerTarget({ linkage: 'KSP', linkageType: 'G' }, lanes, origin)).toEqual({ kind: 'vendor', vendor: 'KSP', gameType: 'SPORTS', route: '/sports' });
    expect(bannerTarget({ linkage: 'PXS', linkageType: 'G' }, lanes, origin)).toMatchObject({ route: '/rng?vassalage=PXS' });
    expect(bannerTarget({ linkage: 'VLV', linkageType: 'G' }, lanes, origin)).toMatchObject({ route: '/live?vassalage=VLV' });
  });

  it('G with a vendor the brand does not show does nothing', () => {
    expect(bannerTarget({ linkage: 'NOPE', linkageType: 'G' }, lanes, origin)).toEqual({ kind: 'none' });
  });

  it('U: same-origin URLs stay in the app, other sites open in a new tab, scripts never', () => {
    expect(bannerTarget({ linkage: '/help#term', linkageType: 'U' }, lanes, origin)).toEqual({ kind: 'route', to: '/help#term' });
    expect(bannerTarget({ linkage: `${origin}/promotions?x=1`, linkageType: 'U' }, lanes, origin)).toEqual({ kind: 'route', to: '/promotions?x=1' });
    expect(bannerTarget({ linkage: 'https://example.org/app', linkageType: 'U' }, lanes, origin)).toEqual({ kind: 'external', href: 'https://example.org/app' });
    expect(bannerTarget({ linkage: 'javascript:alert(1)', linkageType: 'U' }, lanes, origin)).toEqual({ kind: 'none' });
    expect(bannerTarget({ linkage: 'data:text/html,<b>x</b>', linkageType: 'U' }, lanes, origin)).toEqual({ kind: 'none' });
  });

  it('N, no linkage or no type: just a picture', () => {
    expect(bannerTarget({ linkage: 'welcome', linkageType: 'N' }, lanes, origin)).toEqual({ kind: 'none' });
    expect(bannerTarget({ linkageType: 'P' }, lanes, origin)).toEqual({ kind: 'none' });
    expect(bannerTarget({ linkage: 'welcome' }, lanes, origin)).toEqual({ kind: 'none' });
  });
});
