import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { laneRoute } from '../../engine/games/lanes.ts';
import { token } from '../../engine/theme/token.ts';
import { useBoot } from '../boot/BootContext.tsx';
import { laneMessage, navMessages } from '../i18n/navMessages.ts';
import { activeNavKey } from './navItems.ts';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: flex;
    flex-direction: column;
    justify-content: center;
    min-height: 44px;
    padding: ${token('space.sm')} ${token('space.md')};
    border-radius: ${token('radius.md')};
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    background: ${token('color.bg.sunken')};
  }
  a[aria-current='page'] {
    background: ${token('color.action.primary')};
    color: ${token('color.text.onAction')};
  }
  small {
    font-size: ${token('font.size.xs')};
  }
`;

const Aside = styled.nav`
  width: 220px;
  flex: none;
  padding: ${token('space.md')} ${token('space.sm')};
  background: ${token('color.bg.sidebar')};
  color: ${token('color.text.primary')};
  border-inline-end: 1px solid ${token('color.border.default')};
`;

/** The game categories that have vendors, each with its provider count; the one the location is on is current. */
export function CategoryList(): ReactNode {
  const { lanes } = useBoot();
  const { pathname, search } = useLocation();
  const links = lanes.map((lane) => ({ key: lane.type, to: laneRoute(lane.type), lane }));
  const active = activeNavKey(links, pathname, search);
  return (
    <List>
      {links.map(({ key, to, lane }) => (
        <li key={key}>
          <Link to={to} aria-current={key === active ? 'page' : undefined} data-lane={key}>
            <FormattedMessage {...laneMessage(lane.type)} />
            <small>
              <FormattedMessage {...navMessages.vendorCount} values={{ count: lane.vendors.length }} />
            </small>
          </Link>
        </li>
      ))}
    </List>
  );
}

/** The side menu inline beside the page (desktop; smaller screens get it in the drawer). */
export function SideMenu(): ReactNode {
  const intl = useIntl();
  return (
    <Aside aria-label={intl.formatMessage(navMessages.sideNav)} data-testid="side-menu">
      <CategoryList />
    </Aside>
  );
}
