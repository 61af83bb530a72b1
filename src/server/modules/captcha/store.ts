// Captcha answers bound to an HttpOnly cookie: the next request that carries a captcha is checked against
// the answer of the caller's cookie, once (single use), within 5 minutes.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import type { Clock } from '../../clock.ts';
import type { Queryable } from '../../db/types.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { readSiteCookie, serializeSiteCookie } from '../../http/cookies.ts';
import { randomDigits } from '../../security/tokens.ts';

export const CAPTCHA_COOKIE = 'wps_captcha';
export const CAPTCHA_TTL_MS = 5 * 60_000;

/** Answer length: the brand's captcha rule length when it is a sensible one (4–6), else 4. */
export function captchaLength(brand: LoadedBrand): number {
  const rule = brand.config.register.captcha;
  const n = rule?.enabled ? rule.minLength : 4;
  return Math.min(6, Math.max(4, n));
}

export async function createCaptcha(
  db: Queryable,
  clock: Clock,
  request: FastifyRequest,
  reply: FastifyReply,
  brand: LoadedBrand,
): Promise<string> {
  const id = randomUUID();
  const answer = randomDigits(captchaLength(brand));
  const now = clock.now();
  await db.query('INSERT INTO captcha_challenges (id, brand_id, answer, expires_at, created_at) VALUES ($1, $2, $3, $4, $5)', [
    id,
    brand.id,
    answer,
    new Date(now + CAPTCHA_TTL_MS),
    new Date(now),
  ]);
  // Old challenges are useless after 5 minutes: trim them now and then rather than with a timer.
  if (Math.random() < 0.05) await db.query('DELETE FROM captcha_challenges WHERE expires_at < $1', [new Date(now - CAPTCHA_TTL_MS)]);
  // __Host-wps_captcha and Secure over https (also behind a trusted TLS proxy); the bare name on http://localhost.
  reply.header('set-cookie', serializeSiteCookie(request, CAPTCHA_COOKIE, id, { maxAge: CAPTCHA_TTL_MS / 1000 }));
  return answer;
}

function cookieId(request: FastifyRequest): string | null {
  const id = readSiteCookie(request, CAPTCHA_COOKIE);
  return id && /^[0-9a-f-]{36}$/.test(id) ? id : null;
}

/** Uses up the caller's captcha (right or wrong) and says whether the answer matched. */
export async function checkCaptcha(db: Queryable, clock: Clock, request: FastifyRequest, brandId: string, answer: string | undefined): Promise<boolean> {
  const id = cookieId(request);
  if (!id) return false;
  const r = await db.query<{ answer: string }>(
    'UPDATE captcha_challenges SET used_at = $3 WHERE id = $1 AND brand_id = $2 AND used_at IS NULL AND expires_at > $3 RETURNING answer',
    [id, brandId, new Date(clock.now())],
  );
  const expected = r.rows[0]?.answer;
  return expected !== undefined && (answer ?? '').trim() === expected;
}

/** A right captcha answer or 400 login.captcha_required / login.captcha_invalid (value {captcha: true}). */
export async function requireCaptcha(db: Queryable, clock: Clock, request: FastifyRequest, brandId: string, answer: string | undefined): Promise<void> {
  if (!answer) throw new ApiError(400, ErrorCode.captchaRequired, 'Please enter the captcha', { value: { captcha: true } });
  if (!(await checkCaptcha(db, clock, request, brandId, answer)))
    throw new ApiError(400, ErrorCode.captchaInvalid, 'Captcha is incorrect', { value: { captcha: true } });
}

/** Dev tools only: the answer of the caller's current captcha. */
export async function captchaAnswer(db: Queryable, clock: Clock, request: FastifyRequest): Promise<string | null> {
  const id = cookieId(request);
  if (!id) return null;
  const r = await db.query<{ answer: string }>(
    'SELECT answer FROM captcha_challenges WHERE id = $1 AND used_at IS NULL AND expires_at > $2',
    [id, new Date(clock.now())],
  );
  return r.rows[0]?.answer ?? null;
}
