// Limits of the forgot-password flows, in sliding windows nothing resets: wrong codes of the phone reset per
// number and per IP (then a lockout), and reset e-mails per recipient.
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import type { Queryable } from '../../db/types.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { addBlock, addEvent, countEvents, latestBlock, type WindowCap } from '../../security/throttle.ts';
import { brandClock } from '../session/index.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Wrong codes before the phone reset locks: 5 an hour per number, 10 an hour per IP; each lock lasts 15 minutes. */
export const PHONE_RESET_CAPS = {
  number: { windowMs: HOUR, max: 5 } satisfies WindowCap,
  ip: { windowMs: HOUR, max: 10 } satisfies WindowCap,
  lockMs: 15 * MINUTE,
};

/** Reset e-mails to one address: 3 an hour, 5 a day (more are silently not sent; the answer stays the same). */
export const RESET_MAIL_CAPS: WindowCap[] = [
  { windowMs: HOUR, max: 3 },
  { windowMs: DAY, max: 5 },
];

function lockedError(brand: LoadedBrand, until: number, now: number): ApiError {
  const minutes = Math.max(1, Math.ceil((until - now) / MINUTE));
  const time = brandClock(brand, until);
  return new ApiError(423, ErrorCode.resetLocked, `Too many wrong codes. Try again at ${time} (in ${minutes} min).`, {
    value: { lockedUntil: until },
    messageValues: { time, minutes },
  });
}

/** 423 password.reset_locked while the number or the IP is locked. */
export async function checkPhoneResetLock(db: Queryable, brand: LoadedBrand, recipient: string, ip: string, nowMs: number): Promise<void> {
  const blocks = await Promise.all([latestBlock(db, brand.id, 'reset.number', recipient), latestBlock(db, brand.id, 'reset.ip', ip)]);
  const running = blocks.filter((b): b is { until: number } => b !== null && b.until > nowMs).map((b) => b.until);
  if (running.length) throw lockedError(brand, Math.max(...running), nowMs);
}

/** Count a wrong code; throws 423 password.reset_locked when it fills a window (the caller then answers that). */
export async function recordPhoneResetFailure(db: Queryable, brand: LoadedBrand, recipient: string, ip: string, nowMs: number): Promise<void> {
  await addEvent(db, brand.id, 'reset.number', recipient, nowMs);
  await addEvent(db, brand.id, 'reset.ip', ip, nowMs);
  const until = nowMs + PHONE_RESET_CAPS.lockMs;
  let locked = false;
  if ((await countEvents(db, brand.id, 'reset.number', recipient, nowMs, PHONE_RESET_CAPS.number.windowMs)) >= PHONE_RESET_CAPS.number.max) {
    await addBlock(db, brand.id, 'reset.number', recipient, nowMs, until);
    locked = true;
  }
  if ((await countEvents(db, brand.id, 'reset.ip', ip, nowMs, PHONE_RESET_CAPS.ip.windowMs)) >= PHONE_RESET_CAPS.ip.max) {
    await addBlock(db, brand.id, 'reset.ip', ip, nowMs, until);
    locked = true;
  }
  if (locked) throw lockedError(brand, until, nowMs);
}

/** Whether another reset e-mail may go to this address now; counts it when so. */
export async function takeResetMailSlot(db: Queryable, brandId: string, email: string, nowMs: number): Promise<boolean> {
  const to = email.trim().toLowerCase();
  for (const cap of RESET_MAIL_CAPS) if ((await countEvents(db, brandId, 'mail.recipient', to, nowMs, cap.windowMs)) >= cap.max) return false;
  await addEvent(db, brandId, 'mail.recipient', to, nowMs);
  return true;
}
