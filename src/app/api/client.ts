import type { ApiEnvelope } from '../../generated/types.ts';
import { ErrorCode } from '../../generated/constants.ts';

export interface ApiHeaders {
  merchantCode: string;
  language: string;
  token?: string | null;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiRequestInit {
  method?: HttpMethod;
  /** JSON body (or form fields with `form`). */
  body?: unknown;
  /** Query string parameters; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  /** An encrypted endpoint (docs/spec/api.md): the body goes through the hybrid RSA-OAEP + AES-GCM scheme. */
  encrypt?: boolean;
  /** Extra headers for one call (e.g. free play's X-Gateway-Version). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** A request bound to the brand, language and session (what `useApi()` gives components). */
export type ApiRequest = <T>(path: string, init?: ApiRequestInit) => Promise<T>;

/** A failed call: the envelope's message and errorCode, the HTTP status, and the failure's value (e.g. `{captcha:true}`). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly errorCode: string | undefined,
    readonly status: number,
    readonly value: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** 401 with a dead session (contract: `login.not_session`; the original platform spells it `login.not.session`). */
export function isSessionExpired(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 401 &&
    (error.errorCode === ErrorCode.notSession || error.errorCode === 'login.not.session')
  );
}

export const KEY_EXPIRED = ErrorCode.keyExpired;

function withQuery(path: string, query: ApiRequestInit['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

interface Prepared {
  body: string | null;
  headers: Record<string, string>;
}

/** The wire form of a body: JSON, or the encrypted envelope (crypto loaded only when needed). */
async function prepareBody(headers: ApiHeaders, init: ApiRequestInit, refreshKey: boolean): Promise<Prepared> {
  if (init.body === undefined && !init.encrypt) return { body: null, headers: {} };
  if (init.encrypt) {
    const { encryptBody } = await import('./encryption.ts');
    const enc = await encryptBody(init.body ?? {}, (p, i) => send(p, headers, i), refreshKey);
    return { body: JSON.stringify(enc.body), headers: { ...enc.headers, 'Content-Type': 'application/json' } };
  }
  return { body: JSON.stringify(init.body), headers: { 'Content-Type': 'application/json' } };
}

/** One HTTP exchange in the platform's conventions; resolves to the envelope's value or throws ApiError. */
async function send<T>(path: string, headers: ApiHeaders, init: ApiRequestInit, refreshKey = false): Promise<T> {
  const prepared = await prepareBody(headers, init, refreshKey);
  const h: Record<string, string> = {
    Merchant: headers.merchantCode,
    Device: 'web',
    Language: headers.language,
    ...init.headers,
    ...prepared.headers,
  };
  if (headers.token) h.Authorization = headers.token;
  let res: Response;
  try {
    res = await fetch(withQuery(path, init.query), {
      method: init.method ?? (init.body === undefined && !init.encrypt ? 'GET' : 'POST'),
      headers: h,
      body: prepared.body,
      credentials: 'same-origin',
      signal: init.signal ?? null,
    });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiError('Network link is abnormal, please try again', 'network', 0);
  }
  let envelope: ApiEnvelope;
  try {
    envelope = (await res.json()) as ApiEnvelope;
  } catch {
    throw new ApiError('Unknown error', 'bad.response', res.status);
  }
  if (!envelope.success)
    throw new ApiError(envelope.message ?? 'Unknown error', envelope.errorCode, res.status, envelope.value ?? null);
  return envelope.value as T;
}

/**
 * One request: Merchant (exactly once), Device, Language, raw Authorization (request conventions, docs/spec/api.md). Encrypted
 * endpoints whose key the server no longer accepts (`encryption.key_expired`, e.g. after rotation) are sent
 * once more with a freshly fetched key.
 */
export async function apiRequest<T>(path: string, headers: ApiHeaders, init: ApiRequestInit = {}): Promise<T> {
  try {
    return await send<T>(path, headers, init);
  } catch (e) {
    if (init.encrypt && e instanceof ApiError && e.errorCode === KEY_EXPIRED) return send<T>(path, headers, init, true);
    throw e;
  }
}
