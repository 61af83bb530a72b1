import { writeToken } from '../../../state/token.ts';

/**
 * A session token handed over in the address (`?token=`, seed §4 / api-notes §1.1, e.g. from the app download
 * page) becomes the tab's session token and is removed from the address at once, so it is not bookmarked, shared
 * or sent on as a Referer. Returns the address without it (null when there was none).
 */
export function takeTokenFromUrl(href: string): string | null {
  const url = new URL(href);
  const token = url.searchParams.get('token');
  if (!token) return null;
  writeToken(token);
  url.searchParams.delete('token');
  return url.pathname + url.search + url.hash;
}
