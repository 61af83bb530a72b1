import type { FastifyRequest } from 'fastify';
import type { LoadedBrand } from '../../engine/brand/loaded.ts';
import { pickLanguage } from '../../engine/languages.ts';
import { ApiError, ErrorCode } from './errors.ts';

/** A logged-in member, resolved from the Authorization token by the SessionStore (null when absent, expired or revoked). */
export interface Session {
  token: string;
  /** The member's id. */
  customerId: string;
  sessionId: string;
  brandId: string;
  username: string;
  /** Numeric member type as a string ('0', '3' members; '1', '2', '41', '42' agents; '4' trial). */
  memberType: string;
  /** The login asked for a new password (first login, expired or default): it may change without the old one. */
  passwordChangeWithoutOld: boolean;
  /** This session began with the account's first login (until the password is changed). */
  firstTimeLogin: boolean;
}

/** Resolves the raw Authorization token to a session (sessions live in the database: the API stays stateless). */
export interface SessionStore {
  lookup(token: string, brand: LoadedBrand): Promise<Session | null>;
}

/** How many times a header name appears in the raw request (Node joins repeats of unknown headers with ", "). */
export function headerCount(request: FastifyRequest, name: string): number {
  const raw = request.raw.rawHeaders;
  let n = 0;
  for (let i = 0; i < raw.length; i += 2) if (raw[i]?.toLowerCase() === name) n++;
  return n;
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Exactly one Merchant header (docs/spec/api.md, Headers), and it must be this host's brand; otherwise 400 function.not.available. */
export function checkMerchant(request: FastifyRequest, brand: LoadedBrand): void {
  const count = headerCount(request, 'merchant');
  if (count === 0) return; // the original gateway derives the merchant from the host when absent
  const value = single(request.headers.merchant)?.trim();
  if (count > 1 || value !== brand.config.merchantCode)
    throw new ApiError(400, ErrorCode.functionNotAvailable, 'Function not available');
}

/** Language header (EN, BN…) when the brand supports it, else the brand's default. */
export function requestLanguage(requested: string | undefined, brand: LoadedBrand): string {
  const { supported, default: fallback } = brand.config.languages;
  return pickLanguage(requested?.trim(), supported, fallback);
}

/** Authorization carries the raw token, no "Bearer " prefix (docs/spec/api.md, Headers). Empty means none. */
export function sessionToken(request: FastifyRequest): string | null {
  const t = single(request.headers.authorization)?.trim();
  return t ? t : null;
}

/** X-Real-UA is base64(userAgent) (docs/spec/api.md, Headers); fall back to User-Agent when absent or not decodable. */
export function clientUserAgent(request: FastifyRequest): string | null {
  const real = single(request.headers['x-real-ua']);
  if (real && /^[A-Za-z0-9+/=_-]+$/.test(real)) {
    const text = Buffer.from(real, 'base64').toString('utf8');
    if (text && !text.includes('\uFFFD')) return text;
  }
  return single(request.headers['user-agent']) ?? null;
}
