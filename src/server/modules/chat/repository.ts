// The chat tables (migration 021): support conversations, room messages, mutes, console tickets.
import { createHash, randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../../db/types.ts';
import { CHAT_HISTORY, CHAT_RATE, type ChatMessage } from '../../../engine/chat/rules.ts';

const iso = (d: Date | string): string => new Date(d).toISOString();
export const hashOf = (secret: string): string => createHash('sha256').update(secret).digest('hex');

interface SupportRow {
  id: string;
  from_operator: boolean;
  body: string;
  created_at: Date | string;
}
const supportMessage = (r: SupportRow): ChatMessage => ({
  id: String(r.id),
  from: r.from_operator ? 'operator' : 'member',
  operator: r.from_operator,
  text: r.body,
  at: iso(r.created_at),
});

interface RoomRow {
  id: string;
  username: string;
  body: string;
  created_at: Date | string;
}
const roomMessage = (r: RoomRow): ChatMessage => ({
  id: String(r.id),
  from: r.username,
  text: r.body,
  at: iso(r.created_at),
});

/** The last CHAT_HISTORY messages of the member's support conversation, oldest first. */
export async function supportHistory(q: Queryable, memberId: string, limit = CHAT_HISTORY): Promise<ChatMessage[]> {
  const r = await q.query<SupportRow>(
    'SELECT id, from_operator, body, created_at FROM chat_support_messages WHERE member_id = $1 ORDER BY id DESC LIMIT $2',
    [memberId, limit],
  );
  return r.rows.reverse().map(supportMessage);
}

/** The time the oldest message in the window ages out when the member already sent CHAT_RATE.max; else null. */
async function limitedUntil(
  tx: Queryable,
  table: 'chat_support_messages' | 'chat_room_messages',
  memberId: string,
  now: number,
): Promise<number | null> {
  const own = table === 'chat_support_messages' ? 'AND NOT from_operator' : '';
  const r = await tx.query<{ n: string; oldest: Date | string | null }>(
    `SELECT count(*) AS n, min(created_at) AS oldest FROM ${table} WHERE member_id = $1 ${own} AND created_at > $2`,
    [memberId, new Date(now - CHAT_RATE.windowMs)],
  );
  if (Number(r.rows[0]?.n ?? 0) < CHAT_RATE.max) return null;
  return new Date(r.rows[0]!.oldest ?? now).getTime() + CHAT_RATE.windowMs;
}

export type Stored = { message: ChatMessage } | { retryAt: number } | { mutedUntil: number };

/** A member's support message, unless the sliding window is full (the member row lock orders parallel sends). */
export async function insertSupport(db: Database, brandId: string, memberId: string, text: string, now: number): Promise<Stored> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
    const retryAt = await limitedUntil(tx, 'chat_support_messages', memberId, now);
    if (retryAt !== null) return { retryAt };
    const r = await tx.query<SupportRow>(
      'INSERT INTO chat_support_messages (brand_id, member_id, from_operator, body, created_at) VALUES ($1, $2, false, $3, $4) RETURNING id, from_operator, body, created_at',
      [brandId, memberId, text, new Date(now)],
    );
    return { message: supportMessage(r.rows[0]!) };
  });
}

/** An operator reply in the member's conversation (unseen until the member's chat window shows it). */
export async function insertReply(q: Queryable, brandId: string, memberId: string, text: string, now: number): Promise<ChatMessage> {
  const r = await q.query<SupportRow>(
    'INSERT INTO chat_support_messages (brand_id, member_id, from_operator, body, created_at) VALUES ($1, $2, true, $3, $4) RETURNING id, from_operator, body, created_at',
    [brandId, memberId, text, new Date(now)],
  );
  return supportMessage(r.rows[0]!);
}

export async function markSeen(q: Queryable, memberId: string, now: number): Promise<void> {
  await q.query('UPDATE chat_support_messages SET seen_at = $2 WHERE member_id = $1 AND from_operator AND seen_at IS NULL', [
    memberId,
    new Date(now),
  ]);
}

export async function unreadReplies(q: Queryable, memberId: string): Promise<number> {
  const r = await q.query<{ n: string }>(
    'SELECT count(*) AS n FROM chat_support_messages WHERE member_id = $1 AND from_operator AND seen_at IS NULL',
    [memberId],
  );
  return Number(r.rows[0]?.n ?? 0);
}

export interface Conversation {
  memberId: string;
  username: string;
  last: ChatMessage;
  waiting: boolean;
}

/** The brand's conversations, latest activity first (at most 100); waiting = the member wrote last. */
export async function conversations(q: Queryable, brandId: string): Promise<Conversation[]> {
  const r = await q.query<SupportRow & { member_id: string; username: string }>(
    `SELECT DISTINCT ON (c.member_id) c.member_id, m.username, c.id, c.from_operator, c.body, c.created_at
       FROM chat_support_messages c JOIN members m ON m.id = c.member_id
      WHERE c.brand_id = $1 ORDER BY c.member_id, c.id DESC`,
    [brandId],
  );
  return r.rows
    .map((x) => ({
      memberId: String(x.member_id),
      username: x.username,
      last: supportMessage(x),
      waiting: !x.from_operator,
    }))
    .sort((a, b) => Number(b.last.id) - Number(a.last.id))
    .slice(0, 100);
}

