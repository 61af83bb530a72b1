import { beforeEach, describe, expect, it } from 'vitest';
import { GUEST_SESSION, roleOf, useSession, whenRestored } from '../../../../src/app/state/session.ts';
import { readToken, writeToken } from '../../../../src/app/state/token.ts';
import type { MemberInfo } from '../../../../src/generated/types.ts';

const member = (type: MemberInfo['type']): MemberInfo => ({
  id: '1', account: 'player88', nickname: 'P', type, mobileNum: '', countryDialingCode: '', email: '', payeeName: '',
  regDate: 0, currency: 'BDT', currencySymbol: '৳', firstTimeLogin: false, passwordExpired: false, defaultPassword: false, totpEnabled: false,
});

beforeEach(() => {
  sessionStorage.clear();
  useSession.setState(GUEST_SESSION);
});

describe('session store: member types and roles', () => {
  it.each([
    ['0', false, false], ['3', false, false],
    ['1', true, false], ['2', true, false], ['41', true, false], ['42', true, false],
    ['4', false, true],
  ] as const)('type %s → isAgent %s, isTrial %s', (type, isAgent, isTrial) => {
    expect(roleOf(type)).toEqual({ isAgent, isTrial });
    useSession.getState().signIn(member(type));
    const s = useSession.getState();
    expect(s).toMatchObject({ isLogin: true, isAgent, isTrial, restoring: false });
    expect(s.userInfo?.type).toBe(type);
  });

  it('numeric types are read like their strings', () => {
    expect(roleOf(41)).toEqual({ isAgent: true, isTrial: false });
    expect(roleOf(4)).toEqual({ isAgent: false, isTrial: true });
  });
});

describe('session store: transitions (logout, a dead session)', () => {
  it('logout clears session storage and returns every value to a guest', () => {
    writeToken('t1');
    sessionStorage.setItem('consolidated', '{}');
    useSession.getState().signIn(member('1'));
    useSession.getState().openModal('logoutConfirm');
    useSession.getState().signOut();
    expect(readToken()).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(useSession.getState()).toMatchObject({ isLogin: false, isAgent: false, isTrial: false, userInfo: null, modal: null });
  });

  it("a dead session (login.not_session) becomes a guest with the login modal saying 'not logged in'", () => {
    writeToken('t1');
    useSession.getState().signIn(member('0'));
    useSession.getState().expire();
    expect(readToken()).toBeNull();
    expect(useSession.getState()).toMatchObject({ isLogin: false, modal: 'login', modalReason: 'sessionExpired' });
  });

  it('the guard opens login with its reason and remembers the page; closing forgets it', () => {
    useSession.getState().openLoginFor('/vnLottery?gameCode=X');
    expect(useSession.getState()).toMatchObject({ modal: 'login', modalReason: 'notLoggedIn', returnTo: '/vnLottery?gameCode=X' });
    useSession.getState().closeModal();
    expect(useSession.getState()).toMatchObject({ modal: null, modalReason: null, returnTo: null });
  });

  it('a forced password change and a second factor carry their data, and closing clears it', () => {
    useSession.getState().openPasswordChange({ reason: 'defaultPassword', oldPasswordHeld: true, username: 'u' });
    expect(useSession.getState()).toMatchObject({ modal: 'changePass', passwordChange: { reason: 'defaultPassword' } });
    useSession.getState().openSecondFactor({ challengeId: 'c', method: 'email', hint: 'p••••@x.com', portal: 'member', loginType: 'username' });
    expect(useSession.getState()).toMatchObject({ modal: 'secondFactor', secondFactor: { challengeId: 'c' } });
    useSession.getState().closeModal();
    expect(useSession.getState()).toMatchObject({ passwordChange: null, secondFactor: null });
  });
});

describe('whenRestored', () => {
  it('runs a member action at once, or only after a session restore has ended', () => {
    useSession.setState({ restoring: false });
    const ran: string[] = [];
    whenRestored(() => ran.push('now'));
    expect(ran).toEqual(['now']);
    useSession.getState().setRestoring(true);
    whenRestored(() => ran.push('later'));
    expect(ran).toEqual(['now']);
    useSession.getState().setRestoring(false);
    useSession.getState().setRestoring(true);
    useSession.getState().setRestoring(false);
    expect(ran).toEqual(['now', 'later']);
  });
});
