// Loaded on demand by client.ts for "(enc)" endpoints only, so WebCrypto code stays out of the first page.
import { encryptRequest } from '../../engine/crypto/hybrid.ts';
import type { RsaPublicKey as RsaKey } from '../../generated/types.ts';
import type { ApiRequestInit } from './client.ts';

type Fetch = <T>(path: string, init: ApiRequestInit) => Promise<T>;

/** Stop using a key a little before the server does, so a request in flight does not race the rotation. */
const EXPIRY_MARGIN_MS = 30_000;

let cached: { key: Promise<RsaKey>; until: number } | null = null;

function fetchKey(fetcher: Fetch): Promise<RsaKey> {
  const key = fetcher<RsaKey>('/wps/session/key/rsa', { query: { t: Date.now() } });
  const entry = { key, until: Number.POSITIVE_INFINITY };
  cached = entry;
  key.then(
    (k) => {
      entry.until = k.expiresAt - EXPIRY_MARGIN_MS;
    },
    () => {
      // a failed fetch is not cached: the next request tries again
      if (cached === entry) cached = null;
    },
  );
  return key;
}

/** The cached key until it expires; `refresh` drops it first (the server answered encryption.key_expired). */
export function currentKey(fetcher: Fetch, refresh = false): Promise<RsaKey> {
  if (!refresh && cached && Date.now() < cached.until) return cached.key;
  return fetchKey(fetcher);
}

/** Forget the cached key (tests; a different server). */
export function resetKeyCache(): void {
  cached = null;
}

/** The encrypted body `{value}` and the X-RSA / X-Key-Id / X-Digest headers for one request (fresh AES key each time). */
export async function encryptBody(
  body: unknown,
  fetcher: Fetch,
  refresh: boolean,
): Promise<{ body: unknown; headers: Record<string, string> }> {
  const key = await currentKey(fetcher, refresh);
  return encryptRequest(body, { keyId: key.keyId, publicKey: key.publicKey });
}
