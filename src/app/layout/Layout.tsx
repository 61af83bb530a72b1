import styled from '@emotion/styled';
import { Suspense, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { layout } from '../../engine/theme/layout.ts';
import { token } from '../../engine/theme/token.ts';
import { zIndex } from '../../ui/styles.ts';
import { preloadable } from '../router/preloadable.ts';
import { showsSideMenu, type Chrome } from '../../engine/routes/routeTable.ts';
import { Header } from './Header.tsx';
import { layoutMessages } from './messages.ts';
import { SideMenu } from './SideMenu.tsx';
import { TabBar } from './TabBar.tsx';

// Below the fold or secondary: loaded after the first paint, which keeps `/` within its JS budget.
const Footer = preloadable(() => import('./Footer.tsx').then((m) => ({ default: m.Footer })));
const FloatingBar = preloadable(() => import('./FloatingBar.tsx').then((m) => ({ default: m.FloatingBar })));

/** The chunks of the full chrome (footer, floating bar): loaded before a server-rendered page is hydrated. */
export function preloadChrome(): Promise<void> {
  return Promise.all([Footer.preload(), FloatingBar.preload()]).then(() => undefined);
}

const Body = styled.div`
  display: flex;
  min-height: calc(100vh - 56px);
`;

/** The inline side menu is for desktops; phones and tablets open it as a drawer from the header or the tab bar. */
const DesktopOnly = styled.div`
  display: ${layout('show.desktop')};
`;

/** Room under the page so the fixed tab bar (phones) never covers the end of the footer. */
const TabBarSpace = styled.div`
  height: ${layout('tabBar.space')};
`;

const Main = styled.main`
  flex: 1;
  min-width: 0;
  padding: ${layout('page.gutter')};
`;

const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: -9999px;
  &:focus {
    inset-inline-start: ${token('space.sm')};
    top: ${token('space.sm')};
    z-index: ${zIndex.toast};
    padding: ${token('space.sm')};
    background: ${token('color.bg.surface')};
    color: ${token('color.text.primary')};
  }
`;

/** The real page frame: header, side menu (not on /seamless or lottery pages), floating bar, footer, and the phone's tab bar. */
export function Layout({ chrome, children }: { chrome: Chrome; children: ReactNode }): ReactNode {
  const { pathname } = useLocation();
  if (chrome === 'bare') return <Main id="content">{children}</Main>;
  const full = chrome === 'full';
  return (
    <>
      <SkipLink href="#content">
        <FormattedMessage {...layoutMessages.skipToContent} />
      </SkipLink>
      <Header />
      <Body>
        {full && showsSideMenu(pathname) && (
          <DesktopOnly>
            <SideMenu />
          </DesktopOnly>
        )}
        <Main id="content">{children}</Main>
      </Body>
      {full && (
        <Suspense fallback={null}>
          <FloatingBar />
          <Footer />
        </Suspense>
      )}
      {full && (
        <>
          <TabBarSpace aria-hidden="true" />
          <TabBar />
        </>
      )}
    </>
  );
}
