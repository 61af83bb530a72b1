import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DailyWagesPage from '../../../src/app/features/agent/center/reports/agentDailyWages2/DailyWagesPage.tsx';
import DividendRecordPage from '../../../src/app/features/agent/center/reports/agentDividendRecordCopy2/DividendRecordPage.tsx';
import HourSalaryPage from '../../../src/app/features/agent/center/reports/agentHourSalary/HourSalaryPage.tsx';
import RealtimeSalaryPage from '../../../src/app/features/agent/center/reports/agentRealtimeSalary/RealtimeSalaryPage.tsx';
import { PENDING } from '../fixtures.tsx';
import { AgentShell, numbersIn, goToPage, lastQuery, loadedReport, settlementRows, settlementsAnswer, settlementTotals, STORY_NOW, total, type QueryLog } from './reportsFixtures.tsx';

const PATH = 'GET /wps/agent/reports/settlements';
const log: QueryLog = [];
const answers = { [PATH]: settlementsAnswer(log) };

/** Settlement records (bonus, daily / hourly / real-time salary): received, or paid to the downline. */
const meta = {
  title: 'App/Agent/Settlement records',
  tags: ['phone'],
  parameters: { layout: 'fullscreen', route: '/agentHome' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Bonus (agentDividendRecordCopy2): weekly dividends received, with the team loss, the 25 % rate and a failed row. */
export const DividendReceived: Story = {
  render: () => (
    <AgentShell answers={answers}>
      <DividendRecordPage now={STORY_NOW} />
    </AgentShell>
  ),
  play: async () => {
    const report = await loadedReport('agent-settlements-received');
    await expect(lastQuery(log)).toMatchObject({ kind: 'dividend', role: 'received', startDate: '2030-01-01', endDate: '2030-01-15', pageNo: 1 });
    await expect(lastQuery(log)).not.toHaveProperty('username');
    await expect(total(report, 'count')).toBe('24');
    await expect(total(report, 'amount')).toBe((Number(settlementTotals(settlementRows('dividend', 'received')).amountMinor) / 100).toFixed(2));
    // the rate in percent with 2 decimals (25.00 %), and the failed row says why
    const table = within(report).getByTestId('report-table');
    await expect(within(table).getAllByText((_, el) => el?.tagName === 'TD' && numbersIn(el.textContent)[0] === '25.00').length).toBeGreaterThan(0);
    await expect(table.querySelector('[data-status="failed"]')).not.toBeNull();
    await goToPage(report, 2);
    await waitFor(() => expect(lastQuery(log)).toMatchObject({ pageNo: 2 }));
  },
};

/** The switch asks for the rows the agent paid its downline, and a holder filter appears. */
export const DividendPaid: Story = {
  render: DividendReceived.render!,
  play: async () => {
    await loadedReport('agent-settlements-received');
    const page = within(document.body).getByTestId('agent-settlements-dividend');
    const tabs = within(page).getAllByRole('tab');
    await userEvent.click(tabs[1]!);
    const report = await loadedReport('agent-settlements-paid');
    await waitFor(() => expect(lastQuery(log)).toMatchObject({ kind: 'dividend', role: 'paid', pageNo: 1 }));
    await userEvent.type(within(report).getByTestId('report-username'), 'sub_agent_01');
    await userEvent.click(within(report).getByTestId('report-search'));
    await waitFor(() => expect(lastQuery(log)).toMatchObject({ role: 'paid', username: 'sub_agent_01' }));
    await waitFor(() => expect(total(report, 'count')).toBe('12'));
  },
};

/** Daily salary (agentDailyWages2): one day a row, no loss column. */
export const DailySalary: Story = {
  render: () => (
    <AgentShell answers={answers}>
      <DailyWagesPage now={STORY_NOW} />
    </AgentShell>
  ),
  play: async () => {
    await loadedReport('agent-settlements-received');
    await expect(lastQuery(log)).toMatchObject({ kind: 'daily', role: 'received' });
  },
};

/** Hourly salary (agentHourSalary): hour windows on the brand's clock. */
export const HourlySalary: Story = {
  render: () => (
    <AgentShell answers={answers}>
      <HourSalaryPage now={STORY_NOW} />
    </AgentShell>
  ),
  play: async () => {
    await loadedReport('agent-settlements-received');
    await expect(lastQuery(log)).toMatchObject({ kind: 'hourly' });
  },
};

/** Real-time salary (agentRealtimeSalary): 5-minute windows, since it settles every 5 minutes. */
export const RealtimeSalary: Story = {
  render: () => (
    <AgentShell answers={answers}>
      <RealtimeSalaryPage now={STORY_NOW} />
    </AgentShell>
  ),
  play: async () => {
    await loadedReport('agent-settlements-received');
    await expect(lastQuery(log)).toMatchObject({ kind: 'realtime' });
  },
};

/** No settlement in the period: zero totals, the empty message, no pages. */
export const Empty: Story = {
  render: () => (
    <AgentShell answers={{ [PATH]: settlementsAnswer([], true) }}>
      <DailyWagesPage now={STORY_NOW} />
    </AgentShell>
  ),
  play: async () => {
    const report = await loadedReport('agent-settlements-received');
    await expect(total(report, 'count')).toBe('0');
    await expect(within(report).queryByRole('navigation')).toBeNull();
  },
};

export const Loading: Story = {
  render: () => (
    <AgentShell answers={{ [PATH]: PENDING }}>
      <HourSalaryPage now={STORY_NOW} />
    </AgentShell>
  ),
};
