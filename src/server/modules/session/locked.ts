// The 423 login.locked answer, shared by the password login and the second factor (one lockout for both).
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';

/** "14:05" in the brand's time zone (brand timezoneOffset, e.g. +06:00). */
export function brandClock(brand: LoadedBrand, ms: number): string {
  const m = /^([+-])(\d\d):(\d\d)$/.exec(brand.config.timezoneOffset);
  const offset = m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
  const d = new Date(ms + offset * 60_000);
  return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
}

export function lockedError(brand: LoadedBrand, until: number, now: number): ApiError {
  const minutes = Math.max(1, Math.ceil((until - now) / 60_000));
  const time = brandClock(brand, until);
  return new ApiError(423, ErrorCode.locked, `Too many failed logins. You can log in again at ${time} (in ${minutes} min).`, {
    value: { captcha: true, lockedUntil: until },
    messageValues: { time, minutes },
  });
}
