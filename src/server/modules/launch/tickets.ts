// One-use launch tickets (games contract "Launch and the vendor sandbox"): random, stored as SHA-256 (a database
// leak hands out no game sessions), valid 10 minutes. Each records whether it was issued for this server's own
// sandbox: only those open a sandbox session.
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/types.ts';

export const TICKET_TTL_MS = 10 * 60_000;

const hashOf = (ticket: string): string => createHash('sha256').update(ticket).digest('hex');

export interface NewTicket {
  brandId: string;
  memberId: string;
  nodeId: number;
  backUrl: string;
  language: string;
  /** Issued for this server's vendor sandbox (the launch CDN chosen is its own), not for a real vendor. */
  forSandbox: boolean;
  nowMs: number;
}

export async function createTicket(db: Queryable, t: NewTicket): Promise<string> {
  const ticket = randomBytes(24).toString('base64url');
  await db.query(
    `INSERT INTO launch_tickets (ticket_hash, brand_id, member_id, node_id, back_url, language, for_sandbox, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [hashOf(ticket), t.brandId, t.memberId, t.nodeId, t.backUrl, t.language, t.forSandbox, new Date(t.nowMs), new Date(t.nowMs + TICKET_TTL_MS)],
  );
  return ticket;
}

export interface RedeemedTicket {
  memberId: string;
  nodeId: number;
  backUrl: string;
  language: string;
}

/** Use a sandbox ticket of this brand once: null when unknown, expired, already used, of another brand or issued for a real vendor. */
export async function redeemSandboxTicket(db: Queryable, ticket: string, brandId: string, nowMs: number): Promise<RedeemedTicket | null> {
  const now = new Date(nowMs);
  const r = await db.query<{ member_id: string; node_id: number; back_url: string; language: string }>(
    `UPDATE launch_tickets SET used_at = $3
     WHERE ticket_hash = $1 AND brand_id = $2 AND for_sandbox AND used_at IS NULL AND expires_at > $3
     RETURNING member_id, node_id, back_url, language`,
    [hashOf(ticket), brandId, now],
  );
  const row = r.rows[0];
  return row ? { memberId: String(row.member_id), nodeId: row.node_id, backUrl: row.back_url, language: row.language } : null;
}
