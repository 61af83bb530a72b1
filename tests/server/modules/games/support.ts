// Harness of the games suites: the accounts world (server on PGlite or PostgreSQL, manual clock, dev tools) plus
// logged-in members per brand.
import { expect } from 'vitest';
import { Client, createAccount, uniqueName, type TestWorld } from '../../support/world.ts';

export const LOTUS = 'lotus.localhost';
export const AURORA = 'aurora.localhost';
export const PEBBLE = 'pebble.localhost';

let ipSeq = 0;
/** A fresh browser (own IP, so login throttles of one test never touch another). */
export function browser(world: TestWorld, host = LOTUS): Client {
  ipSeq += 1;
  return new Client(world, host, `10.44.${Math.floor(ipSeq / 250)}.${ipSeq % 250}`);
}

/** Not a common password: a login that proves a weak one may only change it until it does. */
export const MEMBER_PASSWORD = 'river2468';

/** A logged-in member (or trial account) of a brand. */
export async function member(world: TestWorld, host = LOTUS, type: 'member' | 'trial' = 'member', nickname = 'Player One'): Promise<{ c: Client; id: string; username: string }> {
  const brand = host.split('.')[0]!;
  const username = uniqueName('gm');
  const { id } = await createAccount(world, { brand, username, password: MEMBER_PASSWORD, type, nickname });
  const c = browser(world, host);
  let res = await c.login(username, MEMBER_PASSWORD);
  // Brands that ask every login for the image captcha (aurora): answer it through the dev tool.
  if (res.envelope.errorCode === 'login.captcha_required') res = await c.login(username, MEMBER_PASSWORD, { captcha: await c.captcha() });
  expect(res.envelope.success, JSON.stringify(res.envelope)).toBe(true);
  return { c, id, username };
}

/** A query string from parameters (undefined ones left out). */
export function qs(params: Record<string, string | number | undefined>): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) p.set(k, String(v));
  return p.toString();
}
