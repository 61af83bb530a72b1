// What each activity status offers on the page: its label, its tone and the action button (if any).
import type { PromotionStatus, PromotionView } from '../../../generated/types.ts';
import { promotionMessages as m } from './messages.ts';

export type PromotionAction = 'join' | 'apply' | 'claim';

export const STATUS_LABEL: Record<PromotionStatus, (typeof m)[keyof typeof m]> = {
  join: m.statusJoin,
  claim: m.statusClaim,
  applying: m.statusApplying,
  close: m.statusClose,
  rejected: m.statusRejected,
  issued: m.statusIssued,
  claimed: m.statusClaimed,
  process: m.statusProcess,
  joined: m.statusJoined,
  comingSoon: m.statusComingSoon,
};

export type StatusTone = 'action' | 'waiting' | 'done' | 'off';

export function toneOf(status: PromotionStatus): StatusTone {
  if (status === 'join' || status === 'claim' || status === 'rejected') return 'action';
  if (status === 'issued' || status === 'claimed') return 'done';
  if (status === 'close' || status === 'comingSoon') return 'off';
  return 'waiting';
}

/** The button an activity shows now: join and apply (again after a rejection) and claim; guests log in first. */
export function actionOf(p: Pick<PromotionView, 'kind' | 'status' | 'eligible'>): PromotionAction | null {
  if (p.status === 'claim') return p.eligible ? 'claim' : null;
  if (p.status === 'join' || p.status === 'rejected') return p.kind === 'apply' ? 'apply' : p.kind === 'join' ? 'join' : 'claim';
  return null;
}

/** Share of the valid-bet target reached (0–100) of a joined activity; null when it has none. */
export function progressOf(p: Pick<PromotionView, 'validBetMinor' | 'targetMinor'>): number | null {
  if (p.validBetMinor === undefined || p.targetMinor === undefined) return null;
  const target = BigInt(p.targetMinor);
  if (target <= 0n) return 100;
  const done = BigInt(p.validBetMinor);
  return done >= target ? 100 : Number((done * 100n) / target);
}
