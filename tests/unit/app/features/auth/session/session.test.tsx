import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useEffect, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiContextProvider, useApi } from '../../../../../../src/app/api/ApiContext.tsx';
import LogoutConfirmModal from '../../../../../../src/app/features/auth/session/LogoutConfirmModal.tsx';
import SessionBoot from '../../../../../../src/app/features/auth/session/SessionBoot.tsx';
import { areaCatalog } from '../../../../../../src/app/i18n/AreaMessages.tsx';
import { hasRememberedSession, markRememberedSession } from '../../../../../../src/app/features/auth/login/rememberMe.ts';
import { captureStartUrl, settleHandover } from '../../../../../../src/app/features/auth/session/startUrl.ts';
import HeaderAccount from '../../../../../../src/app/layout/HeaderAccount.tsx';
import { AgentOnly, RealAccountOnly } from '../../../../../../src/app/router/SessionGates.tsx';
import { useBalanceVisibility } from '../../../../../../src/app/state/balanceVisibility.ts';
import { GUEST_SESSION, useSession } from '../../../../../../src/app/state/session.ts';
import { readToken, writeToken } from '../../../../../../src/app/state/token.ts';
import type { LoginResult, MemberInfo } from '../../../../../../src/generated/types.ts';
import { bootFor, fakeApi, Failure, Providers, renderForm } from '../../../../support/harness.tsx';

function Where(): ReactNode {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}

const info = (over: Partial<MemberInfo> = {}): MemberInfo => ({
  id: '1', account: 'player88', nickname: 'Lucky', type: '0', mobileNum: '', countryDialingCode: '', email: '', payeeName: '', regDate: 0,
  currency: 'BDT', currencySymbol: '৳', firstTimeLogin: false, passwordExpired: false, defaultPassword: false, totpEnabled: false, ...over,
});
const result: LoginResult = { token: 'tok-r', firstTimeLogin: false, passwordExpired: false, defaultPassword: false, id: '1', userName: 'player88', customerType: '0' };
const balance = { sumBalance: 1234567.891, balance: [{ accountTypeId: 2, availBalance: 1234567.891 }], currency: 'BDT', currencySymbol: '৳' };

// React retries a component suspended on a catalog only inside an awaited act(); Testing Library's render is not.
beforeAll(() => areaCatalog('auth', 'EN'));

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  useSession.setState(GUEST_SESSION);
  useBalanceVisibility.setState({ hidden: false });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a dead session anywhere ("The user is not logged in")', () => {
  function Probe(): ReactNode {
    const api = useApi();
    useEffect(() => {
      api('/wps/member/info').catch(() => {});
    }, [api]);
    return null;
  }
  it('401 login.not_session on a call with a token ends the session and opens login', async () => {
    vi.stubGlobal('fetch', async () =>
      new Response(JSON.stringify({ success: false, message: 'The user is not logged in', errorCode: 'login.not_session' }), { status: 401 }),
    );
    writeToken('dead');
    useSession.getState().signIn(info());
    render(
      <ApiContextProvider merchantCode="LOTUS" language="EN">
        <Probe />
      </ApiContextProvider>,
    );
    await waitFor(() => expect(useSession.getState().modal).toBe('login'));
    expect(useSession.getState()).toMatchObject({ isLogin: false, modalReason: 'sessionExpired' });
    expect(readToken()).toBeNull();
  });
  it('a call without a token (the remember-me attempt) just fails', async () => {
    vi.stubGlobal('fetch', async () =>
      new Response(JSON.stringify({ success: false, message: 'x', errorCode: 'login.not_session' }), { status: 401 }),
    );
    render(
      <ApiContextProvider merchantCode="LOTUS" language="EN">
        <Probe />
      </ApiContextProvider>,
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(useSession.getState().modal).toBeNull();
  });
});

