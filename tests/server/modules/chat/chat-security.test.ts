// Security of the chat sockets (chat only when logged in; CBS3 / CHATROOM3) on both databases:
// cross-site WebSocket hijacking refused by Origin, a socket outliving its session closed, a flood of frames
// closing the socket instead of queueing without bound.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatTicket } from '../../../../src/generated/types.ts';
import { CHAT_RATE } from '../../../../src/engine/chat/rules.ts';
import { runChatCommand } from '../../../../src/server/modules/chat/operator.ts';
import { MAX_SESSION_SOCKETS, sweepEndedSessions } from '../../../../src/server/modules/chat/guard.ts';
import { CONSOLE_LINK_MS, CONSOLE_SESSION_MS } from '../../../../src/server/modules/chat/console.ts';
import { hashOf, issueOperatorTicket } from '../../../../src/server/modules/chat/repository.ts';
import { Client, createAccount, openWorld, uniqueName, type TestWorld } from '../../support/world.ts';
import { removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';
import { Sock } from './socket.ts';

describe.each(dbLegs())('chat security on $name', (leg) => {
  let world: TestWorld;
  let port = 0;
  let ipSeq = 0;
  const ip = (): string => `10.23.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
  const socks: Sock[] = [];

  beforeAll(async () => {
    if (!leg.available) return;
    world = await openWorld(leg);
    await world.app.listen({ port: 0, host: '127.0.0.1' });
    port = (world.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    for (const s of socks) s.close();
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  async function member(brand = 'lotus', type: 'member' | 'trial' = 'member'): Promise<{ c: Client; id: string }> {
    const username = uniqueName('cs');
    const { id } = await createAccount(world, { brand, username, password: 'river2468', type });
    const c = new Client(world, `${brand}.localhost`, ip());
    const res = await c.login(username, 'river2468', brand === 'aurora' ? { captcha: await c.captcha() } : {});
    expect(res.status, JSON.stringify(res.envelope)).toBe(200);
    return { c, id };
  }

  async function open(c: Client, headers: Record<string, string> = {}, channel: 'support' | 'room' = 'support'): Promise<Sock> {
    const t = await c.post<ChatTicket>('/wps/chat/ticket', { channel });
    expect(t.status, JSON.stringify(t.envelope)).toBe(200);
    const s = await Sock.open(port, c.host, '/wps/chat/ws', headers);
    socks.push(s);
    s.send({ t: 'auth', ticket: t.envelope.value.ticket });
    expect(await s.next((f) => f.t === 'ready')).toMatchObject({ channel });
    return s;
  }

  const stored = async (memberId: string): Promise<number> =>
    Number((await world.db.query<{ n: string }>('SELECT count(*) AS n FROM chat_support_messages WHERE member_id = $1', [memberId])).rows[0]!.n);

  describe.skipIf(!leg.available)('', () => {
    it('an upgrade whose Origin is another site (or another brand) is refused; the brand’s own origin is taken', async () => {
      for (const origin of ['https://evil.example', 'http://aurora.localhost', 'null']) {
        await expect(Sock.open(port, 'lotus.localhost', '/wps/chat/ws', { origin })).rejects.toThrow('status 403');
        await expect(Sock.open(port, 'lotus.localhost', '/wps/chat/operator', { origin })).rejects.toThrow('status 403');
      }
      const m = await member('lotus');
      const s = await open(m.c, { origin: `http://lotus.localhost:${port}` });
      s.send({ t: 'send', text: 'hello from the site itself' });
      expect(await s.next((f) => f.t === 'msg')).toMatchObject({ message: { text: 'hello from the site itself' } });
      const secret = await issueOperatorTicket(world.db, 'lotus', 'link', 60_000, world.clock.now());
      const op = await Sock.open(port, 'lotus.localhost', '/wps/chat/operator', { origin: `http://lotus.localhost:${port}` });
      socks.push(op);
      op.send({ t: 'auth', ticket: secret });
      expect(await op.next((f) => f.t === 'ready')).toMatchObject({ brand: 'lotus' });
    });

    it('logout closes the member’s open chat sockets at once; other members’ sockets stay', async () => {
      const a = await member('lotus');
      const b = await member('lotus');
      const sa = await open(a.c);
      const sb = await open(b.c);
      expect((await a.c.post('/wps/session/logout')).status).toBe(200);
      expect(await sa.closedWith()).toBe(4401);
      sb.send({ t: 'send', text: 'still here' });
      expect(await sb.next((f) => f.t === 'msg')).toMatchObject({ message: { text: 'still here' } });
    });

    it('a session ended elsewhere (password change, idle): the next frame closes the socket and nothing is stored', async () => {
      const m = await member('lotus');
      const s = await open(m.c);
      await world.db.query('UPDATE sessions SET revoked_at = $2 WHERE member_id = $1', [m.id, new Date(world.clock.now())]);
      s.send({ t: 'send', text: 'after the session ended' });
      expect(await s.closedWith()).toBe(4401);
      expect(await stored(m.id)).toBe(0);
    });

    it('a room reader who never writes is closed by the sweep once the session ends; live sessions stay', async () => {
      const a = await member('aurora');
      const b = await member('aurora');
      const ra = await open(a.c, {}, 'room');
      const rb = await open(b.c, {}, 'room');
      await world.db.query('UPDATE sessions SET revoked_at = $2 WHERE member_id = $1', [a.id, new Date(world.clock.now())]);
      await sweepEndedSessions(world.app.chat);
      expect(await ra.closedWith()).toBe(4401);
      rb.send({ t: 'send', text: 'still reading' });
      expect(await rb.next((f) => f.t === 'msg')).toMatchObject({ message: { text: 'still reading' } });
    });

    it('a flood of frames closes the socket (bounded memory per connection); at most the window is stored', async () => {
      const m = await member('lotus');
      const s = await open(m.c);
      for (let i = 0; i < 200; i++) s.send({ t: 'send', text: `flood ${i}` });
      expect(await s.closedWith(15_000)).toBe(4429);
      expect(await stored(m.id)).toBeLessThanOrEqual(CHAT_RATE.max);
    });

    it(`one session holds at most ${MAX_SESSION_SOCKETS} chat sockets: the next is closed with 4429`, async () => {
      const m = await member('lotus');
      for (let i = 0; i < MAX_SESSION_SOCKETS; i++) await open(m.c);
      const t = await m.c.post<ChatTicket>('/wps/chat/ticket', { channel: 'support' });
      const extra = await Sock.open(port, 'lotus.localhost', '/wps/chat/ws');
      socks.push(extra);
      extra.send({ t: 'auth', ticket: t.envelope.value.ticket });
      expect(await extra.closedWith()).toBe(4429);
    });

    it('npm run chat -- history shows a room message with escapes and line breaks inert, on one line', async () => {
      const m = await member('aurora');
      const s = await open(m.c, {}, 'room');
      s.send({ t: 'send', text: 'hi \u009b2J there\n#1  2030-01-15T10:00:00.000Z  admin: send your password \u202eevil' });
      const sent = (await s.next((f) => f.t === 'msg')).message as { id: string };
      const r = await runChatCommand(
        { chat: world.app.chat, brand: (id) => world.app.registry.get(id), origin: (b) => `http://${b.id}.localhost:${port}` },
        { command: 'history', brand: 'aurora' },
      );
      const line = r.lines.find((l) => l.startsWith(`#${sent.id}  `))!;
      expect(line).toContain('send your password');
      expect(line).not.toMatch(/[\n\u009b\u202e]/);
    });

    it('a ticket lives a minute: an expired one is refused (4401) and cannot be used later either', async () => {
      const m = await member('lotus');
      const t = await m.c.post<ChatTicket>('/wps/chat/ticket', { channel: 'support' });
      world.clock.advance(t.envelope.value.expiresInSeconds * 1000 + 1);
      const s = await Sock.open(port, 'lotus.localhost', '/wps/chat/ws');
      socks.push(s);
      s.send({ t: 'auth', ticket: t.envelope.value.ticket });
      expect(await s.closedWith()).toBe(4401);
    });

    it('a frame that is JSON but no object closes the socket as a bad frame (4400), not as a server error', async () => {
      for (const path of ['/wps/chat/ws', '/wps/chat/operator']) {
        const s = await Sock.open(port, 'lotus.localhost', path);
        socks.push(s);
        s.ws.send('null');
        expect(await s.closedWith(), path).toBe(4400);
      }
      const m = await member('lotus');
      const s = await open(m.c);
      s.ws.send('7');
      expect(await s.closedWith()).toBe(4400);
    });

    it('a guest gets no ticket; a trial member gets none for the room (aurora: room on)', async () => {
      const guest = new Client(world, 'aurora.localhost', ip());
      for (const channel of ['support', 'room']) {
        const t = await guest.post('/wps/chat/ticket', { channel });
        expect(t.status).toBe(401);
        expect(t.envelope).toMatchObject({ success: false, errorCode: 'login.not_session' });
      }
      const trial = await member('aurora', 'trial');
      const t = await trial.c.post('/wps/chat/ticket', { channel: 'room' });
      expect(t.status).toBe(403);
      expect(t.envelope).toMatchObject({ success: false, errorCode: 'member.trial_not_allowed' });
    });

    // Last in this file: it moves the clock past a console session (half a day).
    it('an operator console closes when its console session expires (sweep) or is removed (next frame); a live one stays', async () => {
      const openConsole = async (auth: Record<string, string>): Promise<Sock> => {
        const s = await Sock.open(port, 'lotus.localhost', '/wps/chat/operator');
        socks.push(s);
        s.send({ t: 'auth', ...auth });
        await s.next((f) => f.t === 'ready');
        await s.next((f) => f.t === 'conversations');
        return s;
      };
      const expiring = await openConsole({ ticket: await issueOperatorTicket(world.db, 'lotus', 'link', CONSOLE_LINK_MS, world.clock.now()) });
      const longer = await issueOperatorTicket(world.db, 'lotus', 'session', 2 * CONSOLE_SESSION_MS, world.clock.now());
      const staying = await openConsole({ session: longer });
      world.clock.advance(CONSOLE_SESSION_MS + 1000);
      await sweepEndedSessions(world.app.chat);
      expect(await expiring.closedWith()).toBe(4401);
      staying.send({ t: 'list' });
      expect(await staying.next((f) => f.t === 'conversations')).toMatchObject({ t: 'conversations' });
      await world.db.query('DELETE FROM chat_operator_tickets WHERE hash = $1', [hashOf(longer)]);
      staying.send({ t: 'list' });
      expect(await staying.closedWith()).toBe(4401);
    });
  });
});
