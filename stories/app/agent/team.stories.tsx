import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import TeamOverviewPage from '../../../src/app/features/agent/center/agentTeamOverview/TeamOverviewPage.tsx';
import { AgentClockProvider } from '../../../src/app/features/agent/center/clock.tsx';
import TeamManagementPage from '../../../src/app/features/agent/center/downlineManagmentView/TeamManagementPage.tsx';
import { ToastProvider } from '../../../src/ui/index.ts';
import { BootOverride, failWith, type CannedAnswers } from '../fixtures.tsx';
import { agentAnswers, contractsOff, contractsOn, frozenClock, offerRateTooHigh } from './agentFixtures.tsx';
import { AgentShell, digits, numbersIn } from './reportsFixtures.tsx';

const body = (): ReturnType<typeof within> => within(document.body);

function Page({ answers = agentAnswers, children }: { answers?: CannedAnswers; children: ReactNode }): ReactNode {
  return (
    <AgentShell answers={answers}>
      <AgentClockProvider clock={frozenClock}>
        <ToastProvider>{children}</ToastProvider>
      </AgentClockProvider>
    </AgentShell>
  );
}

/** Team overview and team management (agentTeamOverview, downlineManagmentView: contracts, transfer to downline). */
const meta = {
  title: 'App/Agent/Team',
  tags: ['phone'],
  parameters: { layout: 'fullscreen', route: '/agentHome' },
  decorators: [
    (Story) => (
      <BootOverride change={contractsOn}>
        <Story />
      </BootOverride>
    ),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Figures of today (15 Jan 2030 in Dhaka); "Last week" asks for Monday–Sunday before; a reversed custom range is refused. */
export const Overview: Story = {
  render: () => (
    <Page>
      <TeamOverviewPage />
    </Page>
  ),
  play: async () => {
    const page = await body().findByTestId('overview-figures', {}, { timeout: 5000 });
    await expect(digits(within(page).getByTestId('overview-teamSize').textContent)).toBe('37');
    await expect(digits(body().getByTestId('overview-range').textContent)).toBe('2030-01-152030-01-15');
    await userEvent.click(body().getByTestId('period-lastWeek'));
    await waitFor(() => expect(digits(body().getByTestId('overview-range').textContent)).toBe('2030-01-072030-01-13'));
    await expect(body().getByTestId('period-lastWeek')).toHaveAttribute('aria-pressed', 'true');
    const start = body().getByTestId('overview-start');
    const end = body().getByTestId('overview-end');
    await userEvent.clear(start);
    await userEvent.type(start, '2030-01-10');
    await userEvent.clear(end);
    await userEvent.type(end, '2030-01-02');
    await userEvent.click(body().getByTestId('overview-apply'));
    await expect(start).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The figures could not be loaded: the reason and a retry. */
export const OverviewFailed: Story = {
  render: () => (
    <Page answers={{ ...agentAnswers, 'GET /wps/agent/team/overview': failWith('server.busy', 'The server is busy, please try again', null, 503) }}>
      <TeamOverviewPage />
    </Page>
  ),
  play: async () => {
    await expect(await body().findByText('The server is busy, please try again', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

const management = (answers: CannedAnswers = agentAnswers) => () => (
  <Page answers={answers}>
    <TeamManagementPage />
  </Page>
);
const loadedTeam = async (): Promise<HTMLElement> => body().findByTestId('team-member-rahim_bd', {}, { timeout: 5000 });

/** 22 direct members on 2 pages as cards; an agent's downline opens with a breadcrumb back; a search covers the team. */
export const Management: Story = {
  render: management(),
  play: async () => {
    await loadedTeam();
    await expect(digits(body().getByTestId('team-count').textContent)).toBe('22');
    await expect(within(body().getByTestId('team-member-rahim_bd')).getByTestId('member-contract-c-101')).toBeInTheDocument();
    await userEvent.click(body().getByTestId('open-rahim_bd'));
    await expect(await body().findByTestId('team-member-rahim_bd_m02', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(within(body().getByTestId('team-path')).getByText('Rahim')).toHaveAttribute('aria-current', 'location');
    // deeper members: no transfer or offer (direct downline only)
    await expect(body().queryByTestId('transfer-rahim_bd_m02')).toBeNull();
    await userEvent.click(body().getByTestId('team-path-agent007'));
    await loadedTeam();
    await userEvent.type(body().getByTestId('team-search-input'), 'm03');
    await userEvent.click(body().getByTestId('team-search-submit'));
    await waitFor(() => expect(body().queryByTestId('team-member-rahim_bd')).toBeNull(), { timeout: 5000 });
    await expect(body().getByTestId('team-member-m03')).toBeInTheDocument();
  },
};

/** Transfer to a direct member: a wrong payment password shows the server's message and clears the field. */
export const TransferWrongPassword: Story = {
  render: management({ ...agentAnswers, 'POST /wps/agent/team/transfer': failWith('wallet.payment_password_invalid', 'Payment password is incorrect', null, 400) }),
  play: async () => {
    await loadedTeam();
    await userEvent.click(body().getByTestId('transfer-rahim_bd'));
    const dialog = await body().findByTestId('transfer-dialog');
    await userEvent.click(within(dialog).getByTestId('transfer-submit'));
    await expect(within(dialog).getByTestId('transfer-amount')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(within(dialog).getByTestId('transfer-amount'), '150.50');
    await userEvent.type(within(dialog).getByTestId('transfer-password'), '999999');
    await userEvent.click(within(dialog).getByTestId('transfer-submit'));
    await expect(await within(dialog).findByTestId('transfer-error')).toHaveTextContent('Payment password is incorrect');
    await expect(within(dialog).getByTestId('transfer-password')).toHaveValue('');
  },
};

/** Offer editor: rates falling between tiers is refused by the engine's rule; the preview pays 1.5 % of 6 000. */
export const OfferTiers: Story = {
  render: management(),
  play: async () => {
    await loadedTeam();
    await userEvent.click(body().getByTestId('offer-m02'));
    const dialog = await body().findByTestId('offer-dialog');
    const w = within(dialog);
    await userEvent.selectOptions(w.getByTestId('offer-kind'), 'daily');
    await userEvent.type(w.getByTestId('tier-0-bet'), '1000');
    await userEvent.type(w.getByTestId('tier-0-rate'), '2');
    await userEvent.click(w.getByTestId('tier-add'));
    await userEvent.type(w.getByTestId('tier-1-bet'), '5000');
    await userEvent.type(w.getByTestId('tier-1-rate'), '1.5');
    await userEvent.click(w.getByTestId('offer-submit'));
    await expect(digits(w.getByTestId('offer-problem').textContent)).toContain('2');
    await expect(w.getByTestId('tier-1-rate')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(w.getByTestId('tier-0-rate'));
    await userEvent.type(w.getByTestId('tier-0-rate'), '1');
    await userEvent.type(w.getByTestId('preview-bet'), '6000');
    const paid = numbersIn(w.getByTestId('preview-result').textContent);
    await expect(paid).toContain('90.00');
    await expect(paid).toContain('1.50');
    await expect(w.queryByTestId('offer-problem')).toBeNull();
    // Where typing leaves the dialog scrolled varied between runs (Urdu's taller lines make it scroll): end the
    // story with the dialog's own body scrolled to its buttons (the page behind stays where it is).
    let scroller: HTMLElement | null = dialog;
    while (scroller && scroller.scrollHeight <= scroller.clientHeight) scroller = scroller.parentElement;
    if (scroller && scroller !== document.documentElement && scroller !== document.body) scroller.scrollTop = scroller.scrollHeight;
  },
};

/** The server refuses a rate above the agent's own contract (contract.rate_above_own): its message shows. */
export const OfferAboveOwnRate: Story = {
  render: management({ ...agentAnswers, 'POST /wps/agent/contracts/offer': offerRateTooHigh }),
  play: async () => {
    await loadedTeam();
    await userEvent.click(body().getByTestId('offer-m02'));
    const w = within(await body().findByTestId('offer-dialog'));
    await userEvent.type(w.getByTestId('tier-0-bet'), '1000');
    await userEvent.type(w.getByTestId('tier-0-rate'), '50');
    await userEvent.click(w.getByTestId('offer-submit'));
    await expect(await w.findByTestId('offer-error')).toHaveTextContent('higher rate than your own');
  },
};

/** No contract kind on: no offer action, transfer stays. */
export const NoContractKinds: Story = {
  decorators: [
    (Story) => (
      <BootOverride change={contractsOff}>
        <Story />
      </BootOverride>
    ),
  ],
  render: management(),
  play: async () => {
    await loadedTeam();
    await expect(body().queryByTestId('offer-rahim_bd')).toBeNull();
    await expect(body().getByTestId('transfer-rahim_bd')).toBeInTheDocument();
  },
};

/** Terminating the contract given to Rahim asks first. */
export const Terminate: Story = {
  render: management(),
  play: async () => {
    await loadedTeam();
    await userEvent.click(body().getByTestId('terminate-c-101'));
    const dialog = await body().findByTestId('terminate-dialog');
    await expect(dialog).toHaveTextContent('Rahim');
    await userEvent.click(within(dialog).getByTestId('terminate-confirm'));
    await waitFor(() => expect(body().queryByTestId('terminate-dialog')).toBeNull(), { timeout: 5000 });
  },
};

/** My contracts: the active dividend from the upline (terminable) and an ended daily contract. */
export const MyContracts: Story = {
  render: management(),
  play: async () => {
    await loadedTeam();
    await userEvent.click(body().getByTestId('team-view-myContracts'));
    const list = await body().findByTestId('my-contracts', {}, { timeout: 5000 });
    await expect(within(list).getByTestId('terminate-c-150')).toBeInTheDocument();
    await expect(within(list).queryByTestId('terminate-c-120')).toBeNull();
  },
};

/** Phone: cards, no sideways scrolling on a small phone. */
export const ManagementPhone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  render: management(),
  play: async () => {
    await loadedTeam();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
