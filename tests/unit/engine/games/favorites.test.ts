import { describe, expect, it } from 'vitest';
import { keyThrottle, toggledFavorites, withFavorite, withoutFavorite } from '../../../../src/engine/games/favorites.ts';

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
