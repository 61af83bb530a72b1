// Who is connected, per brand: members' support sockets, operator consoles, room sockets. In memory: one server
// process delivers to the sockets it holds (several processes would need a broadcast such as LISTEN/NOTIFY).
import { randomBytes } from 'node:crypto';
import type { WebSocket } from 'ws';
import { CHAT_TICKET_MS, type ChatChannel, type ChatServerFrame } from '../../../engine/chat/rules.ts';
import { hashOf } from './repository.ts';

export interface ChatTicketOwner {
  brandId: string;
  memberId: string;
  username: string;
  channel: ChatChannel;
  language: string;
  /** The session that asked for the ticket: the socket closes when it ends (logout, password change, idle). */
  sessionId: string;
}

export const send = (ws: WebSocket, frame: ChatServerFrame | Record<string, unknown>): void => {
  if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame));
};

class Sockets {
  private readonly m = new Map<string, Set<WebSocket>>();
  add(key: string, ws: WebSocket): void {
    const set = this.m.get(key) ?? new Set();
    set.add(ws);
    this.m.set(key, set);
    ws.once('close', () => {
      set.delete(ws);
      if (set.size === 0 && this.m.get(key) === set) this.m.delete(key);
    });
  }
  each(key: string, f: (ws: WebSocket) => void): void {
    for (const ws of this.m.get(key) ?? []) f(ws);
  }
  all(f: (ws: WebSocket) => void): void {
    for (const set of this.m.values()) for (const ws of set) f(ws);
  }
  count(key: string): number {
    return this.m.get(key)?.size ?? 0;
  }
  keys(): string[] {
    return [...this.m.keys()];
  }
}

export class ChatHub {
  private readonly tickets = new Map<string, ChatTicketOwner & { expires: number }>();
  /** brandId:memberId → the member's support windows. */
  readonly support = new Sockets();
  /** brandId → operator consoles. */
  readonly operators = new Sockets();
  /** Console session (hash of its secret) → the consoles it opened: they close when it expires or is removed. */
  readonly consoleSessions = new Sockets();
  /** brandId → room members. */
  readonly room = new Sockets();
  /** brandId:memberId → the member's room sockets (mute notices). */
  readonly roomMembers = new Sockets();
  /** sessionId → the member sockets it opened (support and room). */
  readonly sessions = new Sockets();

  /** A one-time ticket for a socket's first message; expired ones are dropped as new ones are made. */
  issue(owner: ChatTicketOwner, now: number): string {
    for (const [k, t] of this.tickets) if (t.expires <= now) this.tickets.delete(k);
    const secret = randomBytes(24).toString('base64url');
    this.tickets.set(hashOf(secret), {
      ...owner,
      expires: now + CHAT_TICKET_MS,
    });
    return secret;
  }

  redeem(secret: unknown, now: number): ChatTicketOwner | null {
    if (typeof secret !== 'string') return null;
    const key = hashOf(secret);
    const t = this.tickets.get(key);
    this.tickets.delete(key);
    return t && t.expires > now ? t : null;
  }

  /** Closes every socket (server shutdown). */
  closeAll(): void {
    for (const s of [this.support, this.operators, this.room]) s.all((ws) => ws.close(1001, 'server closing'));
  }

  /** Closes the member sockets of a session that ended. */
  endSession(sessionId: string): void {
    this.sessions.each(sessionId, (ws) => ws.close(4401, 'session ended'));
  }

  /** Closes the consoles of a console session that ended. */
  endConsoleSession(hash: string): void {
    this.consoleSessions.each(hash, (ws) => ws.close(4401, 'console session ended'));
  }
}
