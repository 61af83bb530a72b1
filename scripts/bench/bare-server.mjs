// The yardstick of scripts/bench/server-ratio.ts: a bare Fastify (no hooks, no logging) answering fixed bytes.
// Reads {path: {type, body (base64)}} from the file named by argv[2], listens on a free loopback port, prints it.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const answers = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const app = Fastify({ logger: false });
for (const [path, a] of Object.entries(answers)) {
  const body = Buffer.from(a.body, 'base64');
  app.get(path, (_request, reply) => reply.type(a.type).send(body));
}
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${app.server.address().port}\n`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
