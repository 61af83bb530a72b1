// `npm run promotions` as the running server answers it on its loopback operator listener (like `npm run agents`):
// with the embedded PGlite the server holds the database, so an operator reviews applications without stopping it.
import type { FastifyInstance } from 'fastify';
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import type { Database } from '../../db/types.ts';
import { fail, ok } from '../../http/envelope.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { applicationLines, approveApplication, rejectApplication, showApplication, type ApplicationImage } from './review.ts';

export const PROMOTIONS_OPERATOR_PATH = '/operator/promotions';

export interface PromotionsCommand {
  command: 'applications' | 'show' | 'approve' | 'reject';
  brand?: string | undefined;
  status?: string | undefined;
  id?: string | undefined;
  remark?: string | undefined;
}

export interface PromotionsOperatorContext {
  db: Database;
  now: () => number;
  brand(id: string): LoadedBrand | undefined;
  /** Every served brand (applications without --brand list them all). */
  brandIds(): string[];
}

const bad = (message: string): ApiError => new ApiError(400, ErrorCode.badParam, message);

/** Runs one command; the lines to print (and, for show, the application's images for the tool to write). */
export async function runPromotionsCommand(ctx: PromotionsOperatorContext, c: PromotionsCommand): Promise<{ lines: string[]; images?: ApplicationImage[] }> {
  const one = (id: string | undefined): LoadedBrand => {
    const brand = id === undefined ? undefined : ctx.brand(id);
    if (!brand) throw bad(id === undefined ? '--brand is required' : `no brand ${id} is served`);
    return brand;
  };
  if (c.command === 'applications') {
    const brands = c.brand === undefined ? ctx.brandIds().map((id) => one(id)) : [one(c.brand)];
    const lines: string[] = [];
    for (const brand of brands) {
      if (brands.length > 1) lines.push(`[${brand.id}]`);
      lines.push(...(await applicationLines({ db: ctx.db, brand, now: ctx.now }, c.status)));
    }
    return { lines };
  }
  if (c.id === undefined || c.id.trim() === '') throw bad('the application id is required');
  // an id is unique across brands: without --brand, the brand is the application's own
  let brandId = c.brand;
  if (brandId === undefined && /^[1-9][0-9]{0,17}$/.test(c.id)) {
    const r = await ctx.db.query<{ brand_id: string }>('SELECT brand_id FROM promotion_applications WHERE id = $1', [c.id]);
    brandId = r.rows[0]?.brand_id;
    if (!brandId) throw new ApiError(404, ErrorCode.notFound, `no application #${c.id}`);
  }
  const review = { db: ctx.db, brand: one(brandId), now: ctx.now };
  if (c.command === 'show') return showApplication(review, c.id.trim());
  if (c.command === 'approve') return { lines: await approveApplication(review, c.id.trim()) };
  if (c.command === 'reject') return { lines: await rejectApplication(review, c.id.trim(), c.remark ?? '') };
  throw bad('unknown command');
}

export function promotionsOperatorRoutes(reader: FastifyInstance, context: () => PromotionsOperatorContext): void {
  reader.post<{ Body: PromotionsCommand }>(PROMOTIONS_OPERATOR_PATH, async (request, reply) => {
    try {
      return ok(await runPromotionsCommand(context(), request.body ?? { command: 'applications' }));
    } catch (err) {
      if (err instanceof ApiError) return reply.code(err.statusCode).send(fail(err.message, err.errorCode));
      throw err;
    }
  });
}
