import { captureReferral } from './referral.ts';

export interface StartUrlFacts {
  /** The mailed password-reset link (`/?resetToken=…`, accounts contract). */
  resetToken: boolean;
}

/** Reads the start address: remembers referral codes (localStorage reg_info) and says what else it carried. */
export function readStartUrl(href: string, storage?: Storage): StartUrlFacts {
  const url = new URL(href);
  captureReferral(url.search, storage);
  return { resetToken: Boolean(url.searchParams.get('resetToken')) };
}

/** Whose session a handover code opened, against the tab's own: what session restore does with it. */
export type HandoverDecision =
  /** The tab has no live session: the new one becomes the tab's. */
  | 'signIn'
  /** The tab is already this member's: keep its session, end the one the code opened, ask nothing. */
  | 'keep'
  /** Another member is signed in here: ask before switching accounts. */
  | 'ask';

export function handoverDecision(currentMemberId: string | null, handedMemberId: string): HandoverDecision {
  if (currentMemberId === null) return 'signIn';
  return currentMemberId === handedMemberId ? 'keep' : 'ask';
}
