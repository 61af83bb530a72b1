import styled from '@emotion/styled';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { token } from '../../engine/theme/token.ts';
import { Drawer } from '../../ui/index.ts';
import { navMessages } from '../i18n/navMessages.ts';
import { useSideMenuDrawer } from './drawerState.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { layoutMessages } from './messages.ts';
import { CategoryList } from './SideMenu.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';
import { useViewportTier } from './useViewportTier.ts';

const Section = styled.section`
  & + & {
    margin-top: ${token('space.md')};
    padding-top: ${token('space.md')};
    border-top: 1px solid ${token('color.border.default')};
  }
  h3 {
    margin: 0 0 ${token('space.sm')};
    font-size: ${token('font.size.sm')};
    color: ${token('color.text.muted')};
  }
`;

const Settings = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space.sm')};
  /* the header's controls, at touch size */
  select,
  button {
    min-height: 44px;
    min-width: 44px;
  }
`;

/**
 * The side menu on phones and tablets: the game categories, then the language and mode switches the compact header
 * leaves out. Esc, a tap on the dimmed page and a navigation close it; so does growing to the desktop layout,
 * where the side menu is inline again. Loaded on first open.
 */
export default function SideMenuDrawer(): ReactNode {
  const intl = useIntl();
  const open = useSideMenuDrawer((s) => s.open);
  const setOpen = useSideMenuDrawer((s) => s.setOpen);
  const location = useLocation();
  const tier = useViewportTier();
  const settingsId = useId();
  const shownAt = useRef(location);
  useEffect(() => {
    if (shownAt.current !== location) setOpen(false);
    shownAt.current = location;
  }, [location, setOpen]);
  useEffect(() => {
    if (tier === 'desktop') setOpen(false);
  }, [tier, setOpen]);
  return (
    <Drawer
      open={open}
      onClose={() => setOpen(false)}
      side="start"
      width={300}
      title={<FormattedMessage {...navMessages.menu} />}
      closeLabel={intl.formatMessage(layoutMessages.closeMenu)}
    >
      <div data-testid="side-menu-drawer">
        <Section>
          <nav aria-label={intl.formatMessage(navMessages.sideNav)}>
            <h3>
              <FormattedMessage {...navMessages.sideNav} />
            </h3>
            <CategoryList />
          </nav>
        </Section>
        <Section aria-labelledby={settingsId}>
          <h3 id={settingsId}>
            <FormattedMessage {...navMessages.settings} />
          </h3>
          <Settings>
            <LanguageSwitcher />
            <ThemeToggle />
          </Settings>
        </Section>
      </div>
    </Drawer>
  );
}
