// Inbox (messageV2) of the member center: CSP_unreadCount and CSP_getInbox (the platform's engagement endpoints, modID
// INBOX3), read / read all / delete, postMessage for system events, the operator command.
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxList, InboxMessageItem, UnreadCount } from '../../../../src/generated/types.ts';
import { validateInboxList, validateUnreadCount } from '../../../../src/generated/validators.js';
import { postMessage } from '../../../../src/server/modules/inbox/post.ts';
import { Client, createAccount, openWorld, uniqueName, type TestWorld } from '../../support/world.ts';
import { removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';

describe.each(dbLegs())('inbox on $name', (leg) => {
  let world: TestWorld;
  let ipSeq = 0;
  const ip = (): string => `10.9.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

  beforeAll(async () => {
    if (!leg.available) return;
    // pebble ships without the inbox module (INBOX3 off)
    world = await openWorld(leg);
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  async function member(brand = 'lotus'): Promise<{ c: Client; id: string }> {
    const username = uniqueName('ib');
    const { id } = await createAccount(world, { brand, username, password: 'river2468', type: 'member' });
    const c = new Client(world, `${brand}.localhost`, ip());
    const res = await c.login(username, 'river2468');
    expect(res.status, JSON.stringify(res.envelope)).toBe(200);
    return { c, id };
  }

  const post = (brandId: string, memberId: string, title: string, at = new Date(world.clock.now())) =>
    postMessage(world.db, { brandId, memberId, title, body: `${title} body`, kind: 'system' }, at);

  describe.skipIf(!leg.available)('', () => {
    it('CSP_unreadCount counts only the member’s own unread messages; a guest gets login.not_session', async () => {
      const a = await member();
      const b = await member();
      await post('lotus', a.id, 'one');
      await post('lotus', a.id, 'two');
      await post('lotus', b.id, 'other member');
      const res = await a.c.get<UnreadCount>('/wps/relay/CSP_unreadCount');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(validateUnreadCount(res.envelope.value)).toBe(true);
      expect(res.envelope.value.count).toBe(2);
      const guest = await new Client(world, 'lotus.localhost', ip()).get('/wps/relay/CSP_unreadCount');
      expect(guest.status).toBe(401);
      expect(guest.envelope.errorCode).toBe('login.not_session');
    });

    it('CSP_getInbox pages newest first with totals; another brand’s host sees none of them', async () => {
      const a = await member();
      const t0 = world.clock.now();
      for (let i = 1; i <= 12; i++) await post('lotus', a.id, `m${i}`, new Date(t0 + i * 1000));
      const first = await a.c.get<InboxList>('/wps/relay/CSP_getInbox?pageNum=1&pageSize=5');
      expect(validateInboxList(first.envelope.value)).toBe(true);
      expect(first.envelope.value).toMatchObject({ pageNum: 1, pageSize: 5, totalPages: 3, totalElements: 12, unreadCount: 12 });
      expect(first.envelope.value.content.map((m) => m.title)).toEqual(['m12', 'm11', 'm10', 'm9', 'm8']);
      const last = await a.c.get<InboxList>('/wps/relay/CSP_getInbox?pageNum=3&pageSize=5');
      expect(last.envelope.value.content.map((m) => m.title)).toEqual(['m2', 'm1']);
      const bad = await a.c.get('/wps/relay/CSP_getInbox?pageSize=500');
      expect(bad.status).toBe(400);
      expect(bad.envelope.errorCode).toBe('request_param_err');
    });

    it('CSP_readMessage marks read once and lowers the count; a message of someone else is message.not_found', async () => {
      const a = await member();
      const b = await member();
      const id = await post('lotus', a.id, 'hello');
      const theirs = await post('lotus', b.id, 'private');
      const read = await a.c.post<InboxMessageItem>('/wps/relay/CSP_readMessage', { id });
      expect(read.envelope.value).toMatchObject({ id, title: 'hello', body: 'hello body', read: true, kind: 'system' });
      expect((await a.c.get<UnreadCount>('/wps/relay/CSP_unreadCount')).envelope.value.count).toBe(0);
      const other = await a.c.post('/wps/relay/CSP_readMessage', { id: theirs });
      expect(other.status).toBe(404);
      expect(other.envelope.errorCode).toBe('message.not_found');
      // b's message is still unread: nothing changed
      expect((await b.c.get<UnreadCount>('/wps/relay/CSP_unreadCount')).envelope.value.count).toBe(1);
    });

    it('CSP_readAllMessages and CSP_deleteMessage: deleted messages leave the list and the count', async () => {
      const a = await member();
      const ids = [await post('lotus', a.id, 'x'), await post('lotus', a.id, 'y'), await post('lotus', a.id, 'z')];
      const del = await a.c.post('/wps/relay/CSP_deleteMessage', { id: ids[0] });
      expect(del.envelope.success).toBe(true);
      let list = await a.c.get<InboxList>('/wps/relay/CSP_getInbox');
      expect(list.envelope.value.totalElements).toBe(2);
      expect(list.envelope.value.unreadCount).toBe(2);
      const again = await a.c.post('/wps/relay/CSP_deleteMessage', { id: ids[0] });
      expect(again.envelope.errorCode).toBe('message.not_found');
      const all = await a.c.post<{ updated: number }>('/wps/relay/CSP_readAllMessages', {});
      expect(all.envelope.value.updated).toBe(2);
      list = await a.c.get<InboxList>('/wps/relay/CSP_getInbox');
      expect(list.envelope.value.unreadCount).toBe(0);
      expect(list.envelope.value.content.every((m) => m.read)).toBe(true);
    });

    it('trial members are refused (in_need_true_account); a brand without INBOX3 answers function.not.available', async () => {
      const trial = new Client(world, 'lotus.localhost', ip());
      const free = await trial.post<{ token: string }>('/wps/session/login/freeplay', {});
      expect(free.envelope.success, JSON.stringify(free.envelope)).toBe(true);
      trial.token = free.envelope.value.token;
      const t = await trial.get('/wps/relay/CSP_unreadCount');
      expect(t.status).toBe(403);
      expect(t.envelope.errorCode).toBe('member.trial_not_allowed');
      const p = await member('pebble');
      const off = await p.c.get('/wps/relay/CSP_getInbox');
      expect(off.envelope.errorCode).toBe('function.not.available');
    });

    it('postMessage inside a rolled-back transaction leaves no message', async () => {
      const a = await member();
      await expect(
        world.db.transaction(async (tx) => {
          await postMessage(tx, { brandId: 'lotus', memberId: a.id, title: 'paid', body: 'b', kind: 'system' }, new Date());
          throw new Error('payment failed later');
        }),
      ).rejects.toThrow('payment failed later');
      expect((await a.c.get<UnreadCount>('/wps/relay/CSP_unreadCount')).envelope.value.count).toBe(0);
    });
  });
});

describe.each(dbLegs())('npm run messages on $name', (leg) => {
  // Six CLI processes one after another, the first migrating a fresh database: a timeout like the other CLI suites'.
  it.skipIf(!leg.available)('send --to <username> and --to all reach the inbox; an unknown member fails with nothing sent', async () => {
    const target = await leg.target();
    const env = {
      ...process.env,
      BRANDS_DIR: 'brands',
      ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : { DATABASE_URL: '', DATA_DIR: target.dataDir }),
    };
    const run = (script: string, args: string[]) => {
      const r = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { encoding: 'utf8', env });
      return { status: r.status, out: `${r.stdout}${r.stderr}` };
    };
    try {
      for (const u of ['opsmsg01', 'opsmsg02'])
        expect(run('scripts/accounts.ts', ['create', '--brand', 'lotus', '--username', u, '--password', 'Amber-Kite-42', '--type', 'member']).status).toBe(0);
      const one = run('scripts/messages.ts', ['send', '--brand', 'lotus', '--to', 'OPSMSG01', '--title', 'Welcome', '--body', 'Hi there']);
      expect(one.out).toMatch(/sent "Welcome" to 1 member of lotus/);
      const all = run('scripts/messages.ts', ['send', '--brand', 'lotus', '--to', 'all', '--title', 'Notice', '--body', 'Maintenance']);
      expect(all.out).toMatch(/to 2 members of lotus/);
      const nobody = run('scripts/messages.ts', ['send', '--brand', 'lotus', '--to', 'ghost99', '--title', 'x', '--body', 'y']);
      expect(nobody.status).toBe(1);
      expect(nobody.out).toMatch(/no member ghost99/);
      const missing = run('scripts/messages.ts', ['send', '--brand', 'lotus', '--to', 'opsmsg01', '--title', 'x']);
      expect(missing.status).toBe(1);
      expect(missing.out).toMatch(/--body is required/);
    } finally {
      await target.dispose();
    }
  }, 120_000);
});
