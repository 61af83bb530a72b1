import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { discardHandover, exchangeHandover, loginRemembered } from '../../../api/accounts.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import type { LoginResult } from '../../../api/types.ts';
import { useFlags } from '../../../boot/BootContext.tsx';
import { AreaMessages } from '../../../i18n/AreaMessages.tsx';
import { useSession } from '../../../state/session.ts';
import { readToken } from '../../../state/token.ts';
import { deviceId } from '../login/deviceId.ts';
import { secondFactorChallenge } from '../login/loginErrors.ts';
import { hasRememberedSession, markRememberedSession } from '../login/rememberMe.ts';
import { HandoverSwitchModal } from './HandoverSwitchModal.tsx';
import { getStartUrl, settleHandover, takeHandover } from './startUrl.ts';
import { forcedPasswordChange } from './afterLogin.ts';
import { handoverDecision, readStartUrl } from './startup.ts';
import { useSessionActions } from './useSessionActions.ts';

interface PendingSwitch {
  result: LoginResult;
  current: string;
}

/**
 * Session start, once per page, loaded after the first paint:
 * - the start address: referral codes go to localStorage `reg_info`, a mailed `?resetToken=` link opens the
 *   reset-password modal, a one-time `?handover=` code (already out of the address, see startUrl.ts) is exchanged
 *   for a session of its own; a `?token=` is ignored (a session token never travels in an address);
 * - a handed-over session replaces the tab's only after asking when the tab is another member's;
 * - a stored token loads member info; a restored member whose password must change gets the forced modal;
 * - without a token, and when the last login here asked to be remembered, the HttpOnly remember-me cookie is tried
 *   once (POST /wps/session/login/remembered).
 * Renders nothing but the switch question.
 */
export default function SessionBoot(): ReactNode {
  const api = useApi();
  const { acceptLogin, loadMember } = useSessionActions();
  const forceOnExpiry = useFlags().forcePasswordChangeOnExpiry;
  const started = useRef(false);
  const [pending, setPending] = useState<PendingSwitch | null>(null);
  const [switching, setSwitching] = useState(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const start = readStartUrl(getStartUrl());
    const handover = takeHandover();
    const store = useSession.getState();
    if (start.resetToken) store.openModal('resetPassword');

    const restoreStored = (): Promise<void> => {
      useSession.getState().setRestoring(true);
      return loadMember()
        .then((info) => {
          const reason = forcedPasswordChange(info, 'remembered', forceOnExpiry);
          // the page may be a new tab of the session: ask for the old password to be safe
          if (reason) useSession.getState().openPasswordChange({ reason, oldPasswordHeld: false, username: info.account });
        })
        .catch(() => {
          // a dead token was already handled (login.not_session ends the session and opens login); other failures
          // leave the visitor a guest for now, and the token stays for the next page load
        })
        .finally(() => useSession.getState().setRestoring(false));
    };

    if (handover) {
      const run = async (): Promise<void> => {
        useSession.getState().setRestoring(true);
        let result: LoginResult;
        try {
          result = await exchangeHandover(api, handover);
        } catch {
          // used, expired or not this site's: the tab goes on as it was (its own session, else a guest asked to log in)
          useSession.getState().setRestoring(false);
          if (readToken()) await restoreStored();
          else useSession.getState().openModal('login');
          return;
        }
        let current: { id: string; account: string } | null = null;
        if (readToken()) {
          try {
            current = await loadMember();
          } catch {
            current = null; // the tab's own session is over: nothing to ask about
          }
        }
        const decision = handoverDecision(current ? String(current.id) : null, String(result.id));
        if (decision === 'ask' && current) {
          useSession.getState().setRestoring(false);
          setPending({ result, current: current.account });
          return;
        }
        if (decision === 'keep') {
          await discardHandover(api, result.token).catch(() => {});
          useSession.getState().setRestoring(false);
          return;
        }
        try {
          // like a remembered session: the page the link opened stays; a default password still forces the change
          await acceptLogin(result, 'remembered');
        } catch {
          // member info failed to load: the visitor stays a guest
        } finally {
          useSession.getState().setRestoring(false);
        }
      };
      void run().finally(settleHandover);
      return;
    }
    settleHandover();
    // the page was marked restoring at hydration when there was something to restore (restoreHint.ts): every path
    // that restores nothing clears it
    const nothingToRestore = (): void => useSession.getState().setRestoring(false);
    if (store.isLogin) return nothingToRestore();

    if (readToken()) {
      void restoreStored();
      return;
    }
    // only when the last login here asked for it: a guest's page makes no request the server would refuse
    if (!hasRememberedSession()) return nothingToRestore();
    useSession.getState().setRestoring(true);
    loginRemembered(api, deviceId())
      .then((result) => acceptLogin(result, 'remembered'))
      .catch((err: unknown) => {
        // from a new network the remembered login answers the same second factor as a password login
        const challenge = secondFactorChallenge(err);
        if (challenge) {
          useSession.getState().openSecondFactor({ ...challenge, portal: 'member', loginType: 'remembered' });
          return;
        }
        // the remember token was revoked or expired: the visitor stays a guest, and is not asked about again
        markRememberedSession(false);
      })
      .finally(nothingToRestore);
  }, [api, acceptLogin, loadMember, forceOnExpiry]);

  if (!pending) return null;
  const keep = (): void => {
    const { token } = pending.result;
    setPending(null);
    // the tab keeps its account: the session the link opened ends on the server too
    void discardHandover(api, token).catch(() => {});
  };
  const switchAccount = (): void => {
    setSwitching(true);
    acceptLogin(pending.result, 'remembered')
      .catch(() => {})
      .finally(() => {
        setSwitching(false);
        setPending(null);
      });
  };
  return (
    // the question's words are in the auth message area, loaded only when it is asked
    <AreaMessages area="auth">
      <Suspense fallback={null}>
        <HandoverSwitchModal open current={pending.current} next={pending.result.userName} busy={switching} onSwitch={switchAccount} onKeep={keep} />
      </Suspense>
    </AreaMessages>
  );
}
