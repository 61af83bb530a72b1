// Verification codes sent by SMS or e-mail: 6 digits, salted-hashed, valid the brand's expiredMinutes, single use,
// burnt after 5 wrong tries. Sending is limited per recipient: one code per countdown (60 s × expiredMinutes: "Resend
// countdown"), and by rolling hourly and daily caps per recipient and per sending IP; a caller over a cap is turned
// away for 5 minutes at a time ("SMS caps", docs/spec/rules.md) until the window has room again.
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import type { Clock } from '../../clock.ts';
import type { Queryable } from '../../db/types.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { addBlock, latestBlock, type WindowCap } from '../../security/throttle.ts';
import { hashCode, newSalt, randomDigits, safeEqual } from '../../security/tokens.ts';
import { serverText } from '../../i18n/texts.ts';

export const CODE_DIGITS = 6;
export const MAX_CODE_ATTEMPTS = 5;
export const SENDS_PER_HOUR = 5;
export const TOO_MANY_BLOCK_MS = 5 * 60_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Codes per recipient (a number or an e-mail): 5 an hour, 10 a day. Per sending IP, whatever the recipients
 * (SMS pumping goes through many numbers): 10 an hour, 30 a day. Windows slide: a block never restarts a count.
 */
export const SEND_CAPS: { recipient: WindowCap[]; ip: WindowCap[] } = {
  recipient: [
    { windowMs: HOUR, max: SENDS_PER_HOUR },
    { windowMs: DAY, max: 10 },
  ],
  ip: [
    { windowMs: HOUR, max: 10 },
    { windowMs: DAY, max: 30 },
  ],
};

/** Brand sms.expiredMinutes (default 1): the code's lifetime and, × 60 s, the resend countdown. */
export function expiredMinutesFor(brand: LoadedBrand): number {
  return brand.config.sms?.expiredMinutes ?? 1;
}

/** 'noLogin' (SMS login, forgot by phone), 'register', or 'login:<challengeId>' (second factor). */
export type CodePurpose = string;

/** Codes to `subject` (a recipient, or the IP that asked) in the last hour and day, and the newest one's time. */
async function sent(db: Queryable, brandId: string, column: 'recipient' | 'ip', subject: string, nowMs: number) {
  const r = await db.query<{ hour: string; day: string; last: Date | null }>(
    `SELECT count(*) FILTER (WHERE created_at > $3) AS hour, count(*) FILTER (WHERE created_at > $4) AS day, max(created_at) AS last
     FROM verification_codes WHERE brand_id = $1 AND ${column} = $2 AND created_at > $4`,
    [brandId, subject, new Date(nowMs - HOUR), new Date(nowMs - DAY)],
  );
  const row = r.rows[0];
  return {
    counts: new Map([
      [HOUR, Number(row?.hour ?? 0)],
      [DAY, Number(row?.day ?? 0)],
    ]),
    last: row?.last ? new Date(row.last).getTime() : null,
  };
}

const overCap = (caps: WindowCap[], counts: Map<number, number>): boolean => caps.some((c) => (counts.get(c.windowMs) ?? 0) >= c.max);

/**
 * Throws sms.too_many_requests or sms.countdown (value {retryAfterSeconds}) when the recipient may not get a code
 * now, or the IP may not ask for one. Counts every code stored, sent or not (see sendSmsCode), so the answer is
 * the same whether a number is registered or not.
 */
