import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ApiRequestInit } from '../../../src/app/api/client.ts';
import ContractsPage from '../../../src/app/features/member/contracts/ContractsPage.tsx';
import MemberCenter from '../../../src/app/features/member/MemberCenter.tsx';
import { AreaMessages } from '../../../src/app/i18n/AreaMessages.tsx';
import type { AgentContract, ConsolidatedFunds, ContractList } from '../../../src/generated/types.ts';
import { ToastProvider } from '../../../src/ui/index.ts';
import { BootOverride, brandChange, failWith, PENDING, storyMember, WithFreshApi, WithSession, type CannedAnswers } from '../fixtures.tsx';
import { memberAnswers } from './memberFixtures.tsx';
import { memberPageFrame } from './memberPageFrame.tsx';

// A plain member (type 0) and the contracts its agent gave it (contract management). The
// dates are fixed: the page does not show them, the shots never move.
const at = (day: number): string => new Date(Date.UTC(2030, 0, day, 6)).toISOString();
const upline = { id: '20001', username: 'agent007', nickname: 'Top Agent' };
const me = { id: storyMember.id, username: storyMember.account, nickname: storyMember.nickname };

const dailySalary: AgentContract = {
  id: 'c-301',
  kind: 'daily',
  tiers: [
    { minValidBetMinor: '1000000', minActiveMembers: 3, rateBp: 50 },
    { minValidBetMinor: '5000000', minActiveMembers: 8, rateBp: 80 },
  ],
  topRateBp: 80,
  status: 'active',
  upline,
  downline: me,
  offeredAt: at(2),
  decidedAt: at(3),
  effectiveFrom: at(3),
};
const dividendOffer: AgentContract = {
  id: 'c-302',
  kind: 'dividend',
  period: 'Semimonthly',
  tiers: [
    { minValidBetMinor: '2000000', minActiveMembers: 5, minLossMinor: '100000', rateBp: 1000 },
    { minValidBetMinor: '10000000', minActiveMembers: 15, minLossMinor: '500000', rateBp: 1500 },
  ],
  topRateBp: 1500,
  status: 'offered',
  upline,
  downline: me,
  offeredAt: at(14),
};
const endedSalary: AgentContract = { ...dailySalary, id: 'c-290', status: 'terminated', terminatedAt: at(2), terminatedBy: 'downline', terminationReason: 'requested' };
const rejectedHourly: AgentContract = {
  id: 'c-280',
  kind: 'hourly',
  tiers: [{ minValidBetMinor: '50000', minActiveMembers: 2, rateBp: 30 }],
  topRateBp: 30,
  status: 'rejected',
  upline,
  downline: me,
  offeredAt: at(1),
  decidedAt: at(1),
};

const NONE: ConsolidatedFunds = {
  divtypereq: false,
  dailysalreqtype: false,
  contracthoursalreq: false,
  realtimesalreqtype: false,
  divtypeinfo: false,
  dailysalinfotype: false,
  contracthoursalinfo: false,
  contractmrdailysalinfotype: false,
};

const list = (rows: AgentContract[]): ContractList => ({ list: rows, pageNo: 1, pageSize: 50, total: rows.length });

/** A server that keeps the member's contracts: answering an offer or terminating changes what the list says next. */
function contractServer(start: AgentContract[]): CannedAnswers {
  let rows = [...start];
  const change = (id: string, to: Partial<AgentContract>): AgentContract => {
    rows = rows.map((c) => (c.id === id ? { ...c, ...to } : c));
    return rows.find((c) => c.id === id)!;
  };
  const decide = (init?: ApiRequestInit): AgentContract => {
    const { contractId, action } = init?.body as { contractId: string; action: 'accept' | 'reject' };
    return change(contractId, { status: action === 'accept' ? 'active' : 'rejected', decidedAt: at(15) });
  };
  return {
    ...memberAnswers,
    'GET /wps/member/info/funds/consolidated': () => ({
      ...NONE,
      divtypereq: rows.some((c) => c.kind === 'dividend' && c.status === 'offered'),
      divtypeinfo: rows.some((c) => c.kind === 'dividend' && c.status === 'active'),
      dailysalinfotype: rows.some((c) => c.kind === 'daily' && c.status === 'active'),
    }),
    'GET /wps/agent/contracts': () => list(rows),
    'POST /wps/relay/MCSFE_processContractDividend': decide,
    'POST /wps/relay/MCSFE_processDailySalaryContract': decide,
    'POST /wps/agent/contracts/terminate': (init?: ApiRequestInit) =>
      change((init?.body as { contractId: string }).contractId, { status: 'terminated', terminatedAt: at(15), terminatedBy: 'downline', terminationReason: 'requested' }),
  };
}

