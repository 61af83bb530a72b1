import type { FastifyRequest } from 'fastify';
import type { StandaloneValidator } from '../../generated/validators.js';
import { ApiError, ErrorCode } from './errors.ts';
import { hasNul, nulError } from './nul.ts';
import { declaredValidator } from './route-schemas.ts';

/** "/username must be string" from ajv's first error: enough for a developer, no stack or schema dump. */
export function schemaErrorText(validator: StandaloneValidator): string {
  const e = validator.errors?.[0];
  if (!e) return 'Invalid request';
  const where = e.instancePath || '/';
  if (e.keyword === 'additionalProperties') return `${where}: unknown field ${(e.params as { additionalProperty: string }).additionalProperty}`;
  return `${where}: ${e.message ?? 'is invalid'}`;
}

/** Check a (plain or decrypted) body against the endpoint's JSON schema; 400 request_param_err otherwise. */
export function validated<T>(data: unknown, validator: StandaloneValidator): T {
  // Decrypted bodies arrive here without passing the preValidation NUL guard.
  if (hasNul(data)) throw nulError();
  if (!validator(data)) throw new ApiError(400, ErrorCode.badParam, schemaErrorText(validator));
  return data as T;
}

/** A plain JSON (or form) body, checked against the schema its route declares; a missing body counts as {} (POST without content, e.g. logout). */
export function plainBody<T>(request: FastifyRequest): T {
  return validated<T>(request.body ?? {}, declaredValidator(request, 'body'));
}
