import { describe, expect, it } from 'vitest';
import { launchDecision, lotteryRoute, type LaunchTarget } from '../../../../src/engine/games/launch.ts';

const game = (over: Partial<LaunchTarget> = {}): LaunchTarget => ({
  vassalage: 'PXS',
  gameType: 'RNG',
  isGame: 'GAME',
  maintenance: false,
  gameCode: 'PXS-0001',
  ...over,
});

describe('game launch rules', () => {
  it('game launch: TCG_LOTTO_VN opens the VN lottery, TCG_SEA the SEA lottery, LOTT and ELOTT the lottery page', () => {
    expect(launchDecision(game({ vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', gameCode: 'VN45' }), 'member')).toEqual({ kind: 'route', to: '/vnLottery?gameCode=VN45' });
    expect(launchDecision(game({ vassalage: 'TCG_SEA', gameType: 'ELOTT', gameCode: undefined }), 'guest')).toEqual({ kind: 'route', to: '/seaLottery' });
    expect(launchDecision(game({ vassalage: 'LOTT', gameType: 'LOTT', gameCode: undefined }), 'member')).toEqual({ kind: 'route', to: '/lottery' });
    expect(lotteryRoute({ vassalage: 'XYZ', gameType: 'ELOTT' })).toBe('/lottery');
    expect(lotteryRoute({ vassalage: 'PXS', gameType: 'RNG' })).toBeNull();
  });
  it('game launch: a VASSALAGE tile opens the provider popup, for guests too', () => {
    expect(launchDecision(game({ isGame: 'VASSALAGE' }), 'guest')).toEqual({ kind: 'providerPopup' });
  });
  it('game launch: an RNG vendor card goes to the RNG page with its vassalage; in-house to /rng?vassalage=INHOUSE', () => {
    expect(launchDecision(game({ gameCode: undefined }), 'guest')).toEqual({ kind: 'route', to: '/rng?vassalage=PXS' });
    expect(launchDecision(game({ vassalage: 'INHOUSE', gameType: 'INHOUSE', gameCode: undefined }), 'member')).toEqual({ kind: 'route', to: '/rng?vassalage=INHOUSE' });
  });
  it('game launch: a guest gets the login modal, a trial member is refused, a member launches', () => {
    expect(launchDecision(game(), 'guest')).toEqual({ kind: 'login' });
    expect(launchDecision(game(), 'trial')).toEqual({ kind: 'trialRefused' });
    expect(launchDecision(game(), 'member')).toEqual({ kind: 'launch' });
    // a sports vendor card has no list: it launches the vendor's lobby
    expect(launchDecision(game({ gameType: 'SPORTS', gameCode: undefined }), 'member')).toEqual({ kind: 'launch' });
  });
  it('Game maintenance: a vendor under maintenance is refused before anything else', () => {
    expect(launchDecision(game({ maintenance: true }), 'member')).toEqual({ kind: 'maintenance' });
    expect(launchDecision(game({ maintenance: true, vassalage: 'TCG_SEA' }), 'guest')).toEqual({ kind: 'maintenance' });
  });
});
