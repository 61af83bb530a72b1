// What keeps the chat sockets safe beyond their tickets: the Origin of an upgrade (cross-site WebSocket hijacking),
// the member's session still being live, and a bounded queue of frames per connection.
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { resolveHost } from '../../../engine/hosts.ts';
import type { Queryable } from '../../db/types.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { liveConsoleSessions } from './repository.ts';
import type { ChatDeps } from './service.ts';

/** Frames a connection may have waiting; a client past it is flooding, not chatting (each frame costs a query). */
export const MAX_PENDING_FRAMES = 16;
/** Chat windows one session may hold open (tabs and the floating bar); each costs memory and a history read. */
export const MAX_SESSION_SOCKETS = 8;

/**
 * Browsers always send Origin with a WebSocket upgrade, and a page of another site cannot forge it: an Origin
 * whose host is not this brand's (another site, another brand, 'null') is refused. A client without Origin is
 * not a browser, so it cannot ride a member's browser; it still needs a ticket.
 */
export function checkOrigin(request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (origin === undefined) return;
  let host = '';
  try {
    host = new URL(origin).host;
  } catch {
    // 'null' (sandboxed frames, file: pages) and garbage
  }
  const match = host ? resolveHost(host, request.server.registry.brands()) : null;
  if (!match || match.claim === 'unclaimed' || !match.brand || match.brand.id !== request.brand?.id)
    throw new ApiError(403, ErrorCode.chatOrigin, 'The chat can only be opened from this site');
}

/** True while the session lives (not revoked, idle or past its 24 h); a member's message counts as activity. */
export async function touchSession(q: Queryable, sessionId: string, now: number, idleMinutes: number): Promise<boolean> {
  const r = await q.query(
    `UPDATE sessions SET last_seen_at = $2, idle_expires_at = $3
      WHERE id = $1 AND revoked_at IS NULL AND idle_expires_at > $2 AND absolute_expires_at > $2 RETURNING id`,
    [sessionId, new Date(now), new Date(now + idleMinutes * 60_000)],
  );
  return r.rows.length > 0;
}

/** The ids among `ids` whose sessions still live (read only: a socket left open is no activity). */
export async function liveSessions(q: Queryable, ids: string[], now: number): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const r = await q.query<{ id: string }>(
    'SELECT id FROM sessions WHERE id = ANY($1::bigint[]) AND revoked_at IS NULL AND idle_expires_at > $2 AND absolute_expires_at > $2',
    [ids, new Date(now)],
  );
  return new Set(r.rows.map((x) => String(x.id)));
}

/**
 * Closes the open member sockets whose sessions ended and the operator consoles whose console sessions expired or
 * were removed (a reader who never writes is found here, not by a frame).
 */
export async function sweepEndedSessions(d: ChatDeps): Promise<void> {
  const ids = d.hub.sessions.keys();
  const live = await liveSessions(d.db, ids, d.now());
  for (const id of ids) if (!live.has(id)) d.hub.endSession(id);
  const consoles = d.hub.consoleSessions.keys();
  const liveConsoles = await liveConsoleSessions(d.db, consoles, d.now());
  for (const hash of consoles) if (!liveConsoles.has(hash)) d.hub.endConsoleSession(hash);
}

/**
 * Runs the socket's frames one after another (a member's messages keep their order) and closes it with 4429 when
 * more than MAX_PENDING_FRAMES wait, so a flood never grows the queue without bound.
 */
export function frameQueue(socket: WebSocket, handle: (text: string) => Promise<void>, onError: (err: unknown) => void): void {
  let queue = Promise.resolve();
  let pending = 0;
  let flooded = false;
  socket.on('message', (data) => {
    if (flooded) return;
    if (++pending > MAX_PENDING_FRAMES) {
      flooded = true;
      socket.close(4429, 'too many frames');
      return;
    }
    queue = queue
      .then(() => (flooded ? undefined : handle(String(data))))
      .catch((err: unknown) => {
        onError(err);
        socket.close(1011, 'server error');
      })
      .finally(() => void pending--);
  });
}

/** A client frame: a JSON object, else null ('null', numbers, arrays and broken JSON are bad frames, not errors). */
export function parseFrame<T>(text: string): T | null {
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as T) : null;
  } catch {
    return null;
  }
}
