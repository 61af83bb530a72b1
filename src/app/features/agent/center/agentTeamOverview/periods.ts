// Period presets of the team overview (agentTeamOverview): days (YYYY-MM-DD) of the brand's time zone,
// weeks Monday–Sunday, both ends included, as the server reads them. The calendar is the engine's (the server
// settles with the same one).
import { dayOf, MAX_REPORT_DAYS, periodAt, type PeriodKind } from '../../../../../engine/agent/periods.ts';

export const PERIODS = ['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth'] as const;
export type Period = (typeof PERIODS)[number];

export interface DayRange {
  startDate: string;
  endDate: string;
}

export const MAX_DAYS = MAX_REPORT_DAYS;

/** The range of a preset as of `now` in the brand's UTC offset ("+06:00"). */
export function periodRange(period: Period, offset: string, now: number): DayRange {
  const today = dayOf(now, offset);
  const whole = (kind: PeriodKind, at: number): DayRange => {
    const w = periodAt(kind, at, offset);
    return { startDate: dayOf(w.start, offset), endDate: dayOf(w.end - 1, offset) };
  };
  const sofar = (kind: PeriodKind): DayRange => ({ startDate: whole(kind, now).startDate, endDate: today });
  switch (period) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday':
      return whole('Daily', periodAt('Daily', now, offset).start - 1);
    case 'thisWeek':
      return sofar('Weekly');
    case 'lastWeek':
      return whole('Weekly', periodAt('Weekly', now, offset).start - 1);
    case 'thisMonth':
      return sofar('Monthly');
    case 'lastMonth':
      return whole('Monthly', periodAt('Monthly', now, offset).start - 1);
  }
}

/** Why the server would refuse a custom range, or null: both days, start ≤ end, at most 92 days. */
export function rangeProblem({ startDate, endDate }: DayRange): 'missing' | 'order' | 'tooLong' | null {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (!day.test(startDate) || !day.test(endDate)) return 'missing';
  if (startDate > endDate) return 'order';
  return (Date.parse(endDate) - Date.parse(startDate)) / 86_400_000 + 1 > MAX_DAYS ? 'tooLong' : null;
}
