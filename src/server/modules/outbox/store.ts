// Reading the outbox (what the built-in SMS and mail providers "sent"): one query for `npm run outbox`, whether
// it reads the database itself or through the running server's loopback reader (reader.ts).
import type { OutboxMessage } from '../../../generated/types.ts';
import type { Queryable } from '../../db/types.ts';

export interface OutboxFilter {
  brand?: string | undefined;
  /** The whole recipient or its end, so a bare mobile number (without dialing code) matches. */
  to?: string | undefined;
  /** Only messages stored after this id (follow mode asks for what is new). */
  afterId?: string | undefined;
  /** The newest this many. */
  limit: number;
}

export const MAX_OUTBOX_LIMIT = 1000;

/** The newest `limit` messages matching the filter, oldest first (newest last, as a log reads). */
export async function listOutbox(db: Queryable, filter: OutboxFilter): Promise<OutboxMessage[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.brand) where.push(`brand_id = $${params.push(filter.brand)}`);
  if (filter.to) where.push(`(recipient = $${params.push(filter.to)} OR recipient LIKE '%' || $${params.length})`);
  if (filter.afterId) where.push(`id > $${params.push(filter.afterId)}`);
  const limit = Math.min(Math.max(1, Math.trunc(filter.limit)), MAX_OUTBOX_LIMIT);
  const r = await db.query<{ id: string; channel: 'sms' | 'email'; brand_id: string; recipient: string; subject: string | null; body: string; created_at: Date }>(
    `SELECT id, channel, brand_id, recipient, subject, body, created_at FROM outbox ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY id DESC LIMIT ${limit}`,
    params,
  );
  return r.rows.reverse().map((m) => ({
    id: m.id,
    channel: m.channel,
    brandId: m.brand_id,
    recipient: m.recipient,
    subject: m.subject,
    body: m.body,
    createdAt: new Date(m.created_at).getTime(),
  }));
}
