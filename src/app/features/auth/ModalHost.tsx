import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { AreaMessages } from '../../i18n/AreaMessages.tsx';
import { useSession, type ModalName } from '../../state/session.ts';

// Each account modal is its own chunk, loaded when it first opens, so `/` keeps its JS budget.
const MODALS: Partial<Record<ModalName, LazyExoticComponent<ComponentType>>> = {
  login: lazy(() => import('./login/LoginModal.tsx')),
  secondFactor: lazy(() => import('./login/SecondFactorModal.tsx')),
  register: lazy(() => import('./register/RegisterModal.tsx')),
  forgetPass: lazy(() => import('./password/ForgotPasswordModal.tsx')),
  changePass: lazy(() => import('./password/ChangePasswordModal.tsx')),
  resetPassword: lazy(() => import('./password/ResetPasswordModal.tsx')),
  trialPrompt: lazy(() => import('./session/TrialPromptModal.tsx')),
  logoutConfirm: lazy(() => import('./session/LogoutConfirmModal.tsx')),
};

/**
 * Renders whichever account modal the session store says is open (one at a time, seed §2), with the auth
 * message area loaded alongside it. The modals read what they need (reason, second-factor challenge, forced
 * password change) from the store and close through it.
 */
export function ModalHost(): ReactNode {
  const modal = useSession((s) => s.modal);
  const Modal = modal ? MODALS[modal] : undefined;
  if (!Modal) return null;
  return (
    <AreaMessages area="auth">
      <Suspense fallback={null}>
        <Modal key={modal} />
      </Suspense>
    </AreaMessages>
  );
}
