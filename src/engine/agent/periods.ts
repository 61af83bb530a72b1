// Settlement periods and report ranges in the brand's time zone (its timezoneOffset, e.g. +05:45; contract periods
// and the real-time salary interval: docs/spec/rules.md). Pure and in instants (ms since epoch): [start, end)
// windows, so a bet at exactly `end` belongs to the next period. A fixed offset has no daylight saving, so every day
// is 24 h and every hour a clock hour.

export type PeriodKind = 'realtime' | 'hourly' | 'daily' | 'Daily' | 'Weekly' | 'Semimonthly' | 'Monthly';

export interface Window {
  start: number;
  end: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Real-time salary settles every 5 minutes (docs/spec/rules.md). */
export const REALTIME_MS = 5 * MINUTE;

/** "+05:45" → 20 700 000; "-05:00" → −18 000 000. Throws on anything else (brand configs are validated). */
export function offsetMs(offset: string): number {
  const m = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  if (!m || Number(m[2]) > 14 || Number(m[3]) > 59) throw new Error(`not a time-zone offset: ${offset}`);
  const ms = (Number(m[2]) * 60 + Number(m[3])) * MINUTE;
  return m[1] === '-' ? -ms : ms;
}

/** YYYY-MM-DD of an instant in the zone. */
export const dayOf = (ms: number, offset: string): string => new Date(ms + offsetMs(offset)).toISOString().slice(0, 10);

/** The instant a zone's day starts, or NaN when the text is not a real calendar day. */
export function dayStart(day: string, offset: string): number {
  const ms = Date.parse(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day) return NaN;
  return ms - offsetMs(offset);
}

/** Start of the zone-local wall-clock moment given as UTC fields (year, month 0-based, day). */
const localStart = (offset: string, y: number, m: number, d: number): number => Date.UTC(y, m, d) - offsetMs(offset);

/** The period of this kind that contains the instant. */
export function periodAt(kind: PeriodKind, ms: number, offset: string): Window {
  const off = offsetMs(offset);
  const local = ms + off;
  switch (kind) {
    case 'realtime': {
      // Windows are 5 minutes of local wall-clock time (:00, :05 …); offsets are whole minutes, so this is exact.
      const start = Math.floor(local / REALTIME_MS) * REALTIME_MS - off;
      return { start, end: start + REALTIME_MS };
    }
    case 'hourly': {
      const start = Math.floor(local / HOUR) * HOUR - off;
      return { start, end: start + HOUR };
    }
    case 'daily':
    case 'Daily': {
      const start = Math.floor(local / DAY) * DAY - off;
      return { start, end: start + DAY };
    }
    case 'Weekly': {
      const dayIndex = Math.floor(local / DAY);
      // 1970-01-01 was a Thursday: (dayIndex + 3) % 7 is 0 on Mondays.
      const monday = dayIndex - ((((dayIndex + 3) % 7) + 7) % 7);
      const start = monday * DAY - off;
      return { start, end: start + 7 * DAY };
    }
    case 'Semimonthly': {
      const d = new Date(local);
      const [y, m] = [d.getUTCFullYear(), d.getUTCMonth()];
      return d.getUTCDate() <= 15
        ? { start: localStart(offset, y, m, 1), end: localStart(offset, y, m, 16) }
        : { start: localStart(offset, y, m, 16), end: localStart(offset, y, m + 1, 1) };
    }
    case 'Monthly': {
      const d = new Date(local);
      const [y, m] = [d.getUTCFullYear(), d.getUTCMonth()];
      return { start: localStart(offset, y, m, 1), end: localStart(offset, y, m + 1, 1) };
    }
  }
}

/** The period right after w (w must be a period of this kind). */
export const nextPeriod = (kind: PeriodKind, w: Window, offset: string): Window => periodAt(kind, w.end, offset);

/**
 * Complete periods (end ≤ until) from the one containing `from` on, oldest first, at most `limit` of them:
 * what a settlement run still owes a contract that became effective at `from`.
 */
export function completePeriods(kind: PeriodKind, from: number, until: number, offset: string, limit = Number.POSITIVE_INFINITY): Window[] {
  const out: Window[] = [];
  for (let w = periodAt(kind, from, offset); w.end <= until && out.length < limit; w = nextPeriod(kind, w, offset)) out.push(w);
  return out;
}

/** The last complete period of this kind as of `now` (the one a job ticking at `now` settles). */
export function lastComplete(kind: PeriodKind, now: number, offset: string): Window {
  return periodAt(kind, periodAt(kind, now, offset).start - 1, offset);
}

export const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

/** Report ranges: at most this many days, both ends included (docs/agent-contract.md). */
export const MAX_REPORT_DAYS = 92;

/** Null when startDate…endDate is a usable report range, else what is wrong (JSON-pointer style, like the validators). */
export function dateRangeProblem(startDate: string, endDate: string, maxDays = MAX_REPORT_DAYS): string | null {
  const a = dayStart(startDate, '+00:00');
  const b = dayStart(endDate, '+00:00');
  if (Number.isNaN(a)) return '/startDate: not a calendar date';
  if (Number.isNaN(b)) return '/endDate: not a calendar date';
  if (b < a) return '/endDate: must not be before startDate';
  if ((b - a) / DAY + 1 > maxDays) return `/endDate: at most ${maxDays} days at a time`;
  return null;
}

/** [start, end) instants of a day range of the zone, both days included. */
export function dateRange(startDate: string, endDate: string, offset: string): Window {
  return { start: dayStart(startDate, offset), end: dayStart(addDays(endDate, 1), offset) };
}

/** Days per block of the coarse rollup level (aligned to the epoch: day index divisible by it). */
export const ROLLUP_BLOCK_DAYS = 8;

export interface RollupCover {
  /** Partial UTC days at the ends of the range: read from the raw rows. */
  edges: Window[];
  /** Whole UTC days (YYYY-MM-DD) not inside a whole block: rollup level 0. */
  days: string[];
  /** First days of whole aligned blocks: rollup level 1. */
  blocks: string[];
}

const utcDay = (dayIndex: number): string => new Date(dayIndex * DAY).toISOString().slice(0, 10);

/**
 * [start, end) as rollup pieces: per-member rollups are kept per UTC day and per aligned 8-day block (the
 * database does not know brand time zones), so a brand-local range is the whole blocks inside it, the whole
 * days left over, and at most two partial days read raw. A 30-day range is about 8 rollup rows per member.
 */
export function rollupCover(start: number, end: number): RollupCover {
  const out: RollupCover = { edges: [], days: [], blocks: [] };
  if (end <= start) return out;
  const firstFull = Math.ceil(start / DAY);
  const lastFullEnd = Math.floor(end / DAY); // exclusive day index
  if (firstFull >= lastFullEnd) return { ...out, edges: [{ start, end }] };
  if (start < firstFull * DAY) out.edges.push({ start, end: firstFull * DAY });
  if (lastFullEnd * DAY < end) out.edges.push({ start: lastFullEnd * DAY, end });
  let d = firstFull;
  while (d < lastFullEnd) {
    if (d % ROLLUP_BLOCK_DAYS === 0 && d + ROLLUP_BLOCK_DAYS <= lastFullEnd) {
      out.blocks.push(utcDay(d));
      d += ROLLUP_BLOCK_DAYS;
    } else {
      out.days.push(utcDay(d));
      d += 1;
    }
  }
  return out;
}
