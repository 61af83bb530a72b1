import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { VendorCard } from '../../../../../../src/app/api/games.ts';
import { useLaunchGame, type Launchable } from '../../../../../../src/app/features/games/launch/useLaunchGame.ts';
import { useProviderPopup } from '../../../../../../src/app/features/games/launch/providerPopup.ts';
import { GUEST_SESSION, useSession } from '../../../../../../src/app/state/session.ts';
import { ToastProvider } from '../../../../../../src/ui/index.ts';
import { bootFor, fakeApi, Failure, memberInfoOf, Providers, type Call } from '../../../../support/harness.tsx';
import { gameItem } from '../fixtures.ts';

const boot = bootFor('lotus');

function Launcher({ target }: { target: Launchable }): ReactNode {
  const launch = useLaunchGame();
  const location = useLocation();
  const state = location.state as { gameUrl?: string } | null;
  return (
    <>
      <button type="button" onClick={() => launch(target)}>
        launch
      </button>
      <output data-testid="where">{location.pathname + location.search}</output>
      <output data-testid="game-url">{state?.gameUrl ?? ''}</output>
    </>
  );
}

function run(target: Launchable, answers: Record<string, unknown> = {}): Call[] {
  const { request, calls } = fakeApi(answers);
  render(
    <Providers boot={boot} request={request} route="/rng">
      <ToastProvider inline>
        <Launcher target={target} />
      </ToastProvider>
    </Providers>,
  );
  act(() => screen.getByRole('button', { name: 'launch' }).click());
  return calls;
}

const where = () => screen.getByTestId('where').textContent;
const sportsVendor: VendorCard = {
  vassalage: 'KSP',
  displayName: 'Kestrel Sports',
  gameType: 'SPORTS',
  lagerIcon: '/x.svg',
  iconUrl: '/x.svg',
  gameCount: 0,
  maintenance: false,
  isGame: 'GAME',
};

beforeEach(() => {
  useSession.setState(GUEST_SESSION);
  useProviderPopup.setState({ target: null });
});
afterEach(cleanup);

describe('useLaunchGame', () => {
  it('game launch: a guest gets the login modal and stays on the page, no launch call', () => {
    const calls = run(gameItem(1));
    expect(useSession.getState()).toMatchObject({ modal: 'login', returnTo: '/rng' });
    expect(where()).toBe('/rng');
    expect(calls).toHaveLength(0);
  });

  it('game launch: a trial member gets in_need_true_account, no launch call', () => {
    useSession.getState().signIn(memberInfoOf('trial1', '4'));
    const calls = run(gameItem(1));
    expect(useSession.getState().modal).toBe('trialPrompt');
    expect(calls).toHaveLength(0);
  });

  it('game launch: a member launches (GLS, real account) and plays in /seamless', async () => {
    useSession.getState().signIn(memberInfoOf('player88'));
    const calls = run(gameItem(3), {
      'GET /wps/game/launchGame': { content: { game_url: '/cdn/launch/sandbox/t1?backUrl=%2Frng' }, url: '/cdn/launch/sandbox/t1?backUrl=%2Frng' },
    });
    await waitFor(() => expect(where()).toBe('/seamless'));
    expect(screen.getByTestId('game-url').textContent).toBe('/cdn/launch/sandbox/t1?backUrl=%2Frng');
    expect(calls[0]).toMatchObject({
      path: '/wps/game/launchGame',
      query: { gameType: 'RNG', vassalage: 'PXS', gameCode: 'PXS-0003', nodeId: 3, launchMode: 'GLS', accountType: 1, backUrl: '/rng' },
    });
  });

  it('a launch refused for maintenance shows Game maintenance and stays', async () => {
    useSession.getState().signIn(memberInfoOf('player88'));
    run(gameItem(2), { 'GET /wps/game/launchGame': new Failure('game.maintenance', 'Game maintenance') });
    expect(await screen.findByText('Game maintenance')).toBeInTheDocument();
    expect(where()).toBe('/rng');
  });

  it('game launch: a member on a sports vendor card starts the vendor lobby, the first game of its catalog', async () => {
    useSession.getState().signIn(memberInfoOf('player88'));
    const lobby = gameItem(77, { vassalage: 'KSP', gameType: 'SPORTS', gameCode: 'KSP-LOBBY' });
    const calls = run(sportsVendor, {
      'GET /wps/relay/GCSGAME_gameList': { games: [lobby], totalPages: 1, totalCount: 1, pageNo: 1 },
      'GET /wps/game/launchGame': { content: { game_url: '/cdn/launch/sandbox/t2' }, url: '/cdn/launch/sandbox/t2' },
    });
    await waitFor(() => expect(where()).toBe('/seamless'));
    expect(calls[0]).toMatchObject({ path: '/wps/relay/GCSGAME_gameList', query: { gameType: 'SPORTS', vassalage: 'KSP', pageSize: 1 } });
    expect(calls[1]).toMatchObject({ path: '/wps/game/launchGame', query: { vassalage: 'KSP', gameCode: 'KSP-LOBBY', nodeId: 77 } });
  });

  it('game launch: a VASSALAGE tile opens the provider popup; an RNG vendor card goes to its list', () => {
    run(gameItem(5, { isGame: 'VASSALAGE', displayName: 'Pixel Spins' }));
    expect(useProviderPopup.getState().target).toEqual({ vassalage: 'PXS', gameType: 'RNG', displayName: 'Pixel Spins' });
    cleanup();
    run({ ...sportsVendor, vassalage: 'LMR', gameType: 'RNG' });
    expect(where()).toBe('/rng?vassalage=LMR');
  });

  it('game launch: TCG_LOTTO_VN opens /vnLottery with its game code', () => {
    run(gameItem(9, { vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', gameCode: 'VN45' }));
    expect(where()).toBe('/vnLottery?gameCode=VN45');
  });
});
