// The test world of the server tier: a server on a fresh database (PGlite or PostgreSQL) with a copy of the brands,
// a manual clock, dev tools on and a quick password hash, and a client per "browser" (its own cookies and IP) that can
// send (enc) requests. Every suite that needs one server on a database of its own opens it here.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ApiEnvelope, RsaPublicKey } from '../../../src/generated/types.ts';
import { validateEnvelope } from '../../../src/generated/validators.js';
import { encryptRequest } from '../../../src/engine/crypto/hybrid.ts';
import { ManualClock } from '../../../src/server/clock.ts';
import { openDatabase } from '../../../src/server/db/index.ts';
import type { Database } from '../../../src/server/db/types.ts';
import type { ServerOptions } from '../../../src/server/app.ts';
import { copyBrands, tempDir } from './fixtures.ts';
import type { DbLeg, DbTarget } from './legs.ts';
import { startServer } from './server.ts';

/** scrypt at 2^12 in tests (the same code, a sixteenth of the production cost): hundreds of logins stay quick. */
export const TEST_SCRYPT = { N: 2 ** 12, r: 8, p: 1 };

/** The instant every world's manual clock starts at, unless a suite brings its own clock. */
export const WORLD_START = Date.parse('2030-01-15T10:00:00Z');

export interface TestWorld {
  app: FastifyInstance;
  db: Database;
  clock: ManualClock;
  brandsDir: string;
  dispose(): Promise<void>;
}

/**
 * What a suite may change in its world. The database is always the world's own (a fresh one on the leg, or the suite's
 * target); every other server option passes through (distDir: makeDist() for a built app, devTools: false, a logger,
 * providers…).
 */
export interface WorldOptions extends Partial<Omit<ServerOptions, 'db' | 'dataDir' | 'databaseUrl' | 'clock'>> {
  /** A brands folder the suite prepared itself (default: a fresh copy of brands/). */
  brandsDir?: string | undefined;
  /** A manual clock the suite holds (default: one at WORLD_START). */
  clock?: ManualClock | undefined;
  /** Edits the brands folder before the server loads it (flags off, a broken file, extra assets). */
  editBrands?: (dir: string) => void;
  /**
   * A database the suite also reaches by its address (leg.target()), for an operator command run on it after the
   * server: the world opens and migrates it, its dispose only closes it, and the suite disposes the target.
   */
  target?: DbTarget | undefined;
}

async function openTarget(target: DbTarget): Promise<{ db: Database; dispose(): Promise<void> }> {
  const db = await openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  return { db, dispose: () => db.close() };
}

export async function openWorld(leg: DbLeg, opts: WorldOptions = {}): Promise<TestWorld> {
  const { editBrands, brandsDir = copyBrands(), clock = new ManualClock(WORLD_START), target, ...rest } = opts;
  const { db, dispose } = target ? await openTarget(target) : await leg.open();
  try {
    editBrands?.(brandsDir);
    const app = await startServer({
      brandsDir,
      db,
      distDir: tempDir('nodist'),
      clock,
      devTools: true,
      accounts: { scrypt: TEST_SCRYPT },
      ...rest,
    });
    return { app, db, clock, brandsDir, dispose };
  } catch (e) {
    // a server that refused to start leaves no database behind
    await dispose();
    throw e;
  }
}

/**
 * Another server on the world's database, brands and clock, as a second instance behind the load balancer or a restart
 * would start: dev tools and the password cost as the world's, unless the suite says otherwise.
 */
export function startAnotherServer(world: TestWorld, opts: Partial<ServerOptions> = {}): Promise<FastifyInstance> {
  return startServer({
    brandsDir: world.brandsDir,
    db: world.db,
    distDir: tempDir('nodist'),
    clock: world.clock,
    devTools: true,
    accounts: { scrypt: TEST_SCRYPT },
    ...opts,
  });
}

export interface Answer<T = unknown> {
  status: number;
  envelope: ApiEnvelope & { value: T };
  headers: LightMyRequestResponse['headers'];
  raw: LightMyRequestResponse;
}

export interface SendOptions {
  body?: unknown;
  token?: string | null;
  headers?: Record<string, string>;
  /** Send the body through the hybrid encryption (an "(enc)" endpoint). */
  enc?: boolean;
  /** form-urlencoded instead of JSON. */
  form?: boolean;
}

/** One browser: a host (brand), an IP, a cookie jar, and the session token once logged in. */
export class Client {
  readonly cookies = new Map<string, string>();
  token: string | null = null;

  constructor(
    readonly world: TestWorld,
    readonly host: string,
    readonly ip = '127.0.0.1',
  ) {}

