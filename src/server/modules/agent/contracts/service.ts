// Contract transitions (docs/agent-contract.md "Contracts"): offer, accept / reject, terminate, and the
// auto-termination an acceptance triggers. Each runs in one transaction that first locks the member rows whose
// contracts it reads (SELECT … FOR UPDATE), so an offer racing an acceptance, or two acceptances, see each other
// on PostgreSQL; the partial unique indexes of 013_agent.sql are the last guard. The API routes and
// `npm run agents` both come through here.
import type { AgentContract, ContractTier } from '../../../../generated/types.ts';
import { contractsToTerminate, rateText, tierProblem, topRateBp, type ContractKind, type TierProblem } from '../../../../engine/agent/tiers.ts';
import type { Database, Queryable } from '../../../db/types.ts';
import { ApiError, ErrorCode } from '../../../http/errors.ts';
import { serverText } from '../../../i18n/texts.ts';
import { uniqueViolation } from '../../accounts/index.ts';
import { teamNotFound } from '../access.ts';
import { notifyContract, type ContractNotice } from './notices.ts';
import { contractById, toContract, type ContractRow } from './repository.ts';

export interface ContractDeps {
  db: Database;
  now: () => number;
  /** The brand's default language (inbox messages). */
  language: string;
}

export interface OfferInput {
  brandId: string;
  /** null: the operator offers (paid by the house). */
  uplineId: string | null;
  downlineId: string;
  kind: ContractKind;
  period?: AgentContract['period'] | undefined;
  tiers: readonly ContractTier[];
}

function tierText(p: TierProblem | { code: 'periodNeeded' | 'periodOnlyDividend' }, language: string): string {
  const at = 'index' in p ? serverText('contract.tier.tier', language, { n: p.index + 1 }) : '';
  return at + serverText(`contract.tier.${p.code}`, language, { max: 'max' in p ? p.max : '' });
}

/** contract.tiers_invalid with a readable detail (in language), or a period that does not fit the kind. */
export function checkTiers(kind: ContractKind, period: string | undefined, tiers: readonly ContractTier[], language = 'EN'): void {
  const p =
    (kind === 'dividend') !== (period !== undefined)
      ? ({ code: kind === 'dividend' ? 'periodNeeded' : 'periodOnlyDividend' } as const)
      : tierProblem(kind, tiers);
  if (!p) return;
  const detail = tierText(p, language);
  throw new ApiError(400, ErrorCode.contractTiersInvalid, `Tiers must rise step by step: ${detail}`, { value: p, messageValues: { detail } });
}

/** Row locks on members, in id order so two transactions never wait on each other crosswise. */
async function lockMembers(tx: Queryable, ids: readonly (string | null)[]): Promise<void> {
  const list = [...new Set(ids.filter((x): x is string => x !== null).map(String))].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
  for (const id of list) await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [id]);
}

async function activeOf(tx: Queryable, brandId: string, holderId: string, kind: ContractKind): Promise<{ id: string; top_rate_bp: number } | null> {
  const r = await tx.query<{ id: string; top_rate_bp: number }>(
    "SELECT id, top_rate_bp FROM agent_contracts WHERE brand_id = $1 AND downline_id = $2 AND kind = $3 AND status = 'active' FOR UPDATE",
    [brandId, holderId, kind],
  );
  return r.rows[0] ?? null;
}

const rateAbove = (ownBp: number): ApiError =>
  new ApiError(400, ErrorCode.contractRateAboveOwn, `The rate cannot be higher than your own contract rate (${rateText(ownBp)})`, {
    messageValues: { rate: rateText(ownBp) },
  });
const pending = (): ApiError => new ApiError(400, ErrorCode.contractPending, 'This member already has a pending offer of this kind');
const badState = (): ApiError => new ApiError(400, ErrorCode.contractState, 'This contract can no longer be changed');

async function tell(deps: ContractDeps, tx: Queryable, brandId: string, to: string | null, notice: ContractNotice, c: ContractRow, who: string | null): Promise<void> {
  if (to === null) return; // the operator has no inbox
  await notifyContract(tx, { brandId, memberId: String(to), language: deps.language }, notice, { who, kind: c.kind, rate: rateText(Number(c.top_rate_bp)) }, new Date(deps.now()));
}

const nameOf = (username: string | null, nickname: string | null): string | null => (username === null ? null : nickname || username);

/** Offer a contract; the caller has checked that downlineId is the upline's direct downline (or the operator's pick). */
export async function offerContract(deps: ContractDeps, input: OfferInput): Promise<AgentContract> {
  checkTiers(input.kind, input.period, input.tiers);
  const rate = topRateBp(input.tiers);
  const now = new Date(deps.now());
  try {
    return await deps.db.transaction(async (tx) => {
      await lockMembers(tx, [input.uplineId, input.downlineId]);
      if (input.uplineId !== null) {
        const own = await activeOf(tx, input.brandId, input.uplineId, input.kind);
        if (own && rate > Number(own.top_rate_bp)) throw rateAbove(Number(own.top_rate_bp));
      }
      const open = await tx.query("SELECT 1 FROM agent_contracts WHERE brand_id = $1 AND downline_id = $2 AND kind = $3 AND status = 'offered'", [
        input.brandId,
        input.downlineId,
        input.kind,
      ]);
      if (open.rowCount > 0) throw pending();
      const ins = await tx.query<{ id: string }>(
        `INSERT INTO agent_contracts (brand_id, kind, period, upline_id, downline_id, tiers, top_rate_bp, status, offered_at)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, 'offered', $8) RETURNING id`,
        [input.brandId, input.kind, input.period ?? null, input.uplineId, input.downlineId, JSON.stringify(input.tiers), rate, now],
      );
      const row = (await contractById(tx, input.brandId, String(ins.rows[0]!.id)))!;
      await tell(deps, tx, input.brandId, row.downline_id, 'offered', row, nameOf(row.up_username, row.up_nickname));
      return toContract(row);
    });
  } catch (err) {
    // Two offers at once on PostgreSQL: the one-offer index decides, the loser hears the same as a late one.
    if (uniqueViolation(err)?.includes('one_offer')) throw pending();
    throw err;
  }
}

