// Server side of the (enc) endpoints: RSA-OAEP key pairs shared by every instance through the database,
// rotated hourly with a grace period, and the replay guard (each wrapped AES key is accepted once).
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { RsaPublicKey } from '../../generated/types.ts';
import { validateEncryptedRequest } from '../../generated/validators.js';
import { DecryptError, ENCRYPTION_DIGEST, decryptRequest, generateKeyPair, importPrivateKey } from '../../engine/crypto/hybrid.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/types.ts';
import { validated } from '../http/body.ts';
import { declaredValidator } from '../http/route-schemas.ts';
import { ApiError, ErrorCode } from '../http/errors.ts';
import { sha256 } from './tokens.ts';

const HOUR = 3_600_000;

export interface KeyRotation {
  /** How long a key is handed out (default 1 h). */
  lifetimeMs: number;
  /** How long after that it is still accepted (default 10 min): requests encrypted just before a rotation. */
  graceMs: number;
}

interface StoredKey {
  keyId: string;
  publicKey: string;
  expiresAt: number;
  acceptUntil: number;
  privateKey: Promise<CryptoKey>;
}

export class EncryptionKeyStore {
  private readonly cache = new Map<string, StoredKey>();
  private creating: Promise<StoredKey> | undefined;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly rotation: KeyRotation = { lifetimeMs: HOUR, graceMs: 10 * 60_000 },
  ) {}

  /** The key to hand out now: the newest one with at least a minute to live, else a new one. */
  async current(): Promise<RsaPublicKey> {
    const now = this.clock.now();
    const r = await this.db.query<{ key_id: string; public_key: string; private_key_pkcs8: string; expires_at: Date; accept_until: Date }>(
      `SELECT key_id, public_key, private_key_pkcs8, expires_at, accept_until FROM encryption_keys
       WHERE expires_at > $1 ORDER BY expires_at DESC LIMIT 1`,
      [new Date(now + 60_000)],
    );
    const row = r.rows[0];
    const key = row ? this.remember(row) : await this.create();
    return { keyId: key.keyId, publicKey: key.publicKey, expiresAt: key.expiresAt };
  }

  /** The private key for keyId while it is accepted; null when unknown or past its grace period. */
  async privateKey(keyId: string): Promise<CryptoKey | null> {
    const now = this.clock.now();
    let key = this.cache.get(keyId);
    if (!key) {
      const r = await this.db.query<{ key_id: string; public_key: string; private_key_pkcs8: string; expires_at: Date; accept_until: Date }>(
        'SELECT key_id, public_key, private_key_pkcs8, expires_at, accept_until FROM encryption_keys WHERE key_id = $1',
        [keyId],
      );
      if (!r.rows[0]) return null;
      key = this.remember(r.rows[0]);
    }
    if (now >= key.acceptUntil) return null;
    return key.privateKey;
  }

  /** True the first time a wrapped key is seen; false for a replay (on any instance). */
  async firstUse(wrappedKey: string): Promise<boolean> {
    const now = this.clock.now();
    const r = await this.db.query(
      'INSERT INTO encryption_replays (key_hash, expires_at) VALUES ($1, $2) ON CONFLICT (key_hash) DO NOTHING RETURNING 1',
      [sha256(wrappedKey), new Date(now + this.rotation.lifetimeMs + this.rotation.graceMs)],
    );
    return r.rowCount > 0;
  }

  /** Drop keys and replay records nobody can use any more. */
  async prune(): Promise<void> {
    const now = new Date(this.clock.now());
    await this.db.query('DELETE FROM encryption_replays WHERE expires_at < $1', [now]);
    await this.db.query('DELETE FROM encryption_keys WHERE accept_until < $1', [now]);
    for (const [id, k] of this.cache) if (k.acceptUntil < now.getTime()) this.cache.delete(id);
  }

  private remember(row: { key_id: string; public_key: string; private_key_pkcs8: string; expires_at: Date; accept_until: Date }): StoredKey {
    const cached = this.cache.get(row.key_id);
    if (cached) return cached;
    const key: StoredKey = {
      keyId: row.key_id,
      publicKey: row.public_key,
      expiresAt: new Date(row.expires_at).getTime(),
      acceptUntil: new Date(row.accept_until).getTime(),
      privateKey: importPrivateKey(row.private_key_pkcs8),
    };
    this.cache.set(key.keyId, key);
    return key;
  }

  private create(): Promise<StoredKey> {
    // One generation at a time per instance; two instances racing each add a key, and both stay valid.
    this.creating ??= (async () => {
      try {
        const now = this.clock.now();
        const pair = await generateKeyPair();
        const row = {
          key_id: randomUUID(),
          public_key: pair.publicKey,
          private_key_pkcs8: pair.privateKeyPkcs8,
          expires_at: new Date(now + this.rotation.lifetimeMs),
          accept_until: new Date(now + this.rotation.lifetimeMs + this.rotation.graceMs),
        };
        await this.db.query(
          `INSERT INTO encryption_keys (key_id, public_key, private_key_pkcs8, created_at, expires_at, accept_until)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [row.key_id, row.public_key, row.private_key_pkcs8, new Date(now), row.expires_at, row.accept_until],
        );
        await this.prune();
        return this.remember(row);
      } finally {
        this.creating = undefined;
      }
    })();
    return this.creating;
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  const s = Array.isArray(v) ? v[0] : v;
  return s?.trim() || undefined;
}

/**
 * The decrypted body of an (enc) request, checked against the schema its route declares (the decrypted shape).
 * Missing or garbled → 400 request_body_required; unknown or expired key → 400 encryption.key_expired
 * (the client refetches the key and retries once); a wrapped key seen before → 400 encryption.replay.
 */
export async function readEncryptedBody<T>(request: FastifyRequest, keys: EncryptionKeyStore): Promise<T> {
  const wrappedKey = header(request, 'x-rsa');
  const keyId = header(request, 'x-key-id');
  const digest = header(request, 'x-digest');
  const missing = (): ApiError => new ApiError(400, ErrorCode.requestBodyRequired, 'Request body required');
  if (!wrappedKey || !keyId || digest !== ENCRYPTION_DIGEST || !validateEncryptedRequest(request.body)) throw missing();
  const privateKey = await keys.privateKey(keyId);
  if (!privateKey) throw new ApiError(400, ErrorCode.keyExpired, 'The encryption key has expired, please try again');
  let plaintext: unknown;
  try {
    plaintext = await decryptRequest({ value: (request.body as { value: string }).value, wrappedKey, keyId }, privateKey);
  } catch (err) {
    if (err instanceof DecryptError) throw missing();
    throw err;
  }
  if (!(await keys.firstUse(wrappedKey))) throw new ApiError(400, ErrorCode.replay, 'This request was already received');
  return validated<T>(plaintext, declaredValidator(request, 'body'));
}
