// Operators' payments tool: review, pay and reject withdrawals in the database the server uses (DATA_DIR /
// DATABASE_URL, BRANDS_DIR). Paying and rejecting move the held money through the ledger and post the member an
// inbox message, exactly as an admin UI would.
//
//   npm run payments -- list [--status requested|approved|paid|rejected] [--brand lotus]
//   npm run payments -- approve W…
//   npm run payments -- pay W…
//   npm run payments -- reject W… [--reason "account name does not match"]
//   npm run payments -- reconcile
//
// With the embedded PGlite database a running server holds it: the command goes through that server's loopback
// operator listener (secret from DATA_DIR/holder.json); with the server stopped, or on PostgreSQL, it opens the
// database itself.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadBrandDir } from '../src/engine/node/brand/load.ts';
import { systemClock } from '../src/server/clock.ts';
import { openDatabase } from '../src/server/db/index.ts';
import { ApiError } from '../src/server/http/errors.ts';
import { createLedger, fromMinor } from '../src/server/modules/ledger/index.ts';
import { holdDataDir, readHolder, releaseDataDir } from '../src/server/db/data-dir-lock.ts';
import { createProviders, type listWithdrawals, PAYMENTS_OPERATOR_PATH, type PaymentsCommand, type PayoutOutcome, type ReviewContext, runPaymentsCommand } from '../src/server/modules/payments/index.ts';
import { decideSiteMode, type SiteMode } from '../src/server/site-mode.ts';

const USAGE = `usage: npm run payments -- <command> [options]

commands:
  list            [--status requested|approved|paying|paid|rejected] [--brand <id>]   newest first, at most 100
  approve <id>    a requested withdrawal is reviewed and may be paid
  pay <id>        pays a requested or approved withdrawal out through its provider (held money → clearing)
  reject <id>     [--reason <text>]  returns the held money to the member's main wallet
  reconcile       finishes payouts left paying (asks the provider again under the same key: pays once)

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

type ListedWithdrawal = Awaited<ReturnType<typeof listWithdrawals>>[number];

function printList(rows: readonly ListedWithdrawal[]): void {
  if (!rows.length) return console.log('no withdrawals');
  for (const w of rows) {
    const amount = fromMinor(BigInt(w.amount_minor)).toFixed(2);
    const fee = fromMinor(BigInt(w.fee_minor)).toFixed(2);
    const when = new Date(w.created_at).toISOString().slice(0, 16).replace('T', ' ');
    const receipt = w.receipt ? ` receipt=${w.receipt}` : '';
    console.log(`${w.id}  ${w.brand_id}  ${w.username}  ${amount} (fee ${fee})  ${w.status}${receipt}  ${w.account.channel_id} ${w.account.holder_name}  ${when}`);
  }
}

/** A payout's state after pay or reconcile: paid, refused by the provider (rejected), or still paying. */
function payoutLine(w: PayoutOutcome): string {
  if (w.status === 'paid') return `${w.id} paid`;
  if (w.status === 'rejected') return `${w.id} refused by the provider${w.reason ? ` (${w.reason})` : ''}, held amount returned`;
  return `${w.id} still paying: ${w.providerError ?? 'the provider has not finished it'}; reconcile asks again`;
}

function printResult(cmd: PaymentsCommand, result: unknown): void {
  if (cmd.command === 'list') return printList(result as ListedWithdrawal[]);
  if (cmd.command === 'reconcile') {
    const done = result as PayoutOutcome[];
    if (!done.length) return console.log('no payouts left paying');
    for (const w of done) console.log(payoutLine(w));
    return;
  }
  if (cmd.command === 'pay') return console.log(payoutLine(result as PayoutOutcome));
  const id = (result as { id: string }).id;
  console.log(cmd.command === 'reject' ? `${id} rejected, held amount returned` : `${id} approved`);
}

/** The server holding the PGlite data dir runs the command (its loopback operator listener); false when none does. */
async function viaServer(dataDir: string, cmd: PaymentsCommand): Promise<boolean> {
  const holder = readHolder(dataDir);
  if (holder?.kind !== 'server' || typeof holder.port !== 'number' || typeof holder.secret !== 'string') return false;
  const res = await fetch(`http://127.0.0.1:${holder.port}${PAYMENTS_OPERATOR_PATH}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${holder.secret}`, 'content-type': 'application/json' },
    body: JSON.stringify(cmd),
  });
  const body = (await res.json()) as { success: boolean; value?: unknown; message?: string };
  if (!body.success) fail(body.message ?? `the server answered ${res.status}`);
  printResult(cmd, body.value);
  return true;
}

const command = positionals[0];
if (values.help || !command) {
  console.log(USAGE);
  process.exit(command ? 0 : 1);
}
if (!['list', 'approve', 'pay', 'reject', 'reconcile'].includes(command)) fail(`unknown command ${command}\n\n${USAGE}`);
const id = positionals[1];
if (command !== 'list' && command !== 'reconcile' && !/^W[A-Z0-9]{7,39}$/.test(id ?? '')) fail(`${command} needs a withdrawal id (W…)\n\n${USAGE}`);

const cmd: PaymentsCommand = {
  command: command as PaymentsCommand['command'],
  ...(id ? { id } : {}),
  ...(values.status ? { status: values.status } : {}),
  ...(values.brand ? { brand: values.brand } : {}),
  ...(values.reason ? { reason: values.reason } : {}),
};
let siteMode: SiteMode;
try {
  siteMode = decideSiteMode(process.env.HOST || '127.0.0.1', process.env);
} catch (err) {
  fail((err as Error).message);
}
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = resolve(process.env.DATA_DIR || '.data');
if (!databaseUrl && (await viaServer(dataDir, cmd))) process.exit(0);
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
  // Withdrawals name the provider that will pay them; the sandbox (a demo's stand-in, never a production site's,
  // decided as the server decides it) pays at once.
  providers: createProviders({ sandboxOn: siteMode.standIns.paymentSandbox }),
  now: () => systemClock.now(),
  languageOf,
};
try {
  printResult(cmd, await runPaymentsCommand(ctx, cmd));
} catch (err) {
  if (err instanceof ApiError) fail(err.message);
  throw err;
} finally {
  await db.close();
  if (!databaseUrl) releaseDataDir(dataDir);
}
