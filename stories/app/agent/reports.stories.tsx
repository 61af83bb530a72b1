import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AccountDetailsPage from '../../../src/app/features/agent/center/reports/agentDownlineTransactionDetailsCopy/AccountDetailsPage.tsx';
import AnnouncementPage from '../../../src/app/features/agent/center/reports/agentAnnouncement/AnnouncementPage.tsx';
import IncomePage from '../../../src/app/features/agent/center/reports/agentRevenueReport/IncomePage.tsx';
import UserLossPage from '../../../src/app/features/agent/center/reports/palStatementsAgentCopy/UserLossPage.tsx';
import TeamBettingPage from '../../../src/app/features/agent/center/reports/personalHistoryCopy/TeamBettingPage.tsx';
import { failWith, PENDING } from '../fixtures.tsx';
import {
  AgentShell,
  ANNOUNCEMENTS_PATH,
  betMatch,
  betTotals,
  body,
  digits,
  failOnce,
  goToPage,
  lastQuery,
  loadedReport,
  noAnnouncements,
  noIncome,
  noSidewaysScroll,
  pagedAnswer,
  storyAnnouncements,
  storyIncome,
  STORY_NOW,
  teamBetRows,
  total,
  transactionMatch,
  transactionRows,
  transactionTotals,
  userLossRows,
  userLossTotals,
  type QueryLog,
} from './reportsFixtures.tsx';

const TEAM_BETTING = 'GET /wps/agent/reports/teamBetting';
const betsLog: QueryLog = [];
const bets = pagedAnswer(teamBetRows, betTotals, betMatch, betsLog);
const noBets = pagedAnswer([], betTotals);

