// @vitest-environment node
// The hybrid encryption of "(enc)" requests (the encrypted body, docs/spec/api.md): the same WebCrypto code runs in the
// browser and on the server; here both halves meet.
import { describe, expect, it } from 'vitest';
import {
  DecryptError,
  ENCRYPTION_DIGEST,
  decryptRequest,
  encryptRequest,
  fromBase64,
  generateKeyPair,
  importPrivateKey,
  toBase64,
} from '../../../../src/engine/crypto/hybrid.ts';

describe('engine/crypto/hybrid', async () => {
  const pair = await generateKeyPair();
  const key = { keyId: 'k1', publicKey: pair.publicKey };

  it('(enc): a body encrypted for a key decrypts back to the same JSON', async () => {
    const body = { username: 'player1', password: 'pässwörd', nested: { n: 1 }, bn: 'রহিম' };
    const enc = await encryptRequest(body, key);
    expect(enc.headers['X-Digest']).toBe(ENCRYPTION_DIGEST);
    expect(enc.headers['X-Key-Id']).toBe('k1');
    expect(JSON.stringify(enc.body)).not.toContain('player1');
    const out = await decryptRequest({ value: enc.body.value, wrappedKey: enc.headers['X-RSA'], keyId: 'k1' }, pair.privateKey);
    expect(out).toEqual(body);
  });

  it('(enc): a fresh AES key and IV per request (same body, different ciphertext and wrapped key)', async () => {
    const a = await encryptRequest({ x: 1 }, key);
    const b = await encryptRequest({ x: 1 }, key);
    expect(a.body.value).not.toBe(b.body.value);
    expect(a.headers['X-RSA']).not.toBe(b.headers['X-RSA']);
  });

  it('the public key is a 2048-bit RSA SPKI; the private key survives its PKCS#8 round trip', async () => {
    const spki = fromBase64(pair.publicKey);
    expect(spki.length).toBeGreaterThan(290); // 2048-bit SPKI is 294 bytes
    const restored = await importPrivateKey(pair.privateKeyPkcs8);
    const enc = await encryptRequest({ ok: true }, key);
    expect(await decryptRequest({ value: enc.body.value, wrappedKey: enc.headers['X-RSA'], keyId: 'k1' }, restored)).toEqual({ ok: true });
  });

  it('a tampered body, another key id (authenticated data) or another private key → DecryptError', async () => {
    const enc = await encryptRequest({ amount: 10 }, key);
    const bytes = fromBase64(enc.body.value);
    bytes[bytes.length - 1] = bytes[bytes.length - 1]! ^ 1;
    await expect(decryptRequest({ value: toBase64(bytes), wrappedKey: enc.headers['X-RSA'], keyId: 'k1' }, pair.privateKey)).rejects.toBeInstanceOf(DecryptError);
    await expect(decryptRequest({ value: enc.body.value, wrappedKey: enc.headers['X-RSA'], keyId: 'k2' }, pair.privateKey)).rejects.toBeInstanceOf(DecryptError);
    const other = await generateKeyPair();
    await expect(decryptRequest({ value: enc.body.value, wrappedKey: enc.headers['X-RSA'], keyId: 'k1' }, other.privateKey)).rejects.toBeInstanceOf(DecryptError);
    await expect(decryptRequest({ value: 'not base64!', wrappedKey: 'x', keyId: 'k1' }, pair.privateKey)).rejects.toBeInstanceOf(DecryptError);
  });

  it('base64 helpers round-trip bytes larger than one chunk', () => {
    const big = new Uint8Array(100_000).map((_, i) => i % 256);
    expect(fromBase64(toBase64(big))).toEqual(big);
  });
});
