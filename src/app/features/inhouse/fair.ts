// The browser's own recomputation of a round (the server's is in src/server/modules/inhouse/fair.ts): the
// verification page shows both, so a player need not trust our server to check our server.

async function hmac(serverSeed: string, message: string): Promise<Uint8Array> {
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', enc.encode(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(message)));
}

export async function sha256Hex(text: string): Promise<string> {
  const d = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return [...d].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Dice: the first 32-bit word below the largest multiple of 10,000, modulo 10,000 (hundredths). */
export async function diceRoll(serverSeed: string, clientSeed: string, nonce: number): Promise<number> {
  const limit = Math.floor(2 ** 32 / 10_000) * 10_000;
  for (let block = 0; ; block++) {
    const bytes = await hmac(serverSeed, block === 0 ? `${clientSeed}:${nonce}` : `${clientSeed}:${nonce}:${block}`);
    const view = new DataView(bytes.buffer);
    for (let i = 0; i + 4 <= bytes.length; i += 4) {
      const word = view.getUint32(i);
      if (word < limit) return word % 10_000;
    }
  }
}

/** Crash: r = first 52 bits / 2^52; crash = max(1.00, floor(99 / (1 - r)) / 100), in hundredths. */
export async function crashPoint(serverSeed: string, clientSeed: string, nonce: number): Promise<number> {
  const bytes = await hmac(serverSeed, `${clientSeed}:${nonce}`);
  const hex = [...bytes.slice(0, 7)].map((b) => b.toString(16).padStart(2, '0')).join('');
  const h = BigInt(`0x${hex}`) >> 4n;
  const e = 1n << 52n;
  return Math.min(100_000_000, Math.max(100, Number((9_900n * e) / (100n * (e - h)))));
}
