// How `npm run outbox` reaches the outbox (scripts/outbox.ts is its command line):
// - DATABASE_URL (PostgreSQL): straight from the database, which many processes may open.
// - PGlite held by a running server: through that server's loopback reader (reader.ts), with the secret from
//   the holder file; the CLI must not open the data dir then (PGlite is single-process).
// - PGlite held by nobody: the CLI claims the data dir (holder.ts), reads, closes and lets go at once, so a server
//   starting meanwhile waits a moment instead of opening the same files.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ApiEnvelope, OutboxList, OutboxMessage } from '../../../generated/types.ts';
import { openDatabase } from '../../db/index.ts';
import type { Database } from '../../db/types.ts';
import { readHolder, releaseDataDir, tryHold, type Holder } from '../../db/data-dir-lock.ts';
import { OUTBOX_READER_PATH } from './reader.ts';
import { listOutbox, MAX_OUTBOX_LIMIT, type OutboxFilter } from './store.ts';

export interface OutboxLocation {
  /** postgres://…; when set, dataDir is not used. */
  databaseUrl?: string | undefined;
  /** The server's DATA_DIR (PGlite lives in dataDir/pglite). */
  dataDir: string;
}

/** How long a one-shot read waits for a starting server or another reader to be done with the data dir. */
const BUSY_WAIT_MS = 60_000;

async function askServer(holder: Holder, filter: OutboxFilter): Promise<OutboxMessage[] | undefined> {
  const q = new URLSearchParams({ limit: String(filter.limit) });
  if (filter.brand) q.set('brand', filter.brand);
  if (filter.to) q.set('to', filter.to);
  if (filter.afterId) q.set('after', filter.afterId);
  let res: Response;
  try {
    res = await fetch(`http://127.0.0.1:${holder.port}${OUTBOX_READER_PATH}?${q}`, { headers: { authorization: `Bearer ${holder.secret}` } });
  } catch {
    return undefined; // the server went away
  }
  if (res.status === 404) return undefined; // a new server replaced that one (new port or secret): read the holder again
  const body = (await res.json()) as ApiEnvelope & { value: OutboxList };
  if (!body.success) throw new Error(`the server's outbox reader answered ${res.status}: ${body.message ?? ''}`);
  return body.value;
}

function servesReader(h: Holder | undefined): h is Holder & { port: number; secret: string } {
  return h?.kind === 'server' && typeof h.port === 'number' && typeof h.secret === 'string';
}

async function readPglite(dataDir: string, filter: OutboxFilter): Promise<OutboxMessage[]> {
  if (!existsSync(dataDir)) return []; // no server ever ran here; do not create the folder
  const until = Date.now() + BUSY_WAIT_MS;
  for (;;) {
    const holder = tryHold(dataDir, 'cli');
    if (!holder) {
      try {
        // Nothing was ever stored before the first server start created the database; do not create it here.
        if (!existsSync(join(dataDir, 'pglite'))) return [];
        const db = await openDatabase({ dataDir });
        try {
          return await listOutbox(db, filter);
        } finally {
          await db.close();
        }
      } finally {
        releaseDataDir(dataDir);
      }
    }
    if (servesReader(holder)) {
      const messages = await askServer(holder, filter);
      if (messages) return messages;
    }
    if (Date.now() > until) throw new Error(`the database in ${dataDir} stayed busy (process ${holder.pid}); try again`);
    await sleep(200); // a server starting (no reader yet) or another reader finishing
  }
}

/** The newest filter.limit messages, oldest first. */
export async function readOutbox(location: OutboxLocation, filter: OutboxFilter): Promise<OutboxMessage[]> {
  if (!location.databaseUrl) return readPglite(location.dataDir, filter);
  const db = await openDatabase({ databaseUrl: location.databaseUrl });
  try {
    return await listOutbox(db, filter);
  } finally {
    await db.close();
  }
}

/**
 * Print what is there, then every new message as it is stored, until signal aborts. On PGlite only a server
 * stores messages, so between servers the loop just waits for the next one to publish its reader.
 */
export async function followOutbox(
  location: OutboxLocation,
  filter: OutboxFilter,
  opts: {
    onMessage: (m: OutboxMessage) => void;
    /** Called once what was already there is printed: anything stored from now on comes as new. */
    onListed?: () => void;
    signal: AbortSignal;
    pollMs?: number;
  },
): Promise<void> {
  const { onMessage, signal, pollMs = 1000 } = opts;
  let afterId: string | undefined;
  const emit = (messages: OutboxMessage[]): void => {
    for (const m of messages) {
      onMessage(m);
      afterId = m.id;
    }
  };
  emit(await readOutbox(location, filter));
  opts.onListed?.();
  let db: Database | undefined;
  try {
    if (location.databaseUrl) db = await openDatabase({ databaseUrl: location.databaseUrl });
    while (!signal.aborted) {
      try {
        await sleep(pollMs, undefined, { signal });
      } catch {
        return; // aborted
      }
      const since = { ...filter, afterId, limit: MAX_OUTBOX_LIMIT };
      if (db) emit(await listOutbox(db, since));
      else {
        const holder = readHolder(location.dataDir);
        if (servesReader(holder)) emit((await askServer(holder, since)) ?? []);
      }
    }
  } finally {
    await db?.close();
  }
}
