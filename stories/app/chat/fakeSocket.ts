// A chat socket for stories and unit tests: answers the ticket with `ready` and a history, echoes sends as the
// server would, and lets a story push frames (an operator reply, a deletion) as if they came from the server.
import type { ChatMessage, ChatServerFrame } from '../../../src/engine/chat/rules.ts';
import type { ChatSocketLike, OpenChatSocket } from '../../../src/app/features/chat/socket.ts';

export interface FakeChat {
  open: OpenChatSocket;
  push(frame: ChatServerFrame): void;
  sent: unknown[];
}

export function fakeChat(opts: {
  channel: 'support' | 'room';
  username: string;
  history: ChatMessage[];
  mutedUntil?: string;
  connect?: boolean;
}): FakeChat {
  const sockets: ChatSocketLike[] = [];
  const sent: unknown[] = [];
  let seq = 1000;
  const deliver = (ws: ChatSocketLike, frame: ChatServerFrame): void => ws.onmessage?.({ data: JSON.stringify(frame) });
  const open: OpenChatSocket = () => {
    const ws: ChatSocketLike = {
      onopen: null,
      onmessage: null,
      onclose: null,
      close: () => undefined,
      send(data) {
        const f = JSON.parse(data) as { t: string; text?: string };
        sent.push(f);
        if (f.t === 'auth')
          deliver(ws, {
            t: 'ready',
            channel: opts.channel,
            username: opts.username,
            history: opts.history,
            ...(opts.mutedUntil ? { mutedUntil: opts.mutedUntil } : {}),
          });
        if (f.t === 'send' && f.text)
          deliver(ws, {
            t: 'msg',
            message: {
              id: String(++seq),
              from: opts.channel === 'support' ? 'member' : opts.username,
              operator: false,
              text: f.text,
              at: new Date().toISOString(),
            },
          });
      },
    };
    sockets.push(ws);
    if (opts.connect !== false) queueMicrotask(() => ws.onopen?.());
    return ws;
  };
  return {
    open,
    sent,
    push: (frame) => sockets.forEach((ws) => deliver(ws, frame)),
  };
}

const at = (minutes: number): string => new Date(Date.UTC(2030, 0, 15, 10, minutes)).toISOString();

export const SUPPORT_HISTORY: ChatMessage[] = [
  {
    id: '1',
    from: 'member',
    operator: false,
    text: 'Hello, my deposit has not arrived yet.',
    at: at(0),
  },
  {
    id: '2',
    from: 'operator',
    operator: true,
    text: 'Hello! Could you tell me the amount and the time?',
    at: at(1),
  },
  {
    id: '3',
    from: 'member',
    operator: false,
    text: 'About an hour ago, <b>bank transfer</b>.',
    at: at(2),
  },
];

export const ROOM_HISTORY: ChatMessage[] = [
  { id: '11', from: 'lucky_star', text: 'Good evening everyone!', at: at(3) },
  {
    id: '12',
    from: 'storyplayer',
    text: 'Hi! Anyone playing the crash game tonight?',
    at: at(4),
  },
  {
    id: '13',
    from: 'river_king_with_a_very_long_name_2030',
    text: 'Yes — ' + 'a long message that must wrap on a phone without scrolling sideways '.repeat(2),
    at: at(5),
  },
];
