// Manual rebate, invite friends and mission activity pages of the member center: menu gating by flag, the requests
// the claims send, and what each page shows from the server's answer.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ManualRebatePage from '../../../../../src/app/features/member/manualRebate/ManualRebatePage.tsx';
import MissionLeaderboardPage from '../../../../../src/app/features/member/missionLeaderboard/MissionLeaderboardPage.tsx';
import { MEMBER_PAGES } from '../../../../../src/app/features/member/pages.tsx';
import { visibleMenu } from '../../../../../src/app/features/member/menu.ts';
import ReferralPage from '../../../../../src/app/features/member/referral/ReferralPage.tsx';
import { ToastProvider } from '../../../../../src/ui/index.ts';
import { growthAnswers, rebateInfo, referralDetails } from '../../../../../stories/app/member/growthFixtures.ts';
import { bootFor, fakeApi, renderForm } from '../../../support/harness.tsx';

afterEach(cleanup);

function open(page: React.ReactNode, answers: Record<string, unknown> = {}) {
  const api = fakeApi({ ...growthAnswers, ...answers } as Parameters<typeof fakeApi>[0]);
  renderForm(<ToastProvider>{page}</ToastProvider>, { boot: bootFor('aurora'), request: api.request });
  return api;
}

describe('growth pages', () => {
  it('manual rebate needs MANUALREBATE3, invite friends REFERRAL3, mission activity the reward center', () => {
    const on = visibleMenu(MEMBER_PAGES, { manualRebate: true, referral: true, rewardCenter: true });
    expect(on).toEqual(expect.arrayContaining(['manualRebate', 'referral', 'missionLeaderboard']));
    const off = visibleMenu(MEMBER_PAGES, { manualRebate: false, referral: false, rewardCenter: false });
    for (const id of ['manualRebate', 'referral', 'missionLeaderboard']) expect(off).not.toContain(id);
  });

  it('manualRebate: a row per game type; the claim posts once; below the minimum the button waits', async () => {
    const api = open(<ManualRebatePage />);
    expect(await screen.findByTestId('rebate-row-RNG')).toHaveTextContent('Slots');
    expect(screen.getByTestId('rebate-row-COCKFIGHT')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('rebate-claim'));
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/wps/relay/MCS2_claimManualRebate')).toHaveLength(1));
    cleanup();
    open(<ManualRebatePage />, { 'GET /wps/relay/MCS2_getManualRebate': { ...rebateInfo, claimable: false } });
    expect(await screen.findByTestId('rebate-claim')).toBeDisabled();
  });

  it('referral: shows the link the server built (never one made from this page) and asks with autoGenerate', async () => {
    const api = open(<ReferralPage />);
    expect(await screen.findByTestId('referral-link')).toHaveTextContent(referralDetails.inviteUrl);
    expect(api.calls.find((c) => c.path === '/wps/relay/MCSFE_getReferralDetails')!.query).toEqual({ autoGenerate: 'true' });
    expect(screen.getByTestId('referral-friends').querySelectorAll('li')).toHaveLength(3);
  });

  it('missions: the claim sends the mission id; the board asks for the week first', async () => {
    const api = open(<MissionLeaderboardPage />);
    fireEvent.click(await screen.findByTestId('mission-claim-daily-slots'));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/wps/relay/MCSFE_claimMission')?.body).toEqual({ missionId: 'daily-slots' }));
    expect(api.calls.find((c) => c.path === '/wps/relay/MCSFE_getMissionLeaderboard')!.query).toEqual({ period: 'weekly' });
    expect(screen.getByTestId('mission-status-weekly-bet')).toHaveTextContent('Claimed');
  });
});
