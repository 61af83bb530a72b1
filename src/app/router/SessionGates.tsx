import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Spinner } from '../../ui/index.ts';
import { useSession } from '../state/session.ts';

/** Seed §2: the agent center is for agents; everyone else (guests, members, trial) is sent to the /agent login. */
export function AgentOnly({ children }: { children: ReactNode }): ReactNode {
  const isAgent = useSession((s) => s.isAgent);
  const restoring = useSession((s) => s.restoring);
  if (restoring) return <Spinner />;
  return isAgent ? children : <Navigate to="/agent" replace />;
}

/** Seed §6: a trial member cannot open the member (or agent) center; they get the in_need_true_account prompt. */
export function RealAccountOnly({ children }: { children: ReactNode }): ReactNode {
  const isTrial = useSession((s) => s.isTrial);
  useEffect(() => {
    if (isTrial) useSession.getState().openModal('trialPrompt');
  }, [isTrial]);
  return isTrial ? <Navigate to="/" replace /> : children;
}
