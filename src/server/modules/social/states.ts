// A social sign-in's state and nonce: issued by /social/start, kept hashed, answered once by /social/login for the
// same brand and provider within 10 minutes. Telegram's data cannot carry our nonce, so it is accepted once.
import type { SocialProviderId } from '../../../generated/types.ts';
import type { Clock } from '../../clock.ts';
import type { Queryable } from '../../db/types.ts';
import { randomToken, safeEqual, sha256 } from '../../security/tokens.ts';

export const SOCIAL_STATE_TTL_MS = 10 * 60_000;

export async function createSocialState(
  db: Queryable,
  clock: Clock,
  brandId: string,
  provider: SocialProviderId,
): Promise<{ state: string; nonce: string }> {
  const now = clock.now();
  // Expired starts decide nothing any more; dropping them here keeps the table as small as the traffic.
  await db.query('DELETE FROM social_states WHERE expires_at < $1', [new Date(now - SOCIAL_STATE_TTL_MS)]);
  await db.query('DELETE FROM social_used_proofs WHERE expires_at < $1', [new Date(now)]);
  const state = randomToken(24);
  const nonce = randomToken(24);
  await db.query(
    'INSERT INTO social_states (state_hash, brand_id, provider, nonce_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [sha256(state), brandId, provider, sha256(nonce), new Date(now), new Date(now + SOCIAL_STATE_TTL_MS)],
  );
  return { state, nonce };
}

/** Uses up the state: the nonce's hash when it was live for this brand and provider, else null. */
export async function consumeSocialState(db: Queryable, clock: Clock, brandId: string, provider: SocialProviderId, state: string): Promise<string | null> {
  const now = new Date(clock.now());
  const r = await db.query<{ nonce_hash: string }>(
    `UPDATE social_states SET consumed_at = $4
     WHERE state_hash = $1 AND brand_id = $2 AND provider = $3 AND consumed_at IS NULL AND expires_at > $4
     RETURNING nonce_hash`,
    [sha256(state), brandId, provider, now],
  );
  return r.rows[0]?.nonce_hash ?? null;
}

export function nonceMatches(nonceHash: string, nonce: string | undefined): boolean {
  return typeof nonce === 'string' && safeEqual(sha256(nonce), nonceHash);
}

/** True the first time a proof is seen (until it expires), false on any replay. */
export async function firstUseOfProof(db: Queryable, brandId: string, provider: SocialProviderId, proofId: string, untilMs: number): Promise<boolean> {
  const r = await db.query(
    'INSERT INTO social_used_proofs (brand_id, provider, proof_hash, expires_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING 1',
    [brandId, provider, sha256(proofId), new Date(untilMs)],
  );
  return (r.rowCount ?? 0) > 0;
}
