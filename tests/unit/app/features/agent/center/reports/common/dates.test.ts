// Agent report date ranges (the agent center reports; docs/agent-contract.md: days of the brand's time zone,
// both ends included, at most 92 days).
import { describe, expect, it } from 'vitest';
import { inZone, presetOf, presetRange, rangeProblem } from '../../../../../../../../src/app/features/agent/center/reports/common/dates.ts';

// 2030-03-01 01:30 in Dhaka (+06:00) is still 2030-02-28 in UTC: presets must follow the brand's calendar.
const NOW = Date.UTC(2030, 1, 28, 19, 30);

describe('presetRange: in the brand time zone', () => {
  it('today and yesterday are days of the brand, not of UTC', () => {
    expect(presetRange('today', '+06:00', NOW)).toEqual({ startDate: '2030-03-01', endDate: '2030-03-01' });
    expect(presetRange('today', '+00:00', NOW)).toEqual({ startDate: '2030-02-28', endDate: '2030-02-28' });
    expect(presetRange('yesterday', '+06:00', NOW)).toEqual({ startDate: '2030-02-28', endDate: '2030-02-28' });
  });
  it('last 7 days ends today and counts 7 days with today', () => {
    expect(presetRange('last7', '+06:00', NOW)).toEqual({ startDate: '2030-02-23', endDate: '2030-03-01' });
  });
  it('this month starts on the 1st; last month is the whole previous month (February of a non-leap year)', () => {
    expect(presetRange('thisMonth', '+06:00', NOW)).toEqual({ startDate: '2030-03-01', endDate: '2030-03-01' });
    expect(presetRange('lastMonth', '+06:00', NOW)).toEqual({ startDate: '2030-02-01', endDate: '2030-02-28' });
    expect(presetRange('lastMonth', '-05:00', Date.UTC(2030, 0, 10))).toEqual({ startDate: '2029-12-01', endDate: '2029-12-31' });
  });
});

describe('presetOf', () => {
  it('names the preset a range matches, else custom', () => {
    expect(presetOf({ startDate: '2030-02-23', endDate: '2030-03-01' }, '+06:00', NOW)).toBe('last7');
    expect(presetOf({ startDate: '2030-02-22', endDate: '2030-03-01' }, '+06:00', NOW)).toBe('custom');
  });
});

describe('rangeProblem: what the server would refuse', () => {
  it('both days are needed, in order', () => {
    expect(rangeProblem({ startDate: '', endDate: '2030-03-01' })).toBe('missing');
    expect(rangeProblem({ startDate: '2030-03-02', endDate: '2030-03-01' })).toBe('order');
    expect(rangeProblem({ startDate: '2030-03-01', endDate: '2030-03-01' })).toBeNull();
  });
  it('92 days, both ends included, pass; 93 do not', () => {
    expect(rangeProblem({ startDate: '2030-01-01', endDate: '2030-04-02' })).toBeNull();
    expect(rangeProblem({ startDate: '2030-01-01', endDate: '2030-04-03' })).toBe('tooLong');
  });
});

describe('inZone', () => {
  it('shifts an instant onto the brand wall clock, read as UTC', () => {
    expect(inZone('2030-02-28T18:00:00Z', '+06:00').toISOString()).toBe('2030-03-01T00:00:00.000Z');
    expect(inZone('2030-02-28T18:00:00Z', '-03:30').toISOString()).toBe('2030-02-28T14:30:00.000Z');
  });
});
