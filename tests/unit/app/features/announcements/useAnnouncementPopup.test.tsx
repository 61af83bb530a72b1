import { act, cleanup, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiRequestInit } from '../../../../../src/app/api/client.ts';
import { useAnnouncementPopup } from '../../../../../src/app/features/announcements/useAnnouncementPopup.ts';
import { GUEST_SESSION, useSession } from '../../../../../src/app/state/session.ts';
import type { AnnouncementList, Notice } from '../../../../../src/generated/types.ts';
import { bootFor, fakeApi, memberInfoOf, renderForm, type Call } from '../../../support/harness.tsx';

afterEach(cleanup);

const popup = (id: string, execution: 'A' | 'B' | 'F'): Notice => ({
  id,
  type: 'PU',
  title: `Popup ${id}`,
  content: '<p>hi</p>',
  time: '2026-01-15T00:00:00.000Z',
  startDate: null,
  endDate: null,
  sequence: 0,
  execution: [execution],
  announcementImages: [],
});

/** The server's answer: popups of the asked audience only (like the reference server). */
function announcements(call: Call): AnnouncementList {
  const execution = (call.query as ApiRequestInit['query'])?.execution as 'A' | 'B' | 'F' | undefined;
  const all = [popup('a', 'A'), popup('b', 'B'), popup('f', 'F')];
  return { player: [], hot: [], promotion: [], banners: [], popup: all.filter((p) => !execution || p.execution?.includes(execution)) };
}

function Trigger(): ReactNode {
  useAnnouncementPopup();
  return null;
}

function mount(): Call[] {
  const { request, calls } = fakeApi({ 'GET /wps/relay/MCSFE_getListAnnouncements': announcements });
  renderForm(<Trigger />, { boot: bootFor('lotus'), request });
  return calls;
}

describe('announcement popup: shown once per session per user type', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useSession.setState(GUEST_SESSION);
  });

  it('a guest gets the B popup once; closing it and coming back (remount, reload) does not show it again', async () => {
    const calls = mount();
    await waitFor(() => expect(useSession.getState().modal).toBe('public'));
    expect(calls[0]!.query).toMatchObject({ types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' });
    act(() => useSession.getState().closeModal());
    cleanup();
    mount();
    await new Promise((r) => setTimeout(r, 20));
    expect(useSession.getState().modal).toBeNull();
  });

  it('waits while another modal is open, then shows', async () => {
    useSession.setState({ modal: 'login' });
    mount();
    await new Promise((r) => setTimeout(r, 20));
    expect(useSession.getState().modal).toBe('login');
    act(() => useSession.getState().closeModal());
    await waitFor(() => expect(useSession.getState().modal).toBe('public'));
  });

  it('a guest who logs in is another user type: the members’ popup (A) shows too', async () => {
    const calls = mount();
    await waitFor(() => expect(useSession.getState().modal).toBe('public'));
    act(() => useSession.getState().closeModal());
    act(() => useSession.getState().signIn(memberInfoOf('player1')));
    await waitFor(() => expect(useSession.getState().modal).toBe('public'));
    expect(calls.at(-1)!.query).toMatchObject({ execution: 'A' });
  });

  it('a first login asks for the F popups, also once the member info no longer says first login', async () => {
    useSession.getState().signIn({ ...memberInfoOf('newbie'), firstTimeLogin: true });
    useSession.setState({ modal: 'changePass' });
    const calls = mount();
    await waitFor(() => expect(calls.at(-1)?.query).toMatchObject({ execution: 'F' }));
    // the forced password change is done: member info reloads without the first-login mark
    act(() => {
      useSession.getState().signIn(memberInfoOf('newbie'));
      useSession.getState().closeModal();
    });
    await waitFor(() => expect(useSession.getState().modal).toBe('public'));
    expect(calls.at(-1)!.query).toMatchObject({ execution: 'F' });
  });

  it('a session being restored waits (no anonymous popup for a returning member)', async () => {
    useSession.setState({ restoring: true });
    const calls = mount();
    await new Promise((r) => setTimeout(r, 20));
    expect(useSession.getState().modal).toBeNull();
    act(() => useSession.getState().signIn(memberInfoOf('back')));
    await waitFor(() => expect(useSession.getState().modal).toBe('public'));
    expect(calls.at(-1)!.query).toMatchObject({ execution: 'A' });
  });
});
