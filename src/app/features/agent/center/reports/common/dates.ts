// Date ranges of the agent reports: days (YYYY-MM-DD) of the brand's time zone, both ends included, as the server
// reads them. Day arithmetic and the 92-day limit are the engine's (src/engine/agent/periods.ts), shared with it.
import { addDays, dayOf, dayStart, MAX_REPORT_DAYS, offsetMs } from '../../../../../../engine/agent/periods.ts';

export const MAX_RANGE_DAYS = MAX_REPORT_DAYS;

export const PRESETS = ['today', 'yesterday', 'last7', 'thisMonth', 'lastMonth'] as const;
export type Preset = (typeof PRESETS)[number];
export type PresetOrCustom = Preset | 'custom';

export interface DayRange {
  startDate: string;
  endDate: string;
}

/** The range a preset stands for, as of `now` in the brand's UTC offset (e.g. "+06:00"). */
export function presetRange(preset: Preset, offset: string, now = Date.now()): DayRange {
  const today = dayOf(now, offset);
  const first = `${today.slice(0, 8)}01`;
  switch (preset) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday':
      return { startDate: addDays(today, -1), endDate: addDays(today, -1) };
    case 'last7':
      return { startDate: addDays(today, -6), endDate: today };
    case 'thisMonth':
      return { startDate: first, endDate: today };
    case 'lastMonth': {
      const lastDay = addDays(first, -1);
      return { startDate: `${lastDay.slice(0, 8)}01`, endDate: lastDay };
    }
  }
}

/** Which preset a range is, if any (a hand-edited range that happens to match one shows as that preset). */
export function presetOf(range: DayRange, offset: string, now = Date.now()): PresetOrCustom {
  return (
    PRESETS.find((p) => {
      const r = presetRange(p, offset, now);
      return r.startDate === range.startDate && r.endDate === range.endDate;
    }) ?? 'custom'
  );
}

export type RangeProblem = 'missing' | 'order' | 'tooLong';

/** Why the server would refuse this range, or null: both real days, start ≤ end, at most MAX_RANGE_DAYS days. */
export function rangeProblem(range: DayRange): RangeProblem | null {
  const a = dayStart(range.startDate, '+00:00');
  const b = dayStart(range.endDate, '+00:00');
  if (Number.isNaN(a) || Number.isNaN(b)) return 'missing';
  if (b < a) return 'order';
  return (b - a) / 86_400_000 + 1 > MAX_RANGE_DAYS ? 'tooLong' : null;
}

/**
 * An instant as the brand's wall clock: a Date to format with `timeZone: 'UTC'`, so a settlement period reads the
 * same (the brand's day or hour) wherever the agent's phone is.
 */
export function inZone(iso: string, offset: string): Date {
  return new Date(Date.parse(iso) + offsetMs(offset));
}
