// Period presets of the team overview (seed §2 agentTeamOverview): days (YYYY-MM-DD) of the brand's time zone,
// weeks Monday–Sunday, both ends included, as the server reads them.
import { offsetMs } from '../clock.tsx';

export const PERIODS = ['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth'] as const;
export type Period = (typeof PERIODS)[number];

export interface DayRange {
  startDate: string;
  endDate: string;
}

const DAY = 86_400_000;
const iso = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The range of a preset as of `now` in the brand's UTC offset ("+06:00"). */
export function periodRange(period: Period, offset: string, now: number): DayRange {
  const local = now + offsetMs(offset);
  const today = Date.UTC(new Date(local).getUTCFullYear(), new Date(local).getUTCMonth(), new Date(local).getUTCDate());
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY;
  const d = new Date(today);
  const firstOfMonth = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  switch (period) {
    case 'today':
      return { startDate: iso(today), endDate: iso(today) };
    case 'yesterday':
      return { startDate: iso(today - DAY), endDate: iso(today - DAY) };
    case 'thisWeek':
      return { startDate: iso(monday), endDate: iso(today) };
    case 'lastWeek':
      return { startDate: iso(monday - 7 * DAY), endDate: iso(monday - DAY) };
    case 'thisMonth':
      return { startDate: iso(firstOfMonth), endDate: iso(today) };
    case 'lastMonth':
      return { startDate: iso(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1)), endDate: iso(firstOfMonth - DAY) };
  }
}

export const MAX_DAYS = 92;

/** Why the server would refuse a custom range, or null: both days, start ≤ end, at most 92 days. */
export function rangeProblem({ startDate, endDate }: DayRange): 'missing' | 'order' | 'tooLong' | null {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (!day.test(startDate) || !day.test(endDate)) return 'missing';
  if (startDate > endDate) return 'order';
  return (Date.parse(endDate) - Date.parse(startDate)) / DAY + 1 > MAX_DAYS ? 'tooLong' : null;
}
