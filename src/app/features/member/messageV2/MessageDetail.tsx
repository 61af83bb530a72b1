import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { token } from '../../../../engine/theme/token.ts';
import { Button } from '../../../../ui/index.ts';
import type { InboxMessageItem } from './api.ts';
import { inboxMessages as m } from './messages.ts';

const Article = styled.article`
  h2 {
    margin: ${token('space.sm')} 0 ${token('space.xs')};
    font-size: ${token('font.size.lg')};
    overflow-wrap: anywhere;
  }
`;
const When = styled.p`
  margin: 0 0 ${token('space.md')};
  color: ${token('color.text.muted')};
  font-size: ${token('font.size.sm')};
`;
// Plain text: line breaks kept, never parsed as HTML.
const Body = styled.p`
  margin: 0 0 ${token('space.lg')};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${token('space.sm')};
`;

export interface MessageDetailProps {
  message: InboxMessageItem;
  onBack: () => void;
  onDelete: (id: string) => void;
  deleting?: boolean;
}

/** One inbox message, its body as plain text. */
export function MessageDetail({ message, onBack, onDelete, deleting = false }: MessageDetailProps): ReactNode {
  return (
    <Article data-testid="inbox-detail">
      <Button variant="ghost" size="sm" onClick={onBack} data-testid="inbox-back">
        <FormattedMessage {...m.back} />
      </Button>
      <h2>{message.title}</h2>
      <When>
        <FormattedDate value={message.createdAt} dateStyle="medium" timeStyle="short" />
      </When>
      <Body data-testid="inbox-body">{message.body}</Body>
      <Actions>
        <Button variant="danger" size="sm" loading={deleting} onClick={() => onDelete(message.id)} data-testid="inbox-delete">
          <FormattedMessage {...m.delete} />
        </Button>
      </Actions>
    </Article>
  );
}
