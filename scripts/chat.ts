// Operators' chat tool (README "Live chat and chat room"): a one-time link to the live chat console, the players'
// room history, mute / unmute a member, delete a room message.
//
//   npm run chat -- console --brand lotus [--origin https://lotus.example]
//   npm run chat -- history --brand aurora
//   npm run chat -- mute --brand aurora --username player01 [--minutes 60]
//   npm run chat -- unmute --brand aurora --username player01
//   npm run chat -- delete --brand aurora --id 42
//
// The running server answers on its loopback operator listener (PGlite: DATA_DIR/holder.json), so a deleted message
// disappears for connected clients at once. With no server, or on PostgreSQL, this process opens the database:
// the change is stored and seen on the clients' next join.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatProblem } from '../src/engine/brand/errors.ts';
import { loadBrandDir, type LoadedBrand } from '../src/engine/brand/load.ts';
import { systemClock } from '../src/server/clock.ts';
import { openDatabase } from '../src/server/db/index.ts';
import { ApiError } from '../src/server/http/errors.ts';
import { ChatHub } from '../src/server/modules/chat/hub.ts';
import { CHAT_OPERATOR_PATH, runChatCommand, type ChatCommand } from '../src/server/modules/chat/operator.ts';
import { holdDataDir, readHolder, releaseDataDir } from '../src/server/modules/outbox/holder.ts';

const USAGE = `usage: npm run chat -- <command> --brand <id> [options]

commands:
  console   [--origin https://site]               a one-time link (10 min) to the live chat console of the brand
  history                                         the room's last 50 messages with their ids
  mute      --username <name> [--minutes 60]      the member may not write in the room until then
  unmute    --username <name>
  delete    --id <message id>                     removes a room message (also from connected clients)

environment: DATA_DIR (default .data), DATABASE_URL, BRANDS_DIR (default brands)`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    brand: { type: 'string' },
    username: { type: 'string' },
    minutes: { type: 'string' },
    id: { type: 'string' },
    origin: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

function fail(message: string): never {
  console.error(`chat: ${message}`);
  process.exit(1);
}

const command = positionals[0] as ChatCommand['command'] | undefined;
if (values.help || !command) {
  console.log(USAGE);
  process.exit(command ? 0 : 1);
}
if (!['console', 'history', 'mute', 'unmute', 'delete'].includes(command)) fail(`unknown command ${command}\n\n${USAGE}`);
const cmd: ChatCommand = {
  command,
  brand: values.brand,
  username: values.username,
  minutes: values.minutes,
  id: values.id,
  origin: values.origin,
};

async function viaServer(): Promise<string[] | null> {
  if (process.env.DATABASE_URL) return null;
  const holder = readHolder(resolve(process.env.DATA_DIR || '.data'));
  if (holder?.kind !== 'server' || typeof holder.port !== 'number' || typeof holder.secret !== 'string') return null;
  const res = await fetch(`http://127.0.0.1:${holder.port}${CHAT_OPERATOR_PATH}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${holder.secret}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(cmd),
  });
  const body = (await res.json()) as {
    success: boolean;
    value?: { lines: string[] };
    message?: string;
  };
  if (!body.success) fail(body.message ?? `the server answered ${res.status}`);
  return body.value!.lines;
}

function loadBrand(id: string): LoadedBrand | undefined {
  const r = loadBrandDir(join(resolve(process.env.BRANDS_DIR || 'brands'), id));
  if (!r.ok) fail(`brand ${id}: ${r.problems.map(formatProblem).join('; ')}`);
  return r.brand;
}

async function direct(): Promise<string[]> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = resolve(process.env.DATA_DIR || '.data');
  if (!databaseUrl) await holdDataDir(dataDir, 'cli').catch((err: Error) => fail(`${err.message}; stop the server first`));
  const db = await openDatabase({ databaseUrl, dataDir });
  try {
    if (command === 'console' && !values.origin) fail('--origin is required when no server answers (the site address operators open)');
    return (
      await runChatCommand(
        {
          chat: { db, hub: new ChatHub(), now: () => systemClock.now() },
          brand: (id) => (id ? loadBrand(id) : undefined),
          origin: () => '',
        },
        cmd,
      )
    ).lines;
  } finally {
    await db.close();
    if (!databaseUrl) releaseDataDir(dataDir);
  }
}

try {
  for (const line of (await viaServer()) ?? (await direct())) console.log(line);
} catch (err) {
  if (err instanceof ApiError || err instanceof Error) fail(err.message);
  throw err;
}
