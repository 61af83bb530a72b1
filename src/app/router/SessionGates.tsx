import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner } from '../../ui/index.ts';
import { useSession } from '../state/session.ts';

/** The agent center is for agents; everyone else (guests, members, trial) is sent to the /agent login. */
export function AgentOnly({ children }: { children: ReactNode }): ReactNode {
  const isAgent = useSession((s) => s.isAgent);
  const restoring = useSession((s) => s.restoring);
  const location = useLocation();
  if (restoring) return <Spinner />;
  // the asked page (?page=…) rides along, so an agent whose session is restored on /agent lands back on it
  return isAgent ? children : <Navigate to="/agent" replace state={{ from: `${location.pathname}${location.search}` }} />;
}

/** A trial member cannot open the member (or agent) center; they get the in_need_true_account prompt. */
export function RealAccountOnly({ children }: { children: ReactNode }): ReactNode {
  const isTrial = useSession((s) => s.isTrial);
  useEffect(() => {
    if (isTrial) useSession.getState().openModal('trialPrompt');
  }, [isTrial]);
  return isTrial ? <Navigate to="/" replace /> : children;
}
