// Operators' reward tool: red envelope and prize-wheel tickets, in the database the server uses (DATA_DIR /
// DATABASE_URL, BRANDS_DIR).
//
//   npm run rewards -- tickets --brand lotus --grant player01 --kind wheel [--count 3]
//   npm run rewards -- tickets --brand lotus --member player01
//
// With the embedded PGlite database a running server answers on its loopback operator listener (one process at
// a time may open the data dir); with no server, or on PostgreSQL, this process opens the database.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { systemClock } from '../src/server/clock.ts';
import { openDatabase } from '../src/server/db/index.ts';
import { holdDataDir, readHolder, releaseDataDir } from '../src/server/modules/outbox/holder.ts';
import { REWARDS_OPERATOR_PATH, runRewardsCommand, type RewardsCommand } from '../src/server/modules/rewards/operator-routes.ts';

const USAGE = `usage: npm run rewards -- tickets --brand <id> (--grant <username> --kind raffle|wheel [--count n] | --member <username>)

  --grant   gives the member n tickets (default 1) of the kind, then lists their open tickets
  --member  lists the member's open tickets (id, kind, how earned, server seed hash)

environment: DATA_DIR (default .data), DATABASE_URL, BRANDS_DIR (default brands)`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    brand: { type: 'string' },
    grant: { type: 'string' },
    member: { type: 'string' },
    kind: { type: 'string' },
    count: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

function fail(message: string): never {
  console.error(`rewards: ${message}`);
  process.exit(1);
}

const command = positionals[0];
if (values.help || !command) {
  console.log(USAGE);
  process.exit(command ? 0 : 1);
}
if (command !== 'tickets') fail(`unknown command ${command}\n\n${USAGE}`);
if (values.count !== undefined && !/^[0-9]{1,3}$/.test(values.count)) fail('--count must be a number');
const cmd: RewardsCommand = { command: 'tickets', brand: values.brand, grant: values.grant, member: values.member, kind: values.kind, count: values.count === undefined ? undefined : Number(values.count) };

async function viaServer(): Promise<boolean> {
  if (process.env.DATABASE_URL) return false;
  const holder = readHolder(resolve(process.env.DATA_DIR || '.data'));
  if (holder?.kind !== 'server' || typeof holder.port !== 'number' || typeof holder.secret !== 'string') return false;
  const res = await fetch(`http://127.0.0.1:${holder.port}${REWARDS_OPERATOR_PATH}`, {
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
    const brands = resolve(process.env.BRANDS_DIR || 'brands');
    const out = await runRewardsCommand({ db, now: () => systemClock.now(), hasBrand: (id) => /^[a-z0-9-]+$/.test(id) && existsSync(join(brands, id, 'brand.json')) }, cmd);
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