describe('session start: a token at start loads member info; remember-me', () => {
  it('a stored token loads member info', async () => {
    writeToken('tok-s');
    const { request, calls } = fakeApi({ 'GET /wps/member/info': info({ type: '2' }) });
    renderForm(<SessionBoot />, { boot: bootFor('pebble'), request });
    await waitFor(() => expect(useSession.getState().isLogin).toBe(true));
    expect(useSession.getState()).toMatchObject({ isAgent: true, restoring: false });
    expect(calls.map((c) => c.path)).toEqual(['/wps/member/info']);
  });
  it('?token= in the start address is ignored: no session, no request (ASVS V14.2.1)', async () => {
    captureStartUrl('http://pebble.localhost/lottery?gameCode=X&token=tok-u', null);
    markRememberedSession(false);
    const { request, calls } = fakeApi({ 'GET /wps/member/info': info() });
    renderForm(<SessionBoot />, { boot: bootFor('pebble'), request, route: '/lottery?gameCode=X' });
    await new Promise((r) => setTimeout(r, 30));
    expect(calls).toEqual([]);
    expect(readToken()).toBeNull();
    expect(useSession.getState().isLogin).toBe(false);
    captureStartUrl('http://pebble.localhost/', null);
  });
  it('without a token the remember-me cookie is tried once, when the last login asked for it', async () => {
    captureStartUrl('http://pebble.localhost/');
    markRememberedSession(true);
    const { request, calls } = fakeApi({ 'POST /wps/session/login/remembered': result, 'GET /wps/member/info': info() });
    renderForm(<SessionBoot />, { boot: bootFor('pebble'), request });
    await waitFor(() => expect(useSession.getState().isLogin).toBe(true));
    expect(readToken()).toBe('tok-r');
    expect(calls.filter((c) => c.path === '/wps/session/login/remembered')).toHaveLength(1);
  });
  it('a revoked remember token: the visitor stays a guest, quietly, and is not asked about again', async () => {
    markRememberedSession(true);
    const { request } = fakeApi({ 'POST /wps/session/login/remembered': new Failure('login.not_session', 'x', null, 401) });
    renderForm(<SessionBoot />, { boot: bootFor('pebble'), request });
    await waitFor(() => expect(hasRememberedSession()).toBe(false));
    expect(useSession.getState()).toMatchObject({ isLogin: false, modal: null });
  });
  it('a guest who never asked to be remembered makes no request at all', async () => {
    markRememberedSession(false);
    const { request, calls } = fakeApi({});
    renderForm(<SessionBoot />, { boot: bootFor('pebble'), request });
    await new Promise((r) => setTimeout(r, 30));
    expect(calls).toEqual([]);
  });
});

describe('one-time handover code (?handover=) instead of a session token in the address', () => {
  const handed = (over: Partial<LoginResult> = {}): LoginResult => ({ ...result, token: 'tok-handed', id: '1', userName: 'player88', ...over });
  afterEach(() => {
    captureStartUrl('http://pebble.localhost/', null);
    settleHandover();
  });

  it('a guest tab: the code is exchanged (once) for a new session of that member', async () => {
    captureStartUrl('http://pebble.localhost/lottery?handover=c0de', null);
    const { request, calls } = fakeApi({ 'POST /wps/session/handover/exchange': handed(), 'GET /wps/member/info': info() });
    renderForm(<SessionBoot />, { boot: bootFor('pebble'), request, route: '/lottery' });
    await waitFor(() => expect(useSession.getState().isLogin).toBe(true));
    expect(readToken()).toBe('tok-handed');
    expect(calls.filter((c) => c.path === '/wps/session/handover/exchange').map((c) => c.body)).toEqual([{ code: 'c0de' }]);
  });

  it('a used or expired code: the guest is asked to log in', async () => {
    captureStartUrl('http://pebble.localhost/?handover=old', null);
    const { request } = fakeApi({ 'POST /wps/session/handover/exchange': new Failure('handover.invalid', 'This sign-in link is invalid or has expired. Please log in.') });
    renderForm(<SessionBoot />, { boot: bootFor('pebble'), request });
    await waitFor(() => expect(useSession.getState().modal).toBe('login'));
    expect(readToken()).toBeNull();
  });

  it('the same member already signed in here: no question, the extra session is ended', async () => {
    writeToken('tok-mine');
    captureStartUrl('http://pebble.localhost/?handover=c0de', null);
    const { request, calls } = fakeApi({
      'POST /wps/session/handover/exchange': handed(),
      'GET /wps/member/info': info(),
      'POST /wps/session/handover/discard': null,
    });
    renderForm(<SessionBoot />, { boot: bootFor('pebble'), request });
    await waitFor(() => expect(calls.some((c) => c.path === '/wps/session/handover/discard')).toBe(true));
    expect(calls.find((c) => c.path === '/wps/session/handover/discard')!.body).toEqual({ token: 'tok-handed' });
    expect(readToken()).toBe('tok-mine');
    expect(screen.queryByTestId('handover-dialog')).toBeNull();
  });

  it('another member signed in here: asked first; "Stay" keeps the tab\'s session and drops the handed one', async () => {
    writeToken('tok-b');
    captureStartUrl('http://pebble.localhost/?handover=c0de', null);
    const { request, calls } = fakeApi({
      'POST /wps/session/handover/exchange': handed({ id: '1', userName: 'alice01' }),
      'GET /wps/member/info': info({ id: '2', account: 'bobby02' }),
      'POST /wps/session/handover/discard': null,
    });
    renderForm(<SessionBoot />, { boot: bootFor('pebble'), request });
    const dialog = await screen.findByTestId('handover-dialog');
    expect(dialog.textContent).toBe('This tab is signed in as bobby02. The link you opened signs in as alice01. Switch to alice01?');
    await userEvent.click(screen.getByTestId('handover-keep'));
    await waitFor(() => expect(calls.some((c) => c.path === '/wps/session/handover/discard')).toBe(true));
    expect(readToken()).toBe('tok-b');
    expect(screen.queryByTestId('handover-dialog')).toBeNull();
  });

  it('another member signed in here: "Switch" makes the handed session the tab\'s', async () => {
    writeToken('tok-b');
    captureStartUrl('http://pebble.localhost/?handover=c0de', null);
    let who = info({ id: '2', account: 'bobby02' });
    const { request } = fakeApi({
      'POST /wps/session/handover/exchange': handed({ id: '1', userName: 'alice01' }),
      'GET /wps/member/info': () => who,
    });
    renderForm(<SessionBoot />, { boot: bootFor('pebble'), request });
    await screen.findByTestId('handover-dialog');
    who = info({ id: '1', account: 'alice01' });
    await userEvent.click(screen.getByTestId('handover-switch'));
    await waitFor(() => expect(readToken()).toBe('tok-handed'));
    await waitFor(() => expect(useSession.getState().userInfo?.account).toBe('alice01'));
  });
});

