// agent_contracts rows ⇄ AgentContract (schemas/api/agent/agent-contract.schema.json), with both parties' names.
import type { AgentContract, ContractTier } from '../../../../generated/types.ts';
import type { LoadedBrand } from '../../../../engine/brand/loaded.ts';
import type { ContractKind } from '../../../../engine/agent/tiers.ts';
import type { Queryable } from '../../../db/types.ts';
import { iso, isoOrNull } from '../dates.ts';

export const CONTRACT_KINDS: readonly ContractKind[] = ['dividend', 'daily', 'hourly', 'realtime'];

/** Whether a kind may be offered, accepted or listed on this brand (AGENTPOLICY3 and the kind's own flag). */
export function kindEnabled(brand: LoadedBrand, kind: ContractKind): boolean {
  if (!brand.flags.agentPolicy) return false;
  switch (kind) {
    case 'dividend':
      return brand.flags.dividendContract;
    case 'daily':
      return brand.flags.dailySalaryContract;
    case 'hourly':
      return brand.flags.hourlySalaryContract;
    case 'realtime':
      return brand.flags.realTimeSalaryContract;
  }
}

export const enabledKinds = (brand: LoadedBrand): ContractKind[] => CONTRACT_KINDS.filter((k) => kindEnabled(brand, k));

export interface ContractRow {
  id: string;
  brand_id: string;
  kind: ContractKind;
  period: AgentContract['period'] | null;
  upline_id: string | null;
  downline_id: string;
  tiers: ContractTier[] | string;
  top_rate_bp: number;
  status: AgentContract['status'];
  offered_at: Date | string;
  decided_at: Date | string | null;
  effective_from: Date | string | null;
  terminated_at: Date | string | null;
  terminated_by: AgentContract['terminatedBy'];
  termination_reason: string | null;
  up_username: string | null;
  up_nickname: string | null;
  down_username: string;
  down_nickname: string | null;
}

/** SELECT list and joins every contract query uses (alias c). */
export const CONTRACT_SELECT = `SELECT c.*, u.username AS up_username, u.nickname AS up_nickname,
  d.username AS down_username, d.nickname AS down_nickname
  FROM agent_contracts c LEFT JOIN members u ON u.id = c.upline_id JOIN members d ON d.id = c.downline_id`;

const party = (id: string, username: string, nickname: string | null): { id: string; username: string; nickname?: string } => ({
  id: String(id),
  username,
  ...(nickname ? { nickname } : {}),
});

export function toContract(r: ContractRow): AgentContract {
  const tiers = typeof r.tiers === 'string' ? (JSON.parse(r.tiers) as ContractTier[]) : r.tiers;
  return {
    id: String(r.id),
    kind: r.kind,
    ...(r.period ? { period: r.period } : {}),
    tiers: tiers as AgentContract['tiers'],
    topRateBp: Number(r.top_rate_bp),
    status: r.status,
    upline: r.upline_id === null ? null : party(r.upline_id, r.up_username ?? '', r.up_nickname),
    downline: party(r.downline_id, r.down_username, r.down_nickname),
    offeredAt: iso(r.offered_at),
    decidedAt: isoOrNull(r.decided_at),
    effectiveFrom: isoOrNull(r.effective_from),
    terminatedAt: isoOrNull(r.terminated_at),
    terminatedBy: r.terminated_by ?? null,
    terminationReason: r.termination_reason,
  };
}

export async function contractById(q: Queryable, brandId: string, id: string, lock = false): Promise<ContractRow | null> {
  if (!/^[1-9][0-9]{0,17}$/.test(id)) return null;
  // FOR UPDATE OF c: the row lock serialises two decisions on one contract (PGlite runs one at a time anyway).
  const r = await q.query<ContractRow>(`${CONTRACT_SELECT} WHERE c.brand_id = $1 AND c.id = $2${lock ? ' FOR UPDATE OF c' : ''}`, [brandId, id]);
  return r.rows[0] ?? null;
}
