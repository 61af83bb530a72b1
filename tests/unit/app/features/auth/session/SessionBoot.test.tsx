// The remember-me cookie at session start: it only works from the browser it was issued to (loginDeviceId goes
// with it), and from a new network it answers the same second factor as a password login.
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deviceId } from '../../../../../../src/app/features/auth/login/deviceId.ts';
import { hasRememberedSession, markRememberedSession } from '../../../../../../src/app/features/auth/login/rememberMe.ts';
import { sessionToRestore } from '../../../../../../src/app/features/auth/session/restoreHint.ts';
import SessionBoot from '../../../../../../src/app/features/auth/session/SessionBoot.tsx';
import { GUEST_SESSION, useSession } from '../../../../../../src/app/state/session.ts';
import { bootFor, fakeApi, Failure, renderForm } from '../../../../support/harness.tsx';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  useSession.setState(GUEST_SESSION);
});
afterEach(cleanup);

describe('remember-me at session start (ASVS V7.2.4)', () => {
  it('sends the browser\'s loginDeviceId with the cookie', async () => {
    markRememberedSession(true);
    const { request, calls } = fakeApi({ 'POST /wps/session/login/remembered': new Failure('login.not_session', 'x', null, 401) });
    renderForm(<SessionBoot />, { boot: bootFor('pebble'), request });
    await waitFor(() => expect(calls.some((c) => c.path === '/wps/session/login/remembered')).toBe(true));
    expect(calls.find((c) => c.path === '/wps/session/login/remembered')!.body).toEqual({ loginDeviceId: deviceId() });
  });

  it('a new network: login.second_factor_required opens the second-factor step, and remember-me stays on', async () => {
    markRememberedSession(true);
    const challenge = { challengeId: 'c1', method: 'mobileCode', hint: '+880 ••••78', expiredMinutes: 1 };
    const { request } = fakeApi({
      'POST /wps/session/login/remembered': new Failure('login.second_factor_required', 'Please complete verification first', challenge),
    });
    renderForm(<SessionBoot />, { boot: bootFor('pebble'), request });
    await waitFor(() => expect(useSession.getState().modal).toBe('secondFactor'));
    expect(useSession.getState().secondFactor).toMatchObject({ ...challenge, portal: 'member', loginType: 'remembered' });
    expect(hasRememberedSession()).toBe(true);
    expect(useSession.getState().isLogin).toBe(false);
  });

  it('the page stays restoring until the remembered login has answered, so a tap meanwhile is not a guest\'s', async () => {
    markRememberedSession(false);
    expect(sessionToRestore()).toBe(false);
    markRememberedSession(true);
    expect(sessionToRestore()).toBe(true);
    let answer!: () => void;
    const { request } = fakeApi({
      'POST /wps/session/login/remembered': () => new Promise((resolve) => (answer = () => resolve(new Failure('login.not_session', 'x', null, 401)))),
    });
    useSession.getState().setRestoring(true); // as main.tsx does at hydration
    renderForm(<SessionBoot />, { boot: bootFor('pebble'), request });
    await waitFor(() => expect(answer).toBeDefined());
    expect(useSession.getState().restoring).toBe(true);
    answer();
    await waitFor(() => expect(useSession.getState().restoring).toBe(false));
    expect(useSession.getState().isLogin).toBe(false);
  });

  it('a guest with nothing to restore is not left restoring', async () => {
    markRememberedSession(false);
    useSession.getState().setRestoring(true);
    renderForm(<SessionBoot />, { boot: bootFor('pebble'), request: fakeApi({}).request });
    await waitFor(() => expect(useSession.getState().restoring).toBe(false));
  });
});
