// Compression of answers on the fly: brotli (low quality: cheap, still smaller than gzip) or gzip, chosen from
// Accept-Encoding, for text answers above a size (the HTML shell, API JSON, brand and CDN SVGs). Hashed build
// assets are compressed at build time and sent as they are (@fastify/static preCompressed sets Content-Encoding,
// which this hook leaves alone). One global onSend hook rather than @fastify/compress, whose per-route hooks miss
// the not-found handler that answers the shell.
import { Readable } from 'node:stream';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply } from 'fastify';

export interface CompressOptions {
  /** Smaller answers go out as they are: compressing them saves less than it costs (default 1024 bytes). */
  threshold?: number;
  /** Brotli quality on the fly (default 4: ~gzip's speed, smaller output). */
  brotliQuality?: number;
  /** Bytes of compressed immutable answers kept (default 8 MiB). */
  cacheBytes?: number;
}

type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];

const COMPRESSIBLE = /^(?:text\/(?!event-stream)|application\/(?:json|javascript|xml|manifest\+json|[\w.-]+\+(?:json|xml))|image\/svg\+xml)/i;

export function isCompressibleType(type: unknown): boolean {
  return typeof type === 'string' && COMPRESSIBLE.test(type);
}

/** The encoding to answer with for an Accept-Encoding header (q-values honoured, br preferred), or null. */
export function pickEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  return header ? negotiate(header, ENCODINGS) : null;
}

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) return;
  reply.header('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

/** Compressed bytes by encoding and input, for answers marked immutable (same input, same output). */
class CompressedCache {
  private readonly map = new Map<string, Buffer>();
  private bytes = 0;
  constructor(private readonly limit: number) {}
  get(key: string): Buffer | undefined {
    return this.map.get(key);
  }
  set(key: string, value: Buffer): void {
    const size = key.length + value.length;
    if (size > this.limit / 4) return;
    if (this.bytes + size > this.limit) {
      this.map.clear();
      this.bytes = 0;
    }
    this.map.set(key, value);
    this.bytes += size;
  }
}

export function installCompression(app: FastifyInstance, opts: CompressOptions = {}): void {
  const threshold = opts.threshold ?? 1024;
  const brotliParams = { [constants.BROTLI_PARAM_QUALITY]: opts.brotliQuality ?? 4 };
  const cache = new CompressedCache(opts.cacheBytes ?? 8 * 1024 * 1024);
  const compressSync = (encoding: Encoding, data: string | Buffer): Buffer =>
    encoding === 'br' ? brotliCompressSync(data, { params: brotliParams }) : gzipSync(data);

  app.addHook('onSend', (request, reply, payload, done) => {
    if (payload === null || payload === undefined) return done(null, payload);
    const status = reply.statusCode;
    if (status < 200 || status === 204 || status === 206 || status === 304 || reply.hasHeader('content-range')) return done(null, payload);
    if (!isCompressibleType(reply.getHeader('content-type'))) return done(null, payload);
    const existing = reply.getHeader('content-encoding');
    if (existing && existing !== 'identity') {
      addVary(reply); // a precompressed file: another client gets another representation
      return done(null, payload);
    }

    if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
      // A string's length is a lower bound of its UTF-8 size: count bytes only when it decides.
      const size = typeof payload === 'string' && payload.length < threshold ? Buffer.byteLength(payload) : payload.length;
      if (size < threshold) return done(null, payload);
      addVary(reply);
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (!encoding) return done(null, payload);
      const immutable = String(reply.getHeader('cache-control') ?? '').includes('immutable');
      const key = immutable ? `${encoding}\u0000${typeof payload === 'string' ? payload : payload.toString('latin1')}` : '';
      let out = immutable ? cache.get(key) : undefined;
      if (!out) {
        out = compressSync(encoding, payload);
        if (immutable) cache.set(key, out);
      }
      if (out.length >= size) return done(null, payload);
      reply.header('content-encoding', encoding).header('content-length', out.length);
      return done(null, out);
    }

    if (payload instanceof Readable) {
      const length = Number(reply.getHeader('content-length'));
      if (Number.isFinite(length) && length < threshold) return done(null, payload);
      addVary(reply);
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (!encoding) return done(null, payload);
      // The file's validators describe its plain bytes: this representation needs its own ETag.
      const etag = reply.getHeader('etag');
      if (typeof etag === 'string') reply.header('etag', etag.replace(/"$/, `-${encoding}"`));
      reply.removeHeader('content-length');
      reply.header('content-encoding', encoding);
      const zip = encoding === 'br' ? createBrotliCompress({ params: brotliParams }) : createGzip();
      payload.on('error', (err) => zip.destroy(err));
      return done(null, payload.pipe(zip));
    }
    return done(null, payload);
  });
}
