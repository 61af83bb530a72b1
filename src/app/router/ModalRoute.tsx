import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../state/session.ts';
import { guardMessage } from './guard.ts';

/** What the route guard leaves in the router state when it sends a guest to /login. */
export interface GuardState {
  reason?: string;
  from?: string;
}

/**
 * /login and /register: the home page with the login or register modal open, the address then replaced
 * with /. Coming from the route guard, the login modal says 'You are not logged in, please login' and the page the
 * guest wanted opens after login. A logged-in visitor just lands on /.
 */
export function ModalRoute({ modal }: { modal: 'login' | 'register' }): ReactNode {
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as GuardState | null;
  useEffect(() => {
    const session = useSession.getState();
    if (!session.isLogin) {
      const from = state && state.reason === guardMessage.id ? state.from : undefined;
      if (modal === 'login' && from) session.openLoginFor(from, 'notLoggedIn');
      else session.openModal(modal);
    }
    void navigate('/', { replace: true });
  }, [modal, state, navigate]);
  return null;
}
