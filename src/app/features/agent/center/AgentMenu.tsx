import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { token } from '../../../../engine/theme/token.ts';
import { focusRing } from '../../../../ui/index.ts';
import type { AgentPageId } from './menu.ts';
import { agentCenterMessages as m, agentPageTitles } from './messages.ts';

// Phones: one row of chips that scrolls sideways above the page; tablet and up: a column at the left.
const Nav = styled.nav`
  min-width: 0;
  &[data-variant='row'] {
    flex: 1 0 100%;
  }
  &[data-variant='column'] {
    flex: 0 0 13rem;
  }
`;
const Row = styled.ul`
  display: flex;
  gap: ${token('space.xs')};
  margin: 0;
  padding: ${token('space.xs')} 0;
  overflow-x: auto;
  list-style: none;
  scrollbar-width: thin;
`;
const Column = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
  border-inline-end: 1px solid ${token('color.border.default')};
`;
const Item = styled(Link)`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${token('space.md')};
  border-radius: ${token('radius.md')};
  color: ${token('color.text.primary')};
  text-decoration: none;
  white-space: nowrap;
  &[aria-current='page'] {
    background: ${token('color.action.primary')};
    color: ${token('color.text.onAction')};
    font-weight: ${token('font.weight.bold')};
  }
  &:hover:not([aria-current='page']) {
    background: ${token('color.bg.sunken')};
  }
  &:focus-visible {
    ${focusRing}
  }
`;
const Chip = styled(Item)`
  border: 1px solid ${token('color.border.default')};
  border-radius: ${token('radius.pill')};
`;

export interface AgentMenuProps {
  items: readonly AgentPageId[];
  current: AgentPageId | undefined;
  variant: 'row' | 'column';
}

/** The agent center menu of seed §2: `/agentHome?page=<id>` links, the open page marked. */
export function AgentMenu({ items, current, variant }: AgentMenuProps): ReactNode {
  const intl = useIntl();
  const List = variant === 'row' ? Row : Column;
  const Entry = variant === 'row' ? Chip : Item;
  return (
    <Nav aria-label={intl.formatMessage(m.menu)} data-variant={variant} data-testid={`agent-menu-${variant}`}>
      <List>
        {items.map((id) => (
          <li key={id}>
            <Entry
              to={`/agentHome?page=${id}`}
              replace
              aria-current={id === current ? 'page' : undefined}
              data-testid={`agent-menu-${id}`}
            >
              <FormattedMessage {...agentPageTitles[id]} />
            </Entry>
          </li>
        ))}
      </List>
    </Nav>
  );
}
