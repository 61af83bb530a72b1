import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { token } from '../../../engine/theme/token.ts';
import { Badge, focusRing } from '../../../ui/index.ts';
import type { MemberPageId } from './menu.ts';
import { memberMessages as m, pageTitles } from './messages.ts';

// Phones: one row of chips that scrolls sideways above the page; tablet and up: a column at the left. The nav is
// the flex item of the overlay's body (its wrappers are display: contents).
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
  justify-content: space-between;
  gap: ${token('space.xs')};
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

export interface MemberCenterMenuProps {
  items: readonly MemberPageId[];
  current: MemberPageId | undefined;
  badges: Partial<Record<MemberPageId, number>>;
  variant: 'row' | 'column';
}

/** The member center menu of seed §2; a badge shows on an item whose count is above 0. */
export function MemberCenterMenu({ items, current, badges, variant }: MemberCenterMenuProps): ReactNode {
  const intl = useIntl();
  const List = variant === 'row' ? Row : Column;
  const Entry = variant === 'row' ? Chip : Item;
  return (
    <Nav aria-label={intl.formatMessage(m.menu)} data-variant={variant} data-testid={`member-menu-${variant}`}>
      <List>
        {items.map((id) => {
          const count = badges[id] ?? 0;
          return (
            <li key={id}>
              <Entry
                to={`/member?page=${id}`}
                replace
                aria-current={id === current ? 'page' : undefined}
                data-testid={`member-menu-${id}`}
              >
                <FormattedMessage {...pageTitles[id]} />
                {count > 0 && <Badge count={count} label={intl.formatMessage(m.unread, { count })} />}
              </Entry>
            </li>
          );
        })}
      </List>
    </Nav>
  );
}
