import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { AreaMessages } from '../../i18n/AreaMessages.tsx';
import type { ModalName } from '../../state/session.ts';

// Each account modal is its own chunk, loaded when it first opens.
const MODALS: Partial<Record<ModalName, LazyExoticComponent<ComponentType>>> = {
  login: lazy(() => import('./login/LoginModal.tsx')),
  secondFactor: lazy(() => import('./login/SecondFactorModal.tsx')),
  register: lazy(() => import('./register/RegisterModal.tsx')),
  forgetPass: lazy(() => import('./password/ForgotPasswordModal.tsx')),
  changePass: lazy(() => import('./password/ChangePasswordModal.tsx')),
  resetPassword: lazy(() => import('./password/ResetPasswordModal.tsx')),
  trialPrompt: lazy(() => import('./session/TrialPromptModal.tsx')),
  logoutConfirm: lazy(() => import('./session/LogoutConfirmModal.tsx')),
  // announcements bring their own message area (home)
  notice: lazy(() => import('../announcements/NoticeModal.tsx')),
  public: lazy(() => import('../announcements/AnnouncementPopup.tsx')),
  // feedback reuses the captcha field and the auth message area
  feedback: lazy(() => import('../feedback/FeedbackModal.tsx')),
  help: lazy(() => import('../help/HelpModal.tsx')),
};

/** The open account modal with the auth message area (loaded by ModalHost once a modal first opens). */
export default function ModalSwitch({ modal }: { modal: ModalName }): ReactNode {
  const Modal = MODALS[modal];
  if (!Modal) return null;
  return (
    <AreaMessages area="auth">
      <Suspense fallback={null}>
        <Modal key={modal} />
      </Suspense>
    </AreaMessages>
  );
}
