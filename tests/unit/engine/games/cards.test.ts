import { describe, expect, it } from 'vitest';
import { cardTheme } from '../../../../src/engine/games/cards.ts';

describe('game card themes', () => {
  it('cards cycle over the six themes', () => {
    expect(Array.from({ length: 14 }, (_, i) => cardTheme(i))).toEqual([0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 0, 1]);
  });
});
