// Project vs a bare Fastify serving the same bytes, for the HTML shell and the boot status endpoint, measured
// in one run by ./server-ratio.ts (autocannon); printed beside the target and the figures before the mobile work.
import { measureServerRatios } from './server-ratio.ts';

export const RATIO_TARGET = 0.8;
/** Measured on this kind of machine before the server work (issue "Mobile first and fast"). */
export const RATIO_BEFORE: Record<string, number> = { '/': 0.27, '/wps/system/status': 0.5 };
const PATHS = ['/', '/wps/system/status'];

/** The part of server-ratio.ts's result this prints. */
export interface RatioRow {
  path: string;
  projectRps: number;
  bareRps: number;
}

export function formatRatios(rows: readonly RatioRow[]): string {
  const out = ['project vs bare Fastify serving the same bytes (req/s; target ratio ≥ 0.8):'];
  for (const r of rows) {
    const ratio = r.bareRps > 0 ? r.projectRps / r.bareRps : 0;
    const before = RATIO_BEFORE[r.path];
    out.push(
      `  ${r.path.padEnd(20)} project ${Math.round(r.projectRps).toString().padStart(6)}  bare ${Math.round(r.bareRps).toString().padStart(6)}  ratio ${ratio.toFixed(2)}${
        ratio < RATIO_TARGET ? ' ✘' : ''
      }${before === undefined ? '' : `  (before: ${before})`}`,
    );
  }
  return out.join('\n');
}

export async function serverRatios(port: number, brand: string): Promise<void> {
  console.log(formatRatios(await measureServerRatios({ port, brand, paths: PATHS })));
}
