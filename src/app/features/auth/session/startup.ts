import { useSession } from '../../../state/session.ts';
import { captureReferral } from './referral.ts';
import { takeTokenFromUrl } from './urlToken.ts';

/** The query parameter of the mailed password-reset link (`/?resetToken=…`, accounts contract). */
const RESET_TOKEN_PARAM = 'resetToken';

/**
 * What must happen before the router reads the address (main.tsx, before the first render): referral codes
 * are remembered, a `?token=` moves into session storage and out of the address, and a mailed reset link opens
 * the reset-password modal (which reads its token and removes it from the address).
 */
export function prepareSessionFromUrl(win: Window = window): void {
  captureReferral(win.location.search);
  const cleaned = takeTokenFromUrl(win.location.href);
  if (cleaned !== null) win.history.replaceState(win.history.state, '', cleaned);
  if (new URLSearchParams(win.location.search).get(RESET_TOKEN_PARAM)) useSession.getState().openModal('resetPassword');
}
