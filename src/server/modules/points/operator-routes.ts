// `npm run points` (scripts/points.ts) as the running server answers it on its loopback operator listener, like
// `npm run agents`: redemptions waiting, approve, reject (the points go back to the member).
import type { FastifyInstance } from 'fastify';
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import type { Database } from '../../db/types.ts';
import { fail, ok } from '../../http/envelope.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { decide, pick, type RedemptionRow } from './redeem.ts';
import { terminalText } from '../../security/terminal.ts';

export const POINTS_OPERATOR_PATH = '/operator/points';

export interface PointsCommand {
  command: 'redemptions' | 'approve' | 'reject';
  brand?: string | undefined;
  id?: string | undefined;
  remark?: string | undefined;
  /** redemptions: every status instead of In Process only. */
  all?: boolean | undefined;
}

export interface PointsOperatorContext {
  db: Database;
  now: () => number;
  brand(id: string): LoadedBrand | undefined;
}

const bad = (message: string): ApiError => new ApiError(400, ErrorCode.badParam, message);

const line = (brand: LoadedBrand, r: RedemptionRow & { username?: string; address?: string; mobile?: string }): string =>
  [
    `#${r.id}`,
    r.status,
    new Date(r.created_at).toISOString(),
    r.username ?? r.member_id,
    `${r.quantity}× ${pick(brand.content.points.catalog.find((c) => c.id === r.reward_id)?.title ?? { EN: r.reward_id }, 'EN')}`,
    `${r.points} pts`,
    // the member typed these: shown inert in the operator's terminal
    `to ${terminalText(r.address ?? '')} / ${terminalText(r.mobile ?? '')}`,
    r.remark ? `remark: ${terminalText(r.remark)}` : '',
  ]
    .filter(Boolean)
    .join('  ');

/** Runs one command and answers the lines to print. */
export async function runPointsCommand(ctx: PointsOperatorContext, c: PointsCommand): Promise<{ lines: string[] }> {
  const brand = c.brand ? ctx.brand(c.brand) : undefined;
  if (!brand) throw bad(c.brand ? `no brand ${c.brand} is served` : '--brand is required');
  if (c.command === 'redemptions') {
    const r = await ctx.db.query<RedemptionRow & { username: string; address: string; mobile: string }>(
      `SELECT p.*, m.username FROM point_redemptions p JOIN members m ON m.id = p.member_id
       WHERE p.brand_id = $1 AND ($2::boolean OR p.status = 'in_process') ORDER BY p.created_at, p.id LIMIT 200`,
      [brand.id, !!c.all],
    );
    return { lines: r.rows.length ? r.rows.map((x) => line(brand, x)) : ['no redemptions waiting'] };
  }
  if (c.command === 'approve' || c.command === 'reject') {
    const id = (c.id ?? '').replace(/^#/, '');
    if (!/^[1-9][0-9]{0,17}$/.test(id)) throw bad(`${c.command} needs a redemption number, got ${c.id ?? 'nothing'}`);
    const row = await decide(ctx.db, brand.id, id, c.command === 'approve', (c.remark ?? '').slice(0, 300), new Date(ctx.now()));
    return { lines: [line(brand, row), ...(c.command === 'reject' ? [`${row.points} points refunded`] : [])] };
  }
  throw bad('unknown command');
}

export function pointsOperatorRoutes(reader: FastifyInstance, context: () => PointsOperatorContext): void {
  reader.post<{ Body: PointsCommand }>(POINTS_OPERATOR_PATH, async (request, reply) => {
    try {
      return ok(await runPointsCommand(context(), request.body ?? { command: 'redemptions' }));
    } catch (err) {
      if (err instanceof ApiError) return reply.code(err.statusCode).send(fail(err.message, err.errorCode));
      throw err;
    }
  });
}
