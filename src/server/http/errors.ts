import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from './envelope.ts';
import { localizedMessage } from './messages.ts';
import { ErrorCode } from '../../generated/constants.ts';

/**
 * Error codes this server answers with, the platform's own where it has one: defined once in
 * schemas/api/error-codes.schema.json and generated for the server and the app alike.
 */
export { ErrorCode };

export interface ApiErrorDetails {
  /** The envelope's value (e.g. {captcha: true}); null when absent. */
  value?: unknown;
  /** Placeholders of the localized message (messages.ts). */
  messageValues?: Record<string, string | number>;
  /** A server text of its own (src/server/i18n, api.*) where the code's is too general (request_param_err). */
  messageId?: string;
}

/** Throw from any hook or handler: becomes {success:false, value, message, errorCode} with status. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message: string,
    readonly details: ApiErrorDetails = {},
  ) {
    super(message);
  }
}

export function notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(404).send(fail('Not found', ErrorCode.notFound));
}

/** Every failure becomes an envelope with a 4xx/5xx: a bad request never crashes or leaks a stack. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      const { messageId, messageValues } = error.details;
      const message =
        (messageId === undefined ? undefined : localizedMessage(messageId, request.language, messageValues)) ??
        localizedMessage(error.errorCode, request.language, messageValues) ??
        error.message;
      return reply.code(error.statusCode).send(fail(message, error.errorCode, error.details.value ?? null));
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(fail(localizedMessage(ErrorCode.system, request.language) ?? 'System busy, please try again later', ErrorCode.system));
    }
    // Schema validation, malformed JSON, wrong content type, body too large…: the client's fault, say what.
    return reply.code(status).send(fail(error.message, ErrorCode.badParam));
  });
}
