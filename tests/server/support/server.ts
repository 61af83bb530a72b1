import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { createServer, type ServerOptions } from '../../../src/server/app.ts';

/** A logger that keeps its lines, to assert on what operators would read. */
export function captureLog(): { logger: { level: string; stream: Writable }; lines: () => string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split('\n')) if (l) lines.push((JSON.parse(l) as { msg: string }).msg);
      done();
    },
  });
  return { logger: { level: 'info', stream }, lines: () => lines };
}

const open: FastifyInstance[] = [];

export async function startServer(opts: ServerOptions): Promise<FastifyInstance> {
  // Settlement ticks off: suites that move a manual clock settle when they ask (settleDue, /__dev/agents/settle).
  const app = await createServer({ watchBrands: false, agentSettlement: false, ...opts });
  open.push(app);
  return app;
}

export async function closeServers(): Promise<void> {
  await Promise.all(open.splice(0).map((a) => a.close()));
}