/**
 * The downline answers an offer. Accepting ends its previous active contract of the kind (replaced), then every
 * offered or active contract of the kind it gives its own downline above the new rate (upline_rate_lowered).
 * kind: the relay's own kind; an offer of another kind is not found (each relay decides its kind only).
 */
export async function decideContract(
  deps: ContractDeps,
  brandId: string,
  memberId: string,
  contractId: string,
  kind: ContractKind,
  action: 'accept' | 'reject',
): Promise<AgentContract> {
  const now = new Date(deps.now());
  try {
    return await deps.db.transaction(async (tx) => {
      await lockMembers(tx, [memberId]);
      const c = await contractById(tx, brandId, contractId, true);
      if (!c || String(c.downline_id) !== String(memberId) || c.kind !== kind) throw teamNotFound();
      if (c.status !== 'offered') throw badState();
      const downName = nameOf(c.down_username, c.down_nickname);
      if (action === 'reject') {
        await tx.query("UPDATE agent_contracts SET status = 'rejected', decided_at = $2 WHERE id = $1", [c.id, now]);
        await tell(deps, tx, brandId, c.upline_id, 'rejected', c, downName);
        return toContract((await contractById(tx, brandId, String(c.id)))!);
      }
      const rate = Number(c.top_rate_bp);
      const previous = await tx.query<ContractRow>(
        `UPDATE agent_contracts SET status = 'terminated', terminated_at = $4, terminated_by = 'system', termination_reason = 'replaced'
         WHERE brand_id = $1 AND downline_id = $2 AND kind = $3 AND status = 'active' RETURNING *`,
        [brandId, memberId, kind, now],
      );
      await tx.query("UPDATE agent_contracts SET status = 'active', decided_at = $2, effective_from = $2 WHERE id = $1", [c.id, now]);
      for (const p of previous.rows) await tell(deps, tx, brandId, p.upline_id, 'replaced', p, downName);
      await tell(deps, tx, brandId, c.upline_id, 'accepted', c, downName);

      // "Auto-termination" (docs/spec/rules.md): what this member gives its own downline may not pay more than it now
      // earns.
      const given = await tx.query<{ id: string; top_rate_bp: number }>(
        `SELECT id, top_rate_bp FROM agent_contracts WHERE brand_id = $1 AND upline_id = $2 AND kind = $3 AND status IN ('offered', 'active')
         ORDER BY id FOR UPDATE`,
        [brandId, memberId, kind],
      );
      const ids = contractsToTerminate(rate, given.rows.map((g) => ({ id: String(g.id), topRateBp: Number(g.top_rate_bp) })));
      for (const id of ids) {
        await tx.query(
          "UPDATE agent_contracts SET status = 'terminated', terminated_at = $2, terminated_by = 'system', termination_reason = 'upline_rate_lowered' WHERE id = $1",
          [id, now],
        );
        const t = (await contractById(tx, brandId, id))!;
        await tell(deps, tx, brandId, t.downline_id, 'autoTerminatedHolder', t, downName);
        await tell(deps, tx, brandId, memberId, 'autoTerminatedGiver', t, nameOf(t.down_username, t.down_nickname));
      }
      return toContract((await contractById(tx, brandId, String(c.id)))!);
    });
  } catch (err) {
    if (uniqueViolation(err)?.includes('one_active')) throw badState();
    throw err;
  }
}

/** Either party (or the operator: by null) ends an offered or active contract. */
export async function terminateContract(deps: ContractDeps, brandId: string, by: string | null, contractId: string): Promise<AgentContract> {
  const now = new Date(deps.now());
  return deps.db.transaction(async (tx) => {
    const c = await contractById(tx, brandId, contractId, true);
    const side = !c ? null : by === null ? 'operator' : String(c.upline_id) === String(by) ? 'upline' : String(c.downline_id) === String(by) ? 'downline' : null;
    if (!c || !side) throw teamNotFound();
    if (c.status !== 'offered' && c.status !== 'active') throw badState();
    await tx.query(
      "UPDATE agent_contracts SET status = 'terminated', terminated_at = $2, terminated_by = $3, termination_reason = 'requested' WHERE id = $1",
      [c.id, now, side],
    );
    const upName = nameOf(c.up_username, c.up_nickname);
    const downName = nameOf(c.down_username, c.down_nickname);
    if (side !== 'downline') await tell(deps, tx, brandId, c.downline_id, 'terminated', c, upName);
    if (side !== 'upline') await tell(deps, tx, brandId, c.upline_id, 'terminated', c, downName);
    return toContract((await contractById(tx, brandId, String(c.id)))!);
  });
}
