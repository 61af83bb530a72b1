// The operator console of the built-in live chat: GET /operator/chat on the brand's host (a plain page, no app
// bundle), its socket /wps/chat/operator. `npm run chat -- console` prints a one-time link whose secret is in the
// URL fragment (never sent to the server or logged); the page trades it for a console session over the socket.
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { CHAT_HISTORY } from '../../../engine/chat/rules.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { brandOf } from '../../services.ts';
import { checkOrigin, frameQueue, parseFrame } from './guard.ts';
import { send } from './hub.ts';
import { conversations, hashOf, issueOperatorTicket, liveConsoleSessions, memberOfBrand, supportHistory, redeemOperatorTicket } from './repository.ts';
import { operatorReply, type ChatDeps } from './service.ts';

export const CONSOLE_PATH = '/operator/chat';
/** A console session lasts a working day; the link that opens it, ten minutes. */
export const CONSOLE_SESSION_MS = 12 * 3600_000;
export const CONSOLE_LINK_MS = 10 * 60_000;

const PAGE = readFileSync(new URL('./console-page.html', import.meta.url), 'utf8');
const SCRIPT = readFileSync(new URL('./console-page.js', import.meta.url), 'utf8');
const CSP =
  "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Console frames after auth: list, open a conversation, reply; the first one is {t:'auth', ticket | session}. */
interface OperatorFrame {
  t: 'auth' | 'list' | 'open' | 'reply';
  ticket?: string;
  session?: string;
  memberId?: string;
  text?: string;
}

export function chatConsoleRoutes(app: FastifyInstance, deps: ChatDeps): void {
  const liveChatBrand = (request: Parameters<typeof brandOf>[0]) => {
    const brand = brandOf(request);
    if (!brand.flags.liveChat) throw new ApiError(404, ErrorCode.notFound, 'Not found');
    return brand;
  };

  app.get(CONSOLE_PATH, async (request, reply) => {
    if (!request.brand?.flags.liveChat) return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
    return reply
      .header('content-security-policy', CSP)
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(PAGE);
  });
  app.get(`${CONSOLE_PATH}/console.js`, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(SCRIPT),
  );

  app.get(
    '/wps/chat/operator',
    {
      websocket: true,
      preHandler: async (request) => {
        liveChatBrand(request);
        checkOrigin(request);
      },
    },
    (socket: WebSocket, request) => {
      const brand = brandOf(request);
      let authed = false;
      /** Hash of the console session this socket lives on: it closes when that session ends (sweep or next frame). */
      let consoleSession = '';
      const timer = setTimeout(() => !authed && socket.close(4401, 'no ticket'), 10_000);
      socket.once('close', () => clearTimeout(timer));
      frameQueue(
        socket,
        (text) => onFrame(text),
        (err) => request.log.error({ err }, 'chat console frame failed'),
      );
      const listing = async (): Promise<void> =>
        send(socket, {
          t: 'conversations',
          list: await conversations(deps.db, brand.id),
        });

      const onFrame = async (text: string): Promise<void> => {
        const f = parseFrame<OperatorFrame>(text);
        if (f === null) return socket.close(4400, 'bad frame');
        if (!authed) {
          const secret = f.t === 'auth' ? (f.ticket ?? f.session) : undefined;
          const kind = typeof secret === 'string' ? await redeemOperatorTicket(deps.db, brand.id, secret, deps.now()) : null;
          if (!kind) {
            send(socket, {
              t: 'error',
              code: ErrorCode.chatTicket,
              message: 'This console link was used or expired: run npm run chat -- console again',
            });
            return socket.close(4401, 'bad ticket');
          }
          authed = true;
          const session = kind === 'link' ? await issueOperatorTicket(deps.db, brand.id, 'session', CONSOLE_SESSION_MS, deps.now()) : undefined;
          consoleSession = hashOf(session ?? (secret as string));
          deps.hub.operators.add(brand.id, socket);
          deps.hub.consoleSessions.add(consoleSession, socket);
          send(socket, {
            t: 'ready',
            brand: brand.id,
            ...(session ? { session } : {}),
          });
          return listing();
        }
        if (!(await liveConsoleSessions(deps.db, [consoleSession], deps.now())).has(consoleSession)) return socket.close(4401, 'console session ended');
        if (f.t === 'list') return listing();
        if (typeof f.memberId !== 'string' || !/^[1-9][0-9]{0,17}$/.test(f.memberId)) return;
        const username = await memberOfBrand(deps.db, brand.id, f.memberId);
        if (username === null)
          return send(socket, {
            t: 'error',
            code: ErrorCode.notFound,
            message: 'No such member in this brand',
          });
        if (f.t === 'open')
          send(socket, {
            t: 'history',
            memberId: f.memberId,
            username,
            history: await supportHistory(deps.db, f.memberId, CHAT_HISTORY),
          });
        else if (f.t === 'reply') {
          const r = await operatorReply(deps, brand.id, f.memberId, username, f.text);
          if (!r.ok) send(socket, { t: 'error', code: r.code, message: r.message });
        }
      };
    },
  );
}
