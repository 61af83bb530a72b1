import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FloatingBar } from '../../src/app/layout/FloatingBar.tsx';
import type { MemberInfo } from '../../src/generated/types.ts';
import { Modal } from '../../src/ui/index.ts';
import { BootOverride, brandChange, WithFreshApi, WithSession } from './fixtures.tsx';

const PHONE = { viewport: { value: 'phone390', isRotated: false } };

/** Right floating bar. Brands with nothing to put in it (no referral, live chat or resources) render none. */
const meta = {
  title: 'App/FloatingBar',
  // page level / layout: the visual runner also screenshots these at 390 × 844
  tags: ['phone'],
  component: FloatingBar,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minHeight: 480 }}><Story /></div>],
} satisfies Meta<typeof FloatingBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: a column at the right edge; below desktop: one launcher button at the bottom right. */
export const Closed: Story = {};

/**
 * App download open: QR codes generated from the brand's iOS and Android resources (brands without them show none).
 * Not shot at phone size ('!phone'): there the codes open inside the launcher's list, whose text lands on a different
 * sub-pixel from run to run; PhoneOpen covers the phone list.
 */
export const DownloadOpen: Story = {
  tags: ['!phone'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const launcher = canvas.queryByTestId('floating-launcher');
    if (launcher && getComputedStyle(launcher).display !== 'none') await userEvent.click(launcher);
    const button = canvas.queryByTestId('app-download');
    if (!button) return;
    await userEvent.click(button);
    await expect(await canvas.findByTestId('app-qr')).toBeInTheDocument();
  },
};

/** Phone: only the launcher shows, above where the tab bar sits. */
export const PhoneLauncher: Story = { globals: PHONE };

/** Phone: the launcher opened: the same items as the desktop column, 44 px targets. */
export const PhoneOpen: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const launcher = within(canvasElement).queryByTestId('floating-launcher');
    if (!launcher) return;
    await userEvent.click(launcher);
    await expect(launcher).toHaveAttribute('aria-expanded', 'true');
    const list = canvasElement.querySelector('[data-testid=floating-bar] ul')!;
    await waitFor(() => expect(getComputedStyle(list).display).toBe('flex'));
  },
};

/** A modal covers the bar (z-index tokens: floating < overlay): the point at the bar's centre is the backdrop. */
export const UnderAModal: Story = {
  render: () => (
    <>
      <FloatingBar />
      <Modal open onClose={() => {}} title="Modal" closeLabel="Close">
        The floating bar is dimmed behind this dialog.
      </Modal>
    </>
  ),
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('[data-testid=floating-bar]');
    if (!bar) return;
    const launcher = bar.querySelector<HTMLElement>('[data-testid=floating-launcher]')!;
    const target = getComputedStyle(launcher).display === 'none' ? bar.querySelector('ul')! : launcher;
    const r = target.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    await expect(bar.contains(hit)).toBe(false);
    await expect(hit?.closest('[data-ui-portal]')).not.toBeNull();
  },
};

const referralOn = brandChange({ flags: { REFERRAL3: true } });
function asMember(info: Partial<MemberInfo>): Decorator {
  return (Story) => (
    <BootOverride change={referralOn}>
      <WithFreshApi answers={{}}>
        <WithSession as="member" info={info}>
          <Story />
        </WithSession>
      </WithFreshApi>
    </BootOverride>
  );
}

/** A member whose info says availablePromo.REFERRAL.enabled, REFERRAL3 on: "Invite friends" is offered. */
export const MemberInvite: Story = {
  decorators: [asMember({ availablePromo: { REFERRAL: { enabled: true } } })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('floating-invite')).toHaveAttribute('href', '/member?page=referral');
  },
};

/** The same brand, but the member's info says REFERRAL is not enabled for them: no invite entry. */
export const MemberInviteOff: Story = {
  decorators: [asMember({ availablePromo: { REFERRAL: { enabled: false } } })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('floating-invite')).toBeNull();
  },
};
