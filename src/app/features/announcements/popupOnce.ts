// Seed §4: "Announcement popup is shown once per session per user type unless closed. Popup types: A (logged in),
// B (anonymous), F (first login)." The popup keeps coming back (each visit of the home page) until the player
// closes it; from then on this session does not show that user type's popups again. sessionStorage is the
// session, so a new tab or a logout (which clears it, seed §4) starts over.

/** Popup audiences of the platform (the `execution` request parameter). */
export type PopupExecution = 'A' | 'B' | 'F';

const CLOSED_PREFIX = 'announcementPopupClosed.';
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

/** True until the player closed this audience's popup in this session. */
export function shouldShowPopup(execution: PopupExecution): boolean {
  return storage()?.getItem(CLOSED_PREFIX + execution) !== '1';
}

export function markPopupClosed(execution: PopupExecution): void {
  storage()?.setItem(CLOSED_PREFIX + execution, '1');
}
