import styled from '@emotion/styled';
import { lazy, Suspense, type MouseEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router-dom';
import { token } from '../../engine/theme/token.ts';
import { useBoot } from '../boot/BootContext.tsx';
import { navMessages } from '../i18n/navMessages.ts';
import { useSession, type ModalName } from '../state/session.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { Logo } from './Logo.tsx';
import { layoutMessages } from './messages.ts';
import { navItems } from './navItems.ts';
import { ThemeToggle } from './ThemeToggle.tsx';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  /* On narrow screens the account actions move to a second row rather than squeezing the navigation away. */
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space.md')};
  padding: ${token('space.sm')} ${token('space.lg')};
  background: ${token('color.bg.header')};
  color: ${token('color.text.onHeader')};
  box-shadow: ${token('shadow.md')};
`;

const Nav = styled.nav`
  flex: 1 1 0;
  min-width: 280px;
  overflow-x: auto;
  ul {
    display: flex;
    gap: ${token('space.xs')};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: block;
    padding: ${token('space.sm')} ${token('space.md')};
    border-radius: ${token('radius.pill')};
    color: inherit;
    font-weight: ${token('font.weight.medium')};
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover {
    text-decoration: underline;
  }
  a[aria-current='page'] {
    background: ${token('color.action.primary')};
    color: ${token('color.text.onAction')};
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${token('space.sm')};
`;

const ActionLink = styled(Link)<{ variant: 'primary' | 'outline' }>`
  display: inline-flex;
  align-items: center;
  height: 40px;
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

/** A session is being restored at start: hold the place of the account buttons so nothing flashes. */
const AccountPlaceholder = styled.span`
  display: inline-block;
  width: 12rem;
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

/** Logo, navigation (HOME, categories with vendors, PROMOTIONS), language, mode, and login/register or the account. */
export function Header(): ReactNode {
  const intl = useIntl();
  const { lanes } = useBoot();
  return (
    <Bar>
      <Logo />
      <Nav aria-label={intl.formatMessage(navMessages.mainNav)}>
        <ul>
          {navItems(lanes).map((item) => (
            <li key={item.key}>
              <NavLink to={item.to} end data-nav={item.key}>
                <FormattedMessage {...item.label} />
              </NavLink>
            </li>
          ))}
        </ul>
      </Nav>
      <Actions>
        <LanguageSwitcher />
        <ThemeToggle />
        <AccountActions />
      </Actions>
      <Suspense fallback={null}>
        <GameMenuHost />
      </Suspense>
    </Bar>
  );
}
