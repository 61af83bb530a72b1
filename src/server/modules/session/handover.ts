// Handing a signed-in session to another tab or app (the original platform put the session token itself in the
// address as ?token=, where history, Referer headers and logs keep it). Here the signed-in side asks for a
// one-time code, the address carries /?handover=<code>, and the new tab exchanges it for a session of its own:
// - the code is 32 random bytes, stored as SHA-256, valid 60 s, on the brand that issued it;
// - the first exchange uses it up, whatever its outcome (expired, other brand, ended session);
// - it dies with the session that asked for it (logout or a password change in between).
import type { FastifyInstance } from 'fastify';
import type { EmptyRequest, HandoverCode, HandoverDiscardRequest, HandoverExchangeRequest } from '../../../generated/types.ts';
import { plainBody } from '../../http/body.ts';
import { ok } from '../../http/envelope.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { randomToken, sha256 } from '../../security/tokens.ts';
import { findMemberById } from '../accounts/index.ts';
import { brandOf, requireSession, services } from '../../services.ts';
import { signIn } from './sign-in.ts';
import { revokeSessionByToken } from './store.ts';
import { requestSchemas } from '../../../generated/request-schemas.ts';

export const HANDOVER_TTL_MS = 60_000;

/** One answer for every refusal: which check failed tells an attacker nothing useful. */
function invalid(): ApiError {
  return new ApiError(400, ErrorCode.handoverInvalid, 'This sign-in link is invalid or has expired. Please log in.');
}

export async function handoverRoutes(app: FastifyInstance): Promise<void> {
  const svc = services(app);

  app.post('/wps/session/handover', { schema: { body: requestSchemas.EmptyRequest } }, async (request) => {
    const brand = brandOf(request);
    const session = requireSession(request);
    plainBody<EmptyRequest>(request);
    const code = randomToken();
    const now = svc.clock.now();
    await svc.db.query(
      'INSERT INTO handover_codes (code_hash, brand_id, member_id, session_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [sha256(code), brand.id, session.customerId, session.sessionId, new Date(now), new Date(now + HANDOVER_TTL_MS)],
    );
    const value: HandoverCode = { code, expiresIn: HANDOVER_TTL_MS / 1000 };
    return ok(value);
  });

  app.post('/wps/session/handover/exchange', { schema: { body: requestSchemas.HandoverExchangeRequest } }, async (request, reply) => {
    const brand = brandOf(request);
    const body = plainBody<HandoverExchangeRequest>(request);
    const now = new Date(svc.clock.now());
    // Used up first, in one statement: of two exchanges of the same code (even on two instances) one gets the row.
    const r = await svc.db.query<{ brand_id: string; member_id: string; session_id: string; expires_at: Date }>(
      'UPDATE handover_codes SET used_at = $2 WHERE code_hash = $1 AND used_at IS NULL RETURNING brand_id, member_id, session_id, expires_at',
      [sha256(body.code), now],
    );
    const row = r.rows[0];
    if (!row || row.brand_id !== brand.id || new Date(row.expires_at) <= now) throw invalid();
    const issuer = await svc.db.query(
      'SELECT 1 FROM sessions WHERE id = $1 AND revoked_at IS NULL AND idle_expires_at > $2 AND absolute_expires_at > $2',
      [row.session_id, now],
    );
    const member = issuer.rowCount ? await findMemberById(svc.db, brand.id, row.member_id) : null;
    if (!member) throw invalid();
    return ok(await signIn(svc, request, reply, brand, member, {}));
  });

  /**
   * The tab already had another member's session and the player kept it: the session the code opened ends here,
   * without logout's side effects (the device's remember-me cookie belongs to the session that stays).
   */
  app.post('/wps/session/handover/discard', { schema: { body: requestSchemas.HandoverDiscardRequest } }, async (request) => {
    const brand = brandOf(request);
    // The token travels in the body: the tab's Authorization header carries the session that stays.
    const { token } = plainBody<HandoverDiscardRequest>(request);
    // Idempotent, and never a 401: the app would take that for the end of the tab's own session.
    await revokeSessionByToken(svc.db, svc.clock, brand.id, token);
    return ok(null);
  });
}
