// `npm run outbox`: reading the codes and links the built-in providers keep, from the database the
// server uses, both while `npm start` holds the PGlite data dir and when nothing runs.
import { spawnSync } from 'node:child_process';
import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../../../../src/generated/types.ts';
import { openDatabase } from '../../../../src/server/db/index.ts';
import type { Database } from '../../../../src/server/db/types.ts';
import { followOutbox, readOutbox, type OutboxLocation } from '../../../../src/server/modules/outbox/client.ts';
import { HOLDER_FILE, readHolder } from '../../../../src/server/db/data-dir-lock.ts';
import { OUTBOX_READER_PATH } from '../../../../src/server/modules/outbox/reader.ts';
import { copyBrands, makeDist, removeTemps } from '../../support/fixtures.ts';
import { dbLegs, type DbTarget } from '../../support/legs.ts';
import { closeServers, startServer } from '../../support/server.ts';

const at = Date.UTC(2026, 10, 23, 15, 0);

async function store(db: Database, brand: string, channel: 'sms' | 'email', to: string, body: string, subject: string | null = null): Promise<void> {
  await db.query('INSERT INTO outbox (brand_id, channel, recipient, subject, body, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [brand, channel, to, subject, body, new Date(at)]);
}

async function seed(db: Database): Promise<void> {
  await store(db, 'lotus', 'sms', '+8801712345678', 'Lotus Play: your verification code is 111111.');
  await store(db, 'aurora', 'sms', '+8801712345678', 'Aurora: your verification code is 222222.');
  await store(db, 'lotus', 'email', 'p@example.com', 'Open http://lotus.localhost/?resetToken=abc', 'Lotus Play: reset your password');
  await store(db, 'lotus', 'sms', '+8801899999999', 'Lotus Play: your verification code is 333333.');
}

const bodies = (messages: OutboxMessage[]): string[] => messages.map((m) => m.body);

/** Follow, store messages once the existing ones are listed, and stop when `until` says enough; answers what was printed as new. */
async function followUntil(location: OutboxLocation, filter: Parameters<typeof readOutbox>[1], until: (fresh: OutboxMessage[]) => boolean, storeNew: () => Promise<void>): Promise<OutboxMessage[]> {
  const fresh: OutboxMessage[] = [];
  let listed = false;
  let listedNow!: () => void;
  const ready = new Promise<void>((r) => (listedNow = r));
  const stop = new AbortController();
  const done = followOutbox(location, filter, {
    onMessage: (m) => {
      if (!listed) return;
      fresh.push(m);
      if (until(fresh)) stop.abort();
    },
    onListed: () => {
      listed = true;
      listedNow();
    },
    signal: stop.signal,
    pollMs: 50,
  });
  await Promise.race([ready, done]); // a failing follow must fail the test, not hang it
  await storeNew();
  await done;
  return fresh;
}

describe.each(dbLegs())('npm run outbox on $name', (leg) => {
  let target: DbTarget;
  let location: OutboxLocation;
  beforeAll(async () => {
    if (!leg.available) return;
    target = await leg.target();
    location = { databaseUrl: target.databaseUrl, dataDir: target.dataDir ?? '/nonexistent' };
    const db = await openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
    await seed(db);
    await db.close();
  });
  afterAll(async () => {
    await closeServers();
    await target?.dispose();
    removeTemps();
  });

  describe.skipIf(!leg.available)('', () => {
    it('with no server running, lists the newest messages oldest first, by brand and by recipient (a bare number matches)', async () => {
      expect(bodies(await readOutbox(location, { limit: 20 }))).toHaveLength(4);
      const lotus = await readOutbox(location, { brand: 'lotus', limit: 20 });
      expect(lotus.map((m) => [m.channel, m.recipient])).toEqual([
        ['sms', '+8801712345678'],
        ['email', 'p@example.com'],
        ['sms', '+8801899999999'],
      ]);
      expect(lotus[1]).toMatchObject({ subject: 'Lotus Play: reset your password', createdAt: at });
      expect(bodies(await readOutbox(location, { brand: 'lotus', to: '1712345678', limit: 20 }))).toEqual(['Lotus Play: your verification code is 111111.']);
      expect(bodies(await readOutbox(location, { limit: 2 }))).toEqual(['Open http://lotus.localhost/?resetToken=abc', 'Lotus Play: your verification code is 333333.']);
      // It let the data dir go: a server may open it now.
      if (target.dataDir) expect(readHolder(target.dataDir)).toBeUndefined();
    });

    it('while a server runs on the same database, reads through it and follows the messages it stores', async () => {
      const app = await startServer({ brandsDir: copyBrands(), distDir: makeDist(), dataDir: target.dataDir, databaseUrl: target.databaseUrl });
      if (target.dataDir) {
        const holder = readHolder(target.dataDir);
        expect(holder).toMatchObject({ pid: process.pid, kind: 'server' });
        expect(statSync(join(target.dataDir, HOLDER_FILE)).mode & 0o777).toBe(0o600);
      }
      expect(bodies(await readOutbox(location, { brand: 'aurora', limit: 20 }))).toEqual(['Aurora: your verification code is 222222.']);

      const seen = await followUntil(
        location,
        { brand: 'lotus', to: '1755555555', limit: 20 },
        (fresh) => fresh.length >= 1,
        async () => {
          await app.accounts.sms.send({ brandId: 'aurora', to: '+8801755555555', text: 'Aurora: not this brand' });
          await app.accounts.sms.send({ brandId: 'lotus', to: '+8801755555555', text: 'Lotus Play: your verification code is 444444.' });
        },
      );
      expect(bodies(seen)).toEqual(['Lotus Play: your verification code is 444444.']);
      // The site's own port does not serve the outbox.
      expect((await app.inject({ url: OUTBOX_READER_PATH, headers: { host: 'lotus.localhost' } })).body).not.toContain('444444');
      await closeServers();
      if (target.dataDir) expect(readHolder(target.dataDir)).toBeUndefined();
    });

    it.runIf(leg.name === 'pglite')('takes over a claim left by a process that is gone (a crash)', async () => {
      const gone = spawnSync(process.execPath, ['-e', '']).pid;
      writeFileSync(join(target.dataDir!, HOLDER_FILE), JSON.stringify({ pid: gone, kind: 'server', port: 1, secret: 'old' }), { mode: 0o600 });
      expect(bodies(await readOutbox(location, { brand: 'lotus', to: '1712345678', limit: 20 }))).toEqual(['Lotus Play: your verification code is 111111.']);
      expect(readHolder(target.dataDir!)).toBeUndefined();
    });

    it.runIf(leg.name === 'pglite')('a second process cannot open the held PGlite data dir: a second server is refused', async () => {
      await startServer({ brandsDir: copyBrands(), distDir: makeDist(), dataDir: target.dataDir });
      await expect(startServer({ brandsDir: copyBrands(), distDir: makeDist(), dataDir: target.dataDir })).rejects.toThrow(/is in use by process \d+ \(a server\)/);
      await closeServers();
    });

    it.runIf(leg.name === 'pglite')('follow started before the server keeps going when the server starts and stores a code', async () => {
      let app: Awaited<ReturnType<typeof startServer>> | undefined;
      const seen = await followUntil(
        location,
        { brand: 'pebble', limit: 20 },
        (fresh) => fresh.length >= 1,
        async () => {
          app = await startServer({ brandsDir: copyBrands(), distDir: makeDist(), dataDir: target.dataDir });
          await app.accounts.mail.send({ brandId: 'pebble', to: 'q@example.com', subject: 'Pebble: login verification code', text: 'Your verification code is 555555.' });
        },
      );
      expect(seen).toMatchObject([{ brandId: 'pebble', channel: 'email', subject: 'Pebble: login verification code', body: 'Your verification code is 555555.' }]);
      await closeServers();
    });
  });
});
