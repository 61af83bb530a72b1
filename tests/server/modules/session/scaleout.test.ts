// Two API instances on one database (scale-out): sessions, encryption keys, throttles and
// lockouts live in the database, so any instance honours what another one decided.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Client, createAccount, openWorld, startAnotherServer, uniqueName, type TestWorld } from '../../support/world.ts';
import { removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';

describe.each(dbLegs())('accounts: two instances on $name', (leg) => {
  let a: TestWorld;
  let b: TestWorld;

  beforeAll(async () => {
    if (!leg.available) return;
    a = await openWorld(leg);
    const second: FastifyInstance = await startAnotherServer(a);
    b = { ...a, app: second };
  });
  afterAll(async () => {
    await closeServers();
    await a?.dispose();
    removeTemps();
  });

  describe.skipIf(!leg.available)('', () => {
    it('Login: a session opened on one instance works on the other; logout on the other ends it everywhere', async () => {
      const username = uniqueName('two');
      await createAccount(a, { brand: 'pebble', username, password: 'Secret123', type: 'member' });
      const onA = new Client(a, 'pebble.localhost', '10.8.0.1');
      await onA.login(username, 'Secret123');
      const onB = new Client(b, 'pebble.localhost', '10.8.0.1');
      onB.token = onA.token;
      expect((await onB.get('/wps/member/info')).status).toBe(200);
      await onB.send('DELETE', '/wps/session/logout');
      expect((await onA.get('/wps/member/info')).status).toBe(401);
    });

    it('Encrypted body: a body encrypted with the key of one instance is accepted by the other, once', async () => {
      const username = uniqueName('two');
      await createAccount(a, { brand: 'pebble', username, password: 'Secret123', type: 'member' });
      const onA = new Client(a, 'pebble.localhost', '10.8.0.2');
      const onB = new Client(b, 'pebble.localhost', '10.8.0.2');
      const sealed = await onA.seal({ username, password: 'Secret123', type: 'username' });
      expect((await onB.post('/wps/session/login', sealed.body, { headers: sealed.headers })).status).toBe(200);
      expect((await onA.post('/wps/session/login', sealed.body, { headers: sealed.headers })).envelope.errorCode).toBe('encryption.replay');
    });

    it('Throttle: a captcha on one instance throttles the same IP on the other within the second', async () => {
      const onA = new Client(a, 'lotus.localhost', '10.8.0.3');
      const onB = new Client(b, 'lotus.localhost', '10.8.0.3');
      a.clock.advance(1100);
      expect((await onA.get('/wps/captcha')).status).toBe(200);
      expect((await onB.get('/wps/captcha')).status).toBe(429);
    });

    it('Login: a lockout reached on one instance holds on the other', async () => {
      const username = uniqueName('two');
      await createAccount(a, { brand: 'pebble', username, password: 'Secret123', type: 'member' });
      for (let i = 0; i < 10; i++) await new Client(i % 2 ? a : b, 'pebble.localhost', `10.8.1.${i}`).login(username, 'Wrong1234');
      expect((await new Client(b, 'pebble.localhost', '10.8.2.1').login(username, 'Secret123')).envelope.errorCode).toBe('login.locked');
      expect((await new Client(a, 'pebble.localhost', '10.8.2.2').login(username, 'Secret123')).envelope.errorCode).toBe('login.locked');
    });
  });
});
