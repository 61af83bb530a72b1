// Build-time brotli + gzip copies of the static assets (<outDir>/assets/*.js → .js.br, .js.gz …): the reference
// server sends them with @fastify/static's preCompressed, so no request ever pays for compression at quality 11.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const br = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats worth compressing; fonts (woff2), images (webp, png) are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|map|wasm|ttf|otf)$/i;
/** Below this a compressed copy saves less than a packet: the server sends the file as it is. */
const MIN_BYTES = 1024;

export interface PrecompressResult {
  file: string;
  bytes: number;
  br: number;
  gzip: number;
}

/** Writes <file>.br and <file>.gz next to every compressible file of dir (recursively) that gets smaller. */
export async function precompressDir(dir: string): Promise<PrecompressResult[]> {
  let entries: string[];
  try {
    entries = (await readdir(dir, { recursive: true })) as string[];
  } catch {
    return [];
  }
  const out: PrecompressResult[] = [];
  for (const rel of entries) {
    if (!COMPRESSIBLE.test(rel)) continue;
    const path = join(dir, rel);
    const data = await readFile(path).catch(() => null);
    if (!data || data.length < MIN_BYTES) continue;
    const [b, g] = await Promise.all([
      br(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
      gz(data, { level: 9 }),
    ]);
    // A copy that is not smaller would only cost disk and a stat.
    if (b.length < data.length) await writeFile(`${path}.br`, b);
    if (g.length < data.length) await writeFile(`${path}.gz`, g);
    out.push({ file: rel, bytes: data.length, br: b.length, gzip: g.length });
  }
  return out;
}

/** Vite plugin: after the bundle is written, precompress <outDir>/assets. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(join(outDir, 'assets'));
    },
  };
}
