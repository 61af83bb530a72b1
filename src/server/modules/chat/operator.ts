// `npm run chat` as the running server answers it on its loopback operator listener (like `npm run agents`): a
// one-time console link, room history, mute / unmute a member, delete a room message (gone for connected clients).
import type { FastifyInstance } from 'fastify';
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import { fail, ok } from '../../http/envelope.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { findMemberByUsername } from '../accounts/index.ts';
import { CONSOLE_LINK_MS, CONSOLE_PATH } from './console.ts';
import { terminalText } from '../../security/terminal.ts';
import { issueOperatorTicket, roomHistory } from './repository.ts';
import { deleteMessage, muteMember, type ChatDeps } from './service.ts';

export const CHAT_OPERATOR_PATH = '/operator/chat';

export interface ChatCommand {
  command: 'console' | 'history' | 'mute' | 'unmute' | 'delete';
  brand?: string | undefined;
  username?: string | undefined;
  minutes?: string | undefined;
  id?: string | undefined;
  origin?: string | undefined;
}

export interface ChatOperatorContext {
  chat: ChatDeps;
  brand(id: string): LoadedBrand | undefined;
  /** The site's origin for a brand when the command names none (loopback: http://<brand>.localhost:<port>). */
  origin(brand: LoadedBrand): string;
}

const bad = (message: string): ApiError => new ApiError(400, ErrorCode.badParam, message);

export async function runChatCommand(ctx: ChatOperatorContext, c: ChatCommand): Promise<{ lines: string[] }> {
  const brand = ctx.brand((c.brand ?? '').trim());
  if (!brand) throw bad(c.brand ? `no brand ${c.brand} is served` : '--brand is required');
  const d = ctx.chat;
  const member = async (): Promise<string> => {
    const name = (c.username ?? '').trim();
    if (!name) throw bad('--username is required');
    const m = await findMemberByUsername(d.db, brand.id, name);
    if (!m) throw bad(`no member ${name} in brand ${brand.id}`);
    return String(m.id);
  };
  if (c.command === 'console') {
    if (!brand.flags.liveChat) throw bad(`live chat (CBS3) is off for ${brand.id}`);
    const origin = (c.origin ?? ctx.origin(brand)).replace(/\/+$/, '');
    if (!/^https?:\/\/[^/?#\s]+$/.test(origin)) throw bad(`--origin must be like https://example.com, got ${origin}`);
    const secret = await issueOperatorTicket(d.db, brand.id, 'link', CONSOLE_LINK_MS, d.now());
    return {
      lines: [
        `${origin}${CONSOLE_PATH}#${secret}`,
        `one use, valid ${CONSOLE_LINK_MS / 60_000} min; it opens a console session of 12 h in that browser tab`,
      ],
    };
  }
  if (!brand.flags.chatRoom && c.command !== 'unmute') throw bad(`the chat room (CHATROOM3) is off for ${brand.id}`);
  if (c.command === 'history') {
    const rows = await roomHistory(d.db, brand.id);
    return {
      lines: rows.length ? rows.map((m) => `#${m.id}  ${m.at}  ${m.from}: ${terminalText(m.text)}`) : ['no messages'],
    };
  }
  if (c.command === 'mute') {
    const minutes = Number(c.minutes ?? '60');
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > 525_600) throw bad('--minutes must be a whole number from 1 to 525600');
    const until = d.now() + minutes * 60_000;
    await muteMember(d, brand.id, await member(), until);
    return {
      lines: [`${c.username} is muted in ${brand.id}'s room until ${new Date(until).toISOString()}`],
    };
  }
  if (c.command === 'unmute') {
    await muteMember(d, brand.id, await member(), null);
    return { lines: [`${c.username} may write in ${brand.id}'s room again`] };
  }
  if (c.command === 'delete') {
    const id = (c.id ?? '').trim();
    if (!/^[1-9][0-9]{0,17}$/.test(id)) throw bad(`--id must be a message number, got "${id}"`);
    if (!(await deleteMessage(d, brand.id, id))) throw new ApiError(404, ErrorCode.notFound, `no message #${id} in ${brand.id}'s room`);
    return { lines: [`message #${id} deleted`] };
  }
  throw bad('unknown command');
}

/** POST CHAT_OPERATOR_PATH on the operator listener. */
export function chatOperatorRoutes(reader: FastifyInstance, context: () => ChatOperatorContext): void {
  reader.post<{ Body: ChatCommand }>(CHAT_OPERATOR_PATH, async (request, reply) => {
    try {
      return ok(await runChatCommand(context(), request.body ?? { command: 'history' }));
    } catch (err) {
      if (err instanceof ApiError) return reply.code(err.statusCode).send(fail(err.message, err.errorCode));
      throw err;
    }
  });
}
