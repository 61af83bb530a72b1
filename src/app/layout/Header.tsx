import styled from '@emotion/styled';
import { lazy, Suspense, type MouseEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { layout } from '../../engine/theme/layout.ts';
import { token } from '../../engine/theme/token.ts';
import { zIndex } from '../../ui/styles.ts';
import { MenuIcon } from '../../ui/index.ts';
import { useBoot } from '../boot/BootContext.tsx';
import { navMessages } from '../i18n/navMessages.ts';
import { useSession, type ModalName } from '../state/session.ts';
import { useSideMenuDrawer } from './drawerState.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { Logo } from './Logo.tsx';
import { layoutMessages } from './messages.ts';
import { useAvailablePromoCount } from '../features/promotions/available.ts';
import { navItems } from './navItems.ts';
import { NavOverflow } from './NavOverflow.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${zIndex.sticky};
  display: flex;
  /* one row on every screen: what does not fit moves into "More" or the drawer, nothing wraps */
  flex-wrap: nowrap;
  align-items: center;
  gap: ${token('space.sm')};
  padding: ${token('space.sm')} ${layout('page.gutter')};
  background: ${token('color.bg.header')};
  color: ${token('color.text.onHeader')};
  box-shadow: ${token('shadow.md')};
`;

/** Wrappers that show their children on some viewport tiers only (layout variables: right in the server's HTML). */
const BelowDesktop = styled.div`
  display: ${layout('show.belowDesktop')};
`;
const TabletUp = styled.div`
  display: ${layout('show.tabletUp')};
`;
const DesktopOnly = styled.div`
  display: ${layout('show.desktop')};
`;

const Actions = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${token('space.sm')};
  margin-inline-start: auto;
`;

const MenuToggle = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${layout('touch.target')};
  height: ${layout('touch.target')};
  padding: 0;
  border: 0;
  border-radius: ${token('radius.md')};
  background: transparent;
  color: inherit;
  cursor: pointer;
`;

const ActionLink = styled(Link)<{ variant: 'primary' | 'outline' }>`
  display: inline-flex;
  align-items: center;
  height: max(40px, ${layout('touch.target')});
  padding: 0 ${token('space.md')};
  border-radius: ${token('radius.md')};
  font-weight: ${token('font.weight.bold')};
  text-decoration: none;
  white-space: nowrap;
  ${({ variant }) =>
    variant === 'primary'
      ? `background: ${token('color.action.primary')}; color: ${token('color.text.onAction')};`
      : `border: 1px solid currentColor; color: inherit;`}
`;

// Only a logged-in visitor needs the balance and member menu: its own chunk keeps `/` within its JS budget.
const HeaderAccount = lazy(() => import('./HeaderAccount.tsx'));
// The game menu (a category's vendors on hover or focus) is its own chunk, loaded after the first paint.
const GameMenuHost = lazy(() => import('./GameMenuHost.tsx'));
// The side menu drawer (phones and tablets) loads when first opened.
const SideMenuDrawer = lazy(() => import('./SideMenuDrawer.tsx'));

/** A session is being restored at start: hold the place of the account buttons so nothing flashes. */
const AccountPlaceholder = styled.span`
  display: inline-block;
  width: min(12rem, 40vw);
  height: 40px;
`;

/** Guest actions: /login and /register stay real links (new tab, no JS) but open the modal in place. */
function GuestActions(): ReactNode {
  const { flags } = useBoot();
  const openModal = useSession((s) => s.openModal);
  const open = (name: ModalName) => (e: MouseEvent) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    openModal(name);
  };
  return (
    <>
      <ActionLink to="/login" variant="outline" onClick={open('login')} data-testid="header-login">
        <FormattedMessage {...layoutMessages.login} />
      </ActionLink>
      {flags.registration && (
        <ActionLink to="/register" variant="primary" onClick={open('register')} data-testid="header-register">
          <FormattedMessage {...layoutMessages.register} />
        </ActionLink>
      )}
    </>
  );
}

function AccountActions(): ReactNode {
  const isLogin = useSession((s) => s.isLogin);
  const restoring = useSession((s) => s.restoring);
  if (isLogin)
    return (
      <Suspense fallback={<AccountPlaceholder />}>
        <HeaderAccount />
      </Suspense>
    );
  if (restoring) return <AccountPlaceholder aria-hidden="true" />;
  return <GuestActions />;
}

/** Opens the side menu drawer; its chunk loads on the first open and stays for the next ones. */
function DrawerToggle(): ReactNode {
  const intl = useIntl();
  const open = useSideMenuDrawer((s) => s.open);
  const setOpen = useSideMenuDrawer((s) => s.setOpen);
  const loaded = useSideMenuDrawer((s) => s.opened);
  return (
    <>
      <BelowDesktop>
        <MenuToggle
          type="button"
          aria-label={intl.formatMessage(navMessages.openMenu)}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
          data-testid="menu-button"
        >
          <MenuIcon size={24} aria-hidden="true" />
        </MenuToggle>
      </BelowDesktop>
      {loaded && (
        <Suspense fallback={null}>
          <SideMenuDrawer />
        </Suspense>
      )}
    </>
  );
}

/**
 * Phone: menu button, logo, then the balance or login/register (language and mode are in the drawer).
 * Tablet: the navigation too, what does not fit under "More". Desktop: language and mode in the header, no drawer.
 */
export function Header(): ReactNode {
  const { lanes } = useBoot();
  const promoCount = useAvailablePromoCount();
  return (
    <Bar>
      <DrawerToggle />
      <Logo />
      <TabletUp>
        <NavOverflow items={navItems(lanes, promoCount)} />
      </TabletUp>
      <Actions>
        <DesktopOnly>
          <LanguageSwitcher />
          <ThemeToggle />
        </DesktopOnly>
        <AccountActions />
      </Actions>
      <Suspense fallback={null}>
        <GameMenuHost />
      </Suspense>
    </Bar>
  );
}
