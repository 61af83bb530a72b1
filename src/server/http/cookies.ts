/** The value of one cookie from a Cookie header; the shell needs two (mode, lang), not a cookie plugin. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

export interface CookieOptions {
  /** Seconds; 0 deletes the cookie. */
  maxAge: number;
  path?: string;
  httpOnly?: boolean;
  sameSite?: 'Lax' | 'Strict';
  /** Set when the request came over HTTPS (directly or via a trusted proxy). */
  secure?: boolean;
}

/** One Set-Cookie value. Values are base64url/ids here, so no quoting is needed; encode anyway to be safe. */
export function serializeCookie(name: string, value: string, opts: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Max-Age=${Math.max(0, Math.floor(opts.maxAge))}`, `Path=${opts.path ?? '/'}`];
  if (opts.httpOnly !== false) parts.push('HttpOnly');
  parts.push(`SameSite=${opts.sameSite ?? 'Lax'}`);
  if (opts.secure) parts.push('Secure');
  return parts.join('; ');
}

/** The subset of a request the site-cookie helpers read (a FastifyRequest fits). */
export interface CookieRequest {
  protocol: string;
  headers: { cookie?: string | undefined };
}

/**
 * A cookie of this site's own, named and flagged by how the page was served: over https (directly or through a
 * trusted TLS proxy) it is `Secure` and `__Host-` prefixed, so no sub-domain or plain-http page can set or
 * shadow it; over plain http (localhost development) the bare name.
 */
export function siteCookieName(request: CookieRequest, name: string): string {
  return request.protocol === 'https' ? `__Host-${name}` : name;
}

/** Set-Cookie for a site cookie: Path=/, HttpOnly, SameSite=Lax unless told, Secure over https. */
export function serializeSiteCookie(request: CookieRequest, name: string, value: string, opts: Omit<CookieOptions, 'secure' | 'path'>): string {
  return serializeCookie(siteCookieName(request, name), value, { ...opts, path: '/', secure: request.protocol === 'https' });
}

/** A site cookie's value as this request's scheme names it. */
export function readSiteCookie(request: CookieRequest, name: string): string | undefined {
  return readCookie(request.headers.cookie, siteCookieName(request, name));
}
