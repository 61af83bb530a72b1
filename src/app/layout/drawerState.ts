import { create } from 'zustand';

interface SideMenuDrawerState {
  open: boolean;
  /** Opened at least once: its chunk is loaded and stays mounted. */
  opened: boolean;
  setOpen: (open: boolean) => void;
}

/** Whether the side menu drawer is open: the header's menu button and the tab bar's menu item share it. */
export const useSideMenuDrawer = create<SideMenuDrawerState>((set) => ({
  open: false,
  opened: false,
  setOpen: (open) => set((s) => ({ open, opened: s.opened || open })),
}));
