import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AgentCenter from '../../../src/app/features/agent/center/AgentCenter.tsx';
import { useSession } from '../../../src/app/state/session.ts';
import { BootOverride, WithFreshApi, WithSession } from '../fixtures.tsx';
import { agentAnswers, contractsOff, contractsOn, frozenClock, noConsolidated } from './agentFixtures.tsx';

const body = (): ReturnType<typeof within> => within(document.body);
const loaded = async (): Promise<HTMLElement> => {
  const center = await body().findByTestId('agent-center', {}, { timeout: 5000 });
  await body().findByTestId('team-overview-page', {}, { timeout: 5000 });
  return center;
};
/** The menu link of a page in the variant shown on this viewport (both variants are in the page). */
const menuLink = (id: string, variant: 'row' | 'column' = 'column'): HTMLElement => within(body().getByTestId(`agent-menu-${variant}`)).getByTestId(`agent-menu-${id}`);
const menuIds = (variant: 'row' | 'column'): string[] =>
  Array.from((body().getByTestId(`agent-menu-${variant}`) as HTMLElement).querySelectorAll('[data-testid^="agent-menu-"]')).map((a) =>
    (a.getAttribute('data-testid') ?? '').replace('agent-menu-', ''),
  );

/** /agentHome, the agent center: own header with the brand's zone and a frozen clock, menu, pages. */
const meta = {
  title: 'App/Agent/Center',
  tags: ['phone'],
  component: AgentCenter,
  args: { clock: frozenClock },
  parameters: { layout: 'fullscreen', route: '/agentHome' },
  decorators: [
    (Story) => (
      <BootOverride change={contractsOn}>
        <WithFreshApi answers={agentAnswers}>
          <WithSession as="agent">
            <Story />
          </WithSession>
        </WithFreshApi>
      </BootOverride>
    ),
  ],
} satisfies Meta<typeof AgentCenter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: the menu as a column, team overview open; the header shows UTC+06:00 and noon in Dhaka. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async () => {
    await loaded();
    await expect(body().getByTestId('agent-zone')).toHaveTextContent(/^UTC[+-]\d{2}:\d{2}$/);
    // the frozen clock (06:00 UTC) on the brand's wall clock; digits may be Bengali on a BN brand
    await expect(body().getByTestId('agent-clock').textContent).toMatch(/^\S+ \S{2}:\S{2}:\S{2}$/);
    await expect(body().getByTestId('agent-name')).toHaveTextContent('Top Agent');
    await expect(menuLink('agentTeamOverview')).toHaveAttribute('aria-current', 'page');
    // every contract kind on and every consolidated info flag: the settlement record pages are in the menu
    await waitFor(() => expect(menuIds('column')).toContain('agentDividendRecordCopy2'), { timeout: 5000 });
    await expect(menuIds('column')).toContain('messageV2');
  },
};

/** Phone: the menu as a sideways row of chips above the page; nothing scrolls the page sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async () => {
    await loaded();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** Contract kinds and the inbox off: no settlement record pages, no messages item (each page has its own flag). */
export const FlagsOff: Story = {
  decorators: [
    (Story) => (
      <BootOverride change={contractsOff}>
        <WithFreshApi answers={{ ...agentAnswers, 'GET /wps/member/info/funds/consolidated': noConsolidated }}>
          <WithSession as="agent">
            <Story />
          </WithSession>
        </WithFreshApi>
      </BootOverride>
    ),
  ],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async () => {
    await loaded();
    const ids = menuIds('column');
    for (const hidden of ['agentDividendRecordCopy2', 'agentDailyWages2', 'agentHourSalary', 'agentRealtimeSalary', 'messageV2'])
      await expect(ids).not.toContain(hidden);
    await expect(ids).toContain('downlineManagmentView');
    await expect(ids).toContain('customerService');
  },
};

/** A deep link (?page=registerCenter) opens that page; a menu click switches to another. */
export const DeepLink: Story = {
  parameters: { route: '/agentHome?page=registerCenter' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async () => {
    await body().findByTestId('register-center-page', {}, { timeout: 5000 });
    await userEvent.click(menuLink('customerService'));
    await expect(await body().findByTestId('customer-service-page', {}, { timeout: 5000 })).toBeInTheDocument();
    // the click focuses the link, and focusing a link below the fold scrolls it into view: that leaves the menu's
    // first item half under the sticky header, a scroll position of the test rather than of the deep link; the
    // shot shows the switched page from the top, as the deep link opened it
    window.scrollTo(0, 0);
  },
};

/** Logout goes through the usual confirmation, which the app's modal host shows. */
export const Logout: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async () => {
    await loaded();
    await userEvent.click(body().getByTestId('agent-logout'));
    await expect(useSession.getState().modal).toBe('logoutConfirm');
  },
};
