import { hasRememberedSession } from '../login/rememberMe.ts';
import { readToken } from '../../../state/token.ts';
import { hasPendingHandover } from './startUrl.ts';

/**
 * Whether session start (SessionBoot, a chunk loaded after the first paint) has a session to restore: a stored token,
 * a handover code or the server's remember-me token. Until it has run, the page is "restoring", so a tap on a
 * member action in that gap is not taken for a guest's (a login modal over a signed-in player).
 */
export function sessionToRestore(): boolean {
  return readToken() !== null || hasPendingHandover() || hasRememberedSession();
}
