// Operators' agent center tool (docs/agent-contract.md): the downline tree, house-paid contract offers, contract
// lists and terminations, and settlement runs, in the database the server uses (DATA_DIR / DATABASE_URL,
// BRANDS_DIR).
//
//   npm run agents -- tree --brand lotus --username agent01
//   npm run agents -- offer --brand lotus --to agent01 --kind daily --tiers "0:0.5%,10000:1%:3"
//   npm run agents -- contracts --brand lotus [--username agent01]
//   npm run agents -- terminate --brand lotus --id 12
//   npm run agents -- settle [--brand lotus] [--kind daily] [--at 2030-01-16T00:00:00Z]
//
// With the embedded PGlite database a running server answers the command on its loopback operator listener (one
// process at a time may open the data dir); with no server, or on PostgreSQL, this process opens the database.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatProblem } from '../src/engine/brand/errors.ts';
import { loadBrandDir, type LoadedBrand } from '../src/engine/node/brand/load.ts';
import { systemClock } from '../src/server/clock.ts';
import { openDatabase } from '../src/server/db/index.ts';
import { ApiError } from '../src/server/http/errors.ts';
import { AGENTS_OPERATOR_PATH, type AgentsCommand, contractLines, type OperatorContext, operatorOffer, operatorTerminate, runSettleCommand, SETTLE_USAGE, type SettleSummary, summaryLine, treeLines } from '../src/server/modules/agent/index.ts';
import { holdDataDir, readHolder, releaseDataDir } from '../src/server/db/data-dir-lock.ts';

const USAGE = `usage: npm run agents -- <command> [options]

commands:
  tree       --brand <id> --username <name>           the member's downline, indented, with main balances
  offer      --brand <id> --to <username> --kind daily|hourly|realtime|dividend [--period Daily|Weekly|Semimonthly|Monthly]
             --tiers "minBet:rate%[:minActive[:minLoss]],…"   an operator offer, paid by the house (amounts in major units)
  contracts  --brand <id> [--username <name>]          newest first, at most 200
  terminate  --brand <id> --id <contract id>           ends an offered or active contract (by operator)
  ${SETTLE_USAGE}

environment: DATA_DIR (default .data), DATABASE_URL, BRANDS_DIR (default brands)`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    brand: { type: 'string' },
    username: { type: 'string' },
    to: { type: 'string' },
    kind: { type: 'string' },
    period: { type: 'string' },
    tiers: { type: 'string' },
    id: { type: 'string' },
    at: { type: 'string' },
    json: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  },
});
type Values = typeof values;

function fail(message: string): never {
  console.error(`agents: ${message}`);
  process.exit(1);
}

function need(name: keyof Values): string {
  const v = values[name];
  if (typeof v !== 'string' || v.trim() === '') fail(`--${name} is required\n\n${USAGE}`);
  return v.trim();
}

function loadBrand(id: string): LoadedBrand {
  const r = loadBrandDir(join(resolve(process.env.BRANDS_DIR || 'brands'), id));
  if (!r.ok) fail(`brand ${id}: ${r.problems.map(formatProblem).join('; ')}`);
  return r.brand;
}

/** Opens the database the way the other operator tools do, runs fn, prints its lines. */
async function withDb(fn: (ctx: OperatorContext) => Promise<string[]>): Promise<void> {
  const brand = loadBrand(need('brand'));
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = resolve(process.env.DATA_DIR || '.data');
  // PGlite allows one process per data dir: refuse cleanly while a server holds it instead of opening its files.
  if (!databaseUrl) {
    try {
      await holdDataDir(dataDir, 'cli');
    } catch (err) {
      fail(`${(err as Error).message}; stop the server first`);
    }
  }
  const db = await openDatabase({ databaseUrl, dataDir });
  try {
    for (const line of await fn({ db, brand, now: () => systemClock.now() })) console.log(line);
  } finally {
    await db.close();
    if (!databaseUrl) releaseDataDir(dataDir);
  }
}

/**
 * The server holding the PGlite data dir runs the command on its loopback operator listener (like `npm run
 * payments`); false when no server holds it, or on PostgreSQL, where this process opens the database itself.
 */
async function viaServer(command: AgentsCommand['command']): Promise<boolean> {
  if (process.env.DATABASE_URL) return false;
  const holder = readHolder(resolve(process.env.DATA_DIR || '.data'));
  if (holder?.kind !== 'server' || typeof holder.port !== 'number' || typeof holder.secret !== 'string') return false;
  const cmd: AgentsCommand = { command, brand: values.brand, username: values.username, to: values.to, kind: values.kind, period: values.period, tiers: values.tiers, id: values.id, at: values.at };
  const res = await fetch(`http://127.0.0.1:${holder.port}${AGENTS_OPERATOR_PATH}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${holder.secret}`, 'content-type': 'application/json' },
    body: JSON.stringify(cmd),
  });
  const body = (await res.json()) as { success: boolean; value?: unknown; message?: string };
  if (!body.success) fail(body.message ?? `the server answered ${res.status}`);
  if (command === 'settle') {
    const summary = body.value as SettleSummary;
    console.log(values.json ? JSON.stringify(summary) : summaryLine(summary));
  } else for (const line of (body.value as { lines: string[] }).lines) console.log(line);
  return true;
}

// One entry per command. `settle` (contract settlement) opens the database itself: see settlement/cli.ts.
const COMMANDS: Record<string, () => Promise<void>> = {
  tree: () => withDb((ctx) => treeLines(ctx, need('username'))),
  offer: () => withDb((ctx) => operatorOffer(ctx, { to: need('to'), kind: need('kind'), period: values.period, tiers: need('tiers') })),
  contracts: () => withDb((ctx) => contractLines(ctx, values.username)),
  terminate: () => {
    const id = need('id');
    if (!/^[1-9][0-9]{0,17}$/.test(id)) fail(`--id must be a contract number, got ${id}`);
    return withDb((ctx) => operatorTerminate(ctx, id));
  },
  settle: async () => {
    const summary = await runSettleCommand({ brand: values.brand, kind: values.kind, at: values.at });
    console.log(values.json ? JSON.stringify(summary) : summaryLine(summary));
  },
};

const command = positionals[0];
if (values.help || !command) {
  console.log(USAGE);
  process.exit(command ? 0 : 1);
}
const run = COMMANDS[command];
if (!run) fail(`unknown command ${command}\n\n${USAGE}`);
try {
  if (!(await viaServer(command as AgentsCommand['command']))) await run();
} catch (err) {
  if (err instanceof ApiError || err instanceof Error) fail(err.message);
  throw err;
}
