import { describe, expect, it } from 'vitest';
import { intlTimeZone } from '../../../src/engine/timeZone.ts';

const wallClock = (offset: string, iso: string): string =>
  new Intl.DateTimeFormat('en-GB', { timeZone: intlTimeZone(offset), hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

describe('brand time zone for dates (schema timezoneOffset)', () => {
  it('whole-hour offsets are the fixed Etc zones, sign inverted', () => {
    expect(intlTimeZone('+06:00')).toBe('Etc/GMT-6');
    expect(intlTimeZone('-05:00')).toBe('Etc/GMT+5');
    expect(intlTimeZone('+00:00')).toBe('UTC');
    expect(intlTimeZone('-00:00')).toBe('UTC');
  });
  it('a date shows the brand wall clock, whatever the device zone', () => {
    expect(wallClock('+06:00', '2026-01-15T20:30:00Z')).toBe('02:30');
    expect(wallClock('-05:00', '2026-01-15T03:10:00Z')).toBe('22:10');
    expect(wallClock('+14:00', '2026-01-15T00:00:00Z')).toBe('14:00');
    expect(wallClock('+05:30', '2026-01-15T00:00:00Z')).toBe('05:30');
    expect(wallClock('+05:45', '2026-01-15T00:00:00Z')).toBe('05:45');
  });
  it('a malformed offset falls back to UTC instead of throwing', () => {
    expect(intlTimeZone('Asia/Dhaka')).toBe('UTC');
    expect(intlTimeZone('')).toBe('UTC');
  });
});
