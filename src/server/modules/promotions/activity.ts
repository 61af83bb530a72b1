// One activity's rules, free of the database: its period in the brand's time zone, its reward in minor units,
// and the status a member sees (activity statuses: docs/spec/entities.md) from what they have done.
import type { ContentActivity, PromotionStatus } from '../../../generated/types.ts';
import { addDays, dayStart } from '../records/index.ts';

/** "12.50" → 1250n (content amounts passed the schema's pattern). */
export function minorOf(amount: string): bigint {
  const [whole, frac = ''] = amount.split('.');
  return BigInt(whole!) * 100n + BigInt(frac.padEnd(2, '0'));
}

/** [start, end) instants: the first day's midnight to the midnight after the last day, in the brand's zone. */
export function periodOf(a: ContentActivity, offset: string): { start: Date; end: Date } {
  return { start: new Date(dayStart(a.start, offset)), end: new Date(dayStart(addDays(a.end, 1), offset)) };
}

export type Phase = 'before' | 'open' | 'after';

export function phaseOf(a: ContentActivity, offset: string, now: number): Phase {
  const { start, end } = periodOf(a, offset);
  return now < start.getTime() ? 'before' : now >= end.getTime() ? 'after' : 'open';
}

/** The member_rewards source_ref: the activity and its period, so a re-run (a new start day) pays again. */
export const sourceRefOf = (a: ContentActivity): string => `${a.id}:${a.start}`;

export const turnoverX100Of = (a: ContentActivity): number => Math.round((a.reward.turnover ?? 0) * 100);

/** claim: percent of the first deposit, at most the cap (rounded down to a minor unit). */
export function claimAmount(a: ContentActivity, firstDepositMinor: bigint): bigint {
  const pct = BigInt(Math.round((a.reward.percent ?? 0) * 100));
  const raw = (firstDepositMinor * pct) / 10_000n;
  const cap = minorOf(a.reward.cap ?? '0');
  return raw < cap ? raw : cap;
}

export interface MemberState {
  guest: boolean;
  /** Meets the eligibility now (a guest counts as eligible: the page asks them to log in). */
  eligible: boolean;
  /** Ineligible for good (registered before a newMembers date): nothing to wait for. */
  excluded: boolean;
  application?: 'applying' | 'approved' | 'rejected' | undefined;
  joined: boolean;
  reward?: 'claimable' | 'claimed' | 'expired' | undefined;
  /** claim: what a claim would pay now (0 without a deposit in the period). */
  claimableMinor: bigint;
}

/** What a member has done, keyed by sourceRefOf: the newest application, joins, promotion rewards. */
export interface MemberFacts {
  createdAt: Date;
  applications: Map<string, { status: 'applying' | 'approved' | 'rejected'; review_remark: string | null }>;
  joins: Map<string, Date>;
  rewards: Map<string, 'claimable' | 'claimed' | 'expired'>;
}

export interface PeriodDeposits {
  sum: bigint;
  first: bigint;
}

/** Whether the member's state needs their confirmed deposits in the activity's period. */
export const needsDeposits = (a: ContentActivity): boolean => a.eligibility.kind === 'minDeposit' || a.kind === 'claim';

/**
 * A member's state for one activity from their facts and deposits in its period. Valid bet of a joined activity
 * (and the reward it may grant) is the caller's: it only matters once the member has joined.
 */
export function memberStateOf(a: ContentActivity, facts: MemberFacts, offset: string, deposits: PeriodDeposits): MemberState {
  const ref = sourceRefOf(a);
  const e = a.eligibility;
  const excluded = e.kind === 'newMembers' && facts.createdAt.getTime() < dayStart(e.since ?? a.start, offset);
  return {
    guest: false,
    excluded,
    eligible: !excluded && (e.kind !== 'minDeposit' || deposits.sum >= minorOf(e.amount ?? '0')),
    application: facts.applications.get(ref)?.status,
    joined: facts.joins.has(ref),
    reward: facts.rewards.get(ref),
    claimableMinor: a.kind === 'claim' ? claimAmount(a, deposits.first) : 0n,
  };
}

/** The activity status from the period and the member's real state. */
export function statusOf(a: ContentActivity, phase: Phase, s: MemberState): PromotionStatus {
  if (s.reward === 'claimed') return 'claimed';
  if (s.reward === 'claimable') return 'issued';
  if (phase === 'before') return 'comingSoon';
  // an application sent in time is still reviewed after the period ends
  if (a.kind === 'apply' && s.application === 'applying') return 'applying';
  if (phase === 'after' || s.reward === 'expired' || s.excluded) return 'close';
  if (s.guest) return a.kind === 'claim' ? 'claim' : 'join';
  if (a.kind === 'apply') return s.application === 'rejected' ? 'rejected' : 'join';
  if (a.kind === 'join') return s.joined ? 'joined' : 'join';
  return s.eligible && s.claimableMinor > 0n ? 'claim' : 'process';
}
