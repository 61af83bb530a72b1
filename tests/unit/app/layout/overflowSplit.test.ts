import { describe, expect, it } from 'vitest';
import { firstLineCount, splitOverflow } from '../../../../src/app/layout/overflowSplit.ts';

describe('header nav overflow into "More"', () => {
  it('counts the items on the first line of a wrapping row', () => {
    expect(firstLineCount([])).toBe(0);
    expect(firstLineCount([0, 0, 0])).toBe(3);
    expect(firstLineCount([0, 0, 44, 44, 88])).toBe(2);
    // sub-pixel layout: a fraction of a pixel is the same line
    expect(firstLineCount([8, 8.4, 8.9, 52])).toBe(3);
  });

  it('shows no item when the first one is wider than the row (a line still holds it, clipped)', () => {
    expect(firstLineCount([8, 48, 88], false)).toBe(0);
    expect(firstLineCount([8, 48, 88], true)).toBe(1);
  });

  it('splits items into shown and More, keeping their order', () => {
    const items = ['HOME', 'RNG', 'LIVE', 'PROMO'];
    expect(splitOverflow(items, 2)).toEqual({ shown: ['HOME', 'RNG'], more: ['LIVE', 'PROMO'] });
    expect(splitOverflow(items, 4)).toEqual({ shown: items, more: [] });
    expect(splitOverflow(items, 9)).toEqual({ shown: items, more: [] });
    expect(splitOverflow(items, -1)).toEqual({ shown: [], more: items });
  });
});
