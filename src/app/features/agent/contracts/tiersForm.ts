// The tiers editor of a contract offer: what the agent types (amounts in major units, rates
// in %) → the wire tiers (minor units, basis points), checked with the engine's tierProblem, and a live preview of
// what a period would pay with the engine's settle(): the app never re-implements the rules.
import { settle, tierProblem, type ContractKind, type TierProblem } from '../../../../engine/agent/tiers.ts';
import type { ContractTier } from '../../../../generated/types.ts';
import { major } from '../../member/personalHistoryCopy/api.ts';
import { toBp, toMinor } from '../center/common/money.ts';

export interface TierDraft {
  minValidBet: string;
  minActiveMembers: string;
  /** Dividend only. */
  minLoss: string;
  /** Percent, e.g. "1.5". */
  rate: string;
}

export const emptyTier = (): TierDraft => ({ minValidBet: '', minActiveMembers: '0', minLoss: '', rate: '' });

/** Which input of which row cannot be read at all (before the engine's rules). */
export interface InputProblem {
  code: 'input';
  index: number;
  field: keyof TierDraft;
}

export type DraftProblem = InputProblem | TierProblem;

/** The wire tiers of the drafts, or the first problem: unreadable input, then the engine's tierProblem. */
export function readTiers(kind: ContractKind, drafts: readonly TierDraft[]): { tiers: ContractTier[] } | { problem: DraftProblem } {
  const tiers: ContractTier[] = [];
  for (let index = 0; index < drafts.length; index++) {
    const d = drafts[index]!;
    const minValidBetMinor = toMinor(d.minValidBet);
    if (minValidBetMinor === null) return { problem: { code: 'input', index, field: 'minValidBet' } };
    if (!/^\d{1,6}$/.test(d.minActiveMembers.trim())) return { problem: { code: 'input', index, field: 'minActiveMembers' } };
    const rateBp = toBp(d.rate);
    if (rateBp === null) return { problem: { code: 'input', index, field: 'rate' } };
    const tier: ContractTier = { minValidBetMinor, minActiveMembers: Number(d.minActiveMembers.trim()), rateBp };
    if (kind === 'dividend' && d.minLoss.trim() !== '') {
      const minLossMinor = toMinor(d.minLoss);
      if (minLossMinor === null) return { problem: { code: 'input', index, field: 'minLoss' } };
      tier.minLossMinor = minLossMinor;
    }
    tiers.push(tier);
  }
  const problem = tierProblem(kind, tiers);
  return problem ? { problem } : { tiers };
}

/** Tiers back into drafts (an offer edited again, a story). */
export function toDrafts(tiers: readonly ContractTier[]): TierDraft[] {
  return tiers.map((t) => ({
    minValidBet: major(t.minValidBetMinor),
    minActiveMembers: String(t.minActiveMembers),
    minLoss: t.minLossMinor ? major(t.minLossMinor) : '',
    rate: String(t.rateBp / 100),
  }));
}

export interface PreviewInput {
  validBet: string;
  activeMembers: string;
  /** Dividend: the team's loss. */
  loss: string;
}

/** What one period with these figures pays (rate reached and amount in minor units), or null if unreadable. */
export function preview(kind: ContractKind, tiers: readonly ContractTier[], input: PreviewInput): { rateBp: number; amountMinor: string } | null {
  const validBetMinor = toMinor(input.validBet);
  const active = /^\d{1,6}$/.test(input.activeMembers.trim()) ? Number(input.activeMembers.trim()) : null;
  const loss = kind === 'dividend' ? toMinor(input.loss || '0') : '0';
  if (validBetMinor === null || active === null || loss === null) return null;
  const r = settle(kind, tiers, { validBetMinor: BigInt(validBetMinor), activeMembers: active, lossMinor: BigInt(loss) });
  return { rateBp: r.rateBp, amountMinor: r.amountMinor.toString() };
}
