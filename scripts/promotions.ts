// Operators' promotions tool: review activity applications (seed §5) in the database the server uses.
//
//   npm run promotions -- applications [--brand lotus] [--status applying|approved|rejected]
//   npm run promotions -- approve <id>            grants the activity's reward once (status issued)
//   npm run promotions -- reject <id> --remark "The screenshot does not show a cricket bet"
//
// With the embedded PGlite database a running server answers on its loopback operator listener (one process at a
// time may open the data dir); with no server, or on PostgreSQL, this process opens the database itself.
import { join, resolve } from 'node:path';
import { readdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { formatProblem } from '../src/engine/brand/errors.ts';
import { loadBrandDir, type LoadedBrand } from '../src/engine/brand/load.ts';
import { systemClock } from '../src/server/clock.ts';
import { openDatabase } from '../src/server/db/index.ts';
import { holdDataDir, readHolder, releaseDataDir } from '../src/server/modules/outbox/holder.ts';
import { PROMOTIONS_OPERATOR_PATH, runPromotionsCommand, type PromotionsCommand } from '../src/server/modules/promotions/operator-routes.ts';

const USAGE = `usage: npm run promotions -- <command> [options]

commands:
  applications [--brand <id>] [--status applying|approved|rejected]   newest first, at most 200 per brand
  approve <id>                     approve an application: its reward waits in the member's reward center
  reject <id> --remark <text>      reject with a remark the member sees (at most 140 characters)

environment: DATA_DIR (default .data), DATABASE_URL, BRANDS_DIR (default brands)`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { brand: { type: 'string' }, status: { type: 'string' }, remark: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});

function fail(message: string): never {
  console.error(`promotions: ${message}`);
  process.exit(1);
}

const [command, id] = positionals;
if (values.help || !command) {
  console.log(USAGE);
  process.exit(command ? 0 : 1);
}
if (command !== 'applications' && command !== 'approve' && command !== 'reject') fail(`unknown command ${command}\n\n${USAGE}`);
if (command !== 'applications' && !id) fail(`${command} needs the application id\n\n${USAGE}`);
const cmd: PromotionsCommand = { command, brand: values.brand, status: values.status, id, remark: values.remark };

/** Through the server holding the PGlite data dir; false when none holds it (or on PostgreSQL). */
async function viaServer(): Promise<boolean> {
  if (process.env.DATABASE_URL) return false;
  const holder = readHolder(resolve(process.env.DATA_DIR || '.data'));
  if (holder?.kind !== 'server' || typeof holder.port !== 'number' || typeof holder.secret !== 'string') return false;
  const res = await fetch(`http://127.0.0.1:${holder.port}${PROMOTIONS_OPERATOR_PATH}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${holder.secret}`, 'content-type': 'application/json' },
    body: JSON.stringify(cmd),
  });
  const body = (await res.json()) as { success: boolean; value?: { lines: string[] }; message?: string };
  if (!body.success) fail(body.message ?? `the server answered ${res.status}`);
  for (const line of body.value!.lines) console.log(line);
  return true;
}

async function direct(): Promise<void> {
  const brandsDir = resolve(process.env.BRANDS_DIR || 'brands');
  const brands = new Map<string, LoadedBrand>();
  for (const entry of readdirSync(brandsDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const r = loadBrandDir(join(brandsDir, entry.name));
    if (r.ok) brands.set(r.brand.id, r.brand);
    else if (values.brand === entry.name) fail(`brand ${entry.name}: ${r.problems.map(formatProblem).join('; ')}`);
  }
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = resolve(process.env.DATA_DIR || '.data');
  if (!databaseUrl) {
    try {
      await holdDataDir(dataDir, 'cli');
    } catch (err) {
      fail(`${(err as Error).message}; stop the server first`);
    }
  }
  const db = await openDatabase({ databaseUrl, dataDir });
  try {
    const out = await runPromotionsCommand({ db, now: () => systemClock.now(), brand: (b) => brands.get(b), brandIds: () => [...brands.keys()] }, cmd);
    for (const line of out.lines) console.log(line);
  } finally {
    await db.close();
    if (!databaseUrl) releaseDataDir(dataDir);
  }
}

try {
  if (!(await viaServer())) await direct();
} catch (err) {
  if (err instanceof Error) fail(err.message);
  throw err;
}
