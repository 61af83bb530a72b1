import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import MemberCenter from '../../../src/app/features/member/MemberCenter.tsx';
import { MEMBER_PAGES } from '../../../src/app/features/member/pages.tsx';
import { BootOverride, brandChange, WithFreshApi, WithSession } from '../fixtures.tsx';
import { memberAnswers } from './memberFixtures.tsx';

const inboxOn = brandChange({ flags: { INBOX3: true } });
const pointsOn = brandChange({ flags: { PTSYS3: true } });
const pointsOff = brandChange({ flags: { PTSYS3: false } });
// the points balance beside the "Points mall" entry of brands with PTSYS3
const centerAnswers = { ...memberAnswers, 'GET /wps/relay/MCS2_getPointBalance': { points: 1250 } };

const meta = {
  title: 'App/Member/Center',
  tags: ['phone'],
  component: MemberCenter,
  parameters: { layout: 'fullscreen', route: '/member' },
  decorators: [
    (Story) => (
      // the inbox module on in every brand, so each one shows the messages item and its badge
      <BootOverride change={inboxOn}>
        <WithFreshApi answers={centerAnswers}>
          <WithSession as="member">
            <Story />
          </WithSession>
        </WithFreshApi>
      </BootOverride>
    ),
  ],
} satisfies Meta<typeof MemberCenter>;
export default meta;
type Story = StoryObj<typeof meta>;

const loaded = async (): Promise<void> => {
  await within(document.body).findByTestId('member-center', {}, { timeout: 5000 });
};

/** Desktop: the overlay with the menu at the left, the default page (my account) open, the inbox badge at 2. */
export const Desktop: Story = {
  tags: ['language-matrix'],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async () => {
    await loaded();
    const body = within(document.body);
    await expect(await body.findByTestId('security-center', {}, { timeout: 5000 })).toBeInTheDocument();
    const menu = body.getByTestId('member-menu-column');
    await expect(within(menu).getByTestId('member-menu-securityCenter')).toHaveAttribute('aria-current', 'page');
    // the inbox item carries the unread badge (2; Bengali digits on a BN brand)
    await expect(await within(menu).findByText(/^[2২]$/, {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

/** Phone: a full-height sheet, the menu as a sideways row above the page. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: loaded,
};

/** A deep link (/member?page=messageV2) opens the inbox; choosing another item switches the page. */
export const DeepLinkInbox: Story = {
  parameters: { route: '/member?page=messageV2' },
  play: async () => {
    await loaded();
    const body = within(document.body);
    await expect(await body.findByTestId('inbox-page', {}, { timeout: 5000 })).toBeInTheDocument();
    const [link] = body.getAllByTestId('member-menu-securityCenter');
    await userEvent.click(link!);
    await expect(await body.findByTestId('security-center', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

/** A page that is not registered yet (withdraw before payments): the default page opens instead, nothing breaks. */
export const UnregisteredPage: Story = {
  parameters: { route: '/member?page=withdraw' },
  args: { pages: { securityCenter: MEMBER_PAGES.securityCenter } },
  play: loaded,
};

/** /pointMall from the member center (PTSYS3 on in every brand): the last entry, with the member's points. */
export const PointsMallEntry: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [(Story) => <BootOverride change={pointsOn}><Story /></BootOverride>],
  play: async () => {
    await loaded();
    const menu = within(document.body).getByTestId('member-menu-column');
    const entry = within(menu).getByTestId('member-menu-pointMall');
    await expect(entry).toHaveAttribute('href', '/pointMall');
    // the balance in the brand's own digits and words: only that it arrived
    await expect(await within(entry).findByTestId('member-menu-points', {}, { timeout: 5000 })).not.toBeEmptyDOMElement();
  },
};

/** PTSYS3 off: no points mall entry, and the points balance is never asked for. */
export const PointsMallOff: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [(Story) => <BootOverride change={pointsOff}><Story /></BootOverride>],
  play: async () => {
    await loaded();
    await expect(within(document.body).queryByTestId('member-menu-pointMall')).toBeNull();
  },
};
