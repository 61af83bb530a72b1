// Password hashing with node's scrypt (memory-hard). The stored form carries its parameters and salt, so
// the cost can be raised later without invalidating existing hashes: scrypt$N$r$p$salt$hash (base64).
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** OWASP's scrypt minimum: N=2^17, r=8, p=1, i.e. 128 × N × r = 128 MiB of memory per hash (maxmem allows 2×). */
export const DEFAULT_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;

function maxmem(p: ScryptParams): number {
  return 128 * p.N * p.r * 2 + 1024 * 1024;
}

export async function hashPassword(password: string, params: ScryptParams = DEFAULT_SCRYPT): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...params, maxmem: maxmem(params) });
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** The cost a stored hash was made with; null for anything that is not scrypt$N$r$p$salt$hash. */
function storedParams(stored: string): (ScryptParams & { parts: string[] }) | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return null;
  return { N, r, p, parts };
}

/** A hash made with a lower cost than `params` (or unreadable): hash the password again at the next good login. */
export function needsRehash(stored: string, params: ScryptParams): boolean {
  const s = storedParams(stored);
  return !s || s.N < params.N || s.r < params.r || s.p < params.p;
}

/** Constant-time compare against a stored hash; false for anything malformed. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const s = storedParams(stored);
  if (!s) return false;
  const { N, r, p, parts } = s;
  const salt = Buffer.from(parts[4]!, 'base64');
  const expected = Buffer.from(parts[5]!, 'base64');
  const key = await scrypt(password.normalize('NFC'), salt, expected.length, { N, r, p, maxmem: maxmem({ N, r, p }) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

const dummies = new Map<string, Promise<string>>();

/**
 * Spend the same time as a real check when there is no account, so response times do not tell which names exist:
 * at the cost new hashes get (`params`), which is what most stored hashes have.
 */
export async function burnPasswordCheck(password: string, params: ScryptParams = DEFAULT_SCRYPT): Promise<void> {
  const key = `${params.N}$${params.r}$${params.p}`;
  let dummy = dummies.get(key);
  if (!dummy) dummies.set(key, (dummy = hashPassword('not-a-real-password', params)));
  await verifyPassword(password, await dummy);
}
