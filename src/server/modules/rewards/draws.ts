// Red envelope (raffle) and prize-wheel draws, provably fair with the in-house games' HMAC (inhouse/fair.ts).
// Before the draw a ticket shows SHA-256(serverSeed); the draw picks roll = uniformInt(serverSeed, clientSeed, 0,
// total weight) and walks the prize table's cumulative weights; the answer reveals serverSeed. The seed of a
// ticket is HMAC(server secret, seed_ref), so the table stores nothing that predicts a draw.
import { createHmac, randomBytes } from 'node:crypto';
import type { DrawResult, DrawsContent } from '../../../generated/types.ts';
import type { Queryable } from '../../db/types.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { seedHash, uniformInt } from '../inhouse/index.ts';
import { grantReward } from './grant.ts';
import { loginRewardsAllowed } from './login-rewards.ts';

export type TicketKind = 'raffle' | 'wheel';
export type Prize = DrawsContent['wheel'][number];

const KEY_NAME = 'draw_seed_key';
const keys = new WeakMap<object, Buffer>();

async function drawKey(db: Queryable): Promise<Buffer> {
  const cached = keys.get(db);
  if (cached) return cached;
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [KEY_NAME, randomBytes(32).toString('base64url')]);
  const r = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [KEY_NAME]);
  const key = Buffer.from(r.rows[0]!.value, 'base64url');
  keys.set(db, key);
  return key;
}

const serverSeedOf = (key: Buffer, seedRef: string): string => createHmac('sha256', key).update(`draw:${seedRef}`).digest('hex');

/** The pick of a roll in [0, total weight): the first prize whose cumulative weight passes it. Pure, for verifiers. */
export function prizeIndexOf(table: readonly Prize[], roll: number): number {
  let acc = 0;
  for (let i = 0; i < table.length; i++) {
    acc += table[i]!.weight;
    if (roll < acc) return i;
  }
  throw new Error(`roll ${roll} is outside the table's weight ${acc}`);
}

/** Recomputes a draw from its revealed seed: what a member (or a test) runs to verify one. */
export function verifyDraw(d: Pick<DrawResult, 'serverSeed' | 'serverSeedHash' | 'clientSeed' | 'nonce' | 'totalWeight' | 'roll'>): boolean {
  return seedHash(d.serverSeed) === d.serverSeedHash && uniformInt(d.serverSeed, d.clientSeed, d.nonce, d.totalWeight) === d.roll;
}

export interface TicketRef {
  brandId: string;
  memberId: string;
  kind: TicketKind;
  reason: 'deposit' | 'login' | 'operator';
  ref: string;
}

/** Issues a ticket once per (member, kind, ref); answers its id and whether it is new. */
export async function issueTicket(db: Queryable, t: TicketRef, now: Date): Promise<{ ticketId: string; created: boolean }> {
  const key = await drawKey(db);
  const seedRef = randomBytes(16).toString('hex');
  const ins = await db.query<{ id: string }>(
    `INSERT INTO draw_tickets (brand_id, member_id, kind, ref, reason, seed_ref, server_seed_hash, earned_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (brand_id, member_id, kind, ref) DO NOTHING RETURNING id`,
    [t.brandId, t.memberId, t.kind, t.ref, t.reason, seedRef, seedHash(serverSeedOf(key, seedRef)), now],
  );
  if (ins.rows[0]) return { ticketId: String(ins.rows[0].id), created: true };
  const r = await db.query<{ id: string }>('SELECT id FROM draw_tickets WHERE brand_id = $1 AND member_id = $2 AND kind = $3 AND ref = $4', [t.brandId, t.memberId, t.kind, t.ref]);
  return { ticketId: String(r.rows[0]!.id), created: false };
}

/**
 * Tickets the brand's earn rules give for the member's confirmed deposits and login days of the last 30 days;
 * a login day is a calendar day in the brand's time zone (timezoneOffset, e.g. +06:00).
 */
export async function earnTickets(
  db: Queryable,
  brandId: string,
  memberId: string,
  rules: DrawsContent['earn'],
  timezoneOffset: string,
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - 30 * 86_400_000);
  for (const rule of rules) {
    if (rule.on === 'deposit') {
      const r = await db.query<{ id: string }>(
        `SELECT id FROM deposit_orders WHERE brand_id = $1 AND member_id = $2 AND status = 'confirmed' AND settled_at >= $3 AND amount_minor >= $4`,
        [brandId, memberId, since, rule.minDepositMinor ?? '0'],
      );
      for (const d of r.rows) await issueTicket(db, { brandId, memberId, kind: rule.kind, reason: 'deposit', ref: `deposit:${d.id}` }, now);
    } else {
      // One per day with a login, the day the member lives in (the ticket's date shows it); only for a member
      // with a proved phone or a deposit (login-rewards.ts): a fresh throwaway account draws nothing.
      if (!(await loginRewardsAllowed(db, brandId, memberId))) continue;
      const r = await db.query<{ day: string }>(
        `SELECT DISTINCT to_char((created_at AT TIME ZONE 'UTC') + $4::interval, 'YYYY-MM-DD') AS day
         FROM login_history WHERE brand_id = $1 AND member_id = $2 AND created_at >= $3`,
        [brandId, memberId, since, timezoneOffset],
      );
      for (const d of r.rows) await issueTicket(db, { brandId, memberId, kind: rule.kind, reason: 'login', ref: `login:${d.day}` }, now);
    }
  }
}

