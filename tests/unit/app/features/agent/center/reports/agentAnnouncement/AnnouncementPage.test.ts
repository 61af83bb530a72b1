// The agent announcement list: home notices, then popups not already listed.
import { describe, expect, it } from 'vitest';
import { agentNotices } from '../../../../../../../../src/app/features/agent/center/reports/agentAnnouncement/AnnouncementPage.tsx';
import type { AnnouncementList, Notice } from '../../../../../../../../src/generated/types.ts';

const notice = (id: string): Notice => ({
  id,
  type: 'B',
  title: `Notice ${id}`,
  content: '<p>x</p>',
  time: '2030-01-15T00:00:00Z',
  startDate: null,
  endDate: null,
  sequence: 1,
  announcementImages: [],
}) as unknown as Notice;

describe('agentNotices', () => {
  it('home notices first, then popups not already listed, each once', () => {
    const list = { player: [notice('1'), notice('2')], hot: [notice('2')], promotion: [], popup: [notice('1'), notice('9')], banners: [] } as AnnouncementList;
    expect(agentNotices(list).map((n) => n.id)).toEqual(['1', '2', '9']);
    expect(agentNotices(undefined)).toEqual([]);
  });
});
