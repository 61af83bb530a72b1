import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { laneRoute } from '../../engine/games/lanes.ts';
import { token } from '../../engine/theme/token.ts';
import { useBoot } from '../boot/BootContext.tsx';
import { laneMessage, navMessages } from '../i18n/navMessages.ts';

const Aside = styled.nav`
  width: 220px;
  flex: none;
  padding: ${token('space.md')} ${token('space.sm')};
  background: ${token('color.bg.sidebar')};
  color: ${token('color.text.primary')};
  border-right: 1px solid ${token('color.border.default')};
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: flex;
    flex-direction: column;
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

/** The game categories that have vendors, each with its provider count. */
export function SideMenu(): ReactNode {
  const intl = useIntl();
  const { lanes } = useBoot();
  return (
    <Aside aria-label={intl.formatMessage(navMessages.sideNav)} data-testid="side-menu">
      <ul>
        {lanes.map((lane) => (
          <li key={lane.type}>
            <NavLink to={laneRoute(lane.type)} end>
              <FormattedMessage {...laneMessage(lane.type)} />
              <small>
                <FormattedMessage {...navMessages.vendorCount} values={{ count: lane.vendors.length }} />
              </small>
            </NavLink>
          </li>
        ))}
      </ul>
    </Aside>
  );
}
