/** The session token lives in sessionStorage `token`, like the original platform; one tab, one session. */
const KEY = 'token';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readToken(): string | null {
  return storage()?.getItem(KEY) || null;
}

export function writeToken(token: string): void {
  storage()?.setItem(KEY, token);
}

/** Logout clears session storage as a whole, not only the token. */
export function clearSessionStorage(): void {
  storage()?.clear();
}

export function clearToken(): void {
  storage()?.removeItem(KEY);
}
