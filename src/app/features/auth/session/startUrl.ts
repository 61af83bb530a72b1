let startUrl = '';

/**
 * Called by main.tsx before the first render: the address the visitor arrived with, before a route such as /register
 * or /login replaces it. Session restore (loaded later) reads referral codes, a handed-over token and a reset link
 * from it.
 */
export function captureStartUrl(href: string = window.location.href): void {
  startUrl = href;
}

export function getStartUrl(): string {
  return startUrl || window.location.href;
}

/** The route guard lets a `?token=` through: session restore signs it in right after. */
export function hasUrlToken(search: string): boolean {
  return new URLSearchParams(search).has('token');
}
