// Step-up: a signed-in session proves its member again with the password before it changes how the account is
// protected (the authenticator, the password). Wrong passwords count per member in a sliding window that no
// success resets, so a stolen session token does not become unlimited password guesses.
import { ApiError, ErrorCode } from '../../http/errors.ts';
import type { AccountServices } from '../services.ts';
import type { MemberRow } from './repository.ts';

/** At most 5 wrong step-up passwords per member in any 15 minutes; then none is checked until one ages out. */
export const STEP_UP_LIMIT = { max: 5, windowMs: 15 * 60_000 } as const;

function oldPasswordInvalid(): ApiError {
  return new ApiError(400, ErrorCode.oldPasswordInvalid, 'The old password is incorrect');
}

/** Throws password.step_up_locked (429) while the window is full, password.old_invalid for a wrong password. */
export async function verifyStepUp(svc: AccountServices, member: MemberRow, password: string | undefined): Promise<void> {
  const now = svc.clock.now();
  const since = new Date(now - STEP_UP_LIMIT.windowMs);
  const r = await svc.db.query<{ n: string; oldest: Date | null }>(
    'SELECT count(*) AS n, min(created_at) AS oldest FROM step_up_failures WHERE member_id = $1 AND created_at > $2',
    [member.id, since],
  );
  const failures = Number(r.rows[0]?.n ?? 0);
  if (failures >= STEP_UP_LIMIT.max) {
    const oldest = r.rows[0]?.oldest ? new Date(r.rows[0].oldest).getTime() : now;
    const minutes = Math.max(1, Math.ceil((oldest + STEP_UP_LIMIT.windowMs - now) / 60_000));
    throw new ApiError(429, ErrorCode.stepUpLocked, `Too many wrong passwords. Try again in ${minutes} min.`, { messageValues: { minutes } });
  }
  // A missing password is a malformed request, not a guess.
  if (!password) throw oldPasswordInvalid();
  if (await svc.passwords.verify(password, member.password_hash)) return;
  await svc.db.query('INSERT INTO step_up_failures (member_id, created_at) VALUES ($1, $2)', [member.id, new Date(now)]);
  throw oldPasswordInvalid();
}
