import type { ApiEnvelope } from '../../generated/types.ts';
import { ApiError, type ApiRequest } from '../api/client.ts';

/** One HTTP exchange inside the server process (Fastify's inject): no socket, the same routes and checks. */
export type Transport = (req: {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  body?: string;
}) => Promise<{ status: number; body: string }>;

/**
 * The app's request function for a server render: a guest's calls (no token), in the page's language, answered
 * by the server's own handlers. Encrypted endpoints are never called before a player acts.
 */
export function transportRequest(transport: Transport, bound: { merchantCode: string; language: string }): ApiRequest {
  return async <T,>(path: string, init: Parameters<ApiRequest>[1] = {}): Promise<T> => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(init.query ?? {})) if (v !== undefined) params.set(k, String(v));
    const qs = params.toString();
    const url = qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
    const headers: Record<string, string> = { merchant: bound.merchantCode, device: 'web', language: bound.language, ...init.headers };
    const body = init.body === undefined ? undefined : JSON.stringify(init.body);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await transport({ method: init.method ?? (body === undefined ? 'GET' : 'POST'), url, headers, ...(body !== undefined ? { body } : {}) });
    let envelope: ApiEnvelope;
    try {
      envelope = JSON.parse(res.body) as ApiEnvelope;
    } catch {
      throw new ApiError('Unknown error', 'bad.response', res.status);
    }
    if (!envelope.success) throw new ApiError(envelope.message ?? 'Unknown error', envelope.errorCode, res.status, envelope.value ?? null);
    return envelope.value as T;
  };
}
