import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { useBoot } from '../../../src/app/boot/BootContext.tsx';
import AnnouncementPopup from '../../../src/app/features/announcements/AnnouncementPopup.tsx';
import NoticeModal from '../../../src/app/features/announcements/NoticeModal.tsx';
import { NoticeAccordion } from '../../../src/app/features/announcements/NoticeAccordion.tsx';
import { SafeHtml } from '../../../src/app/features/announcements/SafeHtml.tsx';
import type { AnnouncementList } from '../../../src/generated/types.ts';
import { AreaMessages } from '../../../src/app/i18n/AreaMessages.tsx';
import { Matrix, Surface } from '../../ui/helpers.tsx';
import { failWith, PENDING, WithFreshApi, WithSession, type StoryVisitor } from '../fixtures.tsx';
import { usePreferences } from '../../../src/app/state/preferences.ts';
import { brandAnnouncements, hostileContent, storyAnnouncements, storyNotice } from '../home/homeFixtures.ts';

type Answer = 'brand' | 'loaded' | 'loading' | 'failed' | 'empty' | 'hostile';

function Open({
  modal,
  answer = 'loaded',
  popups = 12,
  as = 'guest',
  children,
}: {
  modal: 'notice' | 'public';
  answer?: Answer;
  popups?: number;
  as?: StoryVisitor;
  children: ReactNode;
}): ReactNode {
  const boot = useBoot();
  const language = usePreferences((s) => s.language);
  let value: AnnouncementList | typeof PENDING | ReturnType<typeof failWith>;
  if (answer === 'loading') value = PENDING;
  else if (answer === 'failed') value = failWith('network', 'Network link is abnormal, please try again', null, 0);
  else if (answer === 'brand') value = brandAnnouncements(boot, language, as === 'guest' ? 'B' : 'A');
  else {
    value = storyAnnouncements(boot, { notices: answer === 'empty' ? 0 : 5, popups: answer === 'empty' ? 0 : popups });
    value.popup = value.popup.map((p) => ({ ...p, execution: [as === 'guest' ? 'B' : 'A'] }));
    if (answer === 'hostile') {
      value.player = value.player.map((n, i) => (i === 0 ? { ...n, content: hostileContent } : n));
      value.popup = value.popup.map((n, i) => (i === 0 ? { ...n, content: hostileContent } : n));
    }
  }
  return (
    <WithFreshApi key={`${boot.brand.id}-${language}-${modal}-${answer}-${popups}-${as}`} answers={{ '/wps/relay/MCSFE_getListAnnouncements': value }}>
      <WithSession as={as} state={{ modal }}>
        {children}
      </WithSession>
    </WithFreshApi>
  );
}

/** noticeModal and publicModal: titles with expandable operator HTML, sanitized by DOMPurify. */
const meta = {
  title: 'App/Announcements',
  // page level: the visual runner also screenshots these at 390 × 844
  tags: ['phone'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The notice modal with the brand's own notices (pebble has none: the empty state), the first one open. */
export const Notices: Story = {
  render: () => (
    <Open modal="notice" answer="brand">
      <NoticeModal />
    </Open>
  ),
};

/** The brand's own popup for an anonymous visitor (B); pebble has none. */
export const PopupOfTheBrand: Story = {
  render: () => (
    <Open modal="public" answer="brand">
      <AnnouncementPopup />
    </Open>
  ),
};

/** The popup for an anonymous visitor (B): 12 titles, 9 per page, page numbers below. */
export const PopupGuest: Story = {
  render: () => (
    <Open modal="public">
      <AnnouncementPopup />
    </Open>
  ),
};

/** A logged-in member's popup (A), on its second page. */
export const PopupMemberSecondPage: Story = {
  render: () => (
    <Open modal="public" as="member">
      <AnnouncementPopup />
    </Open>
  ),
  play: async () => {
    const body = within(document.body);
    const pages = within(await body.findByRole('navigation'));
    // the page number in the story's language (Bengali digits in BN)
    await userEvent.click(pages.getAllByRole('button').find((b) => ['2', '২'].includes(b.textContent ?? ''))!);
    await expect(await body.findByText(/Announcement 10:/)).toBeInTheDocument();
  },
};

/** 60 popups: 7 pages, 5 numbers around the current one plus the first and last (1 margin page). */
export const PopupManyPages: Story = {
  render: () => (
    <Open modal="public" popups={60}>
      <AnnouncementPopup />
    </Open>
  ),
};

/** Script, handlers and javascript: links in the operator's HTML arrive inert; external links open a new tab. */
export const HostileHtmlSanitized: Story = {
  render: () => (
    <Open modal="notice" answer="hostile">
      <NoticeModal />
    </Open>
  ),
  play: async () => {
    const body = within(document.body);
    const link = await body.findByRole('link', { name: 'external rules' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(document.querySelector('[data-testid="notice-modal"] script')).toBeNull();
    await expect((window as { __storyXss?: unknown }).__storyXss).toBeUndefined();
  },
};

export const NoticesLoading: Story = {
  render: () => (
    <Open modal="notice" answer="loading">
      <NoticeModal />
    </Open>
  ),
};
export const NoticesFailed: Story = {
  render: () => (
    <Open modal="notice" answer="failed">
      <NoticeModal />
    </Open>
  ),
};
export const PopupEmpty: Story = {
  render: () => (
    <Open modal="public" answer="empty">
      <AnnouncementPopup />
    </Open>
  ),
};

const notices = [0, 1, 2].map((i) => storyNotice(i));

/** The parts without a modal: the accordion (open, closed, with images) and SafeHtml. */
export const AllStates: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <AreaMessages area="home">
      <Matrix
        columns={2}
        items={[
          ['first notice open', <Surface><NoticeAccordion notices={notices} expandedId="n0" onToggle={() => {}} /></Surface>],
          ['all closed', <Surface><NoticeAccordion notices={notices} expandedId={null} onToggle={() => {}} /></Surface>],
          [
            'with a promotion link',
            <Surface>
              <NoticeAccordion notices={[storyNotice(3, { promotionType: 'DEPOSIT', linkedPromotionId: 'welcome' })]} expandedId="n3" onToggle={() => {}} />
            </Surface>,
          ],
          ['hostile HTML, sanitized', <Surface><SafeHtml html={hostileContent} /></Surface>],
        ]}
      />
    </AreaMessages>
  ),
};
