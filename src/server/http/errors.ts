import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from './envelope.ts';

/** Error codes this server answers with; the platform's own where it has one (api-notes §1.1). */
export const ErrorCode = {
  notFound: 'not.found',
  functionNotAvailable: 'function.not.available',
  badParam: 'request_param_err',
  brandUnavailable: 'brand.unavailable',
  system: 'system.error',
} as const;

/** Throw from any hook or handler: becomes {success:false, value:null, message, errorCode} with status. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

export function notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(404).header('cache-control', 'no-store').send(fail('Not found', ErrorCode.notFound));
}

/** Every failure becomes an envelope with a 4xx/5xx: a bad request never crashes or leaks a stack. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    reply.header('cache-control', 'no-store');
    if (error instanceof ApiError) return reply.code(error.statusCode).send(fail(error.message, error.errorCode));
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(fail('System busy, please try again later', ErrorCode.system));
    }
    // Schema validation, malformed JSON, wrong content type, body too large…: the client's fault, say what.
    return reply.code(status).send(fail(error.message, ErrorCode.badParam));
  });
}
