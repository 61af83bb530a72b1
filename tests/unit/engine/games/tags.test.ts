import { describe, expect, it } from 'vitest';
import { matchesName, parseTag, tagNeedsLogin, tagSource } from '../../../../src/engine/games/tags.ts';

describe('selection types (tag filters)', () => {
  it('FAV and RECENT need login; ALL, HOT and NEW do not', () => {
    expect(['ALL', 'HOT', 'NEW', 'FAV', 'RECENT'].map((t) => tagNeedsLogin(parseTag(t)))).toEqual([false, false, false, true, true]);
  });
  it('unknown tags read as ALL; FAV and RECENT come from the member lists', () => {
    expect(parseTag('hot')).toBe('HOT');
    expect(parseTag('bogus')).toBe('ALL');
    expect(parseTag(null)).toBe('ALL');
    expect(tagSource('NEW')).toEqual({ from: 'catalog', tag: 'NEW' });
    expect(tagSource('FAV')).toEqual({ from: 'favorites' });
    expect(tagSource('RECENT')).toEqual({ from: 'recent' });
  });
  it('name search is a case-insensitive substring over every name', () => {
    expect(matchesName(['Golden Dragon', 'স্বর্ণ ড্রাগন'], 'dragon')).toBe(true);
    expect(matchesName(['Golden Dragon'], '  ')).toBe(true);
    expect(matchesName(['Golden Dragon'], 'tiger')).toBe(false);
  });
});
