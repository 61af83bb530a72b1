import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { loginRemembered } from '../../../api/accounts.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import { useFlags } from '../../../boot/BootContext.tsx';
import { useSession } from '../../../state/session.ts';
import { readToken, writeToken } from '../../../state/token.ts';
import { hasRememberedSession, markRememberedSession } from '../login/rememberMe.ts';
import { getStartUrl, hasUrlToken } from './startUrl.ts';
import { readStartUrl, withoutToken } from './startup.ts';
import { useSessionActions } from './useSessionActions.ts';

/**
 * Session start (seed §4), once per page, loaded after the first paint:
 * - the start address: referral codes go to localStorage `reg_info`, a `?token=` becomes the tab's session token
 *   and leaves the address, a mailed `?resetToken=` link opens the reset-password modal;
 * - a token (stored or handed over) loads member info; a restored member whose password must change gets the
 *   forced modal;
 * - without a token, and when the last login here asked to be remembered, the HttpOnly remember-me cookie is tried
 *   once (POST /wps/session/login/remembered).
 * Renders nothing.
 */
export default function SessionBoot(): null {
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const { acceptLogin, loadMember } = useSessionActions();
  const forceOnExpiry = useFlags().forcePasswordChangeOnExpiry;
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const start = readStartUrl(getStartUrl());
    if (start.token) writeToken(start.token);
    if (hasUrlToken(location.search))
      void navigate({ pathname: location.pathname, search: withoutToken(location.search), hash: location.hash }, { replace: true, state: location.state });
    const store = useSession.getState();
    if (start.resetToken) store.openModal('resetPassword');
    if (store.isLogin) return;

    if (readToken()) {
      store.setRestoring(true);
      loadMember()
        .then((info) => {
          const reason = info.defaultPassword
            ? 'defaultPassword'
            : info.passwordExpired && forceOnExpiry
              ? 'passwordExpired'
              : null;
          // the page may be a new tab of the session: ask for the old password to be safe
          if (reason) useSession.getState().openPasswordChange({ reason, oldPasswordHeld: false, username: info.account });
        })
        .catch(() => {
          // a dead token was already handled (login.not_session ends the session and opens login); other failures
          // leave the visitor a guest for now, and the token stays for the next page load
        })
        .finally(() => useSession.getState().setRestoring(false));
      return;
    }
    // only when the last login here asked for it: a guest's page makes no request the server would refuse
    if (!hasRememberedSession()) return;
    loginRemembered(api)
      .then((result) => acceptLogin(result, 'remembered'))
      .catch(() => {
        // the remember token was revoked or expired: the visitor stays a guest, and is not asked about again
        markRememberedSession(false);
      });
  }, [api, navigate, location, acceptLogin, loadMember, forceOnExpiry]);

  return null;
}
