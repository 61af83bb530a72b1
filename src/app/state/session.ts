import { create } from 'zustand';

/** Modals of seed §2; one is open at a time. */
export type ModalName =
  | 'login'
  | 'register'
  | 'forgetPass'
  | 'changePass'
  | 'help'
  | 'feedback'
  | 'notice'
  | 'public'
  | 'game';

export interface UserInfo {
  id: string;
  account: string;
  nickname: string;
  type: string;
}

interface SessionState {
  isLogin: boolean;
  isAgent: boolean;
  isTrial: boolean;
  userInfo: UserInfo | null;
  modal: ModalName | null;
  /** Why the modal opened (e.g. the guard's 'You are not logged in' notice), shown inside it. */
  modalReason: string | null;
  openModal(name: ModalName, reason?: string): void;
  closeModal(): void;
}

/** Session and UI state (DESIGN §2: server state lives in react-query, this is the rest). */
export const useSession = create<SessionState>((set) => ({
  isLogin: false,
  isAgent: false,
  isTrial: false,
  userInfo: null,
  modal: null,
  modalReason: null,
  openModal: (name, reason) => set({ modal: name, modalReason: reason ?? null }),
  closeModal: () => set({ modal: null, modalReason: null }),
}));