interface TicketRow {
  id: string;
  kind: TicketKind;
  seed_ref: string;
  server_seed_hash: string;
  drawn_at: Date | null;
  client_seed: string | null;
  roll: string | null;
  total_weight: string | null;
  prize_index: number | null;
  reward_id: string | null;
}

const noTicket = (): ApiError => new ApiError(404, ErrorCode.notFound, 'Not found');

/**
 * Draws the member's ticket inside `tx` (the caller's transaction) and grants the prize as a reward (source =
 * kind, sourceRef `ticket:<id>`). A ticket drawn before answers its first result with replayed: true.
 */
export async function drawTicket(
  tx: Queryable,
  r: { brandId: string; memberId: string; ticketId: string; kind: TicketKind; clientSeed?: string | undefined; table: readonly Prize[]; title: { EN: string } & Record<string, string> },
  now: Date,
): Promise<DrawResult> {
  const found = await tx.query<TicketRow>(
    `SELECT id, kind, seed_ref, server_seed_hash, drawn_at, client_seed, roll, total_weight, prize_index, reward_id
     FROM draw_tickets WHERE id = $1 AND brand_id = $2 AND member_id = $3 FOR UPDATE`,
    [r.ticketId, r.brandId, r.memberId],
  );
  const t = found.rows[0];
  if (!t || t.kind !== r.kind) throw noTicket();
  const serverSeed = serverSeedOf(await drawKey(tx), t.seed_ref);
  if (t.drawn_at) {
    const amount = await tx.query<{ amount_minor: string }>('SELECT amount_minor FROM member_rewards WHERE id = $1', [t.reward_id]);
    return {
      ticketId: String(t.id), kind: t.kind, prizeIndex: t.prize_index!, amountMinor: String(amount.rows[0]!.amount_minor), rewardId: String(t.reward_id),
      serverSeed, serverSeedHash: t.server_seed_hash, clientSeed: t.client_seed!, nonce: 0, totalWeight: Number(t.total_weight), roll: Number(t.roll), replayed: true,
    };
  }
  const totalWeight = r.table.reduce((s, p) => s + p.weight, 0);
  if (totalWeight <= 0) throw new ApiError(409, ErrorCode.drawUnavailable, 'No prizes are set up for this draw');
  const clientSeed = r.clientSeed ?? `ticket-${t.id}`;
  const roll = uniformInt(serverSeed, clientSeed, 0, totalWeight);
  const prizeIndex = prizeIndexOf(r.table, roll);
  const prize = r.table[prizeIndex]!;
  const { rewardId } = await grantReward(
    tx,
    { brandId: r.brandId, memberId: r.memberId, source: t.kind, sourceRef: `ticket:${t.id}`, title: r.title, amountMinor: BigInt(prize.amountMinor), turnoverX100: prize.turnoverX100 ?? 0 },
    now,
  );
  await tx.query(
    `UPDATE draw_tickets SET drawn_at = $2, client_seed = $3, roll = $4, total_weight = $5, prize_index = $6, reward_id = $7 WHERE id = $1`,
    [t.id, now, clientSeed, roll, totalWeight, prizeIndex, rewardId],
  );
  return {
    ticketId: String(t.id), kind: t.kind, prizeIndex, amountMinor: prize.amountMinor, rewardId, serverSeed, serverSeedHash: t.server_seed_hash,
    clientSeed, nonce: 0, totalWeight, roll, replayed: false,
  };
}

/** The member's open tickets, oldest first (the next to draw on top). */
export async function openTickets(db: Queryable, brandId: string, memberId: string) {
  const r = await db.query<{ id: string; kind: TicketKind; reason: string; server_seed_hash: string; earned_at: Date | string }>(
    `SELECT id, kind, reason, server_seed_hash, earned_at FROM draw_tickets WHERE brand_id = $1 AND member_id = $2 AND drawn_at IS NULL ORDER BY earned_at, id LIMIT 100`,
    [brandId, memberId],
  );
  return r.rows.map((t) => ({ id: String(t.id), kind: t.kind, reason: t.reason, status: 'open' as const, serverSeedHash: t.server_seed_hash, earnedAt: new Date(t.earned_at).toISOString() }));
}