export async function checkSendLimits(db: Queryable, brand: LoadedBrand, recipient: string, nowMs: number, ip: string): Promise<void> {
  const tooMany = (untilMs: number): ApiError =>
    new ApiError(400, ErrorCode.smsTooManyRequests, 'Too many requests, try again after 5 minutes', {
      value: { retryAfterSeconds: Math.ceil((untilMs - nowMs) / 1000) },
    });
  const blocks = await Promise.all([latestBlock(db, brand.id, 'sms.number', recipient), latestBlock(db, brand.id, 'sms.ip', ip)]);
  const running = blocks.filter((b): b is { until: number } => b !== null && b.until > nowMs).map((b) => b.until);
  if (running.length) throw tooMany(Math.max(...running));

  const [byRecipient, byIp] = await Promise.all([sent(db, brand.id, 'recipient', recipient, nowMs), sent(db, brand.id, 'ip', ip, nowMs)]);
  const countdownMs = 60_000 * expiredMinutesFor(brand);
  const last = byRecipient.last;
  if (last !== null && nowMs - last < countdownMs) {
    const retryAfterSeconds = Math.ceil((last + countdownMs - nowMs) / 1000);
    throw new ApiError(400, ErrorCode.smsCountdown, `Please wait ${retryAfterSeconds} s before requesting a new code`, {
      value: { retryAfterSeconds },
      messageValues: { seconds: retryAfterSeconds },
    });
  }
  const until = nowMs + TOO_MANY_BLOCK_MS;
  const recipientOver = overCap(SEND_CAPS.recipient, byRecipient.counts);
  const ipOver = overCap(SEND_CAPS.ip, byIp.counts);
  if (recipientOver) await addBlock(db, brand.id, 'sms.number', recipient, nowMs, until);
  if (ipOver) await addBlock(db, brand.id, 'sms.ip', ip, nowMs, until);
  if (recipientOver || ipOver) throw tooMany(until);
}

/** Store a new code for (purpose, recipient) and return it for sending; call checkSendLimits first. */
export async function createCode(
  db: Queryable,
  clock: Clock,
  brand: LoadedBrand,
  opts: { purpose: CodePurpose; recipient: string; ip: string },
): Promise<{ code: string; expiredMinutes: number }> {
  const now = clock.now();
  const expiredMinutes = expiredMinutesFor(brand);
  const code = randomDigits(CODE_DIGITS);
  const salt = newSalt();
  await db.query(
    `INSERT INTO verification_codes (brand_id, purpose, recipient, code_salt, code_hash, expires_at, ip, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [brand.id, opts.purpose, opts.recipient, salt, hashCode(code, salt), new Date(now + expiredMinutes * 60_000), opts.ip, new Date(now)],
  );
  return { code, expiredMinutes };
}

export type CodeCheck = 'ok' | 'invalid' | 'expired';

/** Check and use up a code: the newest unused one for (purpose, recipient). */
export async function consumeCode(
  db: Queryable,
  clock: Clock,
  brandId: string,
  purpose: CodePurpose,
  recipient: string,
  code: string,
): Promise<CodeCheck> {
  const now = clock.now();
  const r = await db.query<{ id: string; code_salt: string; code_hash: string; expires_at: Date; attempts: number }>(
    `SELECT id, code_salt, code_hash, expires_at, attempts FROM verification_codes
     WHERE brand_id = $1 AND purpose = $2 AND recipient = $3 AND consumed_at IS NULL
     ORDER BY created_at DESC, id DESC LIMIT 1`,
    [brandId, purpose, recipient],
  );
  const row = r.rows[0];
  if (!row) return 'invalid';
  if (new Date(row.expires_at).getTime() <= now) return 'expired';
  const right = /^[0-9]{6}$/.test(code.trim()) && safeEqual(hashCode(code.trim(), row.code_salt), row.code_hash);
  if (!right) {
    // The fifth wrong try burns the code: guessing 1 in 10^6 with 5 tries per code and 5 codes an hour.
    await db.query(
      `UPDATE verification_codes SET attempts = attempts + 1,
         consumed_at = CASE WHEN attempts + 1 >= $2 THEN $3::timestamptz ELSE consumed_at END
       WHERE id = $1`,
      [row.id, MAX_CODE_ATTEMPTS, new Date(now)],
    );
    return 'invalid';
  }
  const used = await db.query('UPDATE verification_codes SET consumed_at = $2 WHERE id = $1 AND consumed_at IS NULL RETURNING 1', [
    row.id,
    new Date(now),
  ]);
  return used.rowCount > 0 ? 'ok' : 'invalid';
}

/** verification.invalid / verification.expired for a failed check. */
export function codeError(result: Exclude<CodeCheck, 'ok'>): ApiError {
  return result === 'expired'
    ? new ApiError(400, ErrorCode.verificationExpired, 'Code expired, please send again')
    : new ApiError(400, ErrorCode.verificationInvalid, 'Please enter a valid verification code');
}

/** The SMS carrying a code, in the language of the request that asked for it (server text sms.code). */
export function smsText(brand: LoadedBrand, code: string, expiredMinutes: number, language: string): string {
  return serverText('sms.code', language, { brand: brand.config.name, code, minutes: expiredMinutes });
}
