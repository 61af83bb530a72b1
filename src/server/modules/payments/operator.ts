// The payments review commands (`npm run payments`) as the running server answers them on its loopback-only
// operator listener (outbox/reader.ts): with the embedded PGlite the server holds the database, so an operator
// reviews, pays, rejects and reconciles stuck payouts through it instead of stopping the site.
import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../../http/envelope.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { payWithdrawal, reconcilePayouts } from './payouts.ts';
import { approveWithdrawal, listWithdrawals, rejectWithdrawal, type ReviewContext } from './withdrawals.ts';

export const PAYMENTS_OPERATOR_PATH = '/operator/payments';

export interface PaymentsCommand {
  command: 'list' | 'approve' | 'pay' | 'reject' | 'reconcile';
  id?: string;
  status?: string;
  brand?: string;
  reason?: string;
}

/** Runs one review command against ctx: the rows for list and reconcile, the changed withdrawal otherwise. */
export async function runPaymentsCommand(ctx: ReviewContext, c: PaymentsCommand): Promise<unknown> {
  // Every payout still `paying`, however recent: asking the provider again under the same key is always safe.
  if (c.command === 'reconcile') return reconcilePayouts(ctx, 0);
  if (c.command === 'list') return listWithdrawals(ctx.db, { ...(c.status ? { status: c.status } : {}), ...(c.brand ? { brandId: c.brand } : {}) });
  if (!/^W[A-Z0-9]{7,39}$/.test(c.id ?? '')) throw new ApiError(400, ErrorCode.badParam, `${c.command} needs a withdrawal id (W…)`);
  if (c.command === 'approve') return approveWithdrawal(ctx, c.id!);
  if (c.command === 'pay') return payWithdrawal(ctx, c.id!);
  if (c.command === 'reject') return rejectWithdrawal(ctx, c.id!, c.reason ?? '');
  throw new ApiError(400, ErrorCode.badParam, 'unknown command');
}

/** POST PAYMENTS_OPERATOR_PATH on the operator listener; context is read per call (the ledger exists after start). */
export function paymentsOperatorRoutes(reader: FastifyInstance, context: () => ReviewContext): void {
  reader.post<{ Body: PaymentsCommand }>(PAYMENTS_OPERATOR_PATH, async (request, reply) => {
    try {
      // bigint ids and amounts travel as strings
      return JSON.parse(JSON.stringify(ok(await runPaymentsCommand(context(), request.body ?? { command: 'list' })), (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)));
    } catch (err) {
      if (err instanceof ApiError) return reply.code(err.statusCode).send(fail(err.message, err.errorCode));
      throw err;
    }
  });
}
