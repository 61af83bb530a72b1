// Calendar days in the brand's time zone (its timezoneOffset, e.g. +06:00): a date range of the betting records
// and the P&L periods become [from, to) instants.

const DAY_MS = 86_400_000;

export function offsetMs(offset: string): number {
  const m = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  if (!m) return 0;
  const ms = (Number(m[2]) * 60 + Number(m[3])) * 60_000;
  return m[1] === '-' ? -ms : ms;
}

/** YYYY-MM-DD of an instant in the zone. */
export const dayOf = (ms: number, offset: string): string => new Date(ms + offsetMs(offset)).toISOString().slice(0, 10);

/** The instant a zone's day starts (NaN when the date is not a real day). */
export function dayStart(day: string, offset: string): number {
  const ms = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day) return NaN;
  return ms - offsetMs(offset);
}

export const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

export type Period = 'today' | 'yesterday' | '7d' | '30d' | 'thisMonth' | 'lastMonth';

/** First and last day (both included) of a period seen from now. */
export function periodDays(period: Period, nowMs: number, offset: string): { from: string; to: string } {
  const today = dayOf(nowMs, offset);
  switch (period) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case 'thisMonth':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'lastMonth': {
      const last = addDays(`${today.slice(0, 8)}01`, -1);
      return { from: `${last.slice(0, 8)}01`, to: last };
    }
  }
}

/** [from, to) instants of a day range, both days included. */
export function rangeOf(from: string, to: string, offset: string): { start: Date; end: Date } {
  return { start: new Date(dayStart(from, offset)), end: new Date(dayStart(addDays(to, 1), offset)) };
}

export const MAX_RANGE_DAYS = 90;

/** Null when the range is usable, else what is wrong. */
export function rangeProblem(from: string, to: string): string | null {
  const a = dayStart(from, '+00:00');
  const b = dayStart(to, '+00:00');
  if (Number.isNaN(a)) return '/startDate: not a calendar date';
  if (Number.isNaN(b)) return '/endDate: not a calendar date';
  if (b < a) return '/endDate: must not be before startDate';
  if ((b - a) / DAY_MS + 1 > MAX_RANGE_DAYS) return `/endDate: at most ${MAX_RANGE_DAYS} days at a time`;
  return null;
}
