// Server seeds of the provably fair games: one active seed per member, committed by its SHA-256 before any bet,
// revealed when rotated. At rest a seed is sealed with AES-256-GCM (a leaked column alone predicts no roll).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/types.ts';
import { seedHash } from './fair.ts';

const KEY_NAME = 'inhouse_seed_key';
const keys = new WeakMap<object, Buffer>();

/** The sealing key every instance shares (server_secrets), created once. */
async function sealKey(db: Queryable, cacheOwner: object): Promise<Buffer> {
  const cached = keys.get(cacheOwner);
  if (cached) return cached;
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    KEY_NAME,
    randomBytes(32).toString('base64url'),
  ]);
  const r = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [KEY_NAME]);
  const key = Buffer.from(r.rows[0]!.value, 'base64url');
  keys.set(cacheOwner, key);
  return key;
}

function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
  return [iv, c.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

function unseal(key: Buffer, sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  const d = createDecipheriv('aes-256-gcm', key, iv!);
  d.setAuthTag(tag!);
  return Buffer.concat([d.update(body!), d.final()]).toString('utf8');
}

export interface SeedRow {
  id: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: number;
  revealed: boolean;
}

interface RawSeed {
  id: string;
  server_seed_sealed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: string;
  revealed_at: Date | null;
}

export class SeedStore {
  constructor(
    private readonly db: Queryable,
    /** Identity for the key cache (the Database: one key per database). */
    private readonly owner: object = db,
  ) {}

  private async row(q: Queryable, raw: RawSeed): Promise<SeedRow> {
    const key = await sealKey(q, this.owner);
    return {
      id: String(raw.id),
      serverSeed: unseal(key, raw.server_seed_sealed),
      serverSeedHash: raw.server_seed_hash,
      clientSeed: raw.client_seed,
      nextNonce: Number(raw.next_nonce),
      revealed: raw.revealed_at !== null,
    };
  }

  private async insert(q: Queryable, brandId: string, memberId: string, clientSeed: string, now: Date): Promise<void> {
    const key = await sealKey(q, this.owner);
    const serverSeed = randomBytes(32).toString('hex');
    await q.query(
      `INSERT INTO inhouse_seeds (brand_id, member_id, server_seed_sealed, server_seed_hash, client_seed, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
      [brandId, memberId, seal(key, serverSeed), seedHash(serverSeed), clientSeed, now],
    );
  }

  /** The member's active seed (created on first use); lock it FOR UPDATE inside a transaction to take a nonce. */
  async active(q: Queryable, brandId: string, memberId: string, now: Date, lock = false): Promise<SeedRow> {
    const select = `SELECT id, server_seed_sealed, server_seed_hash, client_seed, next_nonce, revealed_at FROM inhouse_seeds
       WHERE brand_id = $1 AND member_id = $2 AND active${lock ? ' FOR UPDATE' : ''}`;
    let r = await q.query<RawSeed>(select, [brandId, memberId]);
    if (!r.rows[0]) {
      await this.insert(q, brandId, memberId, randomBytes(8).toString('hex'), now);
      r = await q.query<RawSeed>(select, [brandId, memberId]);
    }
    return this.row(q, r.rows[0]!);
  }

  /** Take the next nonce of the active seed (inside the caller's transaction). */
  async takeNonce(tx: Queryable, seedId: string): Promise<number> {
    const r = await tx.query<{ nonce: string }>(
      'UPDATE inhouse_seeds SET next_nonce = next_nonce + 1 WHERE id = $1 RETURNING next_nonce - 1 AS nonce',
      [seedId],
    );
    return Number(r.rows[0]!.nonce);
  }

  /** The member's previous seed (the last revealed one), or null. */
  async previous(brandId: string, memberId: string): Promise<SeedRow | null> {
    const r = await this.db.query<RawSeed>(
      `SELECT id, server_seed_sealed, server_seed_hash, client_seed, next_nonce, revealed_at FROM inhouse_seeds
       WHERE brand_id = $1 AND member_id = $2 AND NOT active ORDER BY id DESC LIMIT 1`,
      [brandId, memberId],
    );
    return r.rows[0] ? this.row(this.db, r.rows[0]) : null;
  }

  /** A seed by id (for verification). */
  async byId(id: string): Promise<SeedRow | null> {
    const r = await this.db.query<RawSeed>(
      'SELECT id, server_seed_sealed, server_seed_hash, client_seed, next_nonce, revealed_at FROM inhouse_seeds WHERE id = $1',
      [id],
    );
    return r.rows[0] ? this.row(this.db, r.rows[0]) : null;
  }

  /** Reveal the active seed and start a new one (with a new client seed, or the same one). */
  async rotate(tx: Queryable, brandId: string, memberId: string, clientSeed: string | undefined, now: Date): Promise<void> {
    const current = await this.active(tx, brandId, memberId, now, true);
    await tx.query('UPDATE inhouse_seeds SET active = false, revealed_at = $2 WHERE id = $1', [current.id, now]);
    await this.insert(tx, brandId, memberId, clientSeed ?? current.clientSeed, now);
  }
}
