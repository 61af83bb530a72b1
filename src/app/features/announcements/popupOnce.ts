// "Announcement popup is shown once per session per user type unless closed. Popup types: A (logged in),
// B (anonymous), F (first login)." Once a user type's popup has been shown it stays up until the player closes it,
// and this session does not show that user type's popup again (a reload neither). sessionStorage is the session,
// so a new tab or a logout (which clears it) starts over; a guest who logs in is another user type.

import type { PopupExecution } from '../../api/announcements.ts';

export type { PopupExecution };

const SHOWN_PREFIX = 'announcementPopupShown.';
/** Set once a first login was seen in this session: its member stays an F audience until the session ends. */
const FIRST_LOGIN_KEY = 'announcementPopupFirstLogin';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Who the popups are for: anonymous visitors B; a member on their first login F (also after the forced password
 * change that follows it, for the rest of that session); other logged-in members A.
 */
export function popupExecution(isLogin: boolean, firstTimeLogin: boolean, sawFirstLogin: boolean): PopupExecution {
  if (!isLogin) return 'B';
  return firstTimeLogin || sawFirstLogin ? 'F' : 'A';
}

export function rememberFirstLogin(): void {
  storage()?.setItem(FIRST_LOGIN_KEY, '1');
}

export function sawFirstLogin(): boolean {
  return storage()?.getItem(FIRST_LOGIN_KEY) === '1';
}

/** True until this audience's popup has been shown in this session. */
export function shouldShowPopup(execution: PopupExecution): boolean {
  return storage()?.getItem(SHOWN_PREFIX + execution) !== '1';
}

export function markPopupShown(execution: PopupExecution): void {
  storage()?.setItem(SHOWN_PREFIX + execution, '1');
}