/** Agent center reports: team betting, user loss, my income, account details, announcements. */
const meta = {
  title: 'App/Agent/Reports',
  tags: ['phone'],
  parameters: { layout: 'fullscreen', route: '/agentHome' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Team betting (personalHistoryCopy): 47 bets on 3 pages, totals of the 45 settled ones; page 2 asks for page 2. */
export const TeamBetting: Story = {
  render: () => (
    <AgentShell answers={{ [TEAM_BETTING]: bets }}>
      <TeamBettingPage now={STORY_NOW} />
    </AgentShell>
  ),
  play: async () => {
    const report = await loadedReport('agent-team-betting');
    await expect(total(report, 'count')).toBe('45');
    await expect(total(report, 'stake')).toBe((Number(betTotals(teamBetRows).stakeMinor) / 100).toFixed(2));
    await expect(lastQuery(betsLog)).toMatchObject({ startDate: '2030-01-09', endDate: '2030-01-15', pageNo: 1, pageSize: 20 });
    await goToPage(report, 3);
    await waitFor(() => expect(lastQuery(betsLog)).toMatchObject({ pageNo: 3 }));
    await expect(await within(report).findAllByText('R88040', {}, { timeout: 5000 })).not.toHaveLength(0);
  },
};

/** The username and game type filters go to the server on Search, and paging starts again at 1. */
export const TeamBettingFiltered: Story = {
  render: TeamBetting.render!,
  play: async () => {
    const report = await loadedReport('agent-team-betting');
    await userEvent.type(within(report).getByTestId('report-username'), 'karim22');
    const gameType = within(report).getByTestId('report-game-type') as HTMLSelectElement;
    const first = [...gameType.options].find((o) => o.value)?.value ?? '';
    await userEvent.selectOptions(gameType, first);
    await userEvent.click(within(report).getByTestId('report-search'));
    // a brand without game categories offers only "all game types"
    await waitFor(() => expect(lastQuery(betsLog)).toMatchObject({ username: 'karim22', ...(first ? { gameType: first } : {}), pageNo: 1 }));
    await expect(lastQuery(betsLog)).not.toHaveProperty('vendor');
  },
};

/** A preset applies at once: "yesterday" asks for one day. A reversed custom range is refused before any call. */
export const TeamBettingPresets: Story = {
  render: TeamBetting.render!,
  play: async () => {
    const report = await loadedReport('agent-team-betting');
    await userEvent.selectOptions(within(report).getByTestId('report-preset'), 'yesterday');
    await waitFor(() => expect(lastQuery(betsLog)).toMatchObject({ startDate: '2030-01-14', endDate: '2030-01-14' }));
    const calls = betsLog.length;
    const end = within(report).getByTestId('report-end');
    await userEvent.clear(end);
    await userEvent.type(end, '2030-01-01');
    await userEvent.click(within(report).getByTestId('report-search'));
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await expect(betsLog.length).toBe(calls);
  },
};

export const TeamBettingEmpty: Story = {
  render: () => (
    <AgentShell answers={{ [TEAM_BETTING]: noBets }}>
      <TeamBettingPage now={STORY_NOW} />
    </AgentShell>
  ),
  play: async () => {
    const report = await loadedReport('agent-team-betting');
    await expect(total(report, 'count')).toBe('0');
    await expect(within(report).queryByRole('navigation')).toBeNull();
  },
};

export const TeamBettingLoading: Story = {
  render: () => (
    <AgentShell answers={{ [TEAM_BETTING]: PENDING }}>
      <TeamBettingPage now={STORY_NOW} />
    </AgentShell>
  ),
};

/** A failed load shows the server's message and a retry that loads the report. */
export const TeamBettingFailed: Story = {
  render: () => (
    <AgentShell answers={{ [TEAM_BETTING]: failOnce(bets()) }}>
      <TeamBettingPage now={STORY_NOW} />
    </AgentShell>
  ),
  play: async () => {
    const report = await loadedReport('agent-team-betting');
    const failed = within(report).getByTestId('report-failed');
    await userEvent.click(within(failed).getByRole('button'));
    await waitFor(() => expect(total(report, 'count')).toBe('45'), { timeout: 5000 });
  },
};

/** User loss (palStatementsAgentCopy): 26 members on 2 pages with totals. */
export const UserLoss: Story = {
  render: () => (
    <AgentShell answers={{ 'GET /wps/agent/reports/userLoss': pagedAnswer(userLossRows, userLossTotals) }}>
      <UserLossPage now={STORY_NOW} />
    </AgentShell>
  ),
  play: async () => {
    const report = await loadedReport('agent-user-loss');
    await expect(total(report, 'bets')).toBe(String(userLossTotals(userLossRows).betCount));
    await expect(digits(within(report).getByTestId('report-count').textContent)).toBe('26');
  },
};

/** My income (agentRevenueReport): one row per day, this month by default, no paging. */
export const Income: Story = {
  render: () => (
    <AgentShell answers={{ 'GET /wps/agent/reports/income': storyIncome }}>
      <IncomePage now={STORY_NOW} />
    </AgentShell>
  ),
  play: async () => {
    const report = await loadedReport('agent-income');
    await expect(total(report, 'net')).toBe((Number(storyIncome.totals.netMinor) / 100).toFixed(2));
    await expect(within(report).queryByTestId('report-username')).toBeNull();
    await expect((within(report).getByTestId('report-start') as HTMLInputElement).value).toBe('2030-01-01');
  },
};

export const IncomeEmpty: Story = {
  render: () => (
    <AgentShell answers={{ 'GET /wps/agent/reports/income': noIncome }}>
      <IncomePage now={STORY_NOW} />
    </AgentShell>
  ),
};

const txLog: QueryLog = [];
/** Account details (agentDownlineTransactionDetailsCopy): the type filter sends the ledger reason. */
export const AccountDetails: Story = {
  render: () => (
    <AgentShell answers={{ 'GET /wps/agent/reports/transactions': pagedAnswer(transactionRows, transactionTotals, transactionMatch, txLog) }}>
      <AccountDetailsPage now={STORY_NOW} />
    </AgentShell>
  ),
  play: async () => {
    const report = await loadedReport('agent-account-details');
    await expect(total(report, 'count')).toBe('33');
    await userEvent.selectOptions(within(report).getByTestId('report-reason'), 'salary');
    await userEvent.click(within(report).getByTestId('report-search'));
    await waitFor(() => expect(lastQuery(txLog)).toMatchObject({ reason: 'salary', pageNo: 1 }));
    await waitFor(() => expect(total(report, 'count')).toBe('4'));
  },
};

export const AccountDetailsFailed: Story = {
  render: () => (
    <AgentShell answers={{ 'GET /wps/agent/reports/transactions': failWith('request_param_err', '/endDate: at most 92 days at a time') }}>
      <AccountDetailsPage now={STORY_NOW} />
    </AgentShell>
  ),
};

/** Announcement (agentAnnouncement): 12 notices, 9 a page, the first one open. */
export const Announcements: Story = {
  render: () => (
    <AgentShell answers={{ [ANNOUNCEMENTS_PATH]: storyAnnouncements }}>
      <AnnouncementPage />
    </AgentShell>
  ),
  play: async () => {
    const page = await body().findByTestId('agent-announcement', {}, { timeout: 5000 });
    await expect(await within(page).findByText('New daily salary tiers from February', {}, { timeout: 5000 })).toBeInTheDocument();
    await goToPage(page, 2);
    await expect(await within(page).findByText(/^Agent notice 12:/)).toBeInTheDocument();
  },
};

export const AnnouncementsEmpty: Story = {
  render: () => (
    <AgentShell answers={{ [ANNOUNCEMENTS_PATH]: noAnnouncements }}>
      <AnnouncementPage />
    </AgentShell>
  ),
};

/** The smallest phone: filters stack, rows are cards, nothing scrolls sideways. */
export const PhoneSmall: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  render: TeamBetting.render!,
  play: async () => {
    await loadedReport('agent-team-betting');
    await noSidewaysScroll();
  },
};
