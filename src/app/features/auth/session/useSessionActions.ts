import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { memberInfo, logout as logoutCall } from '../../../api/accounts.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import { ApiError, isSessionExpired } from '../../../api/client.ts';
import type { LoginResult, MemberInfo } from '../../../api/types.ts';
import { useFlags } from '../../../boot/BootContext.tsx';
import { useSession } from '../../../state/session.ts';
import { clearToken, writeToken } from '../../../state/token.ts';
import { markRememberedSession } from '../login/rememberMe.ts';
import { firstLoginAction, forcedPasswordChange, landingAfterLogin, type LoginVia } from './afterLogin.ts';
import { sessionKeys } from './queryKeys.ts';

export type LoginOutcome = 'signedIn' | 'passwordChange';

export interface SessionActions {
  /**
   * Everything after the server accepted a login, registration, free play or social sign-in, in this order:
   * keep the token; a default or (with PWDEXPFORCECHANGE3) expired password opens the forced change-password
   * modal first (not for SMS logins); otherwise member info loads (isLogin/isAgent/isTrial), the modal closes,
   * agents go to /agentHome, free play and registration go to /, a guarded page is reopened, and a first login
   * opens the change-password modal. Throws (and forgets the token) when member info cannot be loaded.
   */
  acceptLogin(result: LoginResult, via: LoginVia): Promise<LoginOutcome>;
  /** GET /wps/member/info into react-query and the store (isLogin, isAgent, isTrial, userInfo). */
  loadMember(): Promise<MemberInfo>;
  /** After a password change: reload the login info, close the modal, go home (agents: their center). */
  finishPasswordChange(): Promise<void>;
  /**
   * Logout: revoke the session on the server, clear session storage, reset the store, go to / (agents to
   * /agent). A session the server already ended counts as logged out; a network failure throws and keeps it.
   */
  logout(): Promise<void>;
}

/** The session's transitions, for the login modal, the register and password modals (FORMS), header and boot. */
export function useSessionActions(): SessionActions {
  const api = useApi();
  const client = useQueryClient();
  const navigate = useNavigate();
  const flags = useFlags();
  const forceOnExpiry = flags.forcePasswordChangeOnExpiry;

  return useMemo<SessionActions>(() => {
    const loadMember = async (): Promise<MemberInfo> => {
      const info = await client.fetchQuery({
        queryKey: sessionKeys.memberInfo,
        queryFn: ({ signal }) => memberInfo(api, signal),
        staleTime: 0,
      });
      useSession.getState().signIn(info);
      return info;
    };

    const acceptLogin = async (result: LoginResult, via: LoginVia): Promise<LoginOutcome> => {
      // a new session: nothing cached for the previous one may show
      client.removeQueries({ queryKey: sessionKeys.all });
      writeToken(result.token);
      const store = useSession.getState();
      const forced = forcedPasswordChange(result, via, forceOnExpiry);
      if (forced) {
        store.openPasswordChange({ reason: forced, oldPasswordHeld: true, username: result.userName });
        return 'passwordChange';
      }
      let info: MemberInfo;
      try {
        info = await loadMember();
      } catch (e) {
        if (!isSessionExpired(e)) clearToken();
        throw e;
      }
      const { returnTo } = useSession.getState();
      useSession.setState({ returnTo: null });
      const first = firstLoginAction(result, info);
      if (first) store.openPasswordChange({ reason: first, oldPasswordHeld: true, username: info.account });
      else store.closeModal();
      const to = landingAfterLogin(info, via, returnTo);
      if (to) navigate(to);
      return 'signedIn';
    };

    const finishPasswordChange = async (): Promise<void> => {
      const info = await loadMember();
      useSession.getState().closeModal();
      navigate(landingAfterLogin(info, 'register', null) ?? '/');
    };

    const logout = async (): Promise<void> => {
      try {
        await logoutCall(api);
      } catch (e) {
        // the session is already gone on the server (idle timeout): logging out locally is all that is left
        if (!(e instanceof ApiError && e.status === 401)) throw e;
      }
      const wasAgent = useSession.getState().isAgent;
      // logout revokes the remember token on the server: nothing to restore next time
      markRememberedSession(false);
      client.removeQueries({ queryKey: sessionKeys.all });
      useSession.getState().signOut();
      navigate(wasAgent ? '/agent' : '/');
    };

    return { acceptLogin, loadMember, finishPasswordChange, logout };
  }, [api, client, navigate, forceOnExpiry]);
}
