/** The sandbox's Back link follows backUrl only when it is a same-origin relative path ("/…", not "//host" or "/\host"). */
export function safeBackUrl(backUrl: string | undefined): string {
  if (backUrl === undefined) return '/';
  return /^\/(?![/\\])[^\s\\]*$/.test(backUrl) ? backUrl : '/';
}
