// Operators' payments tool: review, pay and reject withdrawals in the database the server uses (DATA_DIR /
// DATABASE_URL, BRANDS_DIR). Paying and rejecting move the held money through the ledger and post the member an
// inbox message, exactly as an admin UI would.
//
//   npm run payments -- list [--status requested|approved|paid|rejected] [--brand lotus]
//   npm run payments -- approve W…
//   npm run payments -- pay W…
//   npm run payments -- reject W… [--reason "account name does not match"]
//
// With the embedded PGlite database, stop the server first (one process at a time may open it); on
// PostgreSQL it works while servers run.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadBrandDir } from '../src/engine/brand/load.ts';
import { systemClock } from '../src/server/clock.ts';
import { openDatabase } from '../src/server/db/index.ts';
import { ApiError } from '../src/server/http/errors.ts';
import { createLedger, fromMinor } from '../src/server/modules/ledger/index.ts';
import { holdDataDir, releaseDataDir } from '../src/server/modules/outbox/holder.ts';
import { createProviders } from '../src/server/modules/payments/index.ts';
import {
  approveWithdrawal,
  listWithdrawals,
  payWithdrawal,
  rejectWithdrawal,
  type ReviewContext,
} from '../src/server/modules/payments/withdrawals.ts';
import type { Database } from '../src/server/db/types.ts';

const USAGE = `usage: npm run payments -- <command> [options]

commands:
  list            [--status requested|approved|paid|rejected] [--brand <id>]   newest first, at most 100
  approve <id>    a requested withdrawal is reviewed and may be paid
  pay <id>        pays a requested or approved withdrawal out through its provider (held money → clearing)
  reject <id>     [--reason <text>]  returns the held money to the member's main wallet

environment: DATA_DIR (default .data), DATABASE_URL, BRANDS_DIR (default brands)`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { status: { type: 'string' }, brand: { type: 'string' }, reason: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});

function fail(message: string): never {
  console.error(`payments: ${message}`);
  process.exit(1);
}

const languages = new Map<string, string>();
function languageOf(brandId: string): string {
  if (!languages.has(brandId)) {
    const r = loadBrandDir(join(resolve(process.env.BRANDS_DIR || 'brands'), brandId));
    languages.set(brandId, r.ok ? r.brand.config.languages.default : 'EN');
  }
  return languages.get(brandId)!;
}
function currencyOf(brandId: string): string {
  const r = loadBrandDir(join(resolve(process.env.BRANDS_DIR || 'brands'), brandId));
  return r.ok ? r.brand.config.currency.code : 'XXX';
}

async function list(db: Database): Promise<void> {
  const rows = await listWithdrawals(db, { ...(values.status ? { status: values.status } : {}), ...(values.brand ? { brandId: values.brand } : {}) });
  if (!rows.length) return console.log('no withdrawals');
  for (const w of rows) {
    const amount = fromMinor(BigInt(w.amount_minor)).toFixed(2);
    const fee = fromMinor(BigInt(w.fee_minor)).toFixed(2);
    const when = new Date(w.created_at).toISOString().slice(0, 16).replace('T', ' ');
    const receipt = w.receipt ? ` receipt=${w.receipt}` : '';
    console.log(`${w.id}  ${w.brand_id}  ${w.username}  ${amount} (fee ${fee})  ${w.status}${receipt}  ${w.account.channel_id} ${w.account.holder_name}  ${when}`);
  }
}

const command = positionals[0];
if (values.help || !command) {
  console.log(USAGE);
  process.exit(command ? 0 : 1);
}
if (!['list', 'approve', 'pay', 'reject'].includes(command)) fail(`unknown command ${command}\n\n${USAGE}`);
const id = positionals[1];
if (command !== 'list' && !/^W[A-Z0-9]{7,39}$/.test(id ?? '')) fail(`${command} needs a withdrawal id (W…)\n\n${USAGE}`);

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
const ctx: ReviewContext = {
  db,
  ledger: createLedger(db, { currencyOf, now: () => new Date(systemClock.now()) }),
  // Withdrawals name the provider that will pay them; the sandbox pays at once.
  providers: createProviders({ sandboxOn: process.env.PAYMENT_SANDBOX !== '0' }),
  now: () => systemClock.now(),
  languageOf,
};
try {
  if (command === 'list') await list(db);
  else if (command === 'approve') console.log(`${(await approveWithdrawal(ctx, id!)).id} approved`);
  else if (command === 'pay') console.log(`${(await payWithdrawal(ctx, id!)).id} paid`);
  else console.log(`${(await rejectWithdrawal(ctx, id!, values.reason ?? '')).id} rejected, held amount returned`);
} catch (err) {
  if (err instanceof ApiError) fail(err.message);
  throw err;
} finally {
  await db.close();
  if (!databaseUrl) releaseDataDir(dataDir);
}
