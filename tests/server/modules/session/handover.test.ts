// One-time handover codes instead of a session token in the address ("Handover code", docs/spec/rules.md: the app's
// start-up token in the address is a one-time code, never the session token): ASVS V7.2.4 (a new session token on
// sign-in), V14.2.1 (no session token in URLs).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HandoverCode, LoginResult, MemberInfo } from '../../../../src/generated/types.ts';
import { validateHandoverCode, validateLoginResult } from '../../../../src/generated/validators.js';
import { redactUrl } from '../../../../src/server/http/logging.ts';
import { pruneExpired } from '../../../../src/server/security/housekeeping.ts';
import { sha256 } from '../../../../src/server/security/tokens.ts';
import { Client, createAccount, openWorld, uniqueName, type TestWorld } from '../../support/world.ts';
import { removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';

const PASSWORD = 'river2468';

describe('the code in the address is masked in request logs', () => {
  it('/?handover=<code> is logged as handover=***, the rest of the address kept', () => {
    expect(redactUrl('/lottery?gameCode=X&handover=abc123def456')).toBe('/lottery?gameCode=X&handover=***');
  });
});

describe.each(dbLegs())('accounts: session handover on $name', (leg) => {
  let world: TestWorld;
  let ipSeq = 0;
  const ip = (): string => `10.9.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

  beforeAll(async () => {
    if (!leg.available) return;
    world = await openWorld(leg);
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  const lotus = (addr = ip()) => new Client(world, 'lotus.localhost', addr);

  async function signedIn(): Promise<{ c: Client; username: string }> {
    const username = uniqueName('ho');
    await createAccount(world, { brand: 'lotus', username, password: PASSWORD, type: 'member' });
    const c = lotus();
    expect((await c.login(username, PASSWORD)).status).toBe(200);
    return { c, username };
  }

  const issue = async (c: Client): Promise<string> => {
    const res = await c.post<HandoverCode>('/wps/session/handover');
    expect(res.status, JSON.stringify(res.envelope)).toBe(200);
    return res.envelope.value.code;
  };
  const exchange = (c: Client, code: string) => c.post<LoginResult>('/wps/session/handover/exchange', { code });

  describe.skipIf(!leg.available)('', () => {
    it('a signed-in member gets a one-time code valid 60 s; it is stored only as a hash', async () => {
      const { c } = await signedIn();
      const res = await c.post<HandoverCode>('/wps/session/handover');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(validateHandoverCode(res.envelope.value)).toBe(true);
      expect(res.envelope.value).toMatchObject({ expiresIn: 60 });
      const { code } = res.envelope.value;
      const rows = await world.db.query<{ code_hash: string }>('SELECT code_hash FROM handover_codes WHERE code_hash = $1', [sha256(code)]);
      expect(rows.rowCount).toBe(1);
      const clear = await world.db.query('SELECT 1 FROM handover_codes WHERE code_hash = $1', [code]);
      expect(clear.rowCount).toBe(0);
    });

    it('a guest cannot get one (login.not_session)', async () => {
      const res = await lotus().post('/wps/session/handover');
      expect(res).toMatchObject({ status: 401, envelope: { errorCode: 'login.not_session' } });
    });

    it('the exchange opens a NEW session of that member (a token of its own, not the issuer\'s)', async () => {
      const { c, username } = await signedIn();
      const code = await issue(c);
      const tab = lotus();
      const res = await exchange(tab, code);
      expect(res.status, JSON.stringify(res.envelope)).toBe(200);
      expect(validateLoginResult(res.envelope.value)).toBe(true);
      expect(res.envelope.value.userName).toBe(username);
      expect(res.envelope.value.token).not.toBe(c.token);
      tab.token = res.envelope.value.token;
      expect((await tab.get<MemberInfo>('/wps/member/info')).envelope.value.account).toBe(username);
      // both sessions live on
      expect((await c.get('/wps/member/info')).status).toBe(200);
    });

    it('single use: a second exchange of the same code → handover.invalid', async () => {
      const { c } = await signedIn();
      const code = await issue(c);
      expect((await exchange(lotus(), code)).status).toBe(200);
      const again = await exchange(lotus(), code);
      expect(again).toMatchObject({ status: 400, envelope: { success: false, errorCode: 'handover.invalid', message: 'This sign-in link is invalid or has expired. Please log in.' } });
    });

    it('expires after 60 s, and the late attempt uses it up too', async () => {
      const { c } = await signedIn();
      const code = await issue(c);
      world.clock.advance(61_000);
      expect((await exchange(lotus(), code)).envelope.errorCode).toBe('handover.invalid');
      const fresh = await issue(c);
      world.clock.advance(59_000);
      expect((await exchange(lotus(), fresh)).status).toBe(200);
    });

    it('bound to its brand: another brand refuses it, and that failed try uses it up', async () => {
      const { c } = await signedIn();
      const code = await issue(c);
      const other = await new Client(world, 'pebble.localhost', ip()).post('/wps/session/handover/exchange', { code });
      expect(other.envelope.errorCode).toBe('handover.invalid');
      expect((await exchange(lotus(), code)).envelope.errorCode).toBe('handover.invalid');
    });

    it('dies with the session that asked for it (logout in between)', async () => {
      const { c } = await signedIn();
      const code = await issue(c);
      expect((await c.post('/wps/session/logout')).status).toBe(200);
      expect((await exchange(lotus(), code)).envelope.errorCode).toBe('handover.invalid');
    });

    it('an unknown or malformed code → handover.invalid / request_param_err, never a 500', async () => {
      expect((await exchange(lotus(), 'x'.repeat(43))).envelope.errorCode).toBe('handover.invalid');
      expect((await lotus().post('/wps/session/handover/exchange', { code: 'x'.repeat(500) })).envelope.errorCode).toBe('request_param_err');
      expect((await lotus().post('/wps/session/handover/exchange', {})).status).toBe(400);
    });

    it('housekeeping drops codes a day after they expired', async () => {
      const { c } = await signedIn();
      const code = await issue(c);
      const count = async () => (await world.db.query('SELECT 1 FROM handover_codes WHERE code_hash = $1', [sha256(code)])).rowCount;
      await pruneExpired(world.db, world.clock);
      expect(await count()).toBe(1);
      world.clock.advance(60_000 + 24 * 3_600_000 + 1000);
      await pruneExpired(world.db, world.clock);
      expect(await count()).toBe(0);
    });

    it('discard: the player kept the tab\'s other account, so the session the code opened ends', async () => {
      const { c } = await signedIn();
      const tab = lotus();
      const opened = await exchange(tab, await issue(c));
      const token = opened.envelope.value.token;
      // sent from the tab that keeps its own session (c's token in Authorization)
      expect((await c.post('/wps/session/handover/discard', { token })).status).toBe(200);
      expect((await tab.get('/wps/member/info', { token })).status).toBe(401);
      expect((await c.get('/wps/member/info')).status).toBe(200);
      // idempotent, and never a 401 (the app would end the tab's own session on one)
      expect((await c.post('/wps/session/handover/discard', { token })).status).toBe(200);
      expect((await c.post('/wps/session/handover/discard', { token: 'no-such-token' })).status).toBe(200);
    });
  });
});
