import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../state/session.ts';

/** /helpmc: the home page with the help modal open; closing it leaves for /. */
export function HelpModalRoute(): ReactNode {
  const navigate = useNavigate();
  const modal = useSession((s) => s.modal);
  const shown = useRef(false);
  useEffect(() => {
    if (modal === 'help') shown.current = true;
    else if (shown.current) void navigate('/', { replace: true });
    else useSession.getState().openModal('help');
  }, [modal, navigate]);
  return null;
}
