import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { token } from '../../engine/theme/token.ts';
import { focusRing } from '../../ui/index.ts';

// Phones: one row of chips that scrolls sideways above the page; tablet and up: a column at the inline start. The nav is
// the flex item of the center's body (its wrappers are display: contents).
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

export interface CenterMenuItem {
  id: string;
  label: ReactNode;
  /** `?page=<id>` link of the center. */
  to: string;
  /** Shown after the label (an unread count). */
  badge?: ReactNode;
}

export interface CenterMenuProps {
  /** What the nav is called for screen readers. */
  label: string;
  items: readonly CenterMenuItem[];
  current: string | undefined;
  variant: 'row' | 'column';
  /** data-testid prefix: `<prefix>-<variant>` on the nav, `<prefix>-<id>` on each link. */
  testIdPrefix: string;
}

/**
 * The page menu of the member and agent centers: links that replace the history entry, the open page
 * marked with aria-current; chips in a row on phones, a column from tablet up.
 */
export function CenterMenu({ label, items, current, variant, testIdPrefix }: CenterMenuProps): ReactNode {
  const List = variant === 'row' ? Row : Column;
  const Entry = variant === 'row' ? Chip : Item;
  return (
    <Nav aria-label={label} data-variant={variant} data-testid={`${testIdPrefix}-${variant}`}>
      <List>
        {items.map((item) => (
          <li key={item.id}>
            <Entry to={item.to} replace aria-current={item.id === current ? 'page' : undefined} data-testid={`${testIdPrefix}-${item.id}`}>
              {item.label}
              {item.badge}
            </Entry>
          </li>
        ))}
      </List>
    </Nav>
  );
}
