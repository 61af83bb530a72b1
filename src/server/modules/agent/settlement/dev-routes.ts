// POST /__dev/agents/settle {brand?, kind?, at?}: one settlement run as of a time (e2e tests drive the clock
// with it). Mounted only with dev tools on, like the rest of /__dev.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/envelope.ts';
import { ApiError, ErrorCode } from '../../../http/errors.ts';
import type { Clock } from '../../../clock.ts';
import type { ContractKind } from '../../../../engine/agent/tiers.ts';
import { ALL_KINDS, settleDue } from './run.ts';
import { appSettlementDeps } from './scheduler.ts';

export function devSettleRoutes(clock: Clock) {
  return async (app: FastifyInstance): Promise<void> => {
    app.post('/__dev/agents/settle', async (request) => {
      const body = (request.body ?? {}) as { brand?: unknown; kind?: unknown; at?: unknown };
      const bad = (why: string) => new ApiError(400, ErrorCode.badParam, why);
      if (body.brand !== undefined && (typeof body.brand !== 'string' || !app.registry.get(body.brand))) throw bad('/brand: no such brand is served');
      if (body.kind !== undefined && !ALL_KINDS.includes(body.kind as ContractKind)) throw bad(`/kind: one of ${ALL_KINDS.join(', ')}`);
      const at = body.at === undefined ? clock.now() : typeof body.at === 'string' ? Date.parse(body.at) : typeof body.at === 'number' ? body.at : NaN;
      if (!Number.isFinite(at)) throw bad('/at: an ISO 8601 instant or ms since epoch');
      const summary = await settleDue(appSettlementDeps(app), {
        now: at,
        brandId: body.brand as string | undefined,
        kinds: body.kind === undefined ? undefined : [body.kind as ContractKind],
      });
      return ok(summary);
    });
  };
}
