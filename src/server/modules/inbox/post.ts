import type { Queryable } from '../../db/types.ts';

export interface InboxMessage {
  brandId: string;
  memberId: string;
  title: string;
  body: string;
  kind: 'system' | 'operator';
}

/** Adds a message to the member's inbox (inside the caller's transaction when given a tx). */
export async function postMessage(q: Queryable, m: InboxMessage, now: Date): Promise<string /* message id */> {
  // Plain text only: the app renders bodies as text, so nothing here needs sanitising.
  const r = await q.query<{ id: string }>(
    `INSERT INTO inbox_messages (brand_id, member_id, kind, title, body, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [m.brandId, m.memberId, m.kind, m.title, m.body, now],
  );
  return String(r.rows[0]!.id);
}
