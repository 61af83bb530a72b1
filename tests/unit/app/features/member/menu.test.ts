// The member center menu: the points mall entry under PTSYS3.
import { describe, expect, it } from 'vitest';
import { MEMBER_LINKS, visibleLinks } from '../../../../../src/app/features/member/menu.ts';

describe('member center links', () => {
  it('lists "Points mall" (to /pointMall) only with the pointsMall flag', () => {
    expect(MEMBER_LINKS.map((l) => [l.id, l.to])).toEqual([['pointMall', '/pointMall']]);
    expect(visibleLinks({ pointsMall: true }).map((l) => l.id)).toEqual(['pointMall']);
    expect(visibleLinks({ pointsMall: false })).toEqual([]);
    expect(visibleLinks({})).toEqual([]);
  });
});
