import { lazy, Suspense, type ReactNode } from 'react';
import { useSession } from '../../../state/session.ts';

// The popup's code and messages load only for a signed-in real account, so `/` keeps its budget.
const ContractOfferPopup = lazy(() => import('./ContractOfferPopup.tsx'));

/** The contract popup is active only when logged in: mounted once by the app for every route. */
export function ContractOfferGate(): ReactNode {
  const real = useSession((s) => s.isLogin && !s.isTrial);
  // never on top of another modal: a forced password change (an agent-made account's first login) comes first
  const otherModal = useSession((s) => s.modal !== null);
  if (!real || otherModal) return null;
  return (
    <Suspense fallback={null}>
      <ContractOfferPopup />
    </Suspense>
  );
}
