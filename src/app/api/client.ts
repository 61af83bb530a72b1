import type { ApiEnvelope } from '../../generated/types.ts';

export interface ApiHeaders {
  merchantCode: string;
  language: string;
  token?: string | null;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly errorCode: string | undefined,
    readonly status: number,
  ) {
    super(message);
  }
}

/** One request in the platform's conventions: Merchant (exactly once), Device, Language, raw Authorization. */
export async function apiRequest<T>(
  path: string,
  headers: ApiHeaders,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const h: Record<string, string> = {
    Merchant: headers.merchantCode,
    Device: 'web',
    Language: headers.language,
  };
  if (headers.token) h.Authorization = headers.token;
  if (init.body !== undefined) h['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? 'GET',
      headers: h,
      body: init.body === undefined ? null : JSON.stringify(init.body),
      signal: init.signal ?? null,
    });
  } catch {
    throw new ApiError('Network link is abnormal, please try again', 'network', 0);
  }
  let envelope: ApiEnvelope;
  try {
    envelope = (await res.json()) as ApiEnvelope;
  } catch {
    throw new ApiError('Unknown error', 'bad.response', res.status);
  }
  if (!envelope.success) throw new ApiError(envelope.message ?? 'Unknown error', envelope.errorCode, res.status);
  return envelope.value as T;
}
