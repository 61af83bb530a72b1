import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFavoriteIds } from '../../../../../../src/app/api/games.ts';
import { useFavoriteToggle } from '../../../../../../src/app/features/games/favorites/useFavoriteToggle.ts';
import { GUEST_SESSION, useSession } from '../../../../../../src/app/state/session.ts';
import { ToastProvider } from '../../../../../../src/ui/index.ts';
import { bootFor, fakeApi, Failure, memberInfoOf, Providers, type Call } from '../../../../support/harness.tsx';
import { gameItem } from '../fixtures.ts';

const boot = bootFor('lotus');

function Favorites(): ReactNode {
  const ids = useFavoriteIds();
  const fav = useFavoriteToggle();
  return (
    <div>
      <output data-testid="ids">{ids.data ? ids.data.join(',') : 'none'}</output>
      {[1, 2].map((n) => (
        <button key={n} type="button" onClick={() => fav.toggle(gameItem(n))}>
          toggle {n} {fav.isFavorite(n) ? 'on' : 'off'}
        </button>
      ))}
    </div>
  );
}

function renderWith(answers: Record<string, unknown>): Call[] {
  const { request, calls } = fakeApi(answers);
  render(
    <Providers boot={boot} request={request}>
      <ToastProvider inline>
        <Favorites />
      </ToastProvider>
    </Providers>,
  );
  return calls;
}

const ids = () => screen.getByTestId('ids').textContent;

beforeEach(() => useSession.setState(GUEST_SESSION));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('favourites', () => {
  it('favourites are loaded only after login', async () => {
    const calls = renderWith({ 'GET /wps/relay/MCSFE_getFavoriteGames': [1] });
    await act(async () => {});
    expect(ids()).toBe('none');
    expect(calls).toHaveLength(0);
    act(() => useSession.getState().signIn(memberInfoOf('player88')));
    await waitFor(() => expect(ids()).toBe('1'));
  });

  it('adding updates the local ids first and rolls back with a toast when the server refuses', async () => {
    useSession.getState().signIn(memberInfoOf('player88'));
    let refuse: (e: unknown) => void = () => {};
    const refused = new Promise((_, reject) => (refuse = reject));
    const calls = renderWith({
      'GET /wps/relay/MCSFE_getFavoriteGames': [1],
      'POST /wps/relay/MCSFE_addFavoriteGameV2': () => refused,
    });
    await waitFor(() => expect(ids()).toBe('1'));
    await act(async () => screen.getByRole('button', { name: 'toggle 2 off' }).click());
    // optimistic: on while the server has not answered yet
    await waitFor(() => expect(ids()).toBe('1,2'));
    expect(screen.getByRole('button', { name: 'toggle 2 on' })).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ method: 'POST', body: { nodeId: 2, vendor: 'PXS', gameType: 'RNG' } });
    await act(async () => refuse(new Failure('function.not.available', 'Function not available')));
    await waitFor(() => expect(ids()).toBe('1'));
    expect(await screen.findByText(/Favourites could not be updated/)).toBeInTheDocument();
  });

  it('removing updates the local ids first and keeps the change when the server agrees', async () => {
    useSession.getState().signIn(memberInfoOf('player88'));
    const calls = renderWith({
      'GET /wps/relay/MCSFE_getFavoriteGames': [1, 2],
      'DELETE /wps/relay/MCSFE_removeFavoriteGameV2': true,
    });
    await waitFor(() => expect(ids()).toBe('1,2'));
    await act(async () => screen.getByRole('button', { name: 'toggle 1 on' }).click());
    await waitFor(() => expect(ids()).toBe('2'));
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', body: { nodeId: 1, vendor: 'PXS', gameType: 'RNG' } });
  });

  it('favourite toggle throttled to 1000 ms per game', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    useSession.getState().signIn(memberInfoOf('player88'));
    const calls = renderWith({
      'GET /wps/relay/MCSFE_getFavoriteGames': [],
      'POST /wps/relay/MCSFE_addFavoriteGameV2': true,
      'DELETE /wps/relay/MCSFE_removeFavoriteGameV2': true,
    });
    await waitFor(() => expect(ids()).toBe(''));
    const writes = () => calls.filter((c) => c.method !== 'GET').length;
    await act(async () => screen.getByRole('button', { name: 'toggle 1 off' }).click());
    expect(writes()).toBe(1);
    await waitFor(() => expect(ids()).toBe('1'));
    vi.advanceTimersByTime(999);
    await act(async () => screen.getByRole('button', { name: 'toggle 1 on' }).click());
    // within 1000 ms of the last toggle of game 1: ignored; game 2 is not held back
    expect(writes()).toBe(1);
    expect(ids()).toBe('1');
    await act(async () => screen.getByRole('button', { name: 'toggle 2 off' }).click());
    expect(writes()).toBe(2);
    await waitFor(() => expect(ids()).toBe('1,2'));
    vi.advanceTimersByTime(1);
    await act(async () => screen.getByRole('button', { name: 'toggle 1 on' }).click());
    expect(writes()).toBe(3);
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', body: { nodeId: 1 } });
  });
});
