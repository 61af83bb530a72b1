// Operators' outbox reader: the SMS codes and mails (reset links, login codes) that the built-in providers keep
// in the outbox table instead of sending them, newest last, from the database the server uses.
//
//   npm run outbox -- [--brand <id>] [--to <number|email>] [--limit <n>] [--follow]
//
// Works while `npm start` runs (it reads through the server's loopback-only reader, see
// src/server/modules/outbox/client.ts) and when it is stopped (it opens the database itself).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { OutboxMessage } from '../src/generated/types.ts';
import { followOutbox, formatOutboxMessage, MAX_OUTBOX_LIMIT, type OutboxLocation, readOutbox } from '../src/server/modules/outbox/index.ts';

const USAGE = `usage: npm run outbox -- [--brand <id>] [--to <number|email>] [--limit <n>] [--follow]

  --brand   only this brand's messages
  --to      only messages to this recipient (a mobile number with or without its dialing code, or an e-mail address)
  --limit   the newest n messages (default 20, at most ${MAX_OUTBOX_LIMIT})
  --follow  keep printing new messages as they are stored, until Ctrl-C

environment: DATA_DIR (default .data), DATABASE_URL, BRANDS_DIR (default brands)`;

function usageError(message: string): never {
  console.error(`outbox: ${message} (npm run outbox -- --help)`);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    options: {
      brand: { type: 'string' },
      to: { type: 'string' },
      limit: { type: 'string' },
      follow: { type: 'boolean', short: 'f' },
      help: { type: 'boolean', short: 'h' },
    },
  });
} catch (err) {
  usageError((err as Error).message.split('\n')[0]!);
}
const { values } = parsed;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const brandsDir = resolve(process.env.BRANDS_DIR || 'brands');
const brandIds = existsSync(brandsDir) ? readdirSync(brandsDir).filter((name) => existsSync(join(brandsDir, name, 'brand.json'))) : [];
if (values.brand !== undefined && !brandIds.includes(values.brand))
  usageError(`unknown brand "${values.brand}" (brands in ${brandsDir}: ${brandIds.join(', ') || 'none'})`);
if (values.to !== undefined && !values.to.trim()) usageError('--to needs a mobile number or an e-mail address');
const limit = values.limit === undefined ? 20 : Number(values.limit);
if (!/^\d+$/.test(values.limit ?? '20') || limit < 1 || limit > MAX_OUTBOX_LIMIT) usageError(`--limit must be a whole number from 1 to ${MAX_OUTBOX_LIMIT}`);

// Times in the brand's own time zone; a brand whose folder is gone (or unreadable) shows UTC.
const timezones = new Map<string, string | undefined>();
function timezoneOf(brandId: string): string | undefined {
  if (!timezones.has(brandId)) {
    let offset: string | undefined;
    try {
      offset = (JSON.parse(readFileSync(join(brandsDir, brandId, 'brand.json'), 'utf8')) as { timezoneOffset?: string }).timezoneOffset;
    } catch {
      offset = undefined;
    }
    timezones.set(brandId, offset);
  }
  return timezones.get(brandId);
}

const print = (m: OutboxMessage): void => console.log(formatOutboxMessage(m, timezoneOf));
const location: OutboxLocation = { databaseUrl: process.env.DATABASE_URL || undefined, dataDir: resolve(process.env.DATA_DIR || '.data') };
const filter = { brand: values.brand, to: values.to?.trim(), limit };

// A DATA_DIR nobody started a server with is the usual reason for "no messages": say so.
if (!location.databaseUrl && !existsSync(join(location.dataDir, 'pglite')))
  console.error(`outbox: no database in ${location.dataDir} yet: the server creates it on its first start (set DATA_DIR to the server's)`);

try {
  if (values.follow) {
    const stop = new AbortController();
    process.on('SIGINT', () => stop.abort());
    process.on('SIGTERM', () => stop.abort());
    const onListed = (): void => console.error('outbox: waiting for new messages; Ctrl-C to stop');
    await followOutbox(location, filter, { onMessage: print, onListed, signal: stop.signal });
  } else {
    const messages = await readOutbox(location, filter);
    messages.forEach(print);
    const where = location.databaseUrl ? 'the DATABASE_URL database' : location.dataDir;
    if (!messages.length) console.error(`outbox: no messages${values.brand ? ` for brand ${values.brand}` : ''}${values.to ? ` to ${values.to}` : ''} in ${where}`);
  }
} catch (err) {
  console.error(`outbox: ${(err as Error).message}`);
  process.exit(1);
}
