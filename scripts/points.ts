// Operators' points mall tool: the redemptions waiting, and approving or rejecting one (a rejection refunds the
// points), in the database the server uses (DATA_DIR / DATABASE_URL, BRANDS_DIR).
//
//   npm run points -- redemptions --brand lotus [--all]
//   npm run points -- approve 12 --brand lotus [--remark "sent by courier"]
//   npm run points -- reject 12 --brand lotus --remark "out of delivery area"
//
// With the embedded PGlite database a running server answers on its loopback operator listener (one process at a
// time may open the data dir); with no server, or on PostgreSQL, this process opens the database.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatProblem } from '../src/engine/brand/errors.ts';
import { loadBrandDir, type LoadedBrand } from '../src/engine/brand/load.ts';
import { systemClock } from '../src/server/clock.ts';
import { openDatabase } from '../src/server/db/index.ts';
import { holdDataDir, readHolder, releaseDataDir } from '../src/server/modules/outbox/holder.ts';
import { POINTS_OPERATOR_PATH, runPointsCommand, type PointsCommand } from '../src/server/modules/points/operator-routes.ts';

const USAGE = `usage: npm run points -- <command> --brand <id> [options]

commands:
  redemptions [--all]          redemptions In Process (--all: every status), oldest first, at most 200
  approve <id> [--remark ...]  marks the redemption Approved
  reject <id> [--remark ...]   marks it Rejected and gives the member's points back

environment: DATA_DIR (default .data), DATABASE_URL, BRANDS_DIR (default brands)`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { brand: { type: 'string' }, remark: { type: 'string' }, all: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
});

function fail(message: string): never {
  console.error(`points: ${message}`);
  process.exit(1);
}

const [command, id] = positionals;
if (values.help || !command) {
  console.log(USAGE);
  process.exit(command ? 0 : 1);
}
if (!['redemptions', 'approve', 'reject'].includes(command)) fail(`unknown command ${command}\n\n${USAGE}`);
if (!values.brand) fail(`--brand is required\n\n${USAGE}`);
const cmd: PointsCommand = { command: command as PointsCommand['command'], brand: values.brand, id, remark: values.remark, all: values.all };

async function viaServer(): Promise<boolean> {
  if (process.env.DATABASE_URL) return false;
  const holder = readHolder(resolve(process.env.DATA_DIR || '.data'));
  if (holder?.kind !== 'server' || typeof holder.port !== 'number' || typeof holder.secret !== 'string') return false;
  const res = await fetch(`http://127.0.0.1:${holder.port}${POINTS_OPERATOR_PATH}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${holder.secret}`, 'content-type': 'application/json' },
    body: JSON.stringify(cmd),
  });
  const body = (await res.json()) as { success: boolean; value?: { lines: string[] }; message?: string };
  if (!body.success) fail(body.message ?? `the server answered ${res.status}`);
  for (const l of body.value!.lines) console.log(l);
  return true;
}

async function direct(): Promise<void> {
  const loaded = loadBrandDir(join(resolve(process.env.BRANDS_DIR || 'brands'), values.brand!));
  if (!loaded.ok) fail(`brand ${values.brand}: ${loaded.problems.map(formatProblem).join('; ')}`);
  const brand: LoadedBrand = loaded.brand;
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
    const r = await runPointsCommand({ db, now: () => systemClock.now(), brand: (b) => (b === brand.id ? brand : undefined) }, cmd);
    for (const l of r.lines) console.log(l);
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
