import { describe, expect, it } from 'vitest';
import { clockText, zoneLabel } from '../../../../../../src/app/features/agent/center/clock.tsx';
import { periodRange, rangeProblem } from '../../../../../../src/app/features/agent/center/agentTeamOverview/periods.ts';

// 2026-01-14 (Wednesday) 20:30 UTC is Thursday 15 January 02:30 at UTC+06:00
const AT = Date.UTC(2026, 0, 14, 20, 30, 5);

describe('agent header clock: time-zone label, clock each second', () => {
  it('labels the brand offset and shows the brand wall clock, not the device one', () => {
    expect(zoneLabel('+06:00')).toBe('UTC+06:00');
    expect(zoneLabel('-03:30')).toBe('UTC-03:30');
    expect(clockText(AT, '+06:00', 'en-GB')).toBe('2026-01-15 02:30:05');
    expect(clockText(AT, '-03:30', 'en-GB')).toBe('2026-01-14 17:00:05');
  });
});

describe('team overview periods (agentTeamOverview) in the brand time zone', () => {
  it('today, yesterday, weeks Monday–Sunday, months', () => {
    expect(periodRange('today', '+06:00', AT)).toEqual({ startDate: '2026-01-15', endDate: '2026-01-15' });
    expect(periodRange('today', '+00:00', AT)).toEqual({ startDate: '2026-01-14', endDate: '2026-01-14' });
    expect(periodRange('yesterday', '+06:00', AT)).toEqual({ startDate: '2026-01-14', endDate: '2026-01-14' });
    expect(periodRange('thisWeek', '+06:00', AT)).toEqual({ startDate: '2026-01-12', endDate: '2026-01-15' });
    expect(periodRange('lastWeek', '+06:00', AT)).toEqual({ startDate: '2026-01-05', endDate: '2026-01-11' });
    expect(periodRange('thisMonth', '+06:00', AT)).toEqual({ startDate: '2026-01-01', endDate: '2026-01-15' });
    expect(periodRange('lastMonth', '+06:00', AT)).toEqual({ startDate: '2025-12-01', endDate: '2025-12-31' });
  });

  it('a custom range needs both days in order and at most 92 days', () => {
    expect(rangeProblem({ startDate: '', endDate: '2026-01-02' })).toBe('missing');
    expect(rangeProblem({ startDate: '2026-01-03', endDate: '2026-01-02' })).toBe('order');
    expect(rangeProblem({ startDate: '2026-01-01', endDate: '2026-04-03' })).toBe('tooLong');
    expect(rangeProblem({ startDate: '2026-01-01', endDate: '2026-04-02' })).toBeNull();
  });
});
