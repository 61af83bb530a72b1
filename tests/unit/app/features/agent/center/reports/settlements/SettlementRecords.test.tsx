// Settlement record periods (agent center pages bonus, daily / hourly / real-time salary) and the agent
// announcement list.
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { agentNotices } from '../../../../../../../../src/app/features/agent/center/reports/agentAnnouncement/AnnouncementPage.tsx';
import { periodText } from '../../../../../../../../src/app/features/agent/center/reports/settlements/SettlementRecords.tsx';
import type { AnnouncementList, Notice } from '../../../../../../../../src/generated/types.ts';

const intl = createIntl({ locale: 'en-GB', messages: {} });

describe('periodText: the period in the brand time zone', () => {
  it('a daily period shows its one day (the end is exclusive)', () => {
    const text = periodText(intl, { kind: 'daily', periodStart: '2030-01-14T18:00:00Z', periodEnd: '2030-01-15T18:00:00Z' }, '+06:00');
    expect(text).toBe('15 Jan 2030');
  });
  it('a weekly dividend shows Monday to Sunday', () => {
    const text = periodText(intl, { kind: 'dividend', periodStart: '2030-01-13T18:00:00Z', periodEnd: '2030-01-20T18:00:00Z' }, '+06:00');
    expect(text).toMatch(/^14\D+20 Jan 2030$/);
  });
  it('an hourly window shows the day once and both times, on the brand clock whatever the phone says', () => {
    const text = periodText(intl, { kind: 'hourly', periodStart: '2030-01-15T08:00:00Z', periodEnd: '2030-01-15T09:00:00Z' }, '+06:00');
    expect(text).toMatch(/15 Jan 2030.*14:00\D+15:00/);
  });
});

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