export async function memberOfBrand(q: Queryable, brandId: string, memberId: string): Promise<string | null> {
  const r = await q.query<{ username: string }>('SELECT username FROM members WHERE id = $1 AND brand_id = $2', [memberId, brandId]);
  return r.rows[0]?.username ?? null;
}

/** The last CHAT_HISTORY visible messages of the brand's room, oldest first. */
export async function roomHistory(q: Queryable, brandId: string, limit = CHAT_HISTORY): Promise<ChatMessage[]> {
  const r = await q.query<RoomRow>(
    'SELECT id, username, body, created_at FROM chat_room_messages WHERE brand_id = $1 AND deleted_at IS NULL ORDER BY id DESC LIMIT $2',
    [brandId, limit],
  );
  return r.rows.reverse().map(roomMessage);
}

export async function mutedUntil(q: Queryable, brandId: string, memberId: string, now: number): Promise<number | null> {
  const r = await q.query<{ until: Date | string }>('SELECT until FROM chat_room_mutes WHERE brand_id = $1 AND member_id = $2 AND until > $3', [
    brandId,
    memberId,
    new Date(now),
  ]);
  return r.rows[0] ? new Date(r.rows[0].until).getTime() : null;
}

/** A room message unless the member is muted or the sliding window is full. */
export async function insertRoom(db: Database, brandId: string, memberId: string, username: string, text: string, now: number): Promise<Stored> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
    const muted = await mutedUntil(tx, brandId, memberId, now);
    if (muted !== null) return { mutedUntil: muted };
    const retryAt = await limitedUntil(tx, 'chat_room_messages', memberId, now);
    if (retryAt !== null) return { retryAt };
    const r = await tx.query<RoomRow>(
      'INSERT INTO chat_room_messages (brand_id, member_id, username, body, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id, username, body, created_at',
      [brandId, memberId, username, text, new Date(now)],
    );
    return { message: roomMessage(r.rows[0]!) };
  });
}

export async function setMute(q: Queryable, brandId: string, memberId: string, until: number | null): Promise<void> {
  if (until === null) await q.query('DELETE FROM chat_room_mutes WHERE brand_id = $1 AND member_id = $2', [brandId, memberId]);
  else
    await q.query(
      'INSERT INTO chat_room_mutes (brand_id, member_id, until) VALUES ($1, $2, $3) ON CONFLICT (brand_id, member_id) DO UPDATE SET until = EXCLUDED.until',
      [brandId, memberId, new Date(until)],
    );
}

/** Marks a room message deleted; false when the brand has no such visible message. */
export async function deleteRoomMessage(q: Queryable, brandId: string, id: string, now: number): Promise<boolean> {
  const r = await q.query('UPDATE chat_room_messages SET deleted_at = $3 WHERE brand_id = $1 AND id = $2 AND deleted_at IS NULL', [
    brandId,
    id,
    new Date(now),
  ]);
  return (r.rowCount ?? 0) > 0;
}

/** A new console secret of `kind`; only its hash is stored. */
export async function issueOperatorTicket(q: Queryable, brandId: string, kind: 'link' | 'session', ttlMs: number, now: number): Promise<string> {
  const secret = randomBytes(24).toString('base64url');
  await q.query('INSERT INTO chat_operator_tickets (hash, brand_id, kind, expires_at) VALUES ($1, $2, $3, $4)', [
    hashOf(secret),
    brandId,
    kind,
    new Date(now + ttlMs),
  ]);
  return secret;
}

/** The hashes among `hashes` of console sessions still live (not expired, not removed). */
export async function liveConsoleSessions(q: Queryable, hashes: string[], now: number): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const r = await q.query<{ hash: string }>(`SELECT hash FROM chat_operator_tickets WHERE hash = ANY($1::text[]) AND kind = 'session' AND expires_at > $2`, [
    hashes,
    new Date(now),
  ]);
  return new Set(r.rows.map((x) => x.hash));
}

/** True when secret is a live ticket of the brand: a link is used up here, a session stays until it expires. */
export async function redeemOperatorTicket(q: Queryable, brandId: string, secret: string, now: number): Promise<'link' | 'session' | null> {
  const r = await q.query<{ kind: 'link' | 'session' }>(
    `UPDATE chat_operator_tickets SET used_at = CASE WHEN kind = 'link' THEN $3 ELSE used_at END
      WHERE hash = $1 AND brand_id = $2 AND expires_at > $3 AND (kind = 'session' OR used_at IS NULL) RETURNING kind`,
    [hashOf(secret), brandId, new Date(now)],
  );
  return r.rows[0]?.kind ?? null;
}
