// The member center's contract management (offered → accepted or rejected → terminated; the consolidated funds
// flags): when the menu shows it, what the page lists, and the calls accept / reject / terminate send.
import { act, cleanup, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AgentContract, ConsolidatedFunds, ContractList } from '../../../../../../src/generated/types.ts';
import ContractsPage, { groupContracts } from '../../../../../../src/app/features/member/contracts/ContractsPage.tsx';
import { useMenuConsolidated } from '../../../../../../src/app/features/member/contracts/useMenuConsolidated.ts';
import MemberCenter from '../../../../../../src/app/features/member/MemberCenter.tsx';
import { contractsApply, resolvePage, visibleMenu } from '../../../../../../src/app/features/member/menu.ts';
import { MEMBER_PAGES } from '../../../../../../src/app/features/member/pages.tsx';
import { sessionKeys } from '../../../../../../src/app/features/auth/session/queryKeys.ts';
import { areaCatalog } from '../../../../../../src/app/i18n/AreaMessages.tsx';
import { GUEST_SESSION, useSession } from '../../../../../../src/app/state/session.ts';
import { ToastProvider } from '../../../../../../src/ui/index.ts';
import { bootFor, Failure, fakeApi, memberInfoOf, Providers, renderForm, setFlags } from '../../../../support/harness.tsx';

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
const upline = { id: '500', username: 'boss_bd', nickname: 'Boss' };
const me = { id: '7', username: 'player7', nickname: '' };
const tiers: AgentContract['tiers'] = [{ minValidBetMinor: '100000', minActiveMembers: 2, rateBp: 50 }];
const contract = (id: string, kind: AgentContract['kind'], status: AgentContract['status'], extra: Partial<AgentContract> = {}): AgentContract => ({
  id,
  kind,
  tiers,
  topRateBp: 50,
  status,
  upline,
  downline: me,
  offeredAt: '2030-01-10T00:00:00.000Z',
  ...extra,
});
const offered = contract('c-1', 'dividend', 'offered', { period: 'Weekly' });
const active = contract('c-2', 'daily', 'active');
const ended = contract('c-3', 'hourly', 'terminated');
const list = (rows: AgentContract[]): ContractList => ({ list: rows, pageNo: 1, pageSize: 50, total: rows.length });

const boot = bootFor('lotus', (b) => setFlags(b, { AGENTPOLICY3: true, SIGNCONDIV3: true, DAILYSALCONT3: true, HOURSAL3: true, RTSALARY3: true }));

function signIn(type: '0' | '4' = '0'): void {
  useSession.getState().signIn(memberInfoOf('player7', type));
}

function open(answers: Record<string, unknown>) {
  const api = fakeApi(answers);
  renderForm(
    <ToastProvider>
      <ContractsPage />
    </ToastProvider>,
    { boot, request: api.request },
  );
  return api;
}

// the page brings the agent area's messages (the contract pieces), the center the member area's: loaded once here
beforeAll(async () => {
  await Promise.all([areaCatalog('agent', 'EN'), areaCatalog('member', 'EN')]);
}, 60_000);
beforeEach(() => useSession.setState({ ...GUEST_SESSION }));
afterEach(cleanup);

