// Routes declare the JSON schema of what they read — `schema: { body }` or `{ querystring }`, from
// src/generated/request-schemas.ts (generated from schemas/) — and the request is checked against the declared
// schema where the handler reads it (plainBody, queryParams, readEncryptedBody), not before the handler runs. So
// the refusals keep their order (no session, a flag that is off or a trial member answer before a malformed
// body does), and an encrypted body is checked once it is decrypted: its route declares the decrypted shape.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestValidators } from '../../generated/request-schemas.ts';
import type { StandaloneValidator } from '../../generated/validators.js';

export type DeclaredPart = 'body' | 'querystring';

function validatorOf(schema: unknown, where: string): StandaloneValidator {
  const id = (schema as { $id?: unknown } | undefined)?.$id;
  const validator = typeof id === 'string' ? requestValidators.get(id) : undefined;
  if (!validator) throw new Error(`${where}: the route declares no request schema with a generated validator (${String(id ?? 'none')})`);
  return validator;
}

/** Fastify compiles nothing itself: a declared schema must have a generated validator, checked when the route is added. */
export function installRouteSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, method, url, httpPart }) => {
    validatorOf(schema, `${method} ${url} ${httpPart ?? ''}`);
    return () => true;
  });
}

/** The generated validator of the schema the request's route declares for this part. */
export function declaredValidator(request: FastifyRequest, part: DeclaredPart): StandaloneValidator {
  return validatorOf(request.routeOptions.schema?.[part], `${request.method} ${request.routeOptions.url ?? request.url} ${part}`);
}
