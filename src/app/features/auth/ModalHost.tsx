import { lazy, Suspense, type ReactNode } from 'react';
import { useSession } from '../../state/session.ts';

// The modal code and its messages load when a modal first opens, so `/` keeps its JS budget.
const ModalSwitch = lazy(() => import('./ModalSwitch.tsx'));

/**
 * Renders whichever account modal the session store says is open (one at a time): login, second factor,
 * register, forgot / change / reset password, trial prompt, logout confirmation. The modals read what they need
 * (reason, second-factor challenge, forced password change) from the store and close through it.
 */
export function ModalHost(): ReactNode {
  const modal = useSession((s) => s.modal);
  if (!modal) return null;
  return (
    <Suspense fallback={null}>
      <ModalSwitch modal={modal} />
    </Suspense>
  );
}
