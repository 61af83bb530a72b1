/** The path of a request URL, without the query string. */
export function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
}

function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Platform API paths: answered with the envelope, never with the app shell. */
export function isApiPath(path: string): boolean {
  return under(path, '/wps') || under(path, '/lgw');
}

/** Paths the app shell never answers: the API and brand files. */
export function isReservedPath(path: string): boolean {
  return isApiPath(path) || under(path, '/brands');
}
