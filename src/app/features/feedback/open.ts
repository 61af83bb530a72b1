import { useSession } from '../../state/session.ts';

/**
 * Opens the feedback modal (feedbackModal); a guest gets the login modal first, since the answer arrives in
 * the member's messages.
 */
export function openFeedback(): void {
  const s = useSession.getState();
  if (s.isLogin && !s.isTrial) s.openModal('feedback');
  else if (s.isTrial) s.openModal('trialPrompt');
  else s.openModal('login');
}