const Shell = memberPageFrame(memberAnswers);
const page = (answers: CannedAnswers): React.JSX.Element => (
  <Shell answers={answers}>
    <ContractsPage />
  </Shell>
);
const body = (): ReturnType<typeof within> => within(document.body);

/** Contract management in the member center: held contracts, offers to answer, terminate. */
const meta = {
  title: 'App/Member/Contracts',
  tags: ['phone'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** No contract at all (e.g. the last one ended elsewhere): says where offers will show. */
export const None: Story = {
  render: () => page(contractServer([])),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByTestId('member-contracts-page', {}, { timeout: 5000 });
    await waitFor(() => expect(c.queryByRole('heading', { level: 3 })).not.toBeNull(), { timeout: 5000 });
    await expect(c.queryByTestId('member-contracts')).toBeNull();
  },
};

/** A daily salary from the agent in force: its tiers, and Terminate behind a confirmation. */
export const Active: Story = {
  render: () => page(contractServer([dailySalary])),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const current = await c.findByTestId('member-contracts-current', {}, { timeout: 5000 });
    await expect(within(current).getByTestId('contract-c-301')).toHaveAttribute('data-status', 'active');
    await expect(within(current).getAllByRole('listitem')).toHaveLength(2);
    await expect(c.getByTestId('terminate-c-301')).toBeInTheDocument();
  },
};

/** Terminating: the confirmation names the kind and the agent; confirmed, the contract moves to the ended ones. */
export const Terminate: Story = {
  render: () => page(contractServer([dailySalary])),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByTestId('terminate-c-301', {}, { timeout: 5000 }));
    const dialog = await body().findByTestId('terminate-dialog');
    await expect(dialog).toHaveTextContent('Top Agent');
    await userEvent.click(within(dialog).getByTestId('terminate-confirm'));
    const ended = await c.findByTestId('member-contracts-ended', {}, { timeout: 5000 });
    await expect(within(ended).getByTestId('contract-c-301')).toHaveAttribute('data-status', 'terminated');
    await expect(c.queryByTestId('member-contracts-current')).toBeNull();
  },
};

/** An offer waiting beside the salary in force: Reject / Accept through the dividend relay (the popup's calls). */
export const PendingOffer: Story = {
  render: () => page(contractServer([dividendOffer, dailySalary])),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const waiting = await c.findByTestId('member-contracts-waiting', {}, { timeout: 5000 });
    await expect(within(waiting).getByTestId('contract-c-302')).toHaveAttribute('data-kind', 'dividend');
    await expect(within(waiting).getByTestId('contract-accept-c-302')).toBeEnabled();
    await expect(within(waiting).getByTestId('contract-reject-c-302')).toBeEnabled();
  },
};

/** Accepting the offer: it joins the contracts in force. */
export const AcceptOffer: Story = {
  render: () => page(contractServer([dividendOffer, dailySalary])),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByTestId('contract-accept-c-302', {}, { timeout: 5000 }));
    await waitFor(() => expect(within(c.getByTestId('member-contracts-current')).getByTestId('contract-c-302')).toBeInTheDocument(), { timeout: 5000 });
    await expect(c.queryByTestId('member-contracts-waiting')).toBeNull();
  },
};

