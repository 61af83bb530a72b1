// Operators' inbox tool: a message to one member or to every real member of a brand (member center "platform
// information"), straight in the database the server uses (DATA_DIR / DATABASE_URL, BRANDS_DIR).
//
//   npm run messages -- send --brand lotus --to player01 --title "Welcome" --body "Your account is ready."
//   npm run messages -- send --brand lotus --to all --title "Maintenance" --body "Sunday 02:00-03:00."
//
// Bodies are plain text (the app shows them as text). With the embedded PGlite database, stop the server first
// (one process at a time may open it); on PostgreSQL it works while servers run.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatProblem } from '../src/engine/brand/errors.ts';
import { loadBrandDir, type LoadedBrand } from '../src/engine/node/brand/load.ts';
import { openDatabase } from '../src/server/db/index.ts';
import type { Database } from '../src/server/db/types.ts';
import { postMessage } from '../src/server/modules/inbox/index.ts';
import { holdDataDir, releaseDataDir } from '../src/server/db/data-dir-lock.ts';

const USAGE = `usage: npm run messages -- send --brand <id> --to <username|all> --title <text> --body <text>

  --to all   every member and agent of the brand (trial accounts excluded)

environment: DATA_DIR (default .data), DATABASE_URL, BRANDS_DIR (default brands)`;

const TITLE_MAX = 200;
const BODY_MAX = 5000;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    brand: { type: 'string' },
    to: { type: 'string' },
    title: { type: 'string' },
    body: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

function fail(message: string): never {
  console.error(`messages: ${message}`);
  process.exit(1);
}

function need(name: 'brand' | 'to' | 'title' | 'body'): string {
  const v = values[name]?.trim();
  if (!v) fail(`--${name} is required\n\n${USAGE}`);
  return v;
}

function loadBrand(id: string): LoadedBrand {
  const result = loadBrandDir(join(resolve(process.env.BRANDS_DIR || 'brands'), id));
  if (!result.ok) fail(`brand ${id} cannot be loaded:\n  ${result.problems.map(formatProblem).join('\n  ')}`);
  return result.brand;
}

async function send(db: Database, brand: LoadedBrand): Promise<void> {
  const to = need('to');
  const title = need('title');
  const body = need('body');
  if (title.length > TITLE_MAX) fail(`--title must be at most ${TITLE_MAX} characters`);
  if (body.length > BODY_MAX) fail(`--body must be at most ${BODY_MAX} characters`);
  const r =
    to === 'all'
      ? await db.query<{ id: string }>('SELECT id FROM members WHERE brand_id = $1 AND type <> 4 ORDER BY id', [brand.id])
      : await db.query<{ id: string }>('SELECT id FROM members WHERE brand_id = $1 AND username_key = $2', [brand.id, to.toLowerCase()]);
  if (r.rows.length === 0) fail(to === 'all' ? `brand ${brand.id} has no members` : `no member ${to} on brand ${brand.id}`);
  const now = new Date();
  // one transaction: a broadcast reaches everyone or no one
  await db.transaction(async (tx) => {
    for (const row of r.rows) await postMessage(tx, { brandId: brand.id, memberId: String(row.id), title, body, kind: 'operator' }, now);
  });
  console.log(`sent "${title}" to ${r.rows.length} member${r.rows.length === 1 ? '' : 's'} of ${brand.id}`);
}

const [command] = positionals;
if (values.help || command !== 'send') {
  console.log(USAGE);
  process.exit(values.help ? 0 : 1);
}
const brand = loadBrand(need('brand'));
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
  await send(db, brand);
} finally {
  await db.close();
  if (!databaseUrl) releaseDataDir(dataDir);
}
