// Lighthouse mobile (its defaults: simulated slow 4G, 4× CPU slowdown, a Moto G-sized screen) for a set of
// routes per brand, driving Debian's Chromium through chrome-launcher. Loopback only: Chromium resolves no
// name but localhost and *.localhost, runs with the project's launch flags (no background networking), and
// every request Lighthouse saw is checked against loopback afterwards.
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../visual/chromium.ts';
import { summarise, type LighthouseSummary } from './lighthouse-report.ts';

export const LIGHTHOUSE_ROUTES = ['/', '/rng', '/register'] as const;

/**
 * Any host name other than localhost / *.localhost resolves to nothing, so a stray absolute URL (a CDN, an
 * analytics tag) fails in Chromium instead of leaving the machine; IP literals are not names and stay as they are.
 */
export const LOOPBACK_ONLY_RESOLVER = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost';

const FLAGS: Flags = {
  logLevel: 'error',
  output: 'json',
  onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  // The full-page screenshot is only for the HTML report; this bench prints numbers.
  disableFullPageScreenshot: true,
};

export interface LighthouseRun {
  brand: string;
  route: string;
  url: string;
  summary?: LighthouseSummary;
  error?: string;
}

/** Runs Lighthouse for each brand × route against `http://<brand>.localhost:<port><route>`, one Chromium for all. */
export async function runLighthouse(
  port: number,
  brands: readonly string[],
  routes: readonly string[] = LIGHTHOUSE_ROUTES,
  onRun: (run: LighthouseRun) => void = () => {},
): Promise<LighthouseRun[]> {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    // BENCH_NET_LOG=file.json records everything Chromium did on the network (to prove it stayed on loopback).
    chromeFlags: [...CHROMIUM_ARGS, LOOPBACK_ONLY_RESOLVER, ...(process.env.BENCH_NET_LOG ? [`--log-net-log=${process.env.BENCH_NET_LOG}`] : [])],
    logLevel: 'silent',
  });
  const runs: LighthouseRun[] = [];
  try {
    for (const brand of brands) {
      for (const route of routes) {
        const url = `http://${brand}.localhost:${port}${route}`;
        const run: LighthouseRun = { brand, route, url };
        try {
          const result = await lighthouse(url, { ...FLAGS, port: chrome.port });
          if (!result) throw new Error('Lighthouse returned nothing');
          run.summary = summarise(result.lhr as Result);
        } catch (err) {
          run.error = err instanceof Error ? err.message : String(err);
        }
        runs.push(run);
        onRun(run);
      }
    }
  } finally {
    await chrome.kill();
  }
  return runs;
}