describe('logout: sure logout, loader, revoke, clear session storage, go to / or /agent)', () => {
  it.each([
    ['0', '/'],
    ['1', '/agent'],
  ] as const)('type %s ends on %s', async (type, target) => {
    writeToken('tok');
    useSession.getState().signIn(info({ type }));
    useSession.getState().openModal('logoutConfirm');
    let release: (v: null) => void = () => {};
    const { request, calls } = fakeApi({ 'DELETE /wps/session/logout': () => new Promise<null>((r) => (release = r)) });
    renderForm(
      <>
        <LogoutConfirmModal />
        <Where />
      </>,
      { boot: bootFor('pebble'), request, route: '/promotions' },
    );
    expect(screen.getByRole('dialog', { name: 'Log out' })).toHaveTextContent('Are you sure you want to log out?');
    await userEvent.setup().click(screen.getByTestId('logout-confirm'));
    expect(await screen.findByTestId('logout-loader')).toBeInTheDocument();
    release(null);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(target));
    expect(calls).toEqual([expect.objectContaining({ method: 'DELETE', path: '/wps/session/logout' })]);
    expect(sessionStorage.length).toBe(0);
    expect(useSession.getState()).toMatchObject({ isLogin: false, isAgent: false, modal: null });
  });
  it('cancel keeps the session', async () => {
    useSession.getState().signIn(info());
    useSession.getState().openModal('logoutConfirm');
    renderForm(<LogoutConfirmModal />, { boot: bootFor('pebble'), request: fakeApi({}).request });
    await userEvent.setup().click(screen.getByTestId('logout-cancel'));
    expect(useSession.getState()).toMatchObject({ isLogin: true, modal: null });
  });
});

describe('header when logged in', () => {
  it('shows the balance with 2 decimals; hiding it is remembered', async () => {
    useSession.getState().signIn(info());
    renderForm(<HeaderAccount />, { boot: bootFor('pebble'), request: fakeApi({ 'GET /wps/v2/wallets/balance': balance }).request });
    expect(await screen.findByText('৳1,234,567.89')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Hide amount' }));
    expect(screen.queryByText('৳1,234,567.89')).toBeNull();
    expect(localStorage.getItem('hideBalance')).toBe('1');
  });
  it('the member menu has the agent center for agents and logout asks first', async () => {
    useSession.getState().signIn(info({ type: '42', nickname: 'Top Agent' }));
    renderForm(<HeaderAccount />, { boot: bootFor('pebble'), request: fakeApi({ 'GET /wps/v2/wallets/balance': balance }).request });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Account menu for Top Agent' }));
    expect(screen.getByRole('menuitem', { name: 'Agent center' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(useSession.getState().modal).toBe('logoutConfirm');
  });
  it('a trial member gets the real-account prompt instead of the deposit page', async () => {
    useSession.getState().signIn(info({ type: '4' }));
    renderForm(
      <>
        <HeaderAccount />
        <Where />
      </>,
      { boot: bootFor('pebble'), request: fakeApi({ 'GET /wps/v2/wallets/balance': balance }).request },
    );
    await userEvent.setup().click(await screen.findByTestId('header-deposit'));
    expect(useSession.getState().modal).toBe('trialPrompt');
    expect(screen.getByTestId('where').textContent).toBe('/');
  });
});

describe('route gates: the agent center for agents, no member center for trial members', () => {
  const app = (route: string): void => {
    render(
      <Providers boot={bootFor('pebble')} request={fakeApi({}).request} route={route}>
        <Routes>
          <Route path="/agentHome" element={<AgentOnly>agent center</AgentOnly>} />
          <Route path="/member" element={<RealAccountOnly>member center</RealAccountOnly>} />
          <Route path="*" element={<Where />} />
        </Routes>
      </Providers>,
    );
  };
  it('non-agents at /agentHome go to /agent', () => {
    useSession.getState().signIn(info({ type: '0' }));
    app('/agentHome');
    expect(screen.getByTestId('where').textContent).toBe('/agent');
  });
  it('agents see the agent center', () => {
    useSession.getState().signIn(info({ type: '1' }));
    app('/agentHome');
    expect(screen.getByText('agent center')).toBeInTheDocument();
  });
  it('trial members at /member get the in_need_true_account prompt', () => {
    useSession.getState().signIn(info({ type: '4' }));
    app('/member');
    expect(useSession.getState().modal).toBe('trialPrompt');
    expect(screen.getByTestId('where').textContent).toBe('/');
  });
});
