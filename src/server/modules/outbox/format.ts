// One outbox message as `npm run outbox` prints it: a header line, then the text (the code or link) indented.
import type { OutboxMessage } from '../../../generated/types.ts';

/** "2026-11-23 21:52:07 +06:00" for a brand's timezoneOffset ("+06:00"); ISO UTC without one. */
export function formatTime(ms: number, timezoneOffset: string | undefined): string {
  const m = timezoneOffset ? /^([+-])(\d\d):(\d\d)$/.exec(timezoneOffset) : null;
  if (!m) return new Date(ms).toISOString();
  const offsetMinutes = (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
  const local = new Date(ms + offsetMinutes * 60_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 19)} ${timezoneOffset}`;
}

/** timezoneOf: the brand's timezoneOffset, or undefined for a brand no longer configured (then UTC). */
export function formatOutboxMessage(m: OutboxMessage, timezoneOf: (brandId: string) => string | undefined): string {
  const header = [formatTime(m.createdAt, timezoneOf(m.brandId)), m.brandId, m.channel === 'email' ? 'mail' : 'sms', m.recipient, ...(m.subject ? [m.subject] : [])];
  const text = m.body
    .split('\n')
    .map((line) => (line ? `    ${line}` : ''))
    .join('\n');
  return `${header.join('  ')}\n${text}`;
}
