// Settlement record periods (agent center pages bonus, daily / hourly / real-time salary).
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { periodText } from '../../../../../../../../src/app/features/agent/center/reports/settlements/SettlementRecords.tsx';

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
