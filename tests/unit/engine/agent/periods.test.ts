// Settlement periods and report ranges in the brand's time zone (contract periods; real-time salary every 5 minutes).
import { describe, expect, it } from 'vitest';
import {
  completePeriods,
  dateRange,
  dateRangeProblem,
  dayOf,
  dayStart,
  lastComplete,
  nextPeriod,
  offsetMs,
  periodAt,
  rollupCover,
} from '../../../../src/engine/agent/periods.ts';

const at = (iso: string): number => Date.parse(iso);
const iso = (w: { start: number; end: number }) => ({ start: new Date(w.start).toISOString(), end: new Date(w.end).toISOString() });

describe('offsets', () => {
  it('reads +05:45, -05:00 and +00:00, refuses anything else', () => {
    expect(offsetMs('+05:45')).toBe((5 * 60 + 45) * 60_000);
    expect(offsetMs('-05:00')).toBe(-5 * 3_600_000);
    expect(offsetMs('+00:00')).toBe(0);
    expect(() => offsetMs('05:45')).toThrow();
    expect(() => offsetMs('+5:45')).toThrow();
  });

  it('dayOf and dayStart agree across the local midnight', () => {
    // 18:14:59Z is 23:59:59 in +05:45; 18:15Z is the next local day.
    expect(dayOf(at('2026-03-01T18:14:59Z'), '+05:45')).toBe('2026-03-01');
    expect(dayOf(at('2026-03-01T18:15:00Z'), '+05:45')).toBe('2026-03-02');
    expect(new Date(dayStart('2026-03-02', '+05:45')).toISOString()).toBe('2026-03-01T18:15:00.000Z');
    expect(new Date(dayStart('2026-03-02', '-05:00')).toISOString()).toBe('2026-03-02T05:00:00.000Z');
    expect(dayStart('2026-02-30', '+00:00')).toBeNaN();
    expect(dayStart('2026-2-3', '+00:00')).toBeNaN();
  });
});

