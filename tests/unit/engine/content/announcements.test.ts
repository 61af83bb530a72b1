// src/engine/content/announcements.ts: the MCSFE_getListAnnouncements answer from a brand's content file
// (banner and notice items: docs/spec/api.md; docs/games-contract.md "Content files").
import { describe, expect, it } from 'vitest';
import type { AnnouncementsContent } from '../../../../src/generated/types.ts';
import { announcementList, announcementProblems, bannerItems } from '../../../../src/engine/content/announcements.ts';

const NOW = Date.parse('2030-01-15T10:00:00Z');

const content: AnnouncementsContent = {
  notices: [
    { id: 'b', type: 'PL', title: { EN: 'B', BN: 'বি' }, html: { EN: '<p>b</p>' }, startDate: '2030-01-01T00:00:00Z', sequence: 2 },
    { id: 'a', type: 'PL', title: { EN: 'A' }, html: { EN: '<p>a</p>' }, startDate: '2030-01-01T00:00:00Z', sequence: 1 },
    { id: 'later', type: 'PL', title: { EN: 'Later' }, html: { EN: 'x' }, startDate: '2030-02-01T00:00:00Z' },
    { id: 'over', type: 'H', title: { EN: 'Over' }, html: { EN: 'x' }, startDate: '2029-01-01T00:00:00Z', endDate: '2030-01-15T10:00:00Z' },
    { id: 'hot', type: 'H', title: { EN: 'Hot' }, html: { EN: 'x' }, startDate: '2029-01-01T00:00:00Z', endDate: '2030-01-15T10:00:01Z', images: ['/i.svg'] },
    { id: 'promo', type: 'PR', title: { EN: 'Promo' }, html: { EN: 'x' }, startDate: '2029-01-01T00:00:00Z', promotionType: 'DEPOSIT' },
  ],
  popups: [
    { id: 'guests', execution: ['B', 'F'], title: { EN: 'G' }, html: { EN: 'g' }, startDate: '2029-01-01T00:00:00Z' },
    { id: 'members', execution: ['A'], title: { EN: 'M' }, html: { EN: 'm' }, startDate: '2029-01-01T00:00:00Z' },
  ],
};
const banners = { w_home: [{ bannerId: 'h1', title: 'Home', url: '/h.svg', linkageType: 'P' as const, linkage: 'x' }], w_login: [{ bannerId: 'l1', title: 'Login', url: '/l.svg' }] };
const ALL = ['B', 'PL', 'PU', 'PR', 'H'] as const;

describe('announcementList', () => {
  it('home notice: notices showing now, by sequence, each list of its type', () => {
    const v = announcementList(content, banners, { types: ALL, language: 'EN', nowMs: NOW });
    expect(v.player.map((n) => n.id)).toEqual(['a', 'b']);
    expect(v.hot.map((n) => n.id)).toEqual(['hot']); // 'over' ended exactly now
    expect(v.hot[0]).toMatchObject({ type: 'H', announcementImages: [{ url: '/i.svg', sequence: 0 }], endDate: Date.parse('2030-01-15T10:00:01Z') });
    expect(v.promotion[0]).toMatchObject({ id: 'promo', promotionType: 'DEPOSIT', startDate: Date.parse('2029-01-01T00:00:00Z'), endDate: null, time: '2029-01-01T00:00:00.000Z' });
    expect(v.popup.map((p) => p.id)).toEqual(['guests', 'members']);
    expect(v.banners.map((b) => `${b.groupName}/${b.bannerId}`)).toEqual(['w_home/h1', 'w_login/l1']);
  });

  it('types leave lists empty; execution picks the popup audience; groupName the banner group', () => {
    const v = announcementList(content, banners, { types: ['PU', 'B'], language: 'EN', nowMs: NOW, execution: 'F', groupName: 'w_login' });
    expect(v.player).toEqual([]);
    expect(v.popup.map((p) => [p.id, p.execution])).toEqual([['guests', ['B', 'F']]]);
    expect(v.banners.map((b) => b.bannerId)).toEqual(['l1']);
  });

  it('the language picks the text, EN when not translated', () => {
    const v = announcementList(content, banners, { types: ['PL'], language: 'BN', nowMs: NOW });
    expect(v.player.map((n) => n.title)).toEqual(['A', 'বি']);
    expect(v.player[1]!.content).toBe('<p>b</p>');
  });
});

describe('bannerItems and announcementProblems', () => {
  it('a brand without banners has none', () => {
    expect(bannerItems(undefined)).toEqual([]);
  });

  it('duplicate ids and ends before starts are reported with pointers', () => {
    const bad: AnnouncementsContent = {
      notices: [{ ...content.notices[0]!, endDate: '2029-12-31T00:00:00Z' }],
      popups: [{ ...content.popups[0]!, id: 'b' }],
    };
    expect(announcementProblems('a.json', bad)).toEqual([
      { file: 'a.json', pointer: '/notices/0/endDate', message: 'must be after startDate' },
      { file: 'a.json', pointer: '/popups/0/id', message: 'must be unique in the file (b is used twice)' },
    ]);
  });
});
