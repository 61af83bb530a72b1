// Operators' feedback tool (seed §3 Feedback): list what members sent from the feedback modal and answer it; the
// answer arrives in the member's messages (inbox) and the feedback is marked answered, once.
//
//   npm run feedback -- list [--brand lotus] [--open]
//   npm run feedback -- answer 12 --text "We have credited your deposit."
//
// With the embedded PGlite database a running server answers the command on its loopback operator listener (one
// process at a time may open the data dir); with no server, or on PostgreSQL, this process opens the database.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { systemClock } from '../src/server/clock.ts';
import { openDatabase } from '../src/server/db/index.ts';
import { holdDataDir, readHolder, releaseDataDir } from '../src/server/modules/outbox/holder.ts';
import { FEEDBACK_OPERATOR_PATH, runFeedbackCommand, type FeedbackCommand } from '../src/server/modules/feedback/operator.ts';

const USAGE = `usage: npm run feedback -- <command> [options]

commands:
  list   [--brand <id>] [--open]       newest first, at most 200; --open: only the unanswered ones
  answer <id> --text "<answer>"        posts the answer to the member's inbox and marks the feedback answered

environment: DATA_DIR (default .data), DATABASE_URL, BRANDS_DIR (default brands)`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    brand: { type: 'string' },
    open: { type: 'boolean' },
    text: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

function fail(message: string): never {
  console.error(`feedback: ${message}`);
  process.exit(1);
}

const command = positionals[0];
if (values.help || !command) {
  console.log(USAGE);
  process.exit(command ? 0 : 1);
}
if (command !== 'list' && command !== 'answer') fail(`unknown command ${command}\n\n${USAGE}`);
if (command === 'answer' && !positionals[1]) fail(`answer needs the feedback id\n\n${USAGE}`);
const cmd: FeedbackCommand = { command, brand: values.brand, open: values.open, id: positionals[1], text: values.text };

/** The server holding the PGlite data dir runs the command; false when none does, or on PostgreSQL. */
async function viaServer(): Promise<boolean> {
  if (process.env.DATABASE_URL) return false;
  const holder = readHolder(resolve(process.env.DATA_DIR || '.data'));
  if (holder?.kind !== 'server' || typeof holder.port !== 'number' || typeof holder.secret !== 'string') return false;
  const res = await fetch(`http://127.0.0.1:${holder.port}${FEEDBACK_OPERATOR_PATH}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${holder.secret}`, 'content-type': 'application/json' },
    body: JSON.stringify(cmd),
  });
  const body = (await res.json()) as { success: boolean; value?: { lines: string[] }; message?: string };
  if (!body.success) fail(body.message ?? `the server answered ${res.status}`);
  for (const line of body.value?.lines ?? []) console.log(line);
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
  const brandsDir = resolve(process.env.BRANDS_DIR || 'brands');
  try {
    const out = await runFeedbackCommand({ db, now: () => systemClock.now(), hasBrand: (id) => /^[a-z0-9-]+$/.test(id) && existsSync(join(brandsDir, id, 'brand.json')) }, cmd);
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
