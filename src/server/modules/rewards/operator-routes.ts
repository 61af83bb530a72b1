// `npm run rewards` through the running server's loopback operator listener (like `npm run agents`): an operator
// grants draw tickets and lists a member's open ones without stopping the site. A grant is idempotent on its
// reference (--ref): ticket i of a reference is issued once, so a retried command grants nothing twice.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/types.ts';
import { fail, ok } from '../../http/envelope.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { issueTicket, openTickets } from './draws.ts';

export const REWARDS_OPERATOR_PATH = '/operator/rewards';

export interface RewardsCommand {
  command: 'tickets';
  brand?: string | undefined;
  /** Username to grant tickets to. */
  grant?: string | undefined;
  /** Username whose open tickets to list. */
  member?: string | undefined;
  kind?: string | undefined;
  /** Tickets to grant (1–100, default 1). */
  count?: number | undefined;
  /**
   * The grant's idempotency key: the same reference never issues a ticket twice (a retry, or a larger --count
   * adds only the missing ones). Default: the UTC day (`day-2026-01-31`), so one grant per member and kind a day
   * unless the operator names another.
   */
  ref?: string | undefined;
}

/** Letters, digits and . _ : - (at most 64): printable in a terminal, safe in a ticket's ref. */
const REF = /^[A-Za-z0-9._:-]{1,64}$/;

export interface RewardsOperatorContext {
  db: Database;
  now: () => number;
  hasBrand(id: string): boolean;
}

const bad = (message: string): ApiError => new ApiError(400, ErrorCode.badParam, message);

export async function runRewardsCommand(ctx: RewardsOperatorContext, c: RewardsCommand): Promise<{ lines: string[] }> {
  if (c.command !== 'tickets') throw bad('unknown command');
  const brand = c.brand?.trim() ?? '';
  if (!ctx.hasBrand(brand)) throw bad(`no brand ${brand || '(--brand)'} is served`);
  const username = (c.grant ?? c.member)?.trim() ?? '';
  const m = await ctx.db.query<{ id: string }>('SELECT id FROM members WHERE brand_id = $1 AND username_key = lower($2)', [brand, username]);
  if (!m.rows[0]) throw bad(`no member ${username || '(--grant or --member)'} on ${brand}`);
  const memberId = String(m.rows[0].id);
  const lines: string[] = [];
  if (c.grant !== undefined) {
    if (c.kind !== 'raffle' && c.kind !== 'wheel') throw bad('--kind must be raffle or wheel');
    const count = c.count ?? 1;
    if (!Number.isInteger(count) || count < 1 || count > 100) throw bad('--count must be 1–100');
    const now = new Date(ctx.now());
    const given = c.ref?.trim();
    if (given !== undefined && !REF.test(given)) throw bad('--ref must be 1–64 letters, digits or . _ : -');
    const ref = given ?? `day-${now.toISOString().slice(0, 10)}`;
    let created = 0;
    for (let i = 1; i <= count; i++) {
      const t = await issueTicket(ctx.db, { brandId: brand, memberId, kind: c.kind, reason: 'operator', ref: `operator:${ref}:${i}` }, now);
      if (t.created) created++;
    }
    lines.push(
      created === count
        ? `granted ${created} ${c.kind} ticket(s) under ref ${ref}`
        : `ref ${ref}: ${count - created} of ${count} ${c.kind} ticket(s) were granted before, ${created} new` +
            (given === undefined ? ' (pass --ref <key> for another grant today)' : ''),
    );
  }
  const open = await openTickets(ctx.db, brand, memberId);
  lines.push(`${username}: ${open.length} open ticket(s)`, ...open.map((t) => `#${t.id} ${t.kind} ${t.reason} ${t.earnedAt} seed hash ${t.serverSeedHash}`));
  return { lines };
}

export function rewardsOperatorRoutes(reader: FastifyInstance, context: () => RewardsOperatorContext): void {
  reader.post<{ Body: RewardsCommand }>(REWARDS_OPERATOR_PATH, async (request, reply) => {
    try {
      return ok(await runRewardsCommand(context(), request.body ?? { command: 'tickets' }));
    } catch (err) {
      if (err instanceof ApiError) return reply.code(err.statusCode).send(fail(err.message, err.errorCode));
      throw err;
    }
  });
}
