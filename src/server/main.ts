// Entry point: `npm start` (built app) or `npm run dev` (passes --dev: Vite middleware with HMR).
import { resolve } from 'node:path';
import { createServer } from './app.ts';
import { StaticGeoIp } from './geo/static.ts';
import { isLoopbackAddress, trustProxyFromEnv } from './http/proxy.ts';
import { logDestination } from './http/logging.ts';
import { decideSiteMode, type SiteMode } from './site-mode.ts';

function positiveInt(value: string | undefined): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

const env = process.env;
const port = Number(env.PORT ?? 8080);
// Loopback unless HOST is set: nothing is exposed to the network by accident (containers set HOST=0.0.0.0).
const host = env.HOST || '127.0.0.1';
const isDev = process.argv.includes('--dev');

let trustProxy: ReturnType<typeof trustProxyFromEnv>;
// Demo (loopback, stand-ins on) or production (a non-loopback address or NODE_ENV=production, none): decided once.
let siteMode: SiteMode;
try {
  trustProxy = trustProxyFromEnv(env.TRUST_PROXY);
  siteMode = decideSiteMode(host, env);
} catch (err) {
  console.error(`[server] ${(err as Error).message}`);
  process.exit(2);
}

const app = await createServer({
  brandsDir: resolve(env.BRANDS_DIR || 'brands'),
  dataDir: resolve(env.DATA_DIR || '.data'),
  databaseUrl: env.DATABASE_URL || undefined,
  distDir: resolve(env.DIST_DIR || 'dist'),
  geoIp: StaticGeoIp.fromFile(env.GEOIP_TABLE || undefined),
  trustProxy,
  // JSON lines when stdout is a pipe or file (log collectors), short human lines on a terminal.
  logger: { level: env.LOG_LEVEL || 'info', stream: logDestination() },
  logRequests: env.LOG_REQUESTS !== '0',
  // /__dev tools only when asked: `npm run dev` and the e2e setup set DEV_TOOLS=1; `npm start` never does.
  devTools: siteMode.standIns.devTools,
  siteMode,
  accounts: {
    ...(env.DEFAULT_MEMBER_PASSWORD ? { defaultMemberPassword: env.DEFAULT_MEMBER_PASSWORD } : {}),
    ...(positiveInt(env.SESSION_IDLE_MINUTES) ? { sessionIdleMinutes: positiveInt(env.SESSION_IDLE_MINUTES)! } : {}),
  },
  ...(isDev ? { dev: { root: process.cwd() } } : {}),
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: closing (HTTP, brand watcher, database)`);
  // A stuck connection must not keep the process alive forever.
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
// on, not once: Ctrl-C reaches this process twice (from the terminal and forwarded by scripts/start.mjs);
// the second must not kill it mid-shutdown.
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(sig, () => void shutdown(sig));

await app.listen({ port, host });
const address = app.server.address();
const shown = address && typeof address === 'object' ? address.port : port; // PORT=0 picks a free port
// Only this machine reaches a loopback server: brands without mainDomain may link to <id>.localhost (SiteLinks).
if (isLoopbackAddress(host)) app.siteLinks.listeningLocally(shown);
app.log.info(`${isDev ? 'dev server (Vite HMR)' : 'server'} on http://${host}:${shown}/ using ${app.db.kind}`);
const urlOf = (id: string): string => `http://${id}.localhost:${shown}/`;
for (const b of app.registry.brands()) app.log.info(`brand ${b.id}${b.isDefault ? ' (default)' : ''}: ${urlOf(b.id)}`);
if (!app.registry.brands().length) app.log.warn('no brand is loaded: every request answers 503 until one is fixed');
app.registry.on('reload', (e) => {
  if (e.outcome === 'loaded') app.log.info(`brand ${e.id}: ${urlOf(e.id)}`);
});
