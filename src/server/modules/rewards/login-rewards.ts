// Who may get a reward for logging in (the login red envelope, login-day missions): a member who proved a phone
// by SMS code, or who made a confirmed deposit. An account costs nothing to make — an agent makes them without a
// captcha or a code — so a reward for merely logging in would be drawn once per throwaway account; the phone and
// the deposit are what an account cannot have for free. Others simply earn nothing for logging in.
import type { Queryable } from '../../db/types.ts';

/** SQL condition on a members row aliased `m`: true when its logins earn rewards. */
export const LOGIN_REWARDS_ALLOWED = `(m.mobile_verified_at IS NOT NULL OR EXISTS (
  SELECT 1 FROM deposit_orders d WHERE d.brand_id = m.brand_id AND d.member_id = m.id AND d.status = 'confirmed'))`;

export async function loginRewardsAllowed(q: Queryable, brandId: string, memberId: string): Promise<boolean> {
  const r = await q.query<{ ok: boolean }>(`SELECT ${LOGIN_REWARDS_ALLOWED} AS ok FROM members m WHERE m.brand_id = $1 AND m.id = $2`, [brandId, memberId]);
  return r.rows[0]?.ok === true;
}
