// Live chat (CBS3: CBS_launchChat, CBS_unreadCount, CBS_modelList; the floating bar's chat, only when logged in)
// and the players' room (CHATROOM3). The page asks POST /wps/chat/ticket with the session, opens
// /wps/chat/ws and sends the ticket as its first message: no secret in any URL. Flag off: 404 and no upgrade.
import { EventEmitter } from 'node:events';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { ChatLaunch, ChatTicket, ChatTicketRequest, UnreadCount } from '../../../generated/types.ts';
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import { CHAT_TICKET_MS, type ChatClientFrame } from '../../../engine/chat/rules.ts';
import { plainBody } from '../../http/body.ts';
import { ok } from '../../http/envelope.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { localizedMessage } from '../../http/messages.ts';
import { pathOf } from '../../http/paths.ts';
import { brandOf, refuseTrial, requireSession, services } from '../../services.ts';
import { idleMinutesFor } from '../session/index.ts';
import { chatConsoleRoutes } from './console.ts';
import { checkOrigin, frameQueue, MAX_SESSION_SOCKETS, parseFrame, sweepEndedSessions, touchSession } from './guard.ts';
import { ChatHub, send, type ChatTicketOwner } from './hub.ts';
import { builtinChatProvider, type ChatMember, type ChatProvider } from './provider.ts';
import { markSeen, mutedUntil, roomHistory, supportHistory } from './repository.ts';
import { memberSend, type ChatDeps } from './service.ts';
import { requestSchemas } from '../../../generated/request-schemas.ts';

declare module 'fastify' {
  interface FastifyInstance {
    chat: ChatDeps;
  }
}

export interface ChatOptions {
  provider?: ChatProvider | undefined;
}

const notFound = (): ApiError => new ApiError(404, ErrorCode.notFound, 'Not found');
const flagOf = (brand: LoadedBrand, channel: 'support' | 'room'): boolean => (channel === 'support' ? brand.flags.liveChat : brand.flags.chatRoom);
/** A socket that sends no ticket in this long is closed. */
const AUTH_MS = 10_000;
/** How often open member sockets are checked against their sessions (ended by idle time or a password change). */
const SESSION_SWEEP_MS = 60_000;

