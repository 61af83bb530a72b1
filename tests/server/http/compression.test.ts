// Serving compressed (assets go out precompressed): build-time brotli/gzip copies of hashed assets
// sent by @fastify/static, on-the-fly compression of the shell, API JSON and SVGs above 1 KB, per Accept-Encoding.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/vite/precompress.ts';
import { pickEncoding } from '../../../src/server/http/compress.ts';
import { makeDist, removeTemps } from '../support/fixtures.ts';
import { dbLegs } from '../support/legs.ts';
import { closeServers } from '../support/server.ts';
import { openWorld, type TestWorld } from '../support/world.ts';

const leg = dbLegs().find((l) => l.name === 'pglite')!;
const JS = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i % 37}`))};\n`;
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${'<rect width="1" height="1" fill="#123456"/>'.repeat(60)}</svg>`;

const decode = (encoding: unknown, body: Buffer): string =>
  (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8');

describe('pickEncoding', () => {
  it('prefers br, honours q-values, refuses what is not offered', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('gzip;q=0.5, br;q=0.2')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe.skipIf(!leg.available)('compression on pglite', () => {
  let app: FastifyInstance;
  let world: TestWorld | undefined;
  let dist: string;

  beforeAll(async () => {
    dist = makeDist();
    writeFileSync(join(dist, 'assets', 'framework-h4sh.js'), JS);
    const written = await precompressDir(join(dist, 'assets'));
    expect(written.map((w) => w.file)).toEqual(['framework-h4sh.js']); // index-abc123.js is under 1 KB
    world = await openWorld(leg, { distDir: dist, editBrands: (dir) => writeFileSync(join(dir, 'lotus', 'assets', 'big.svg'), SVG) });
    app = world.app;
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ url, headers: { host: 'lotus.localhost', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });

  it('a hashed JS asset: the build-time .br for br, .gz for gzip, the file itself without Accept-Encoding', async () => {
    const br = await get('/assets/framework-h4sh.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(JS.length / 3);
    expect(decode('br', br.rawPayload)).toBe(JS);

    const gz = await get('/assets/framework-h4sh.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decode('gzip', gz.rawPayload)).toBe(JS);

    const plain = await get('/assets/framework-h4sh.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(JS);
  });

  it('the HTML shell is compressed on the fly and keeps its Vary: Host, Cookie', async () => {
    const res = await get('/', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Host, Cookie, Accept-Encoding');
    expect(decode('br', res.rawPayload)).toContain('data-brand="lotus"');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  });

  it('API JSON above 1 KB is compressed (gzip fallback), small answers go out as they are', async () => {
    const plain = await get('/wps/system/status');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const gz = await get('/wps/system/status', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(decode('gzip', gz.rawPayload))).toEqual(JSON.parse(plain.body));

    const small = await get('/wps/system/domainRoute', 'br, gzip');
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body).success).toBe(true);
  });

  it('brand SVG assets and generated /cdn/images SVGs are compressed; the immutable ones answer the same bytes again', async () => {
    const asset = await get('/brands/lotus/assets/big.svg', 'br');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(decode('br', asset.rawPayload)).toBe(SVG);
    expect(String(asset.headers.etag ?? '')).not.toBe(String((await get('/brands/lotus/assets/big.svg')).headers.etag));

    const url = '/cdn/images/TCG_GAME_ICONS/default.svg';
    const plain = await get(url);
    const first = await get(url, 'br');
    const second = await get(url, 'br');
    if (plain.rawPayload.length >= 1024) {
      expect(first.headers['content-encoding']).toBe('br');
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(decode('br', first.rawPayload)).toBe(plain.body);
    } else {
      expect(first.headers['content-encoding']).toBeUndefined();
    }
  });

  it('no compression without Accept-Encoding or for identity only', async () => {
    expect((await get('/', 'identity')).headers['content-encoding']).toBeUndefined();
    expect((await get('/')).headers['content-encoding']).toBeUndefined();
  });
});
