// The chat window of live chat and the room: messages as plain text (React escapes them; never HTML), a composer
// with the length counter, reconnect when the socket closed. Fills the height it is given (a full-height sheet
// on phones, a panel on larger screens).
import styled from '@emotion/styled';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { layout } from '../../../engine/theme/layout.ts';
import { token } from '../../../engine/theme/token.ts';
import { CHAT_MAX_LENGTH, type ChatMessage } from '../../../engine/chat/rules.ts';
import { Button, Spinner } from '../../../ui/index.ts';
import type { Chat } from './useChat.ts';
import { chatMessages as m } from './messages.ts';

export const ChatFrame = styled.section`
  display: flex;
  flex-direction: column;
  height: calc(100dvh - 160px);
  min-height: 320px;
  max-width: 820px;
  margin-inline: auto;
  border-radius: ${token('radius.lg')};
  background: ${token('color.bg.surface')};
  border: 1px solid ${token('color.border.default')};
  overflow: hidden;
  @media (min-width: 768px) {
    height: min(75dvh, 720px);
  }
  header {
    padding: ${token('space.sm')} ${token('space.md')};
    border-bottom: 1px solid ${token('color.border.default')};
  }
  h1 {
    margin: 0;
    font-size: ${token('font.size.lg')};
  }
  header p {
    margin: 0;
    color: ${token('color.text.muted')};
    font-size: ${token('font.size.sm')};
  }
`;

const Log = styled.ol`
  flex: 1;
  overflow-y: auto;
  margin: 0;
  padding: ${token('space.md')};
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${token('space.sm')};
  background: ${token('color.bg.sunken')};
  li {
    max-width: 80%;
    padding: ${token('space.xs')} ${token('space.sm')};
    border-radius: ${token('radius.md')};
    background: ${token('color.bg.surface')};
    color: ${token('color.text.primary')};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  li[data-own='true'] {
    align-self: flex-end;
    background: ${token('color.action.primary')};
    color: ${token('color.text.onAction')};
  }
  small {
    display: block;
    font-size: ${token('font.size.xs')};
    opacity: 0.8;
  }
`;

const Composer = styled.form`
  display: flex;
  gap: ${token('space.sm')};
  align-items: flex-end;
  padding: ${token('space.sm')};
  border-top: 1px solid ${token('color.border.default')};
  /* below desktop the floating bar's launcher sits at the bottom inline end: keep Send clear of it */
  padding-inline-end: max(${token('space.sm')}, ${layout('footer.launcherRoom')});
  textarea {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    max-height: 120px;
    resize: none;
    padding: ${token('space.xs')} ${token('space.sm')};
    border-radius: ${token('radius.md')};
    border: 1px solid ${token('color.border.strong')};
    background: ${token('color.bg.surface')};
    color: ${token('color.text.primary')};
    font: inherit;
  }
`;

const Note = styled.p`
  margin: 0;
  padding: ${token('space.xs')} ${token('space.md')};
  font-size: ${token('font.size.sm')};
  color: ${token('color.status.danger')};
`;

export interface ChatWindowProps {
  title: ReactNode;
  intro: ReactNode;
  chat: Chat;
  /** Who wrote a message as shown above it; own messages are right-aligned. */
  author(message: ChatMessage): { name: ReactNode; own: boolean };
  testId: string;
}

export function ChatWindow({ title, intro, chat, author, testId }: ChatWindowProps): ReactNode {
  const intl = useIntl();
  const [text, setText] = useState('');
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [chat.messages.length]);
  const length = [...text.trim()].length;
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    if (length === 0 || length > CHAT_MAX_LENGTH || chat.state !== 'ready') return;
    chat.send(text.trim());
    setText('');
  };
  const muted = chat.mutedUntil;
  const label = intl.formatMessage(m.placeholder);
  return (
    <ChatFrame data-testid={testId} aria-labelledby={`${testId}-title`}>
      <header>
        <h1 id={`${testId}-title`}>{title}</h1>
        <p>{intro}</p>
      </header>
      {chat.state === 'connecting' ? (
        <Log as="div" aria-busy="true">
          <Spinner label={intl.formatMessage(m.connecting)} />
        </Log>
      ) : (
        <Log aria-label={intl.formatMessage(m.messages)} aria-live="polite" data-testid="chat-log">
          {chat.messages.length === 0 && (
            <li>
              <FormattedMessage {...m.empty} />
            </li>
          )}
          {chat.messages.map((msg) => {
            const a = author(msg);
            return (
              <li key={msg.id} data-own={a.own} data-testid="chat-message">
                <small>
                  {a.name} · {intl.formatTime(msg.at)}
                </small>
                {msg.text}
              </li>
            );
          })}
          <li ref={end} aria-hidden="true" style={{ background: 'none', padding: 0 }} />
        </Log>
      )}
      {chat.error && <Note role="alert">{chat.error}</Note>}
      {muted && (
        <Note role="status" data-testid="chat-muted">
          <FormattedMessage {...m.muted} values={{ time: intl.formatTime(muted) }} />
        </Note>
      )}
      {chat.state === 'closed' ? (
        <Composer as="div">
          <Note as="span" style={{ flex: 1 }}>
            <FormattedMessage {...m.disconnected} />
          </Note>
          <Button onClick={chat.reconnect} data-testid="chat-reconnect">
            <FormattedMessage {...m.reconnect} />
          </Button>
        </Composer>
      ) : (
        <Composer onSubmit={submit}>
          <textarea
            aria-label={label}
            placeholder={label}
            value={text}
            rows={1}
            maxLength={CHAT_MAX_LENGTH * 2}
            disabled={chat.state !== 'ready' || muted !== null}
            aria-describedby={`${testId}-count`}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) submit(e);
            }}
            data-testid="chat-input"
          />
          <span id={`${testId}-count`} style={{ fontSize: 12, alignSelf: 'center' }} aria-live="polite">
            <FormattedMessage
              {...m.counter}
              values={{
                count: intl.formatNumber(length),
                max: intl.formatNumber(CHAT_MAX_LENGTH),
              }}
            />
          </span>
          <Button
            type="submit"
            disabled={chat.state !== 'ready' || length === 0 || length > CHAT_MAX_LENGTH || muted !== null}
            data-testid="chat-send"
          >
            <FormattedMessage {...m.send} />
          </Button>
        </Composer>
      )}
    </ChatFrame>
  );
}