export async function chatRoutes(app: FastifyInstance, opts: ChatOptions): Promise<void> {
  const svc = services(app);
  const hub = new ChatHub();
  const deps: ChatDeps = { db: svc.db, hub, now: () => svc.clock.now() };
  app.decorate('chat', deps);
  // Logout ends the session's sockets at once; other ends (idle, 24 h, password change) by the sweep or the next frame.
  app.addHook('onResponse', async (request, reply) => {
    if (request.session && reply.statusCode === 200 && pathOf(request.url) === '/wps/session/logout') hub.endSession(request.session.sessionId);
  });
  const sweep = setInterval(() => {
    sweepEndedSessions(deps).catch((err: unknown) => app.log.warn({ err }, 'chat session sweep failed'));
  }, SESSION_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    hub.closeAll();
  });
  const provider = opts.provider ?? builtinChatProvider(svc.db);
  // Only chat upgrades go through @fastify/websocket: other listeners of the HTTP server's upgrades (Vite's HMR in
  // npm run dev) keep theirs, and an upgrade nobody handles is dropped instead of left hanging.
  const chatUpgrades = new EventEmitter();
  app.server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (pathOf(req.url ?? '/').startsWith('/wps/chat/')) chatUpgrades.emit('upgrade', req, socket, head);
    else if (app.server.listenerCount('upgrade') === 1) socket.destroy();
  });
  await app.register(websocket, { options: { maxPayload: 8 * 1024, server: chatUpgrades as unknown as Server } });

  const liveChatMember = (request: FastifyRequest): ChatMember => {
    const brand = brandOf(request);
    if (!brand.flags.liveChat) throw notFound();
    const s = requireSession(request);
    return {
      brand,
      memberId: s.customerId,
      username: s.username,
      language: request.language,
    };
  };

  app.post('/wps/relay/CBS_launchChat', async (request) => {
    const value: ChatLaunch = {
      chatUrl: await provider.launch(liveChatMember(request)),
    };
    return ok(value);
  });

  app.get('/wps/relay/CBS_unreadCount', async (request) => {
    const value: UnreadCount = {
      count: await provider.unread(liveChatMember(request)),
    };
    return ok(value);
  });

  // Model list of the platform's chat (its getModelList call): the built-in chat has one, the support desk.
  app.get('/wps/relay/CBS_modelList', async (request) => {
    liveChatMember(request);
    return ok({ list: [{ id: 'support', name: 'Customer service' }] });
  });

  app.post('/wps/chat/ticket', { schema: { body: requestSchemas.ChatTicketRequest } }, async (request) => {
    const brand = brandOf(request);
    const body = plainBody<ChatTicketRequest>(request);
    if (!flagOf(brand, body.channel)) throw notFound();
    const s = requireSession(request);
    if (body.channel === 'room') refuseTrial(s);
    const owner: ChatTicketOwner = {
      brandId: brand.id,
      memberId: s.customerId,
      username: s.username,
      channel: body.channel,
      language: request.language,
      sessionId: s.sessionId,
    };
    const value: ChatTicket = {
      ticket: hub.issue(owner, deps.now()),
      expiresInSeconds: CHAT_TICKET_MS / 1000,
    };
    return ok(value);
  });

  app.get(
    '/wps/chat/ws',
    {
      websocket: true,
      preHandler: async (request) => {
        const brand = brandOf(request);
        if (!brand.flags.liveChat && !brand.flags.chatRoom) throw notFound();
        checkOrigin(request);
      },
    },
    (socket: WebSocket, request) => {
      const brand = brandOf(request);
      let who: ChatTicketOwner | null = null;
      const timer = setTimeout(() => who === null && socket.close(4401, 'no ticket'), AUTH_MS);
      socket.once('close', () => clearTimeout(timer));
      frameQueue(
        socket,
        (text) => onFrame(text),
        (err) => request.log.error({ err }, 'chat frame failed'),
      );

      const onFrame = async (text: string): Promise<void> => {
        const frame = parseFrame<ChatClientFrame>(text);
        if (frame === null) return socket.close(4400, 'bad frame');
        if (who === null) {
          const owner = frame.t === 'auth' ? hub.redeem(frame.ticket, deps.now()) : null;
          const current = request.server.registry.get(brand.id) ?? brand;
          if (!owner || owner.brandId !== brand.id) {
            send(socket, {
              t: 'error',
              code: ErrorCode.chatTicket,
              message: localizedMessage(ErrorCode.chatTicket, owner?.language ?? 'EN') ?? '',
            });
            return socket.close(4401, 'bad ticket');
          }
          if (!flagOf(current, owner.channel)) return socket.close(4404, 'not found');
          if (hub.sessions.count(owner.sessionId) >= MAX_SESSION_SOCKETS) return socket.close(4429, 'too many chat windows');
          who = owner;
          await join(socket, owner);
          return;
        }
        const current = request.server.registry.get(brand.id) ?? brand;
        if (!(await touchSession(deps.db, who.sessionId, deps.now(), idleMinutesFor(current, svc.settings.sessionIdleMinutes))))
          return socket.close(4401, 'session ended');
        if (frame.t === 'send') {
          const r = await memberSend(deps, who, frame.text);
          if (!r.ok) send(socket, { t: 'error', code: r.code, message: r.message });
        } else if (frame.t === 'seen' && who.channel === 'support') await markSeen(deps.db, who.memberId, deps.now());
      };
    },
  );

  async function join(socket: WebSocket, who: ChatTicketOwner): Promise<void> {
    const key = `${who.brandId}:${who.memberId}`;
    hub.sessions.add(who.sessionId, socket);
    if (who.channel === 'support') {
      hub.support.add(key, socket);
      send(socket, {
        t: 'ready',
        channel: 'support',
        username: who.username,
        history: await supportHistory(deps.db, who.memberId),
      });
      return;
    }
    hub.room.add(who.brandId, socket);
    hub.roomMembers.add(key, socket);
    const muted = await mutedUntil(deps.db, who.brandId, who.memberId, deps.now());
    send(socket, {
      t: 'ready',
      channel: 'room',
      username: who.username,
      history: await roomHistory(deps.db, who.brandId),
      mutedUntil: muted === null ? undefined : new Date(muted).toISOString(),
    });
  }

  chatConsoleRoutes(app, deps);
}
