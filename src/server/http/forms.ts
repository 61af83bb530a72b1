// HTML-form bodies (application/x-www-form-urlencoded) only where a form is expected: a browser posts forms
// cross-site without a CORS preflight, so every other endpoint answers 415 to them.
import type { FastifyInstance } from 'fastify';

export interface FormBodyOptions {
  /** Limit to these route URLs of the scope (as declared, e.g. '/wps/member/password/email'); default: every route in it. */
  routes?: readonly string[];
}

function unsupported(): Error {
  return Object.assign(new Error('Unsupported Media Type: application/x-www-form-urlencoded'), { statusCode: 415 });
}

/** Parse form bodies in this plugin scope (Fastify content-type parsers are encapsulated per plugin). */
export function acceptFormBodies(scope: FastifyInstance, opts: FormBodyOptions = {}): void {
  const only = opts.routes ? new Set(opts.routes) : null;
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (request, body, done) => {
    if (only && !only.has(request.routeOptions.url ?? '')) return done(unsupported(), undefined);
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}
