/** The path of a request URL, without the query string. */
export function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
}

function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Platform API paths: answered with the envelope, never with the app shell (/lotto: the lottery draw API). */
export function isApiPath(path: string): boolean {
  return under(path, '/wps') || under(path, '/lgw') || under(path, '/lotto');
}

/** Developer tools (only mounted with devTools on): JSON, never the app shell, also when they are off. */
export function isDevToolsPath(path: string): boolean {
  return under(path, '/__dev');
}

/** Paths the app shell never answers: the API, brand files, the image and launch CDNs (/cdn) and the dev tools. */
export function isReservedPath(path: string): boolean {
  return isApiPath(path) || under(path, '/brands') || under(path, '/cdn') || isDevToolsPath(path);
}

/**
 * API paths that only read a brand's public catalogue (settings, games, announcements, lottery draws): the ones a
 * host no brand claims may still answer when the default brand opts in (servesUnclaimedHosts). Every account,
 * session, wallet and code-sending endpoint is outside this list.
 */
export function isPublicReadPath(path: string): boolean {
  return (
    under(path, '/wps/system') ||
    path.startsWith('/wps/relay/GCSGAME_') ||
    path === '/wps/relay/MCSFE_getListAnnouncements' ||
    under(path, '/lgw') ||
    under(path, '/lotto')
  );
}

/**
 * API paths whose handlers never read request.session (the brand's configuration: /wps/system/*), so the request
 * context skips the session lookup there. A handler added under these paths that needs the member must not be.
 */
export function isSessionlessPath(path: string): boolean {
  return under(path, '/wps/system');
}
