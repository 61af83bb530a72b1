// What the server logs about a request: never a password, code or token. Bodies are not logged at all
// (Fastify logs none by default; keep it so), headers neither, and secrets in query strings are masked.
import type { FastifyServerOptions } from 'fastify';

const SECRET_PARAMS = /^(token|resettoken|idtoken|code|password|captcha|state|secret|handover)$/i;

/** The URL with the values of secret-looking query parameters replaced by "***". */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        /* keep the raw name */
      }
      return eq >= 0 && SECRET_PARAMS.test(decoded) ? `${name}=***` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

interface SerializableRequest {
  method: string;
  url: string;
  host?: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-rsa"]',
  'res.headers["set-cookie"]',
  'body.password',
  'body.newPassword',
  'body.oldPassword',
];

/** The caller's logger options with redaction added; false stays false. */
export function loggerOptions(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? { level: 'info' } : (logger as Record<string, unknown>);
  return {
    ...base,
    redact: { paths: REDACT_PATHS, censor: '***' },
    serializers: {
      req: (req: SerializableRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host ?? req.hostname,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  } as FastifyServerOptions['logger'];
}
