// Live chat (the floating bar, chat only when logged in, CBS_launchChat → value.chatUrl,
// CBS_unreadCount) and the players' room (CHATROOM3) over real WebSockets on both databases: tickets instead of
// secrets in URLs, messages stored and delivered both ways, unread replies, the sliding-window limit, mute and
// delete, rooms per brand, flags off (pebble: 404 and no upgrade).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatLaunch, ChatTicket, UnreadCount } from '../../../../src/generated/types.ts';
import { validateChatLaunch, validateChatTicket } from '../../../../src/generated/validators.js';
import { CHAT_MAX_LENGTH, CHAT_RATE } from '../../../../src/engine/chat/rules.ts';
import { issueOperatorTicket } from '../../../../src/server/modules/chat/repository.ts';
import { runChatCommand, type ChatOperatorContext } from '../../../../src/server/modules/chat/operator.ts';
import { Client, createAccount, openWorld, uniqueName, type TestWorld } from '../../support/world.ts';
import { editBrand, removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';
import { Sock } from './socket.ts';

type Json = Record<string, unknown>;
function setMod(node: Json, modId: string, enabled: string): void {
  if (node.modId === modId) node.enabled = enabled;
  for (const c of (node.childrenNodes as Json[] | undefined) ?? []) setMod(c, modId, enabled);
}

describe.each(dbLegs())('chat on $name', (leg) => {
  let world: TestWorld;
  let port = 0;
  let ipSeq = 0;
  const ip = (): string => `10.21.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
  const socks: Sock[] = [];

  beforeAll(async () => {
    if (!leg.available) return;
    // lotus: live chat on, room on here too (shipped off) so two brands' rooms can be compared; pebble: both off
    world = await openWorld(leg, {
      editBrands: (dir) => editBrand(dir, 'lotus', (b) => setMod(b.whitelabel as Json, 'CHATROOM3', '1')),
    });
    await world.app.listen({ port: 0, host: '127.0.0.1' });
    port = (world.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    for (const s of socks) s.close();
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  async function member(brand = 'aurora'): Promise<{ c: Client; id: string; username: string }> {
    const username = uniqueName('ch');
    const { id } = await createAccount(world, {
      brand,
      username,
      password: 'river2468',
      type: 'member',
    });
    const c = new Client(world, `${brand}.localhost`, ip());
    // aurora asks for the image captcha at login
    const res = await c.login(username, 'river2468', brand === 'aurora' ? { captcha: await c.captcha() } : {});
    expect(res.status, JSON.stringify(res.envelope)).toBe(200);
    return { c, id, username };
  }

  async function join(c: Client, channel: 'support' | 'room'): Promise<Sock> {
    const t = await c.post<ChatTicket>('/wps/chat/ticket', { channel });
    expect(t.status, JSON.stringify(t.envelope)).toBe(200);
    expect(validateChatTicket(t.envelope.value)).toBe(true);
    const s = await Sock.open(port, c.host, '/wps/chat/ws');
    socks.push(s);
    s.send({ t: 'auth', ticket: t.envelope.value.ticket });
    expect(await s.next((f) => f.t === 'ready')).toMatchObject({ channel });
    return s;
  }

  async function console_(brand: string): Promise<Sock> {
    const secret = await issueOperatorTicket(world.db, brand, 'link', 60_000, world.clock.now());
    const s = await Sock.open(port, `${brand}.localhost`, '/wps/chat/operator');
    socks.push(s);
    s.send({ t: 'auth', ticket: secret });
    expect(await s.next((f) => f.t === 'ready')).toMatchObject({ brand });
    return s;
  }

  const operator = (): ChatOperatorContext => ({
    chat: world.app.chat,
    brand: (id) => world.app.registry.get(id),
    origin: (b) => `http://${b.id}.localhost:${port}`,
  });

  describe.skipIf(!leg.available)('', () => {
    it('CBS_launchChat: needs a login; answers a chat page of this site carrying no secret', async () => {
      const guest = new Client(world, 'lotus.localhost', ip());
      expect((await guest.post('/wps/relay/CBS_launchChat')).status).toBe(401);
      const m = await member('lotus');
      const r = await m.c.post<ChatLaunch>('/wps/relay/CBS_launchChat');
      expect(r.status).toBe(200);
      expect(validateChatLaunch(r.envelope.value)).toBe(true);
      expect(r.envelope.value.chatUrl).toBe('/chat/support');
      expect(r.envelope.value.chatUrl).not.toContain(m.c.token!);
    });

    it('support: member ⇄ operator messages are stored and delivered both ways; unread counts unseen replies', async () => {
      const m = await member('lotus');
      const op = await console_('lotus');
      const s = await join(m.c, 'support');
      s.send({ t: 'send', text: '  Where is my deposit?  ' });
      expect((await s.next((f) => f.t === 'msg')).message).toMatchObject({
        text: 'Where is my deposit?',
        operator: false,
      });
      const seen = await op.next((f) => f.t === 'msg');
      expect(seen).toMatchObject({ memberId: m.id, username: m.username });
      op.send({
        t: 'reply',
        memberId: m.id,
        text: 'It arrived, <b>thanks</b>',
      });
      expect((await s.next((f) => f.t === 'msg')).message).toMatchObject({
        text: 'It arrived, <b>thanks</b>',
        operator: true,
      });
      const unread = await m.c.get<UnreadCount>('/wps/relay/CBS_unreadCount');
      expect(unread.envelope.value.count).toBe(1);
      s.send({ t: 'seen' });
      await expect.poll(async () => (await m.c.get<UnreadCount>('/wps/relay/CBS_unreadCount')).envelope.value.count).toBe(0);
      // history on the next join, oldest first
      const again = await join(m.c, 'support');
      expect(again.frames).toEqual([]);
      const stored = await world.db.query<{ n: string }>('SELECT count(*) AS n FROM chat_support_messages WHERE member_id = $1', [m.id]);
      expect(Number(stored.rows[0]!.n)).toBe(2);
    });

    it('a ticket is used once, belongs to its brand, and a socket without one is closed', async () => {
      const m = await member('aurora');
      const t = await m.c.post<ChatTicket>('/wps/chat/ticket', {
        channel: 'support',
      });
      const other = await Sock.open(port, 'lotus.localhost', '/wps/chat/ws');
      other.send({ t: 'auth', ticket: t.envelope.value.ticket });
      expect(await other.closedWith()).toBe(4401);
      const reuse = await Sock.open(port, 'aurora.localhost', '/wps/chat/ws');
      reuse.send({ t: 'auth', ticket: t.envelope.value.ticket });
      expect(await reuse.closedWith()).toBe(4401); // used up by the lotus attempt
      const consoleBad = await Sock.open(port, 'lotus.localhost', '/wps/chat/operator');
      consoleBad.send({ t: 'auth', ticket: 'not-a-ticket-at-all' });
      expect(await consoleBad.closedWith()).toBe(4401);
    });

    it('room: plain text up to the limit, history on join, the brand rooms are separate', async () => {
      const a = await member('aurora');
      const b = await member('aurora');
      const l = await member('lotus');
      const sa = await join(a.c, 'room');
      const sb = await join(b.c, 'room');
      const sl = await join(l.c, 'room');
      sa.send({ t: 'send', text: '<img src=x onerror=alert(1)>' });
      const got = await sb.next((f) => f.t === 'msg');
      expect(got.message).toMatchObject({
        from: a.username,
        text: '<img src=x onerror=alert(1)>',
      });
      sa.send({ t: 'send', text: 'x'.repeat(CHAT_MAX_LENGTH + 1) });
      expect(await sa.next((f) => f.t === 'error')).toMatchObject({
        code: 'chat.message_invalid',
      });
      await new Promise((r) => setTimeout(r, 100));
      expect(sl.frames.filter((f) => f.t === 'msg')).toEqual([]);
      const late = await join(b.c, 'room');
      void late;
      const history = await runChatCommand(operator(), {
        command: 'history',
        brand: 'aurora',
      });
      expect(history.lines.some((x) => x.includes('<img src=x'))).toBe(true);
      expect(
        (
          await runChatCommand(operator(), {
            command: 'history',
            brand: 'lotus',
          })
        ).lines.some((x) => x.includes('<img')),
      ).toBe(false);
    });

    it('room: a sliding window per member that a success does not reset', async () => {
      const m = await member('aurora');
      const s = await join(m.c, 'room');
      for (let i = 0; i < CHAT_RATE.max; i++) {
        s.send({ t: 'send', text: `hello ${i}` });
        await s.next((f) => f.t === 'msg' && (f.message as Json).text === `hello ${i}`);
      }
      s.send({ t: 'send', text: 'one too many' });
      expect(await s.next((f) => f.t === 'error')).toMatchObject({
        code: 'chat.limited',
      });
      world.clock.advance(CHAT_RATE.windowMs + 1);
      s.send({ t: 'send', text: 'after the window' });
      expect((await s.next((f) => f.t === 'msg')).message).toMatchObject({
        text: 'after the window',
      });
      const n = await world.db.query<{ n: string }>('SELECT count(*) AS n FROM chat_room_messages WHERE member_id = $1', [m.id]);
      expect(Number(n.rows[0]!.n)).toBe(CHAT_RATE.max + 1);
    });

    it('room: the operator mutes a member for a while and deletes a message from every client', async () => {
      const bad = await member('aurora');
      const other = await member('aurora');
      const sb = await join(bad.c, 'room');
      const so = await join(other.c, 'room');
      sb.send({ t: 'send', text: 'spam spam' });
      const msg = (await so.next((f) => f.t === 'msg')).message as Json;
      await runChatCommand(operator(), {
        command: 'mute',
        brand: 'aurora',
        username: bad.username,
        minutes: '30',
      });
      expect(await sb.next((f) => f.t === 'muted')).toHaveProperty('until');
      sb.send({ t: 'send', text: 'more spam' });
      expect(await sb.next((f) => f.t === 'error')).toMatchObject({
        code: 'chat.muted',
      });
      await runChatCommand(operator(), {
        command: 'delete',
        brand: 'aurora',
        id: String(msg.id),
      });
      expect(await so.next((f) => f.t === 'deleted')).toEqual({
        t: 'deleted',
        id: msg.id,
      });
      expect(await sb.next((f) => f.t === 'deleted')).toEqual({
        t: 'deleted',
        id: msg.id,
      });
      await expect(
        runChatCommand(operator(), {
          command: 'delete',
          brand: 'aurora',
          id: String(msg.id),
        }),
      ).rejects.toThrow(/no message/);
      const fresh = await join(other.c, 'room');
      void fresh;
      const hist = await runChatCommand(operator(), {
        command: 'history',
        brand: 'aurora',
      });
      expect(hist.lines.some((x) => x.startsWith(`#${msg.id} `))).toBe(false);
      // the member's app keeps its session alive meanwhile (a socket does not outlive an idle session)
      for (let i = 0; i < 3; i++) {
        world.clock.advance(10 * 60_000 + 20_000);
        expect((await bad.c.get('/wps/relay/CBS_unreadCount')).status).toBe(200);
      }
      sb.send({ t: 'send', text: 'I behave now' });
      expect((await sb.next((f) => f.t === 'msg' && (f.message as Json).text === 'I behave now')).message).toMatchObject({ from: bad.username });
      await runChatCommand(operator(), {
        command: 'unmute',
        brand: 'aurora',
        username: bad.username,
      });
    });

    it('flags off: pebble answers 404 to every chat endpoint and refuses the socket upgrade; lotus shipped room off is 404 too', async () => {
      const m = await member('pebble');
      expect((await m.c.post('/wps/relay/CBS_launchChat')).status).toBe(404);
      expect((await m.c.get('/wps/relay/CBS_unreadCount')).status).toBe(404);
      expect((await m.c.get('/wps/relay/CBS_modelList')).status).toBe(404);
      expect((await m.c.post('/wps/chat/ticket', { channel: 'support' })).status).toBe(404);
      expect((await m.c.post('/wps/chat/ticket', { channel: 'room' })).status).toBe(404);
      await expect(Sock.open(port, 'pebble.localhost', '/wps/chat/ws')).rejects.toThrow('status 404');
      await expect(Sock.open(port, 'pebble.localhost', '/wps/chat/operator')).rejects.toThrow('status 404');
      const page = await world.app.inject({
        method: 'GET',
        url: '/operator/chat',
        headers: { host: 'pebble.localhost' },
      });
      expect(page.statusCode).toBe(404);
      await expect(runChatCommand(operator(), { command: 'console', brand: 'pebble' })).rejects.toThrow(/off/);
    });

    it('operator console page: served with a strict CSP; npm run chat -- console prints a one-time link with the secret in the fragment', async () => {
      const page = await world.app.inject({
        method: 'GET',
        url: '/operator/chat',
        headers: { host: 'lotus.localhost' },
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      const r = await runChatCommand(operator(), {
        command: 'console',
        brand: 'lotus',
      });
      const link = new URL(r.lines[0]!);
      expect(link.pathname).toBe('/operator/chat');
      expect(link.search).toBe('');
      const s = await Sock.open(port, 'lotus.localhost', '/wps/chat/operator');
      s.send({ t: 'auth', ticket: link.hash.slice(1) });
      const ready = await s.next((f) => f.t === 'ready');
      expect(typeof ready.session).toBe('string');
      s.close();
      const again = await Sock.open(port, 'lotus.localhost', '/wps/chat/operator');
      again.send({ t: 'auth', ticket: link.hash.slice(1) });
      expect(await again.closedWith()).toBe(4401);
      const bySession = await Sock.open(port, 'lotus.localhost', '/wps/chat/operator');
      socks.push(bySession);
      bySession.send({ t: 'auth', session: ready.session });
      expect(await bySession.next((f) => f.t === 'ready')).toMatchObject({
        brand: 'lotus',
      });
      const hashes = await world.db.query<{ hash: string }>('SELECT hash FROM chat_operator_tickets');
      expect(hashes.rows.some((x) => x.hash === link.hash.slice(1))).toBe(false);
    });
  });
});
