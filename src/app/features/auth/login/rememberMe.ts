// Remember me: the last username, or the SMS mobile number and dialing code, in cookies
// for 1 day so the form is prefilled. Never the password: staying signed in is the server's HttpOnly remember token
// (`rememberMe: true` on the login request).

export const REMEMBER_COOKIES = {
  username: 'remember_username',
  mobile: 'remember_mobile',
  dialingCode: 'remember_dialing_code',
  /**
   * "The server holds a remember token for this browser" (no secret: the token itself is HttpOnly). Session start asks
   * /wps/session/login/remembered only when it is set, so a guest's page makes no request the server must refuse.
   */
  session: 'remember_session',
} as const;

/** Remember-me cookies last 1 day. */
export const REMEMBER_MAX_AGE_S = 24 * 60 * 60;

export interface Remembered {
  username?: string;
  mobile?: string;
  dialingCode?: string;
}

function cookieMap(cookie: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    try {
      out.set(part.slice(0, eq).trim(), decodeURIComponent(part.slice(eq + 1).trim()));
    } catch {
      // a malformed cookie is someone else's: ignore it
    }
  }
  return out;
}

/** What the form starts with (empty when nothing was remembered). */
export function readRemembered(cookie: string = document.cookie): Remembered {
  const map = cookieMap(cookie);
  const username = map.get(REMEMBER_COOKIES.username);
  const mobile = map.get(REMEMBER_COOKIES.mobile);
  const dialingCode = map.get(REMEMBER_COOKIES.dialingCode);
  return {
    ...(username ? { username } : {}),
    ...(mobile ? { mobile } : {}),
    ...(dialingCode ? { dialingCode } : {}),
  };
}

function setCookie(doc: Document, name: string, value: string, maxAge: number): void {
  doc.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAge}; samesite=lax`;
}

/** After a successful login with "remember me": keep what identifies the player (never a password or code). */
export function remember(value: { username: string } | { mobile: string; dialingCode: string }, doc: Document = document): void {
  if ('username' in value) setCookie(doc, REMEMBER_COOKIES.username, value.username, REMEMBER_MAX_AGE_S);
  else {
    setCookie(doc, REMEMBER_COOKIES.mobile, value.mobile, REMEMBER_MAX_AGE_S);
    setCookie(doc, REMEMBER_COOKIES.dialingCode, value.dialingCode, REMEMBER_MAX_AGE_S);
  }
}

/** After a successful login without "remember me": forget what was kept for that method. */
export function forget(kind: 'username' | 'sms', doc: Document = document): void {
  const names = kind === 'username' ? [REMEMBER_COOKIES.username] : [REMEMBER_COOKIES.mobile, REMEMBER_COOKIES.dialingCode];
  for (const name of names) setCookie(doc, name, '', 0);
}

/** Marks (or unmarks) that the last login asked the server for its remember-me token. */
export function markRememberedSession(on: boolean, doc: Document = document): void {
  setCookie(doc, REMEMBER_COOKIES.session, on ? '1' : '', on ? REMEMBER_MAX_AGE_S : 0);
}

export function hasRememberedSession(cookie: string = document.cookie): boolean {
  return cookieMap(cookie).get(REMEMBER_COOKIES.session) === '1';
}
