import { create } from 'zustand';

const KEY = 'hideBalance';

function stored(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

interface BalanceVisibility {
  /** The header balance shows as ****; remembered on this device. */
  hidden: boolean;
  setHidden(hidden: boolean): void;
}

export const useBalanceVisibility = create<BalanceVisibility>((set) => ({
  hidden: stored(),
  setHidden: (hidden) => {
    try {
      localStorage.setItem(KEY, hidden ? '1' : '0');
    } catch {
      // storage blocked: hidden for this page only
    }
    set({ hidden });
  },
}));
