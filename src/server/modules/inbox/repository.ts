// The member's inbox rows (011_member_center.sql). Every query names brand and member: a message id of another
// member or brand is simply not found.
import type { InboxMessageItem } from '../../../generated/types.ts';
import type { Queryable } from '../../db/types.ts';

interface MessageRow {
  id: string;
  title: string;
  body: string;
  kind: 'system' | 'operator';
  created_at: Date | string;
  read_at: Date | string | null;
}

const COLUMNS = 'id, title, body, kind, created_at, read_at';
const LIVE = 'brand_id = $1 AND member_id = $2 AND deleted_at IS NULL';

function item(row: MessageRow): InboxMessageItem {
  return {
    id: String(row.id),
    title: row.title,
    body: row.body,
    kind: row.kind,
    createdAt: new Date(row.created_at).toISOString(),
    read: row.read_at !== null,
  };
}

export async function countUnread(q: Queryable, brandId: string, memberId: string): Promise<number> {
  const r = await q.query<{ n: string }>(`SELECT count(*) AS n FROM inbox_messages WHERE ${LIVE} AND read_at IS NULL`, [brandId, memberId]);
  return Number(r.rows[0]?.n ?? 0);
}

export async function listPage(
  q: Queryable,
  brandId: string,
  memberId: string,
  offset: number,
  limit: number,
): Promise<{ items: InboxMessageItem[]; total: number }> {
  const rows = await q.query<MessageRow>(
    `SELECT ${COLUMNS} FROM inbox_messages WHERE ${LIVE} ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
    [brandId, memberId, limit, offset],
  );
  const total = await q.query<{ n: string }>(`SELECT count(*) AS n FROM inbox_messages WHERE ${LIVE}`, [brandId, memberId]);
  return { items: rows.rows.map(item), total: Number(total.rows[0]?.n ?? 0) };
}

/** The message, marked read on first reading (a later read keeps the first time). Undefined when not the member's. */
export async function readOne(q: Queryable, brandId: string, memberId: string, id: string, now: Date): Promise<InboxMessageItem | undefined> {
  const r = await q.query<MessageRow>(
    `UPDATE inbox_messages SET read_at = COALESCE(read_at, $4) WHERE ${LIVE} AND id = $3 RETURNING ${COLUMNS}`,
    [brandId, memberId, id, now],
  );
  return r.rows[0] ? item(r.rows[0]) : undefined;
}

export async function readAll(q: Queryable, brandId: string, memberId: string, now: Date): Promise<number> {
  const r = await q.query(`UPDATE inbox_messages SET read_at = $3 WHERE ${LIVE} AND read_at IS NULL`, [brandId, memberId, now]);
  return r.rowCount;
}

/** Soft delete: the row leaves every list and count. False when there was nothing of the member's to delete. */
export async function deleteOne(q: Queryable, brandId: string, memberId: string, id: string, now: Date): Promise<boolean> {
  const r = await q.query(`UPDATE inbox_messages SET deleted_at = $4 WHERE ${LIVE} AND id = $3`, [brandId, memberId, id, now]);
  return r.rowCount > 0;
}
