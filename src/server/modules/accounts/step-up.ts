// Step-up: a signed-in session proves its member again with the password before it changes how the account is
// protected (the authenticator, the password). Wrong passwords count per member in a sliding window that no
// success resets, so a stolen session token does not become unlimited password guesses.
//
// A guess takes its failure slot BEFORE the password is checked (counted and recorded under the member's lock)
// and a right password gives that one slot back: a burst sent together gets at most `max` passwords checked,
// and no lock is held through the slow hash.
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { lockWindowKey, retryAfterMs } from '../../security/sliding-window.ts';
import type { AccountServices } from '../../services.ts';
import type { MemberRow } from './repository.ts';

/** At most 5 wrong step-up passwords per member in any 15 minutes; then none is checked until one ages out. */
export const STEP_UP_LIMIT = { max: 5, windowMs: 15 * 60_000 } as const;

function oldPasswordInvalid(): ApiError {
  return new ApiError(400, ErrorCode.oldPasswordInvalid, 'The old password is incorrect');
}

/** The failure slot of one guess, or when the window has room again. */
async function reserveFailure(svc: AccountServices, memberId: string, now: number): Promise<{ id: string } | { retryAfterMs: number }> {
  return svc.db.transaction(async (tx) => {
    await lockWindowKey(tx, `step-up:${memberId}`);
    const r = await tx.query<{ created_at: Date | string }>(
      'SELECT created_at FROM step_up_failures WHERE member_id = $1 AND created_at > $2 ORDER BY created_at',
      [memberId, new Date(now - STEP_UP_LIMIT.windowMs)],
    );
    const times = r.rows.map((row) => new Date(row.created_at).getTime());
    if (times.length >= STEP_UP_LIMIT.max) return { retryAfterMs: retryAfterMs(times, STEP_UP_LIMIT, now) };
    const slot = await tx.query<{ id: string }>('INSERT INTO step_up_failures (member_id, created_at) VALUES ($1, $2) RETURNING id', [
      memberId,
      new Date(now),
    ]);
    return { id: String(slot.rows[0]?.id) };
  });
}

/** Throws password.step_up_locked (429) while the window is full, password.old_invalid for a wrong password. */
export async function verifyStepUp(svc: AccountServices, member: MemberRow, password: string | undefined): Promise<void> {
  // A missing password is a malformed request, not a guess (a full window still answers the lock first).
  const slot = await reserveFailure(svc, member.id, svc.clock.now());
  if (!('id' in slot)) {
    const minutes = Math.max(1, Math.ceil(slot.retryAfterMs / 60_000));
    throw new ApiError(429, ErrorCode.stepUpLocked, `Too many wrong passwords. Try again in ${minutes} min.`, { messageValues: { minutes } });
  }
  const right = !!password && (await svc.passwords.verify(password, member.password_hash));
  if (right || !password) await svc.db.query('DELETE FROM step_up_failures WHERE id = $1', [slot.id]);
  if (!right) throw oldPasswordInvalid();
}