describe('periodAt per kind (contract periods Daily, Weekly, Semimonthly, Monthly; real-time)', () => {
  it('realtime: 5-minute windows of local wall-clock time', () => {
    expect(iso(periodAt('realtime', at('2026-03-01T10:07:30Z'), '+05:45'))).toEqual({ start: '2026-03-01T10:05:00.000Z', end: '2026-03-01T10:10:00.000Z' });
    // A window boundary belongs to the next window.
    expect(iso(periodAt('realtime', at('2026-03-01T10:10:00Z'), '-05:00')).start).toBe('2026-03-01T10:10:00.000Z');
  });

  it('hourly: clock hours of the zone (+05:45 hours start at :15 UTC)', () => {
    expect(iso(periodAt('hourly', at('2026-03-01T10:14:59Z'), '+05:45'))).toEqual({ start: '2026-03-01T09:15:00.000Z', end: '2026-03-01T10:15:00.000Z' });
    expect(iso(periodAt('hourly', at('2026-03-01T10:15:00Z'), '+05:45')).start).toBe('2026-03-01T10:15:00.000Z');
    expect(iso(periodAt('hourly', at('2026-03-01T10:59:00Z'), '-05:00')).start).toBe('2026-03-01T10:00:00.000Z');
  });

  it('daily / Daily: local midnight to midnight', () => {
    expect(iso(periodAt('daily', at('2026-03-01T18:14:59Z'), '+05:45'))).toEqual({ start: '2026-02-28T18:15:00.000Z', end: '2026-03-01T18:15:00.000Z' });
    expect(iso(periodAt('Daily', at('2026-03-01T03:00:00Z'), '-05:00'))).toEqual({ start: '2026-02-28T05:00:00.000Z', end: '2026-03-01T05:00:00.000Z' });
  });

  it('Weekly: Monday to Sunday of the zone', () => {
    // 2026-03-01 is a Sunday; at 19:00Z it is already Monday 2026-03-02 00:45 in +05:45.
    expect(iso(periodAt('Weekly', at('2026-03-01T12:00:00Z'), '+05:45'))).toEqual({ start: '2026-02-22T18:15:00.000Z', end: '2026-03-01T18:15:00.000Z' });
    expect(iso(periodAt('Weekly', at('2026-03-01T19:00:00Z'), '+05:45')).start).toBe('2026-03-01T18:15:00.000Z');
    // Monday 2026-03-02 02:00Z is still Sunday evening in -05:00.
    expect(iso(periodAt('Weekly', at('2026-03-02T02:00:00Z'), '-05:00'))).toEqual({ start: '2026-02-23T05:00:00.000Z', end: '2026-03-02T05:00:00.000Z' });
  });

  it('Semimonthly: 1st–15th and 16th–month end, leap February included', () => {
    expect(iso(periodAt('Semimonthly', at('2028-02-10T00:00:00Z'), '+00:00'))).toEqual({ start: '2028-02-01T00:00:00.000Z', end: '2028-02-16T00:00:00.000Z' });
    expect(iso(periodAt('Semimonthly', at('2028-02-29T12:00:00Z'), '+00:00'))).toEqual({ start: '2028-02-16T00:00:00.000Z', end: '2028-03-01T00:00:00.000Z' });
    expect(iso(periodAt('Semimonthly', at('2026-02-28T12:00:00Z'), '-05:00')).end).toBe('2026-03-01T05:00:00.000Z');
    // 15th 18:15Z is the 16th in +05:45: the second half has begun.
    expect(iso(periodAt('Semimonthly', at('2026-01-15T18:15:00Z'), '+05:45')).start).toBe('2026-01-15T18:15:00.000Z');
  });

  it('Monthly: month ends of 31, 30, 28 and 29 days; December rolls over the year', () => {
    expect(iso(periodAt('Monthly', at('2026-01-31T12:00:00Z'), '+00:00')).end).toBe('2026-02-01T00:00:00.000Z');
    expect(iso(periodAt('Monthly', at('2026-04-30T12:00:00Z'), '+00:00')).end).toBe('2026-05-01T00:00:00.000Z');
    expect(iso(periodAt('Monthly', at('2026-02-15T00:00:00Z'), '+00:00')).end).toBe('2026-03-01T00:00:00.000Z');
    expect(iso(periodAt('Monthly', at('2028-02-29T00:00:00Z'), '+00:00'))).toEqual({ start: '2028-02-01T00:00:00.000Z', end: '2028-03-01T00:00:00.000Z' });
    expect(iso(periodAt('Monthly', at('2026-12-31T20:00:00Z'), '+05:45'))).toEqual({ start: '2026-12-31T18:15:00.000Z', end: '2027-01-31T18:15:00.000Z' });
    expect(iso(periodAt('Monthly', at('2026-12-31T20:00:00Z'), '-05:00'))).toEqual({ start: '2026-12-01T05:00:00.000Z', end: '2027-01-01T05:00:00.000Z' });
  });
});

describe('completePeriods / nextPeriod / lastComplete', () => {
  it('lists complete periods from the one containing `from`, oldest first', () => {
    const list = completePeriods('hourly', at('2026-03-01T10:30:00Z'), at('2026-03-01T13:10:00Z'), '+00:00').map(iso);
    expect(list.map((w) => w.start)).toEqual(['2026-03-01T10:00:00.000Z', '2026-03-01T11:00:00.000Z', '2026-03-01T12:00:00.000Z']);
  });

  it('nothing is complete before its end; the limit caps a long catch-up', () => {
    expect(completePeriods('daily', at('2026-03-01T10:00:00Z'), at('2026-03-01T23:59:59Z'), '+00:00')).toEqual([]);
    expect(completePeriods('realtime', at('2026-03-01T00:00:00Z'), at('2026-03-02T00:00:00Z'), '+00:00')).toHaveLength(288);
    expect(completePeriods('realtime', at('2026-03-01T00:00:00Z'), at('2026-03-02T00:00:00Z'), '+00:00', 10)).toHaveLength(10);
  });

  it('semimonthly periods chain through a leap February', () => {
    const list = completePeriods('Semimonthly', at('2028-01-20T00:00:00Z'), at('2028-03-20T00:00:00Z'), '+00:00').map((w) => iso(w).start.slice(0, 10));
    expect(list).toEqual(['2028-01-16', '2028-02-01', '2028-02-16', '2028-03-01']);
    const feb = periodAt('Semimonthly', at('2028-02-20T00:00:00Z'), '+00:00');
    expect(iso(nextPeriod('Semimonthly', feb, '+00:00')).start).toBe('2028-03-01T00:00:00.000Z');
  });

  it('lastComplete is the period before the current one', () => {
    expect(iso(lastComplete('Weekly', at('2026-03-04T00:00:00Z'), '+00:00'))).toEqual({ start: '2026-02-23T00:00:00.000Z', end: '2026-03-02T00:00:00.000Z' });
    expect(iso(lastComplete('realtime', at('2026-03-01T10:05:00Z'), '+00:00')).start).toBe('2026-03-01T10:00:00.000Z');
  });
});

