import { create } from 'zustand';
import type { GameType } from '../../../../engine/games/lanes.ts';

/** The vendor whose games the provider popup lists (a VASSALAGE tile opens it). */
export interface ProviderPopupTarget {
  vassalage: string;
  gameType: GameType;
  displayName: string;
}

interface ProviderPopupState {
  target: ProviderPopupTarget | null;
  open(target: ProviderPopupTarget): void;
  close(): void;
}

export const useProviderPopup = create<ProviderPopupState>((set) => ({
  target: null,
  open: (target) => set({ target }),
  close: () => set({ target: null }),
}));
