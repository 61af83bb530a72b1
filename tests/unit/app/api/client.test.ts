// @vitest-environment node
// The request client against a fake server that really decrypts (same WebCrypto module as the server): "(enc)"
// endpoints are encrypted, the RSA key is fetched once and cached, and after a key rotation the server's
// encryption.key_expired makes the client fetch the new key once and send again (the encrypted body:
// docs/spec/api.md).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetKeyCache } from '../../../../src/app/api/encryption.ts';
import { ApiError, apiRequest } from '../../../../src/app/api/client.ts';
import { login } from '../../../../src/app/api/accounts.ts';
import { decryptRequest, generateKeyPair, type GeneratedKeyPair } from '../../../../src/engine/crypto/hybrid.ts';

interface FakeServer {
  keys: Map<string, GeneratedKeyPair>;
  current: string;
  keyFetches: number;
  received: { path: string; headers: Record<string, string>; plain: unknown }[];
  /** Key ids the server still accepts. */
  accepted: Set<string>;
}

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function fakeServer(): Promise<FakeServer> {
  const first = await generateKeyPair();
  const server: FakeServer = { keys: new Map([['k1', first]]), current: 'k1', keyFetches: 0, received: [], accepted: new Set(['k1']) };
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    const url = new URL(input, 'http://lotus.localhost');
    const headers = init.headers as Record<string, string>;
    if (url.pathname === '/wps/session/key/rsa') {
      server.keyFetches++;
      const pair = server.keys.get(server.current)!;
      return json(200, { success: true, value: { keyId: server.current, publicKey: pair.publicKey, expiresAt: Date.now() + 3_600_000 } });
    }
    const keyId = headers['X-Key-Id'];
    if (!keyId || !headers['X-RSA'] || headers['X-Digest'] !== 'A256GCM')
      return json(400, { success: false, message: 'Request body required', errorCode: 'request_body_required' });
    if (!server.accepted.has(keyId))
      return json(400, { success: false, message: 'The encryption key has expired', errorCode: 'encryption.key_expired' });
    const body = JSON.parse(String(init.body)) as { value: string };
    const plain = await decryptRequest({ value: body.value, wrappedKey: headers['X-RSA'], keyId }, server.keys.get(keyId)!.privateKey);
    server.received.push({ path: url.pathname, headers, plain });
    return json(200, { success: true, value: { token: 'tok', firstTimeLogin: false, passwordExpired: false, defaultPassword: false, id: '1', userName: 'player88', customerType: '0' } });
  });
  return server;
}

const headers = { merchantCode: 'LOTUS', language: 'EN', token: null };
const api = <T,>(path: string, init?: Parameters<typeof apiRequest>[2]): Promise<T> => apiRequest<T>(path, headers, init);

beforeEach(() => resetKeyCache());
afterEach(() => vi.unstubAllGlobals());

describe('API client encryption of "(enc)" calls', () => {
  it('encrypts the login body; the plaintext never travels; Merchant/Device/Language headers as every request carries them', async () => {
    const server = await fakeServer();
    const result = await login(api, { username: 'player88', password: 'secret123', type: 'username' });
    expect(result.token).toBe('tok');
    const got = server.received[0]!;
    expect(got.plain).toEqual({ username: 'player88', password: 'secret123', type: 'username' });
    expect(got.headers).toMatchObject({ Merchant: 'LOTUS', Device: 'web', Language: 'EN', 'X-Key-Id': 'k1', 'X-Digest': 'A256GCM' });
    expect(got.headers.Authorization).toBeUndefined();
  });

  it('fetches the RSA key once and reuses it until it expires', async () => {
    const server = await fakeServer();
    await login(api, { username: 'player88', password: 'secret123', type: 'username' });
    await login(api, { username: 'player88', password: 'secret123', type: 'username' });
    expect(server.keyFetches).toBe(1);
    expect(server.received).toHaveLength(2);
  });

  it('on encryption.key_expired it fetches the new key once and sends again', async () => {
    const server = await fakeServer();
    await login(api, { username: 'player88', password: 'secret123', type: 'username' });
    // the server rotates and stops accepting k1
    server.keys.set('k2', await generateKeyPair());
    server.current = 'k2';
    server.accepted = new Set(['k2']);
    await login(api, { username: 'player88', password: 'again4567', type: 'username' });
    expect(server.keyFetches).toBe(2);
    expect(server.received.at(-1)).toMatchObject({ headers: { 'X-Key-Id': 'k2' }, plain: { password: 'again4567' } });
  });

  it('retries only once: a second key_expired is the caller’s error', async () => {
    const server = await fakeServer();
    server.accepted = new Set();
    const err = await login(api, { username: 'player88', password: 'secret123', type: 'username' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).errorCode).toBe('encryption.key_expired');
    expect(server.keyFetches).toBe(2);
  });

  it('a failure keeps the envelope message, errorCode, status and value', async () => {
    vi.stubGlobal('fetch', async () => json(400, { success: false, message: 'Incorrect username or password', errorCode: 'login.bad_credentials', value: { captcha: true } }));
    const err = (await api('/wps/captcha').catch((e: unknown) => e)) as ApiError;
    expect(err).toMatchObject({ message: 'Incorrect username or password', errorCode: 'login.bad_credentials', status: 400, value: { captcha: true } });
  });

  it('a network failure is "Network link is abnormal"', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const err = (await api('/wps/captcha').catch((e: unknown) => e)) as ApiError;
    expect(err).toMatchObject({ errorCode: 'network', status: 0 });
  });
});
