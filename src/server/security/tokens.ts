import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url: session, remember-me and reset tokens. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** What the database keeps of a token. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** n random decimal digits (verification codes, captcha answers, trial names). */
export function randomDigits(n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += String(randomInt(10));
  return out;
}

/** A salted hash of a short code: codes are never stored as sent. */
export function hashCode(code: string, salt: string): string {
  return sha256(`${salt}:${code}`);
}

export function newSalt(): string {
  return randomBytes(16).toString('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
