import styled from '@emotion/styled';
import { Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { layout } from '../../../engine/theme/layout.ts';
import { token } from '../../../engine/theme/token.ts';
import { Modal, Spinner, ToastProvider } from '../../../ui/index.ts';
import { useFlags } from '../../boot/BootContext.tsx';
import { useReferralEnabled } from '../promotions/available.ts';
import { AreaMessages } from '../../i18n/AreaMessages.tsx';
import { useMenuBadges } from './badges.ts';
import { useMenuConsolidated } from './contracts/useMenuConsolidated.ts';
import { MemberCenterMenu } from './MemberCenterMenu.tsx';
import { resolvePage, visibleLinks, visibleMenu } from './menu.ts';
import { memberMessages as m } from './messages.ts';
import { PageBoundary } from './PageBoundary.tsx';
import { MEMBER_PAGES, type MemberPage } from './pages.tsx';

const Body = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${token('space.md')};
  min-height: min(70dvh, 40rem);
`;
const PhoneOnly = styled.div`
  display: ${layout('show.phone')};
`;
const TabletUp = styled.div`
  display: ${layout('show.tabletUp')};
`;
const PageArea = styled.section`
  flex: 1 1 18rem;
  min-width: 0;
`;

export interface MemberCenterProps {
  /** The page registry (stories and tests pass a small one). */
  pages?: Partial<Record<string, MemberPage>>;
}

/**
 * The member center overlay: the menu of the registered pages (default securityCenter; `?page=` deep
 * links), a full-height sheet with the menu as a sideways row on phones, a box with the menu at the inline start from tablet up.
 */
function MemberCenterOverlay({ pages = MEMBER_PAGES }: MemberCenterProps): ReactNode {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  // invite friends follows the member's availablePromo.REFERRAL.enabled, under REFERRAL3 as before
  const flags = { ...useFlags(), referral: useReferralEnabled() };
  const badges = useMenuBadges();
  // contract management shows when the consolidated contract data say contracts apply
  const consolidated = useMenuConsolidated();
  const menu = visibleMenu(pages, flags, consolidated.data);
  const links = visibleLinks(flags);
  const waiting = consolidated.loading && params.get('page') === 'contracts';
  const current = waiting ? undefined : resolvePage(params.get('page'), menu);
  const Page = current ? pages[current] : undefined;
  // back to where the member came from; a deep link opened directly goes home
  const close = (): void => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate('/', { replace: true });
  };

  return (
    <Modal open onClose={close} title={intl.formatMessage(m.title)} closeLabel={intl.formatMessage(m.close)} width={1040}>
      <Body data-testid="member-center" data-page={current}>
        <PhoneOnly>
          <MemberCenterMenu items={menu} links={links} current={current} badges={badges} variant="row" />
        </PhoneOnly>
        <TabletUp>
          <MemberCenterMenu items={menu} links={links} current={current} badges={badges} variant="column" />
        </TabletUp>
        <PageArea data-testid={`member-page-${current ?? 'none'}`}>
          {waiting && <Spinner />}
          {Page && current && (
            <PageBoundary pageId={current}>
              <Suspense fallback={<Spinner />}>
                <Page />
              </Suspense>
            </PageBoundary>
          )}
        </PageArea>
      </Body>
    </Modal>
  );
}

/** The overlay with its messages (the member area) and toasts for its pages, loaded on demand by the /member route. */
export default function MemberCenter(props: MemberCenterProps): ReactNode {
  return (
    <AreaMessages area="member">
      <ToastProvider>
        <MemberCenterOverlay {...props} />
      </ToastProvider>
    </AreaMessages>
  );
}
