import { describe, expect, it, beforeEach } from 'vitest';
import { readBoot } from '../../../../src/app/boot/readBoot.ts';
import { navItems } from '../../../../src/app/layout/navItems.ts';
import { ROUTES, showsSideMenu } from '../../../../src/engine/routes/routeTable.ts';
import { initialPreferences, usePreferences } from '../../../../src/app/state/preferences.ts';
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

describe('boot payload: validated before anything renders', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });
  it('reports a missing payload', () => {
    expect(readBoot(document)).toEqual({ ok: false, reason: 'The page was served without its boot payload.' });
  });
  it('rejects invalid JSON and a payload that fails the schema', () => {
    document.body.innerHTML = '<script id="boot-payload" type="application/json">{nope</script>';
    expect(readBoot(document).ok).toBe(false);
    document.body.innerHTML = '<script id="boot-payload" type="application/json">{"brand":{}}</script>';
    const r = readBoot(document);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/invalid at/);
  });
});

describe('preferences: lang and hisLang in localStorage', () => {
  beforeEach(() => localStorage.clear());
  it('keeps the server-rendered mode and language until the player chooses', () => {
    expect(initialPreferences({ mode: 'dark', language: 'BN', supported: ['BN', 'EN'] })).toEqual({ mode: 'dark', language: 'BN' });
  });
  it('restores a stored choice only when the brand supports it', () => {
    localStorage.setItem('mode', 'light');
    localStorage.setItem('lang', 'EN');
    expect(initialPreferences({ mode: 'dark', language: 'BN', supported: ['BN', 'EN'] })).toEqual({ mode: 'light', language: 'EN' });
    localStorage.setItem('lang', 'TH');
    expect(initialPreferences({ mode: 'dark', language: 'BN', supported: ['BN', 'EN'] }).language).toBe('BN');
  });
  it('writes mode and language to the html element, storage and cookies', () => {
    usePreferences.getState().setMode('dark');
    usePreferences.getState().setLanguage('BN');
    expect(document.documentElement.dataset.mode).toBe('dark');
    expect(document.documentElement.lang).toBe('bn');
    expect(localStorage.getItem('lang')).toBe('BN');
    expect(localStorage.getItem('hisLang')).toBe('BN');
    expect(document.cookie).toContain('mode=dark');
    expect(document.cookie).toContain('lang=BN');
  });
});
