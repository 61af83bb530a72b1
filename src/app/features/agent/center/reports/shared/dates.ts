// Date ranges of the agent reports: days (YYYY-MM-DD) of the brand's time zone, both ends included, as the server
// reads them (docs/agent-contract.md: at most 92 days).
import { dayInZone } from '../../../../member/personalHistoryCopy/api.ts';

export const MAX_RANGE_DAYS = 92;

export const PRESETS = ['today', 'yesterday', 'last7', 'thisMonth', 'lastMonth'] as const;
export type Preset = (typeof PRESETS)[number];
export type PresetOrCustom = Preset | 'custom';

export interface DayRange {
  startDate: string;
  endDate: string;
}

const DAY_MS = 86_400_000;
const dayMs = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The range a preset stands for, as of `now` in the brand's UTC offset (e.g. "+06:00"). */
export function presetRange(preset: Preset, offset: string, now = Date.now()): DayRange {
  const today = dayInZone(offset, 0, now);
  const first = `${today.slice(0, 8)}01`;
  switch (preset) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday': {
      const y = dayInZone(offset, 1, now);
      return { startDate: y, endDate: y };
    }
    case 'last7':
      return { startDate: dayInZone(offset, 6, now), endDate: today };
    case 'thisMonth':
      return { startDate: first, endDate: today };
    case 'lastMonth': {
      const lastDay = isoDay(dayMs(first) - DAY_MS);
      return { startDate: `${lastDay.slice(0, 8)}01`, endDate: lastDay };
    }
  }
}

/** Which preset a range is, if any (a hand-edited range that happens to match one shows as that preset). */
export function presetOf(range: DayRange, offset: string, now = Date.now()): PresetOrCustom {
  return PRESETS.find((p) => {
    const r = presetRange(p, offset, now);
    return r.startDate === range.startDate && r.endDate === range.endDate;
  }) ?? 'custom';
}

export type RangeProblem = 'missing' | 'order' | 'tooLong';

/** Why the server would refuse this range, or null: both days set, start ≤ end, at most MAX_RANGE_DAYS days. */
export function rangeProblem(range: DayRange): RangeProblem | null {
  const { startDate, endDate } = range;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate) || !/^\d{4}-\d{2}-\d{2}$/.test(endDate)) return 'missing';
  if (startDate > endDate) return 'order';
  return (dayMs(endDate) - dayMs(startDate)) / DAY_MS + 1 > MAX_RANGE_DAYS ? 'tooLong' : null;
}

function parseOffset(offset: string): number {
  const m = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) * 60_000 : 0;
}

/**
 * An instant as the brand's wall clock: a Date to format with `timeZone: 'UTC'`, so a settlement period reads the
 * same (the brand's day or hour) wherever the agent's phone is.
 */
export function inZone(iso: string, offset: string): Date {
  return new Date(Date.parse(iso) + parseOffset(offset));
}
