// The running server's outbox reader, for `npm run outbox` while the server holds the PGlite data dir (the CLI
// cannot open it then). Its own listener on 127.0.0.1 with a random port, never the site's port: it is not
// reachable from the network whatever HOST is, nor through a reverse proxy in front of the site. Every request
// must carry the secret from DATA_DIR/holder.json (0600), so other local users cannot read codes either.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { OutboxList } from '../../../generated/types.ts';
import type { Queryable } from '../../db/types.ts';
import { fail, ok } from '../../http/envelope.ts';
import { ErrorCode } from '../../http/errors.ts';
import { isLoopbackAddress } from '../../http/proxy.ts';
import { publishReader } from '../../db/data-dir-lock.ts';
import { listOutbox, MAX_OUTBOX_LIMIT } from './store.ts';

export const OUTBOX_READER_PATH = '/outbox';

export interface OutboxReader {
  readonly port: number;
  close(): Promise<void>;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** More operator commands on the same listener and secret (payments review): registered after the secret check. */
export type OperatorRoutes = (reader: FastifyInstance) => void;

export function outboxReaderApp(db: Queryable, secret: string, operatorRoutes?: OperatorRoutes): FastifyInstance {
  const app = Fastify({ logger: false });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const auth = request.headers.authorization ?? '';
    // The socket's own address: this listener trusts no proxy header.
    if (!isLoopbackAddress(request.raw.socket.remoteAddress ?? '') || !auth.startsWith('Bearer ') || !sameSecret(auth.slice(7), secret))
      return reply.code(404).send(fail('Not found', ErrorCode.notFound));
  });
  app.get<{ Querystring: { brand?: string; to?: string; after?: string; limit?: string } }>(OUTBOX_READER_PATH, async (request, reply) => {
    const { brand, to, after, limit } = request.query;
    const n = Number(limit ?? 100);
    if ((after !== undefined && !/^\d{1,18}$/.test(after)) || !Number.isInteger(n) || n < 1 || n > MAX_OUTBOX_LIMIT)
      return reply.code(400).send(fail(`after must be a message id, limit 1-${MAX_OUTBOX_LIMIT}`, ErrorCode.badParam));
    const value: OutboxList = await listOutbox(db, { brand, to, afterId: after, limit: n });
    return ok(value);
  });
  operatorRoutes?.(app);
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(fail('Not found', ErrorCode.notFound)));
  return app;
}

/** Listen on 127.0.0.1 (a free port) and publish the port and a fresh secret in the data dir's holder file. */
export async function startOutboxReader(db: Queryable, dataDir: string, operatorRoutes?: OperatorRoutes): Promise<OutboxReader> {
  const secret = randomBytes(32).toString('base64url');
  const app = outboxReaderApp(db, secret, operatorRoutes);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : 0;
  publishReader(dataDir, port, secret);
  return { port, close: () => app.close() };
}
