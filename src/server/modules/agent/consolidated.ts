// The contract flags of /wps/member/info/funds/consolidated (docs/spec/api.md; docs/agent-contract.md "Consolidated
// flags"): *req — an offer of the kind waits for the caller's answer (the app opens the popup after login);
// *info — the kind's record page applies to the caller (an agent, or the holder of an active contract of it).
import type { ConsolidatedFunds } from '../../../generated/types.ts';
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import type { ContractKind } from '../../../engine/agent/tiers.ts';
import type { Queryable } from '../../db/types.ts';
import { CONTRACT_KINDS, kindEnabled } from './contracts/repository.ts';

const REQ: Record<ContractKind, keyof ConsolidatedFunds> = {
  dividend: 'divtypereq',
  daily: 'dailysalreqtype',
  hourly: 'contracthoursalreq',
  realtime: 'realtimesalreqtype',
};
const INFO: Record<ContractKind, keyof ConsolidatedFunds> = {
  dividend: 'divtypeinfo',
  daily: 'dailysalinfotype',
  hourly: 'contracthoursalinfo',
  realtime: 'contractmrdailysalinfotype',
};

export async function consolidatedFlags(q: Queryable, brand: LoadedBrand, memberId: string, isAgent: boolean): Promise<ConsolidatedFunds> {
  const r = await q.query<{ kind: ContractKind; status: 'offered' | 'active' }>(
    "SELECT DISTINCT kind, status FROM agent_contracts WHERE brand_id = $1 AND downline_id = $2 AND status IN ('offered', 'active')",
    [brand.id, memberId],
  );
  const has = (kind: ContractKind, status: string): boolean => r.rows.some((x) => x.kind === kind && x.status === status);
  const value = {} as ConsolidatedFunds;
  for (const kind of CONTRACT_KINDS) {
    const on = kindEnabled(brand, kind);
    value[REQ[kind]] = on && has(kind, 'offered');
    value[INFO[kind]] = on && (isAgent || has(kind, 'active'));
  }
  return value;
}
