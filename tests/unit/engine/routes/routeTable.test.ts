import { describe, expect, it } from 'vitest';
import { navItems } from '../../../../src/app/layout/navItems.ts';
import { ROUTES, showsSideMenu } from '../../../../src/engine/routes/routeTable.ts';
import { gameLanes } from '../../../../src/engine/games/lanes.ts';

describe('routes', () => {
  it('registers every route the product specifies (docs/spec/routes.md)', () => {
    const paths = ROUTES.map((r) => r.path);
    for (const p of ['/', '/index', '/index.html', '/home', '/login', '/register', '/agent', '/agentHome', '/member', '/help',
      '/sports', '/esports', '/lott', '/elott', '/cockfight', '/live', '/fish', '/rng', '/pvp', '/bgs', '/favorite', '/recent',
      '/lottery', '/seaLottery', '/vnLottery', '/promotions', '/pointMall', '/seamless'])
      expect(paths).toContain(p);
  });
  it('guards the member center, the lottery pages and the chats (chat only when logged in) and flags the points mall', () => {
    expect(ROUTES.filter((r) => r.requiresLogin).map((r) => r.path)).toEqual([
      '/member',
      '/lottery',
      '/seaLottery',
      '/vnLottery',
      '/chat/support',
      '/chat/room',
      '/inhouse/:game',
    ]);
    expect(ROUTES.find((r) => r.path === '/pointMall')?.flag).toBe('pointsMall');
  });
  it('hides the side menu on /seamless and the lottery pages, case-insensitively', () => {
    expect(showsSideMenu('/seamless')).toBe(false);
    expect(showsSideMenu('/vnLottery')).toBe(false);
    expect(showsSideMenu('/SEALOTTERY')).toBe(false);
    expect(showsSideMenu('/rng')).toBe(true);
  });
  it('navigation is HOME, categories with vendors, then PROMOTIONS', () => {
    const lanes = gameLanes({ categories: [{ type: 'LIVE', vendors: [{ code: 'AB', name: 'A' }] }, { type: 'FISH', vendors: [] }] });
    expect(navItems(lanes).map((n) => [n.key, n.to])).toEqual([
      ['HOME', '/'],
      ['LIVE', '/live'],
      ['PROMO', '/promotions'],
    ]);
  });
});
