import styled from '@emotion/styled';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { layout } from '../../engine/theme/layout.ts';
import { token } from '../../engine/theme/token.ts';
import { Badge, MenuButton, MoreIcon, type MenuItem } from '../../ui/index.ts';
import { navMessages } from '../i18n/navMessages.ts';
import { activeNavKey, type NavItem } from './navItems.ts';
import { firstLineCount, splitOverflow } from './overflowSplit.ts';

const ITEM_HEIGHT = `max(40px, ${layout('touch.target')})`;

// The nav never gets narrower than "More" (its automatic minimum: the list adds nothing to it), so when the account
// actions leave little room the logo gives way and "More" never slides under them.
const Nav = styled.nav`
  display: flex;
  flex: 1 1 0;
  align-items: center;
  gap: ${token('space.xs')};
  ul {
    display: flex;
    flex: 1 1 auto;
    /* whole items wrap onto lines that are clipped: no label is ever cut, before or after the script runs */
    flex-wrap: wrap;
    gap: 0 ${token('space.xs')};
    min-width: 0;
    height: ${ITEM_HEIGHT};
    margin: 0;
    padding: 0;
    overflow: hidden;
    list-style: none;
  }
  /* the nav's own list (not the one in the "More" menu): its items' widths do not count towards the nav's minimum,
     they go under "More" instead */
  & > ul {
    contain: inline-size;
  }
  li[data-overflow] {
    visibility: hidden;
  }
  ul a {
    display: flex;
    align-items: center;
    gap: ${token('space.xs')};
    height: ${ITEM_HEIGHT};
    padding: 0 ${token('space.md')};
    border-radius: ${token('radius.pill')};
    color: inherit;
    font-weight: ${token('font.weight.medium')};
    text-decoration: none;
    white-space: nowrap;
  }
  ul a:focus-visible {
    outline-offset: -2px;
  }
  ul a:hover {
    text-decoration: underline;
  }
  ul a[aria-current='page'] {
    background: ${token('color.action.primary')};
    color: ${token('color.text.onAction')};
  }
`;

/** Holds the place of "More" from the first paint, so moving items into it never shifts the visible ones. */
const MoreSlot = styled.div`
  flex: none;
  &[data-empty] {
    visibility: hidden;
  }
  button {
    min-height: ${ITEM_HEIGHT};
  }
`;

/**
 * The header navigation: the items that fit on one line, the rest under "More". The server's HTML already shows only
 * whole items (CSS wraps the rest onto a clipped line); after hydration a ResizeObserver finds which items sit past
 * the first line, hides them and lists them in the menu.
 */
export function NavOverflow({ items }: { items: NavItem[] }): ReactNode {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const listRef = useRef<HTMLUListElement>(null);
  const [visible, setVisible] = useState<number | null>(null);
  const active = activeNavKey(items, pathname, search);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = (): void => {
      const items = [...list.children] as HTMLElement[];
      const tops = items.map((li) => li.offsetTop);
      // 1 px tolerance for sub-pixel layout, as for the tops
      const firstFits = items.length === 0 || items[0]!.offsetWidth <= list.clientWidth + 1;
      setVisible(firstLineCount(tops, firstFits));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [items.length]);

  const { more } = splitOverflow(items, visible ?? items.length);
  const badge = (item: NavItem): ReactNode =>
    item.badge && item.badge.count > 0 ? <Badge count={item.badge.count} label={intl.formatMessage(item.badge.label, { count: item.badge.count })} /> : null;
  // a badged item under More still shows: More carries the sum, and its name says what is counted
  const badged = more.filter((item) => item.badge && item.badge.count > 0);
  const moreCount = badged.reduce((n, item) => n + item.badge!.count, 0);
  const badgeLabel = badged.map((i) => intl.formatMessage(i.badge!.label, { count: i.badge!.count })).join(' ');
  // with a badge the name comes from the content ("More" and the badge's words), like the visible text
  const hidden = new Set(more.map((i) => i.key));
  const menuItems: MenuItem[] = more.map((item) => ({
    id: item.key,
    label: (
      <span aria-current={item.key === active ? 'page' : undefined}>
        <FormattedMessage {...item.label} />
        {badge(item) && ' '}
        {badge(item)}
      </span>
    ),
    onSelect: () => navigate(item.to),
  }));

  return (
    <Nav aria-label={intl.formatMessage(navMessages.mainNav)}>
      <ul ref={listRef} data-measured={visible === null ? undefined : ''}>
        {items.map((item) => (
          <li key={item.key} data-overflow={hidden.has(item.key) ? '' : undefined}>
            <Link to={item.to} data-nav={item.key} aria-current={item.key === active ? 'page' : undefined}>
              <FormattedMessage {...item.label} />
              {badge(item)}
            </Link>
          </li>
        ))}
      </ul>
      <MoreSlot data-empty={more.length === 0 ? '' : undefined} data-testid="nav-more">
        <MenuButton variant="quiet" items={menuItems} triggerLabel={moreCount > 0 ? undefined : intl.formatMessage(navMessages.more)} hideChevron>
          <MoreIcon size={20} aria-hidden="true" />
          <FormattedMessage {...navMessages.more} />
          {moreCount > 0 && ' '}
          <Badge count={moreCount} label={badgeLabel} />
        </MenuButton>
      </MoreSlot>
    </Nav>
  );
}
