// Contract endpoints (docs/agent-contract.md "Endpoints": contract management, the contract transitions and the
// contract popup) and the platform's decision relays: each relay decides offers of its own kind only.
import type { FastifyInstance } from 'fastify';
import type { ContractDecisionRequest, ContractIdRequest, ContractList, ContractListRequest, ContractOfferRequest } from '../../../../generated/types.ts';
import type { ContractKind } from '../../../../engine/agent/tiers.ts';
import type { LoadedBrand } from '../../../../engine/brand/loaded.ts';
import { plainBody } from '../../../http/body.ts';
import { ok } from '../../../http/envelope.ts';
import { ApiError, ErrorCode } from '../../../http/errors.ts';
import { pageOf, queryParams } from '../../../http/query.ts';
import { requireFlag, services } from '../../../services.ts';
import { assertInTeam, requireAgent, requireRealMember } from '../access.ts';
import { CONTRACT_SELECT, enabledKinds, kindEnabled, toContract, type ContractRow } from './repository.ts';
import { checkTiers, decideContract, offerContract, terminateContract, type ContractDeps } from './service.ts';
import { requestSchemas } from '../../../../generated/request-schemas.ts';

/** Relay path → the kind it decides (the platform's contract relays, docs/spec/api.md; MCS2_* are the A-variant names). */
export const DECISION_RELAYS: Readonly<Record<string, ContractKind>> = {
  MCSFE_processContractDividend: 'dividend',
  MCSFE_processDailySalaryContract: 'daily',
  MCSFE_processContractHourSalary: 'hourly',
  MCSFE_processRealTimeSalaryContract: 'realtime',
  MCS2_processDividendReq: 'dividend',
  MCS2_processDailySalContract: 'daily',
};

export async function contractRoutes(app: FastifyInstance): Promise<void> {
  const svc = services(app);
  const deps = (brand: LoadedBrand): ContractDeps => ({ db: svc.db, now: () => svc.clock.now(), language: brand.config.languages.default });

  /** Contracts of the listed kinds matching where (params from $3 on), newest first, one page. */
  async function page(brand: LoadedBrand, where: string, params: unknown[], pageNo: number, pageSize: number, offset: number): Promise<ContractList> {
    const kinds = enabledKinds(brand);
    const base = `FROM agent_contracts c WHERE c.brand_id = $1 AND c.kind = ANY($2::text[]) AND ${where}`;
    const all = [brand.id, kinds, ...params];
    const n = await svc.db.query<{ n: string }>(`SELECT count(*) AS n ${base}`, all);
    const rows = await svc.db.query<ContractRow>(
      `${CONTRACT_SELECT} WHERE c.id IN (SELECT c.id ${base}) ORDER BY c.offered_at DESC, c.id DESC LIMIT $${all.length + 1} OFFSET $${all.length + 2}`,
      [...all, pageSize, offset],
    );
    return { list: rows.rows.map(toContract), pageNo, pageSize, total: Number(n.rows[0]?.n ?? 0) };
  }

  app.get('/wps/agent/contracts', { schema: { querystring: requestSchemas.ContractListRequest } }, async (request) => {
    const q = queryParams<ContractListRequest>(request, ['role', 'kind', 'status', 'memberId', 'pageNo', 'pageSize'], ['pageNo', 'pageSize']);
    const { pageNo, pageSize, offset } = pageOf(q.pageNo, q.pageSize, 20);
    let brand: LoadedBrand;
    let side: string;
    let me: string;
    if (q.role === 'given') {
      const a = await requireAgent(svc, request);
      brand = a.brand;
      me = a.agentId;
      side = 'c.upline_id';
      if (q.memberId) await assertInTeam(svc.db, brand.id, me, q.memberId, { direct: true });
    } else {
      const m = await requireRealMember(svc, request);
      brand = m.brand;
      me = m.memberId;
      side = 'c.downline_id';
      if (q.memberId) throw new ApiError(400, ErrorCode.badParam, '/memberId: only with role given');
    }
    requireFlag(brand.flags.agentPolicy);
    if (q.kind) requireFlag(kindEnabled(brand, q.kind));
    const where = `${side} = $3 AND ($4::text IS NULL OR c.kind = $4) AND ($5::text IS NULL OR c.status = $5) AND ($6::bigint IS NULL OR c.downline_id = $6)`;
    return ok(await page(brand, where, [me, q.kind ?? null, q.status ?? null, q.memberId ?? null], pageNo, pageSize, offset));
  });

  app.get('/wps/agent/contracts/pending', async (request) => {
    const { brand, memberId } = await requireRealMember(svc, request);
    requireFlag(brand.flags.agentPolicy);
    // One pending offer per kind at most: four rows, one page.
    return ok(await page(brand, "c.downline_id = $3 AND c.status = 'offered'", [memberId], 1, 20, 0));
  });

  app.post('/wps/agent/contracts/offer', { schema: { body: requestSchemas.ContractOfferRequest } }, async (request) => {
    const { brand, agentId } = await requireAgent(svc, request);
    const body = plainBody<ContractOfferRequest>(request);
    requireFlag(kindEnabled(brand, body.kind));
    checkTiers(body.kind, body.period, body.tiers, request.language);
    await assertInTeam(svc.db, brand.id, agentId, body.memberId, { direct: true });
    const value = await offerContract(deps(brand), {
      brandId: brand.id,
      uplineId: agentId,
      downlineId: body.memberId,
      kind: body.kind,
      period: body.period,
      tiers: body.tiers,
    });
    return ok(value);
  });

  app.post('/wps/agent/contracts/terminate', { schema: { body: requestSchemas.ContractIdRequest } }, async (request) => {
    const { brand, memberId } = await requireRealMember(svc, request);
    const body = plainBody<ContractIdRequest>(request);
    requireFlag(brand.flags.agentPolicy);
    return ok(await terminateContract(deps(brand), brand.id, memberId, body.contractId));
  });

  for (const [relay, kind] of Object.entries(DECISION_RELAYS)) {
    app.post(`/wps/relay/${relay}`, { schema: { body: requestSchemas.ContractDecisionRequest } }, async (request) => {
      const { brand, memberId } = await requireRealMember(svc, request);
      const body = plainBody<ContractDecisionRequest>(request);
      requireFlag(kindEnabled(brand, kind));
      return ok(await decideContract(deps(brand), brand.id, memberId, body.contractId, kind, body.action));
    });
  }
}
