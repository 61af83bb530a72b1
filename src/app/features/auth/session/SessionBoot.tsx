import { useEffect, useRef } from 'react';
import { loginRemembered } from '../../../api/accounts.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import { useFlags } from '../../../boot/BootContext.tsx';
import { useSession } from '../../../state/session.ts';
import { readToken } from '../../../state/token.ts';
import { useSessionActions } from './useSessionActions.ts';

/**
 * Session restore at start (seed §4), once per page: a token in session storage (or handed over as `?token=`,
 * moved there by prepareSessionFromUrl) loads member info; without one, the HttpOnly remember-me cookie is tried
 * once (POST /wps/session/login/remembered). A restored member whose password must change gets the forced modal.
 * Loaded after the first paint; renders nothing.
 */
export default function SessionBoot(): null {
  const api = useApi();
  const { acceptLogin, loadMember } = useSessionActions();
  const forceOnExpiry = useFlags().forcePasswordChangeOnExpiry;
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const store = useSession.getState();
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
          // the reload may come from a new tab of the same session: ask for the old password to be safe
          if (reason) useSession.getState().openPasswordChange({ reason, oldPasswordHeld: false, username: info.account });
        })
        .catch(() => {
          // a dead token was already handled (login.not_session ends the session and opens login); other failures
          // leave the visitor a guest for now, the token stays for the next page load
        })
        .finally(() => useSession.getState().setRestoring(false));
      return;
    }
    loginRemembered(api)
      .then((result) => acceptLogin(result, 'remembered'))
      .catch(() => {
        // no remember-me cookie, or it was revoked/expired: the visitor simply stays a guest
      });
  }, [api, acceptLogin, loadMember, forceOnExpiry]);

  return null;
}