/** A refused answer (answered already elsewhere): the server's message, the offer stays. */
export const AnswerRefused: Story = {
  render: () =>
    page({ ...contractServer([dividendOffer]), 'POST /wps/relay/MCSFE_processContractDividend': failWith('contract.state', 'This offer was already answered') }),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByTestId('contract-reject-c-302', {}, { timeout: 5000 }));
    await expect(await c.findByTestId('member-contracts-error')).toHaveTextContent('This offer was already answered');
    await expect(c.getByTestId('contract-c-302')).toBeInTheDocument();
  },
};

/** Only ended contracts: one the member terminated, one offer it rejected; no actions left. */
export const Terminated: Story = {
  render: () => page(contractServer([endedSalary, rejectedHourly])),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const ended = await c.findByTestId('member-contracts-ended', {}, { timeout: 5000 });
    await expect(within(ended).getByTestId('contract-c-290')).toHaveAttribute('data-status', 'terminated');
    await expect(within(ended).getByTestId('contract-c-280')).toHaveAttribute('data-status', 'rejected');
    await expect(within(ended).queryByRole('button')).toBeNull();
  },
};

/** A trial account: refused, and the server is never asked. */
export const Trial: Story = {
  render: () => (
    <WithFreshApi answers={{ 'GET /wps/agent/contracts': () => { throw new Error('a trial account must not ask'); } }}>
      <WithSession as="trial">
        <AreaMessages area="member">
          <ToastProvider>
            <div style={{ maxWidth: 720, padding: 16 }}>
              <ContractsPage />
            </div>
          </ToastProvider>
        </AreaMessages>
      </WithSession>
    </WithFreshApi>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByTestId('member-contracts-page', {}, { timeout: 5000 });
    await expect(c.queryByTestId('member-contracts')).toBeNull();
  },
};

export const Loading: Story = {
  render: () => page({ ...memberAnswers, 'GET /wps/agent/contracts': PENDING }),
};

export const LoadFailed: Story = {
  render: () => page({ ...memberAnswers, 'GET /wps/agent/contracts': failWith('system.error', 'System busy', null, 500) }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('System busy');
  },
};

/** The member center with the member's salary in force: "My contracts" in the menu, opened by its deep link. */
// "My contracts" is an agent-policy page (AGENTPOLICY3): on here whatever the brand ships, as in every real brand
const agentPolicyOn = brandChange({ flags: { AGENTPOLICY3: true } });
const inCenter = (answers: () => CannedAnswers) => [
  (Story: () => React.JSX.Element) => (
    <BootOverride change={agentPolicyOn}>
      <WithFreshApi answers={answers()}>
        <WithSession as="member">
          <Story />
        </WithSession>
      </WithFreshApi>
    </BootOverride>
  ),
];
const centerPlay = async (): Promise<void> => {
  await expect((await body().findAllByTestId('member-menu-contracts', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
  await expect(await body().findByTestId('contract-c-301', {}, { timeout: 5000 })).toBeInTheDocument();
};

export const InCenterDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: { route: '/member?page=contracts' },
  decorators: inCenter(() => contractServer([dividendOffer, dailySalary])),
  render: () => <MemberCenter />,
  play: centerPlay,
};

export const InCenterPhone: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  parameters: { route: '/member?page=contracts' },
  decorators: inCenter(() => contractServer([dailySalary])),
  render: () => <MemberCenter />,
  play: centerPlay,
};

/** No contract and no offer: the member center has no "My contracts" entry. */
export const HiddenInCenter: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: { route: '/member' },
  decorators: inCenter(() => contractServer([endedSalary])),
  render: () => <MemberCenter />,
  play: async () => {
    await body().findByTestId('member-center', {}, { timeout: 5000 });
    await expect(await body().findByTestId('security-center', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(body().queryByTestId('member-menu-contracts')).toBeNull();
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      {page(contractServer([]))}
      {page(contractServer([dividendOffer, dailySalary]))}
      {page(contractServer([endedSalary, rejectedHourly]))}
    </div>
  ),
};
