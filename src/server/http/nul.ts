// A NUL character is never meaningful in this API, and PostgreSQL refuses it in text: answer 400 at the door
// instead of a database error (500) deep inside a handler.
import type { FastifyInstance } from 'fastify';
import { ApiError, ErrorCode } from './errors.ts';

/** Whether a parsed value (string, array, object keys and values) holds U+0000 anywhere. */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}

export function nulError(): ApiError {
  return new ApiError(400, ErrorCode.badParam, 'The request contains a NUL character');
}

/** Refuse NUL in the URL (raw or %00, path or query) and in any parsed body. */
export function refuseNulBytes(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const url = request.url;
    done(url.includes('\u0000') || /%00/i.test(url) ? nulError() : undefined);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    done(request.body !== undefined && hasNul(request.body) ? nulError() : undefined);
  });
}
