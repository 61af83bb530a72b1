import { describe, expect, it } from 'vitest';
import { activeNavKey, navItems } from '../../../../src/app/layout/navItems.ts';

describe('the current navigation item', () => {
  const items = [
    { key: 'HOME', to: '/' },
    { key: 'RNG', to: '/rng' },
    { key: 'INHOUSE', to: '/rng?vassalage=INHOUSE' },
    { key: 'PROMO', to: '/promotions' },
  ];

  it('on /rng?vassalage=INHOUSE only in-house games is current, not slots as well', () => {
    expect(activeNavKey(items, '/rng', '?vassalage=INHOUSE')).toBe('INHOUSE');
  });

  it('on /rng (or another provider filter) slots is current', () => {
    expect(activeNavKey(items, '/rng', '')).toBe('RNG');
    expect(activeNavKey(items, '/rng', '?vassalage=PXS')).toBe('RNG');
  });

  it('home answers on its aliases; an unknown page has no current item', () => {
    expect(activeNavKey(items, '/index.html', '')).toBe('HOME');
    expect(activeNavKey(items, '/home', '')).toBe('HOME');
    expect(activeNavKey(items, '/help', '')).toBeNull();
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
