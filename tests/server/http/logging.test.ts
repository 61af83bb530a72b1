// Request logging: one line per answered request (method, path with secrets masked, status, ms, brand), off with
// logRequests: false (LOG_REQUESTS=0); short human lines on a terminal, JSON lines otherwise.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logDestination, prettyLine } from '../../../src/server/http/logging.ts';
import { makeDist, removeTemps } from '../support/fixtures.ts';
import { dbLegs } from '../support/legs.ts';
import { closeServers } from '../support/server.ts';
import { openWorld, startAnotherServer, type TestWorld } from '../support/world.ts';

const leg = dbLegs().find((l) => l.name === 'pglite')!;

function jsonLines(): { stream: Writable; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split('\n')) if (l) lines.push(JSON.parse(l) as Record<string, unknown>);
      done();
    },
  });
  return { stream, lines };
}

describe('log format', () => {
  it('a request line reads "time METHOD path status ms brand" on a terminal', () => {
    const json = JSON.stringify({ level: 30, time: Date.UTC(2026, 0, 2, 3, 4, 5), reqId: 'req-1', method: 'GET', path: '/rng', status: 200, ms: 3.1, brand: 'lotus', msg: 'request' });
    expect(prettyLine(`${json}\n`)).toBe('03:04:05 GET /rng 200 3.1 ms lotus\n');
  });

  it('other lines read "time LEVEL message", with an error stack below', () => {
    expect(prettyLine(JSON.stringify({ level: 40, time: Date.UTC(2026, 0, 2, 3, 4, 5), msg: 'brand x: rejected' }))).toBe('03:04:05 WARN brand x: rejected\n');
    expect(prettyLine(JSON.stringify({ level: 50, time: 0, msg: 'boom', err: { stack: 'Error: boom\n    at x' } }))).toBe('00:00:00 ERROR boom\nError: boom\n    at x\n');
    expect(prettyLine('not json')).toBe('not json\n');
  });

  it('a terminal gets the human writer, a pipe or file pino\'s JSON destination', () => {
    const human = logDestination(true);
    const machine = logDestination(false);
    expect(human.constructor.name).toBe('Object');
    expect(machine.constructor.name).toBe('SonicBoom');
    (machine as unknown as { destroy: () => void }).destroy?.();
  });
});

describe.skipIf(!leg.available)('request log lines on pglite', () => {
  let on: FastifyInstance;
  let off: FastifyInstance;
  const onLog = jsonLines();
  const offLog = jsonLines();
  let world: TestWorld | undefined;

  beforeAll(async () => {
    const distDir = makeDist();
    world = await openWorld(leg, { distDir, logger: { level: 'info', stream: onLog.stream } });
    on = world.app;
    // the same site with request lines off, a second server on the world's database
    off = await startAnotherServer(world, { distDir, logger: { level: 'info', stream: offLog.stream }, logRequests: false });
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  const requests = (lines: Record<string, unknown>[]) => lines.filter((l) => l.msg === 'request');

  it('one line per request, secrets in the query masked, no header or body logged', async () => {
    onLog.lines.length = 0;
    const res = await on.inject({
      url: '/wps/system/status?resetToken=s3cr3t-value&lang=EN',
      headers: { host: 'aurora.localhost', authorization: 'tok-abc-123', cookie: 'session=zzz' },
    });
    expect(res.statusCode).toBe(200);
    await on.inject({ url: '/nope/page', headers: { host: 'aurora.localhost' } });
    await on.inject({ url: '/wps/missing', headers: { host: 'aurora.localhost' } });
    const lines = onLog.lines;
    // Fastify's own "incoming request" / "request completed" lines are off.
    expect(lines.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toEqual([]);
    const req = requests(lines);
    expect(req).toHaveLength(3);
    expect(req[0]).toMatchObject({ method: 'GET', path: '/wps/system/status?resetToken=***&lang=EN', status: 200, brand: 'aurora' });
    expect(typeof req[0]!.ms).toBe('number');
    expect(req[2]).toMatchObject({ path: '/wps/missing', status: 404 });
    const text = JSON.stringify(lines);
    for (const secret of ['s3cr3t-value', 'tok-abc-123', 'session=zzz']) expect(text).not.toContain(secret);
  });

  it('logRequests: false (LOG_REQUESTS=0) logs no request line', async () => {
    await off.inject({ url: '/wps/system/status', headers: { host: 'aurora.localhost' } });
    await off.inject({ url: '/', headers: { host: 'aurora.localhost' } });
    expect(requests(offLog.lines)).toEqual([]);
  });
});
