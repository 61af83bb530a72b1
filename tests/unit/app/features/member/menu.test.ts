// The member center menu and the member's public state in the app: the points mall entry under PTSYS3, the promotions
// badge count on the navigation, and when "invite friends" shows.
import { describe, expect, it } from 'vitest';
import { MEMBER_LINKS, visibleLinks } from '../../../../../src/app/features/member/menu.ts';
import { referralEnabled } from '../../../../../src/app/features/promotions/available.ts';
import { navItems } from '../../../../../src/app/layout/navItems.ts';

describe('member center links', () => {
  it('lists "Points mall" (to /pointMall) only with the pointsMall flag', () => {
    expect(MEMBER_LINKS.map((l) => [l.id, l.to])).toEqual([['pointMall', '/pointMall']]);
    expect(visibleLinks({ pointsMall: true }).map((l) => l.id)).toEqual(['pointMall']);
    expect(visibleLinks({ pointsMall: false })).toEqual([]);
    expect(visibleLinks({})).toEqual([]);
  });
});

describe('availablePromoCount on the navigation', () => {
  it('puts the count on PROMOTIONS only, 0 by default', () => {
    const promo = (n?: number) => navItems([], n).find((i) => i.key === 'PROMO')!;
    expect(promo().badge?.count).toBe(0);
    expect(promo(5).badge?.count).toBe(5);
    expect(navItems([], 5).filter((i) => i.badge && i.badge.count > 0).map((i) => i.key)).toEqual(['PROMO']);
  });
});

describe('availablePromo.REFERRAL.enabled: the invite friends entries', () => {
  const on = { availablePromo: { REFERRAL: { enabled: true } } };
  const off = { availablePromo: { REFERRAL: { enabled: false } } };
  it('never without REFERRAL3, whatever the member info says', () => {
    expect(referralEnabled(false, true, false, on)).toBe(false);
    expect(referralEnabled(false, false, false, undefined)).toBe(false);
  });
  it('a member: as their info says; before it arrives (or from a server without it), unless a trial account', () => {
    expect(referralEnabled(true, true, false, on)).toBe(true);
    expect(referralEnabled(true, true, false, off)).toBe(false);
    expect(referralEnabled(true, true, false, {})).toBe(true);
    expect(referralEnabled(true, true, true, undefined)).toBe(false);
  });
  it('a guest: with the flag (the entry leads to the login)', () => {
    expect(referralEnabled(true, false, false, undefined)).toBe(true);
  });
});
