import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_PAGE_SIZE, pageCountOf, pageOf } from '../../../../../src/app/features/announcements/noticeList.ts';
import { pageItems } from '../../../../../src/ui/index.ts';

const items = Array.from({ length: 50 }, (_, i) => i + 1);

describe('announcement popup: 9 titles per page, 5 page numbers, 1 margin page', () => {
  it('pages hold 9 titles; the last one the rest', () => {
    expect(ANNOUNCEMENT_PAGE_SIZE).toBe(9);
    expect(pageCountOf(50)).toBe(6);
    expect(pageCountOf(9)).toBe(1);
    expect(pageCountOf(10)).toBe(2);
    expect(pageCountOf(0)).toBe(1);
    expect(pageOf(items, 1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageOf(items, 6)).toEqual([46, 47, 48, 49, 50]);
    expect(pageOf(items, 99)).toEqual([46, 47, 48, 49, 50]);
  });

  it('the page window shows 5 numbers around the current page plus the first and last page', () => {
    expect(pageItems(1, 12, 5, 1)).toEqual([1, 2, 3, 4, 5, 'gap-end', 12]);
    expect(pageItems(6, 12, 5, 1)).toEqual([1, 'gap-start', 4, 5, 6, 7, 8, 'gap-end', 12]);
    expect(pageItems(12, 12, 5, 1)).toEqual([1, 'gap-start', 8, 9, 10, 11, 12]);
    // a gap of one page shows the page itself
    expect(pageItems(4, 12, 5, 1)).toEqual([1, 2, 3, 4, 5, 6, 'gap-end', 12]);
    expect(pageItems(3, 6, 5, 1)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
