// Date ranges of the agent center (docs/agent-contract.md): YYYY-MM-DD days of the brand's time zone, both ends
// included, at most 92 days, turned into [start, end) instants the way the betting records do.
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { dayStart, rangeOf } from '../records/index.ts';

export const MAX_AGENT_RANGE_DAYS = 92;

/** [start, end) of a day range in the zone; 400 request_param_err for unreal days, a reversed or too long range. */
export function agentRange(startDate: string, endDate: string, timezoneOffset: string): { start: Date; end: Date } {
  const a = dayStart(startDate, '+00:00');
  const b = dayStart(endDate, '+00:00');
  if (Number.isNaN(a)) throw new ApiError(400, ErrorCode.badParam, '/startDate: not a calendar date');
  if (Number.isNaN(b)) throw new ApiError(400, ErrorCode.badParam, '/endDate: not a calendar date');
  if (b < a) throw new ApiError(400, ErrorCode.badParam, '/endDate: before startDate');
  if ((b - a) / 86_400_000 + 1 > MAX_AGENT_RANGE_DAYS)
    throw new ApiError(400, ErrorCode.badParam, `The date range may cover at most ${MAX_AGENT_RANGE_DAYS} days`, {
      messageId: 'date.range_too_long',
      messageValues: { days: MAX_AGENT_RANGE_DAYS },
    });
  return rangeOf(startDate, endDate, timezoneOffset);
}

/** ISO text of a timestamp column (drivers return Date or string). */
export const iso = (v: Date | string): string => new Date(v).toISOString();
export const isoOrNull = (v: Date | string | null | undefined): string | null => (v === null || v === undefined ? null : iso(v));