describe('report date ranges', () => {
  it('turns local days into [start, end) instants, both days included', () => {
    expect(iso(dateRange('2026-03-01', '2026-03-01', '+05:45'))).toEqual({ start: '2026-02-28T18:15:00.000Z', end: '2026-03-01T18:15:00.000Z' });
    expect(iso(dateRange('2026-02-01', '2026-02-28', '-05:00'))).toEqual({ start: '2026-02-01T05:00:00.000Z', end: '2026-03-01T05:00:00.000Z' });
  });

  it('refuses non-dates, reversed and too long ranges (92 days at most)', () => {
    expect(dateRangeProblem('2026-03-01', '2026-05-31')).toBeNull();
    expect(dateRangeProblem('2026-03-01', '2026-06-01')).toMatch(/at most 92 days/);
    expect(dateRangeProblem('2026-03-02', '2026-03-01')).toMatch(/before startDate/);
    expect(dateRangeProblem('2026-02-29', '2026-03-01')).toMatch(/^\/startDate/);
    expect(dateRangeProblem('2026-03-01', 'x')).toMatch(/^\/endDate/);
  });
});

describe('rollupCover (per-member rollups by UTC day and aligned 8-day block)', () => {
  const cover = (a: string, b: string) => {
    const c = rollupCover(at(a), at(b));
    return { edges: c.edges.map(iso), days: c.days, blocks: c.blocks };
  };
  it('a brand-local 30-day range: two raw edges, whole blocks, the days left over', () => {
    const w = dateRange('2030-01-01', '2030-01-30', '+06:00');
    const c = rollupCover(w.start, w.end);
    expect(c.edges.map(iso)).toEqual([
      { start: '2029-12-31T18:00:00.000Z', end: '2030-01-01T00:00:00.000Z' },
      { start: '2030-01-30T00:00:00.000Z', end: '2030-01-30T18:00:00.000Z' },
    ]);
    // Day index of 2030-01-01 is 21915 (≡ 3 mod 8): blocks start at 01-06, 01-14, 01-22.
    expect(c.blocks).toEqual(['2030-01-06', '2030-01-14', '2030-01-22']);
    expect(c.days).toEqual(['2030-01-01', '2030-01-02', '2030-01-03', '2030-01-04', '2030-01-05']);
  });
  it('covers every instant exactly once', () => {
    const w = dateRange('2030-02-03', '2030-03-20', '-05:00');
    const c = rollupCover(w.start, w.end);
    const DAYMS = 86_400_000;
    const covered = c.edges.reduce((s, e) => s + (e.end - e.start), 0) + c.days.length * DAYMS + c.blocks.length * 8 * DAYMS;
    expect(covered).toBe(w.end - w.start);
  });
  it('inside one UTC day only an edge; UTC-aligned ranges have no edges', () => {
    expect(cover('2030-01-01T03:00:00Z', '2030-01-01T09:00:00Z')).toEqual({ edges: [{ start: '2030-01-01T03:00:00.000Z', end: '2030-01-01T09:00:00.000Z' }], days: [], blocks: [] });
    expect(cover('2030-01-01T00:00:00Z', '2030-01-03T00:00:00Z')).toEqual({ edges: [], days: ['2030-01-01', '2030-01-02'], blocks: [] });
  });
});
