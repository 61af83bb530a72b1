import { create } from 'zustand';
import { isAgentType, isTrialType } from '../../engine/accounts/member-types.ts';
import type { LoginPortal, LoginType, MemberInfo, SecondFactorChallenge } from '../api/types.ts';
import { clearSessionStorage } from './token.ts';

/** The site's modals plus the account flows' own dialogs; one is open at a time. */
export type ModalName =
  | 'login'
  | 'register'
  | 'forgetPass'
  | 'changePass'
  | 'resetPassword'
  | 'secondFactor'
  | 'trialPrompt'
  | 'logoutConfirm'
  | 'help'
  | 'feedback'
  | 'notice'
  | 'public'
  | 'game';

/** Why the login modal opened, shown inside it: the route guard or a dead session. */
export type ModalReason = 'notLoggedIn' | 'sessionExpired';

/** Member info as the app keeps it. */
export type UserInfo = MemberInfo;

/** Why the change-password modal is open; anything but 'user' is a forced step without a close button. */
export type PasswordChangeReason = 'user' | 'defaultPassword' | 'weakPassword' | 'passwordExpired' | 'firstLogin';

export interface PasswordChangeState {
  reason: PasswordChangeReason;
  /**
   * True right after a login that demanded the change: the server holds the old password in the session,
   * so the modal does not ask for it (contract: `oldPassword` may be omitted then).
   */
  oldPasswordHeld: boolean;
  /** Login name shown read-only (the member info may not be loaded yet). */
  username: string;
}

/** A login waiting for its second factor (contract `login.second_factor_required`). */
export interface SecondFactorState extends SecondFactorChallenge {
  portal: LoginPortal;
  /** How the first step was passed: a password, an SMS code, a provider's sign-in, or the remember-me cookie. */
  loginType: LoginType | 'social' | 'remembered';
}

/** Agent types 1, 2, 41, 42; trial type 4; everything else a member. */
export function roleOf(type: string | number): { isAgent: boolean; isTrial: boolean } {
  return { isAgent: isAgentType(type), isTrial: isTrialType(type) };
}

interface SessionState {
  isLogin: boolean;
  isAgent: boolean;
  isTrial: boolean;
  userInfo: UserInfo | null;
  /** A token was found at start and the member is being loaded: the header shows neither guest nor member actions. */
  restoring: boolean;
  modal: ModalName | null;
  /** Why the modal opened (login only), shown inside it. */
  modalReason: ModalReason | null;
  /** Where to go after a login that the route guard asked for. */
  returnTo: string | null;
  passwordChange: PasswordChangeState | null;
  secondFactor: SecondFactorState | null;

  openModal(name: ModalName, reason?: ModalReason): void;
  closeModal(): void;
  /** Login modal from the guard: remembers the page the guest wanted. */
  openLoginFor(returnTo: string, reason?: ModalReason): void;
  openPasswordChange(state: PasswordChangeState): void;
  openSecondFactor(state: SecondFactorState): void;
  setRestoring(restoring: boolean): void;
  /** Member info loaded: isLogin, isAgent, isTrial from its type. */
  signIn(info: UserInfo): void;
  /** A newer member info for the signed-in member (badges and entries that read its public state). */
  refreshUserInfo(info: UserInfo): void;
  /** Logout: clears session storage and returns every session value to a guest's. */
  signOut(): void;
  /** 401 login.not_session: the guest state plus the login modal saying 'The user is not logged in'. */
  expire(): void;
}

/** Every session value of a guest (nothing signed in, no modal). */
export const GUEST_SESSION = {
  isLogin: false,
  isAgent: false,
  isTrial: false,
  userInfo: null,
  restoring: false,
  modal: null,
  modalReason: null,
  returnTo: null,
  passwordChange: null,
  secondFactor: null,
} as const;

/** Session and UI state (server state lives in react-query; this is the rest). */
export const useSession = create<SessionState>((set) => ({
  ...GUEST_SESSION,
  openModal: (name, reason) => set({ modal: name, modalReason: reason ?? null }),
  closeModal: () => set({ modal: null, modalReason: null, returnTo: null, passwordChange: null, secondFactor: null }),
  openLoginFor: (returnTo, reason = 'notLoggedIn') => set({ modal: 'login', modalReason: reason, returnTo }),
  openPasswordChange: (passwordChange) => set({ modal: 'changePass', modalReason: null, passwordChange }),
  openSecondFactor: (secondFactor) => set({ modal: 'secondFactor', modalReason: null, secondFactor }),
  setRestoring: (restoring) => set({ restoring }),
  signIn: (info) => set({ isLogin: true, ...roleOf(info.type), userInfo: info, restoring: false }),
  refreshUserInfo: (info) => set((s) => (s.isLogin && s.userInfo?.id === info.id ? { userInfo: info } : {})),
  signOut: () => {
    clearSessionStorage();
    set({ ...GUEST_SESSION });
  },
  expire: () => {
    clearSessionStorage();
    set({ ...GUEST_SESSION, modal: 'login', modalReason: 'sessionExpired' });
  },
}));

/**
 * Runs `action` now, or once session restore has ended: a tap on a member action while a stored session is being
 * restored is the signed-in player's, not a guest's (no login modal over them).
 */
export function whenRestored(action: () => void): void {
  if (!useSession.getState().restoring) return action();
  const unsubscribe = useSession.subscribe((s) => {
    if (s.restoring) return;
    unsubscribe();
    action();
  });
}
