// The address the visitor arrived with, read once before the first render (main.tsx). Part of the initial bundle,
// so it stays tiny: session restore (a lazy chunk) does the rest.
let startUrl = '';
/** 'pending' from capture until session restore has exchanged the code (the route guard lets the page through). */
let handover: { code: string | null; state: 'none' | 'pending' } = { code: null, state: 'none' };

/** Query parameters that must not stay in the address: a one-time handover code, and the retired ?token=. */
const SECRET_PARAMS = ['handover', 'token'];

/** The same address without the handover code or a session token, or null when it has neither. */
export function addressWithoutSecrets(href: string): string | null {
  const url = new URL(href);
  if (!SECRET_PARAMS.some((p) => url.searchParams.has(p))) return null;
  for (const p of SECRET_PARAMS) url.searchParams.delete(p);
  return url.pathname + url.search + url.hash;
}

/**
 * Called by main.tsx before the first render: remembers the start address (referral codes, a reset link), takes a
 * `?handover=` code, and removes it and any `?token=` from the address with history.replaceState before anything
 * else is requested, so neither is bookmarked, kept in history or sent on as a Referer. A `?token=` is no longer a
 * way in (a session token never travels in an address): it is dropped unread.
 */
export function captureStartUrl(href: string = window.location.href, history: History | null = window.history): void {
  startUrl = href;
  const code = new URL(href).searchParams.get('handover');
  handover = code ? { code, state: 'pending' } : { code: null, state: 'none' };
  const clean = addressWithoutSecrets(href);
  if (clean !== null) history?.replaceState(history.state, '', clean);
}

export function getStartUrl(): string {
  return startUrl || window.location.href;
}

/** The handover code of the start address, once (session restore exchanges it; it works only once anyway). */
export function takeHandover(): string | null {
  const { code } = handover;
  handover = { ...handover, code: null };
  return code;
}

/** Session restore is done with the code (signed in, kept the tab's account, or refused). */
export function settleHandover(): void {
  handover = { code: null, state: 'none' };
}

/** The route guard lets a page opened with a handover code through: session restore signs it in right after. */
export function hasPendingHandover(): boolean {
  return handover.state === 'pending';
}
