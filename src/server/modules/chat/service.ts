// What a chat message does: stored first, then delivered to the sockets this process holds. Shared by the member
// socket, the operator console and `npm run chat`.
import type { Database } from '../../db/types.ts';
import { CHAT_MAX_LENGTH, chatText, type ChatMessage } from '../../../engine/chat/rules.ts';
import { localizedMessage } from '../../http/messages.ts';
import { ErrorCode } from '../../http/errors.ts';
import { send, type ChatHub, type ChatTicketOwner } from './hub.ts';
import { deleteRoomMessage, insertReply, insertRoom, insertSupport, setMute } from './repository.ts';

export interface ChatDeps {
  db: Database;
  hub: ChatHub;
  now: () => number;
}

export type SendResult = { ok: true; message: ChatMessage } | { ok: false; code: string; message: string };

const refuse = (code: string, language: string, values: Record<string, string | number>): SendResult => ({
  ok: false,
  code,
  message: localizedMessage(code, language, values) ?? localizedMessage(code, 'EN', values) ?? code,
});

/** A member's message on the channel of their ticket. */
export async function memberSend(d: ChatDeps, who: ChatTicketOwner, raw: unknown): Promise<SendResult> {
  const text = chatText(raw);
  if (text === null)
    return refuse(ErrorCode.chatMessageInvalid, who.language, {
      max: CHAT_MAX_LENGTH,
    });
  const now = d.now();
  const stored =
    who.channel === 'support'
      ? await insertSupport(d.db, who.brandId, who.memberId, text, now)
      : await insertRoom(d.db, who.brandId, who.memberId, who.username, text, now);
  if ('retryAt' in stored)
    return refuse(ErrorCode.chatLimited, who.language, {
      seconds: Math.max(1, Math.ceil((stored.retryAt - now) / 1000)),
    });
  if ('mutedUntil' in stored)
    return refuse(ErrorCode.chatMuted, who.language, {
      time: new Date(stored.mutedUntil).toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    });
  const { message } = stored;
  if (who.channel === 'support') {
    d.hub.support.each(`${who.brandId}:${who.memberId}`, (ws) => send(ws, { t: 'msg', message }));
    d.hub.operators.each(who.brandId, (ws) =>
      send(ws, {
        t: 'msg',
        memberId: who.memberId,
        username: who.username,
        message,
      }),
    );
  } else d.hub.room.each(who.brandId, (ws) => send(ws, { t: 'msg', message }));
  return { ok: true, message };
}

/** An operator's reply into a member's conversation (the caller checked the member is of the brand). */
export async function operatorReply(d: ChatDeps, brandId: string, memberId: string, username: string, raw: unknown): Promise<SendResult> {
  const text = chatText(raw);
  if (text === null) return refuse(ErrorCode.chatMessageInvalid, 'EN', { max: CHAT_MAX_LENGTH });
  const message = await insertReply(d.db, brandId, memberId, text, d.now());
  d.hub.support.each(`${brandId}:${memberId}`, (ws) => send(ws, { t: 'msg', message }));
  d.hub.operators.each(brandId, (ws) => send(ws, { t: 'msg', memberId, username, message }));
  return { ok: true, message };
}

/** Mutes (until a time) or unmutes (null) a member in the brand's room; their open room sockets are told. */
export async function muteMember(d: ChatDeps, brandId: string, memberId: string, until: number | null): Promise<void> {
  await setMute(d.db, brandId, memberId, until);
  d.hub.roomMembers.each(`${brandId}:${memberId}`, (ws) =>
    send(ws, {
      t: 'muted',
      until: until === null ? null : new Date(until).toISOString(),
    }),
  );
}

/** Deletes a room message: it disappears from history and from every connected client. */
export async function deleteMessage(d: ChatDeps, brandId: string, id: string): Promise<boolean> {
  const done = await deleteRoomMessage(d.db, brandId, id, d.now());
  if (done) d.hub.room.each(brandId, (ws) => send(ws, { t: 'deleted', id }));
  return done;
}
