// What the server logs about a request: never a password, code or token. Bodies are not logged at all
// (Fastify logs none by default; keep it so), headers neither, and secrets in query strings are masked.
import { pino } from 'pino';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

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

/** The fields of the one line logged per answered request. */
export interface RequestLogFields {
  method: string;
  path: string;
  status: number;
  ms: number;
  brand?: string | undefined;
}

/** One request's log fields: the URL with secrets masked, the time to the last byte in ms (0.01 ms precision). */
export function requestLogFields(request: FastifyRequest, reply: FastifyReply): RequestLogFields {
  return {
    method: request.method,
    path: redactUrl(request.url),
    status: reply.statusCode,
    ms: Math.round(reply.elapsedTime * 100) / 100,
    brand: request.brand?.id,
  };
}

/**
 * At most one line per request (Fastify's own two lines are off: disableRequestLogging), after the answer is sent,
 * at info level: LOG_LEVEL=warn or LOG_REQUESTS=0 silence it.
 */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(requestLogFields(request, reply), 'request');
    done();
  });
}

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/** A pino JSON line as a short human line: "12:00:01 GET /rng 200 3.1 ms lotus" or "12:00:01 WARN message". */
export function prettyLine(json: string): string {
  let o: Record<string, unknown>;
  try {
    o = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const time = new Date(typeof o.time === 'number' ? o.time : Date.now()).toISOString().slice(11, 19);
  const level = LEVELS[o.level as number] ?? String(o.level);
  if (o.msg === 'request' && typeof o.method === 'string') {
    const brand = typeof o.brand === 'string' ? ` ${o.brand}` : '';
    return `${time} ${o.method} ${String(o.path)} ${String(o.status)} ${String(o.ms)} ms${brand}\n`;
  }
  const err = o.err as { stack?: string; message?: string } | undefined;
  const detail = err ? `\n${err.stack ?? err.message ?? ''}` : '';
  return `${time} ${level} ${String(o.msg ?? '')}${detail}\n`;
}

/**
 * Where log lines go: JSON lines for machines when stdout is a pipe or file, written asynchronously (lines that
 * arrive while a write is in flight go out together; pino flushes what is left on exit); short human lines on a
 * terminal.
 */
export function logDestination(terminal = Boolean(process.stdout.isTTY)): { write: (line: string) => void } {
  if (!terminal) return pino.destination({ dest: 1, sync: false });
  return { write: (line: string) => void process.stdout.write(prettyLine(line)) };
}
