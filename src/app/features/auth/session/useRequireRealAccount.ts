import { useCallback } from 'react';
import { useSession } from '../../../state/session.ts';

/**
 * For features a trial member may not use (member/agent center, starting a game): returns a check that
 * is true for real accounts and guests, and for a trial member opens the in_need_true_account prompt and is false.
 * Cheap to import anywhere: it only touches the session store (the prompt itself loads on demand).
 *
 *   const requireRealAccount = useRequireRealAccount();
 *   const start = () => { if (requireRealAccount()) launch(game); };
 */
export function useRequireRealAccount(): () => boolean {
  return useCallback(() => {
    const { isTrial, openModal } = useSession.getState();
    if (!isTrial) return true;
    openModal('trialPrompt');
    return false;
  }, []);
}
