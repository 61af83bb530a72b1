// The chat page's pure parts: how server frames change the message list, the launch target of CBS_launchChat,
// and the message rule shared with the server.
import { describe, expect, it, vi } from 'vitest';
import { applyFrame } from '../../../../../src/app/features/chat/useChat.ts';
import { launchChat } from '../../../../../src/app/features/chat/launch.ts';
import { CHAT_MAX_LENGTH, chatText, type ChatMessage } from '../../../../../src/engine/chat/rules.ts';
import type { ApiRequest } from '../../../../../src/app/api/ApiContext.tsx';

const msg = (id: string, text = `m${id}`): ChatMessage => ({
  id,
  from: 'a',
  text,
  at: '2030-01-15T10:00:00.000Z',
});

describe('applyFrame', () => {
  it('ready replaces the list with the history; msg appends once; deleted removes', () => {
    let list = applyFrame([msg('9')], {
      t: 'ready',
      channel: 'room',
      username: 'a',
      history: [msg('1'), msg('2')],
    });
    expect(list.map((m) => m.id)).toEqual(['1', '2']);
    list = applyFrame(list, { t: 'msg', message: msg('3') });
    list = applyFrame(list, { t: 'msg', message: msg('3') });
    expect(list.map((m) => m.id)).toEqual(['1', '2', '3']);
    list = applyFrame(list, { t: 'deleted', id: '2' });
    expect(list.map((m) => m.id)).toEqual(['1', '3']);
    expect(
      applyFrame(list, {
        t: 'error',
        code: 'chat.limited',
        message: 'slow down',
      }),
    ).toBe(list);
  });
});

describe('chatText', () => {
  it('trims, drops control characters, refuses empty and over-long text, keeps markup as text', () => {
    expect(chatText('  hi \u0007 ')).toBe('hi');
    expect(chatText('   ')).toBeNull();
    expect(chatText(42)).toBeNull();
    expect(chatText('x'.repeat(CHAT_MAX_LENGTH))).toHaveLength(CHAT_MAX_LENGTH);
    expect(chatText('x'.repeat(CHAT_MAX_LENGTH + 1))).toBeNull();
    expect(chatText('<b>x</b>')).toBe('<b>x</b>');
  });
});

describe('launchChat', () => {
  const api = (chatUrl: string): ApiRequest => (async () => ({ chatUrl })) as unknown as ApiRequest;

  it('opens a path of this site in the app', async () => {
    const navigate = vi.fn();
    await launchChat(api('/chat/support'), navigate);
    expect(navigate).toHaveBeenCalledWith('/chat/support');
  });

  it('never navigates to a protocol-relative or javascript: URL', async () => {
    const navigate = vi.fn();
    const open = vi.fn();
    vi.stubGlobal('window', { open });
    await launchChat(api('//evil.example/x'), navigate);
    await launchChat(api('javascript:alert(1)'), navigate);
    expect(navigate).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
    await launchChat(api('https://desk.example/chat'), navigate);
    expect(open).toHaveBeenCalledWith('https://desk.example/chat', '_blank', 'noopener,noreferrer');
    vi.unstubAllGlobals();
  });
});
