// Chat rules the server enforces and the app shows (live chat and the players' room): plain text, length-limited,
// a per-member sliding window that a success never resets.

/** Characters of one message after trimming. */
export const CHAT_MAX_LENGTH = 300;

/** At most `max` messages per member in any `windowMs` (room and support each count their own messages). */
export const CHAT_RATE = { max: 5, windowMs: 10_000 } as const;

/** Messages a client receives on join: the last N (oldest first). */
export const CHAT_HISTORY = 50;

/** How long a chat ticket (issued over HTTP with the session, used once as the socket's first message) lives. */
export const CHAT_TICKET_MS = 60_000;

export type ChatChannel = 'support' | 'room';

/** The trimmed text when it is a valid message, else null (empty, too long, or control characters only). */
export function chatText(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  // control characters other than newline and tab are dropped: they render as nothing and spoof layouts
  // eslint-disable-next-line no-control-regex
  const text = raw.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').trim();
  if (text.length === 0 || [...text].length > CHAT_MAX_LENGTH) return null;
  return text;
}

/** One message as the sockets carry it. */
export interface ChatMessage {
  id: string;
  /** 'member' and 'operator' in support; in the room the sender's username. */
  from: string;
  /** Support: true when the operator wrote it. */
  operator?: boolean;
  text: string;
  at: string;
}

/** Server → client frames. */
export type ChatServerFrame =
  | {
      t: 'ready';
      channel: ChatChannel;
      username: string;
      history: ChatMessage[];
      mutedUntil?: string | undefined;
    }
  | { t: 'msg'; message: ChatMessage }
  | { t: 'deleted'; id: string }
  | { t: 'muted'; until: string | null }
  | { t: 'error'; code: string; message: string };

/** Client → server frames: the first one authenticates. */
export type ChatClientFrame = { t: 'auth'; ticket: string } | { t: 'send'; text: string } | { t: 'seen' };