describe('member contracts menu: salary and contract features come from consolidated data', () => {
  const flags = { agentPolicy: true };
  it('shows My contracts only when a consolidated req or info flag is set, under the agent policy', () => {
    expect(contractsApply(undefined)).toBe(false);
    expect(contractsApply(NONE)).toBe(false);
    expect(visibleMenu(MEMBER_PAGES, flags)).not.toContain('contracts');
    expect(visibleMenu(MEMBER_PAGES, flags, NONE)).not.toContain('contracts');
    // an offer waiting (req) or a contract held (info), of any kind
    expect(visibleMenu(MEMBER_PAGES, flags, { ...NONE, dailysalreqtype: true })).toContain('contracts');
    expect(visibleMenu(MEMBER_PAGES, flags, { ...NONE, contractmrdailysalinfotype: true })).toContain('contracts');
    expect(visibleMenu(MEMBER_PAGES, { agentPolicy: false }, { ...NONE, dailysalinfotype: true })).not.toContain('contracts');
    // a deep link to a hidden page opens the default one
    expect(resolvePage('contracts', visibleMenu(MEMBER_PAGES, flags, NONE))).toBe('securityCenter');
  });

  it('keeps the entry while the center is open after the last contract ends (no page pulled away)', async () => {
    signIn();
    let answer: ConsolidatedFunds = { ...NONE, dailysalinfotype: true };
    const api = fakeApi({ 'GET /wps/member/info/funds/consolidated': () => answer });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Providers boot={boot} request={api.request}>
        {children}
      </Providers>
    );
    const { result } = renderHook(() => ({ menu: useMenuConsolidated(), client: useQueryClient() }), { wrapper });
    await waitFor(() => expect(result.current.menu.data?.dailysalinfotype).toBe(true));
    expect(result.current.menu.loading).toBe(false);
    answer = NONE;
    await act(() => result.current.client.invalidateQueries({ queryKey: sessionKeys.all }));
    await waitFor(() => expect(result.current.client.getQueryData(sessionKeys.consolidated)).toEqual(NONE));
    expect(contractsApply(result.current.menu.data)).toBe(true);
  });

  const pages = { securityCenter: MEMBER_PAGES.securityCenter!, contracts: MEMBER_PAGES.contracts! };

  it('the center lists My contracts for a member holding one; a deep link waits for the flags, then opens it', async () => {
    signIn();
    const api = fakeApi({ 'GET /wps/member/info/funds/consolidated': { ...NONE, dailysalinfotype: true }, 'GET /wps/agent/contracts': list([active]) });
    renderForm(<MemberCenter pages={pages} />, { boot, request: api.request, route: '/member?page=contracts' });
    expect((await screen.findAllByTestId('member-menu-contracts', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    expect(await screen.findByTestId('contract-c-2', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByTestId('member-page-securityCenter')).toBeNull();
  });

  it('the center has no My contracts for a member without any contract', async () => {
    signIn();
    const api = fakeApi({ 'GET /wps/member/info/funds/consolidated': NONE });
    renderForm(<MemberCenter pages={pages} />, { boot, request: api.request, route: '/member?page=contracts' });
    await waitFor(() => expect(api.calls.map((c) => c.path)).toContain('/wps/member/info/funds/consolidated'), { timeout: 5000 });
    // the deep link falls back to the default page once the flags say no
    expect(await screen.findByTestId('member-page-securityCenter', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryAllByTestId('member-menu-contracts')).toEqual([]);
  });
});

describe('member contracts page', () => {
  it('groups offers, contracts in force and ended ones', () => {
    expect(groupContracts([ended, active, offered])).toEqual({ waiting: [offered], current: [active], ended: [ended] });
  });

  it('lists its own contracts (role received) with kind, period, upline, status and tiers', async () => {
    signIn();
    const api = open({ 'GET /wps/agent/contracts': list([offered, active, ended]) });
    const waiting = await screen.findByTestId('member-contracts-waiting', {}, { timeout: 5000 });
    expect(api.calls.find((c) => c.path === '/wps/agent/contracts')!.query).toMatchObject({ role: 'received' });
    const offer = within(waiting).getByTestId('contract-c-1');
    expect(offer).toHaveTextContent('Dividend');
    expect(offer).toHaveTextContent('Weekly');
    expect(offer).toHaveTextContent('From Boss');
    expect(offer).toHaveTextContent('Offered');
    expect(within(offer).getAllByRole('listitem')).toHaveLength(1);
    const current = screen.getByTestId('member-contracts-current');
    expect(within(current).getByTestId('contract-c-2')).toHaveTextContent('Daily salary');
    expect(within(current).getByTestId('terminate-c-2')).toBeInTheDocument();
    // ended contracts are listed without actions; an offer is answered, not terminated
    const past = screen.getByTestId('member-contracts-ended');
    expect(within(past).getByTestId('contract-c-3')).toHaveTextContent('Terminated');
    expect(within(past).queryByRole('button')).toBeNull();
    expect(screen.queryByTestId('terminate-c-1')).toBeNull();
  });

  it('accepts an offer through the relay of its kind, then reloads the list', async () => {
    signIn();
    let rows = [offered];
    const api = open({
      'GET /wps/agent/contracts': () => list(rows),
      'POST /wps/relay/MCSFE_processContractDividend': () => {
        rows = [{ ...offered, status: 'active' }];
        return rows[0];
      },
    });
    fireEvent.click(await screen.findByTestId('contract-accept-c-1', {}, { timeout: 5000 }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/wps/relay/MCSFE_processContractDividend', body: { contractId: 'c-1', action: 'accept' } }));
    expect(await screen.findByText('Contract accepted.')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByTestId('member-contracts-current')).getByTestId('contract-c-1')).toBeInTheDocument());
    expect(screen.queryByTestId('member-contracts-waiting')).toBeNull();
  });

  it('rejects an offer; a refused answer shows the server message and keeps the offer', async () => {
    signIn();
    const api = open({
      'GET /wps/agent/contracts': list([{ ...offered, id: 'c-9', kind: 'daily' }]),
      'POST /wps/relay/MCSFE_processDailySalaryContract': new Failure('contract.state', 'This offer was already answered'),
    });
    fireEvent.click(await screen.findByTestId('contract-reject-c-9', {}, { timeout: 5000 }));
    expect(await screen.findByTestId('member-contracts-error')).toHaveTextContent('This offer was already answered');
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({ contractId: 'c-9', action: 'reject' });
    expect(screen.getByTestId('contract-c-9')).toBeInTheDocument();
  });

  it('terminates a contract in force only after the confirmation', async () => {
    signIn();
    const api = open({ 'GET /wps/agent/contracts': list([active]), 'POST /wps/agent/contracts/terminate': { ...active, status: 'terminated' } });
    fireEvent.click(await screen.findByTestId('terminate-c-2', {}, { timeout: 5000 }));
    const dialog = await screen.findByTestId('terminate-dialog');
    expect(dialog).toHaveTextContent('Terminate the Daily salary contract with Boss?');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByTestId('terminate-confirm'));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/wps/agent/contracts/terminate', body: { contractId: 'c-2' } }));
    expect(await screen.findByText('Contract terminated.')).toBeInTheDocument();
  });

  it('says so when there is no contract, and offers a retry when the list fails', async () => {
    signIn();
    open({ 'GET /wps/agent/contracts': list([]) });
    expect(await screen.findByText('No contracts yet', {}, { timeout: 5000 })).toBeInTheDocument();
    cleanup();
    open({ 'GET /wps/agent/contracts': new Failure('system.error', 'System busy', null, 500) });
    expect(await screen.findByText('Your contracts could not be loaded.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('refuses a trial account without asking the server', async () => {
    signIn('4'); // a trial (free play) account
    const api = open({});
    expect(await screen.findByText('Not for trial accounts')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
