// `npm run rewards` through the running server's loopback operator listener (like `npm run agents`): an operator
// grants draw tickets and lists a member's open ones without stopping the site.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/types.ts';
import { fail, ok } from '../../http/envelope.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { issueTicket, openTickets, type TicketKind } from './draws.ts';

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
}

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
  if (c.grant !== undefined) {
    if (c.kind !== 'raffle' && c.kind !== 'wheel') throw bad('--kind must be raffle or wheel');
    const count = c.count ?? 1;
    if (!Number.isInteger(count) || count < 1 || count > 100) throw bad('--count must be 1–100');
    for (let i = 0; i < count; i++) {
      await issueTicket(ctx.db, { brandId: brand, memberId, kind: c.kind as TicketKind, reason: 'operator', ref: `operator:${randomBytes(8).toString('hex')}` }, new Date(ctx.now()));
    }
  }
  const open = await openTickets(ctx.db, brand, memberId);
  return { lines: [`${username}: ${open.length} open ticket(s)`, ...open.map((t) => `#${t.id} ${t.kind} ${t.reason} ${t.earnedAt} seed hash ${t.serverSeedHash}`)] };
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
