// `npm run agents` as the running server answers it on its loopback-only operator listener (outbox/reader.ts),
// like `npm run payments`: with the embedded PGlite the server holds the database, so an operator offers,
// lists, terminates and settles contracts without stopping the site.
import type { FastifyInstance } from 'fastify';
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import type { ContractKind } from '../../../engine/agent/tiers.ts';
import type { Database } from '../../db/types.ts';
import { fail, ok } from '../../http/envelope.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { contractLines, operatorOffer, operatorTerminate, treeLines, type OperatorContext } from './operator.ts';
import { ALL_KINDS, settleDue, type SettlementDeps } from './settlement/run.ts';

export const AGENTS_OPERATOR_PATH = '/operator/agents';

export interface AgentsCommand {
  command: 'tree' | 'offer' | 'contracts' | 'terminate' | 'settle';
  brand?: string | undefined;
  username?: string | undefined;
  to?: string | undefined;
  kind?: string | undefined;
  period?: string | undefined;
  tiers?: string | undefined;
  id?: string | undefined;
  at?: string | undefined;
}

export interface AgentsOperatorContext {
  db: Database;
  now: () => number;
  brand(id: string): LoadedBrand | undefined;
  settlement(): SettlementDeps;
}

const bad = (message: string): ApiError => new ApiError(400, ErrorCode.badParam, message);

function need(c: AgentsCommand, name: 'brand' | 'username' | 'to' | 'kind' | 'tiers' | 'id'): string {
  const v = c[name];
  if (typeof v !== 'string' || v.trim() === '') throw bad(`--${name} is required`);
  return v.trim();
}

/** Runs one command: `{lines}` to print for tree/offer/contracts/terminate, the summary for settle. */
export async function runAgentsCommand(ctx: AgentsOperatorContext, c: AgentsCommand): Promise<unknown> {
  if (c.command === 'settle') {
    if (c.brand !== undefined && !ctx.brand(c.brand)) throw bad(`no brand ${c.brand} is served`);
    if (c.kind !== undefined && !ALL_KINDS.includes(c.kind as ContractKind)) throw bad(`--kind must be one of ${ALL_KINDS.join(', ')}`);
    const now = c.at === undefined ? ctx.now() : Date.parse(c.at);
    if (!Number.isFinite(now)) throw bad(`--at ${c.at} is not an ISO 8601 instant`);
    return settleDue(ctx.settlement(), { now, brandId: c.brand, kinds: c.kind === undefined ? undefined : [c.kind as ContractKind] });
  }
  const brand = ctx.brand(need(c, 'brand'));
  if (!brand) throw bad(`no brand ${c.brand} is served`);
  const op: OperatorContext = { db: ctx.db, brand, now: ctx.now };
  if (c.command === 'tree') return { lines: await treeLines(op, need(c, 'username')) };
  if (c.command === 'offer') return { lines: await operatorOffer(op, { to: need(c, 'to'), kind: need(c, 'kind'), period: c.period, tiers: need(c, 'tiers') }) };
  if (c.command === 'contracts') return { lines: await contractLines(op, c.username) };
  if (c.command === 'terminate') {
    const id = need(c, 'id');
    if (!/^[1-9][0-9]{0,17}$/.test(id)) throw bad(`--id must be a contract number, got ${id}`);
    return { lines: await operatorTerminate(op, id) };
  }
  throw bad('unknown command');
}

/** POST AGENTS_OPERATOR_PATH on the operator listener; the context is read per call (the ledger exists after start). */
export function agentsOperatorRoutes(reader: FastifyInstance, context: () => AgentsOperatorContext): void {
  reader.post<{ Body: AgentsCommand }>(AGENTS_OPERATOR_PATH, async (request, reply) => {
    try {
      return ok(await runAgentsCommand(context(), request.body ?? { command: 'contracts' }));
    } catch (err) {
      if (err instanceof ApiError) return reply.code(err.statusCode).send(fail(err.message, err.errorCode));
      // the operator tools' own messages (unknown member, bad tiers) are for the operator's terminal
      if (err instanceof Error) return reply.code(400).send(fail(err.message, ErrorCode.badParam));
      throw err;
    }
  });
}