  private cookieHeader(): string | undefined {
    if (!this.cookies.size) return undefined;
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keep(res: LightMyRequestResponse): void {
    for (const c of res.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (c.maxAge === 0 || c.value === '') this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }

  async key(): Promise<RsaPublicKey> {
    const res = await this.send<RsaPublicKey>('GET', '/wps/session/key/rsa');
    return res.envelope.value;
  }

  /** The encrypted body and headers for a plaintext body, with this server's current key. */
  async seal(body: unknown, key?: RsaPublicKey): Promise<{ body: unknown; headers: Record<string, string> }> {
    const k = key ?? (await this.key());
    const enc = await encryptRequest(body, { keyId: k.keyId, publicKey: k.publicKey });
    return { body: enc.body, headers: { ...enc.headers } };
  }

  async send<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, opts: SendOptions = {}): Promise<Answer<T>> {
    let body = opts.body;
    // The app always sends Language; EN here unless a test asks for another (lotus defaults to BN).
    let headers: Record<string, string> = { host: this.host, language: 'EN', ...opts.headers };
    if (opts.enc) {
      const sealed = await this.seal(body ?? {});
      body = sealed.body;
      headers = { ...headers, ...sealed.headers };
    }
    const token = opts.token === undefined ? this.token : opts.token;
    if (token) headers.authorization = token;
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    let payload: string | undefined;
    if (body !== undefined) {
      if (opts.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        payload = new URLSearchParams(body as Record<string, string>).toString();
      } else {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(body);
      }
    }
    const res = await this.world.app.inject({ method, url, headers, remoteAddress: this.ip, ...(payload !== undefined ? { payload } : {}) });
    this.keep(res);
    const envelope = JSON.parse(res.body) as ApiEnvelope & { value: T };
    if (!validateEnvelope(envelope)) throw new Error(`not an envelope: ${res.body}`);
    return { status: res.statusCode, envelope, headers: res.headers, raw: res };
  }

  get<T = unknown>(url: string, opts?: SendOptions): Promise<Answer<T>> {
    return this.send<T>('GET', url, opts);
  }
  post<T = unknown>(url: string, body?: unknown, opts?: SendOptions): Promise<Answer<T>> {
    return this.send<T>('POST', url, { ...opts, body });
  }
  put<T = unknown>(url: string, body?: unknown, opts?: SendOptions): Promise<Answer<T>> {
    return this.send<T>('PUT', url, { ...opts, body });
  }

  /** A fresh captcha for this browser and its answer (through the dev tool, as an e2e test would). */
  async captcha(): Promise<string> {
    this.world.clock.advance(1100); // captcha requests are throttled to one per second per IP
    const img = await this.get<string>('/wps/captcha');
    if (!img.envelope.success) throw new Error(`captcha: ${img.envelope.errorCode}`);
    const answer = await this.get<string>('/__dev/captcha');
    return answer.envelope.value;
  }

  async login(username: string, password: string, extra: Record<string, unknown> = {}, opts: SendOptions = {}): Promise<Answer<{ token: string }>> {
    const res = await this.post<{ token: string }>('/wps/session/login', { username, password, type: 'username', ...extra }, { ...opts, enc: true });
    if (res.envelope.success) this.token = res.envelope.value.token;
    return res;
  }
}

export interface OutboxRow {
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
}

export async function outbox(world: TestWorld, brand: string, to: string): Promise<OutboxRow[]> {
  const r = await world.db.query<OutboxRow>(
    'SELECT channel, recipient, subject, body FROM outbox WHERE brand_id = $1 AND recipient = $2 ORDER BY id DESC',
    [brand, to],
  );
  return r.rows;
}

/** The 6-digit code of the newest message to a recipient. */
export async function lastCode(world: TestWorld, brand: string, to: string): Promise<string> {
  const [m] = await outbox(world, brand, to);
  const code = /\b(\d{6})\b/.exec(m?.body ?? '')?.[1];
  if (!code) throw new Error(`no code for ${to} in the outbox`);
  return code;
}

let seq = 0;
/** A unique, valid account name (letters then digits). */
export function uniqueName(prefix = 'user'): string {
  seq += 1;
  return `${prefix}${String(Date.now() % 100000).padStart(5, '0')}${seq}`.slice(0, 13);
}

export async function createAccount(world: TestWorld, body: Record<string, unknown>): Promise<{ id: string; username: string }> {
  const res = await world.app.inject({ method: 'POST', url: '/__dev/accounts', payload: body });
  const e = JSON.parse(res.body) as ApiEnvelope;
  if (!e.success) throw new Error(`create account: ${e.message}`);
  return e.value as { id: string; username: string };
}
