// Hybrid encryption of "(enc)" request bodies (the encrypted body, docs/spec/api.md), replacing the original
// platform's unpadded RSA + DES with RSA-OAEP (SHA-256, 2048-bit) wrapping a fresh AES-256-GCM key per request.
// WebCrypto only (globalThis.crypto.subtle), so the browser and the server run this same file; no node: imports.

/** X-Digest value naming this scheme. */
export const ENCRYPTION_DIGEST = 'A256GCM';

/** The public half the server hands out at GET /wps/session/key/rsa. */
export interface PublicKeyInfo {
  keyId: string;
  /** base64 SPKI. */
  publicKey: string;
}

export interface EncryptedRequestParts {
  body: { value: string };
  headers: { 'X-RSA': string; 'X-Key-Id': string; 'X-Digest': typeof ENCRYPTION_DIGEST };
}

export interface GeneratedKeyPair {
  /** base64 SPKI, for clients. */
  publicKey: string;
  /** base64 PKCS#8, for the server's key store (several instances share it through the database). */
  privateKeyPkcs8: string;
  privateKey: CryptoKey;
}

/** Why a body could not be decrypted: the server maps both to request_body_required. */
export class DecryptError extends Error {}

const RSA_ALGORITHM: RsaHashedImportParams = { name: 'RSA-OAEP', hash: 'SHA-256' };
const IV_BYTES = 12;
const encoder = new TextEncoder();

function subtle(): SubtleCrypto {
  const s = globalThis.crypto?.subtle;
  if (!s) throw new Error('WebCrypto is not available (a secure context is required)');
  return s;
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // Chunks keep String.fromCharCode's argument list short for large bodies.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/** The key id is authenticated data: a body cannot be moved to another key id. */
function additionalData(keyId: string): Uint8Array<ArrayBuffer> {
  return encoder.encode(keyId);
}

/** A new RSA-OAEP key pair (2048-bit, SHA-256). */
export async function generateKeyPair(): Promise<GeneratedKeyPair> {
  const pair = await subtle().generateKey(
    { ...RSA_ALGORITHM, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await subtle().exportKey('spki', pair.publicKey));
  const pkcs8 = new Uint8Array(await subtle().exportKey('pkcs8', pair.privateKey));
  return { publicKey: toBase64(spki), privateKeyPkcs8: toBase64(pkcs8), privateKey: pair.privateKey };
}

/** The private key back from its stored PKCS#8 form. */
export function importPrivateKey(pkcs8Base64: string): Promise<CryptoKey> {
  return subtle().importKey('pkcs8', fromBase64(pkcs8Base64), RSA_ALGORITHM, false, ['decrypt']);
}

/** Encrypt one request body: a fresh AES-256-GCM key and 12-byte IV, the key wrapped with the server's RSA-OAEP key. */
export async function encryptRequest(body: unknown, key: PublicKeyInfo): Promise<EncryptedRequestParts> {
  const rsa = await subtle().importKey('spki', fromBase64(key.publicKey), RSA_ALGORITHM, false, ['encrypt']);
  const aes = await subtle().generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plaintext = encoder.encode(JSON.stringify(body ?? {}));
  const sealed = new Uint8Array(
    await subtle().encrypt({ name: 'AES-GCM', iv, additionalData: additionalData(key.keyId) }, aes, plaintext),
  );
  const rawKey = new Uint8Array(await subtle().exportKey('raw', aes));
  const wrapped = new Uint8Array(await subtle().encrypt({ name: 'RSA-OAEP' }, rsa, rawKey));
  const value = new Uint8Array(iv.length + sealed.length);
  value.set(iv);
  value.set(sealed, iv.length);
  return {
    body: { value: toBase64(value) },
    headers: { 'X-RSA': toBase64(wrapped), 'X-Key-Id': key.keyId, 'X-Digest': ENCRYPTION_DIGEST },
  };
}

export interface EncryptedInput {
  /** The body's value: base64(iv ‖ ciphertext+tag). */
  value: string;
  /** X-RSA: base64 of the RSA-OAEP-wrapped AES key. */
  wrappedKey: string;
  /** X-Key-Id. */
  keyId: string;
}

/** Unwrap the AES key and open the body; the parsed JSON plaintext. Throws DecryptError on anything garbled. */
export async function decryptRequest(input: EncryptedInput, privateKey: CryptoKey): Promise<unknown> {
  let text: string;
  try {
    const raw = await subtle().decrypt({ name: 'RSA-OAEP' }, privateKey, fromBase64(input.wrappedKey));
    if (raw.byteLength !== 32) throw new DecryptError('the wrapped key is not an AES-256 key');
    const aes = await subtle().importKey('raw', raw, { name: 'AES-GCM' }, false, ['decrypt']);
    const value = fromBase64(input.value);
    if (value.length <= IV_BYTES + 16) throw new DecryptError('the body is too short');
    const plain = await subtle().decrypt(
      { name: 'AES-GCM', iv: value.subarray(0, IV_BYTES), additionalData: additionalData(input.keyId) },
      aes,
      value.subarray(IV_BYTES),
    );
    text = new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch (err) {
    throw err instanceof DecryptError ? err : new DecryptError('the body could not be decrypted');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new DecryptError('the decrypted body is not JSON');
  }
}
