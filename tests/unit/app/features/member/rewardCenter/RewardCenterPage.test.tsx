// Reward center page (member center page rewardCenter, flag REWCEN3): menu gating, claim one / claim all
// requests, draws.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { major } from '../../../../../../src/app/features/member/rewardCenter/api.ts';
import RewardCenterPage from '../../../../../../src/app/features/member/rewardCenter/RewardCenterPage.tsx';
import { MEMBER_PAGES } from '../../../../../../src/app/features/member/pages.tsx';
import { visibleMenu } from '../../../../../../src/app/features/member/menu.ts';
import { ToastProvider } from '../../../../../../src/ui/index.ts';
import { rewardAnswers } from '../../../../../../stories/app/member/rewardFixtures.ts';
import { bootFor, fakeApi, renderForm } from '../../../../support/harness.tsx';

afterEach(cleanup);

function open(answers: Record<string, unknown> = {}) {
  // the story answers (the list one reads the view from the call's query, as fakeApi passes it)
  const api = fakeApi({ ...rewardAnswers, ...answers } as Parameters<typeof fakeApi>[0]);
  renderForm(
    <ToastProvider>
      <RewardCenterPage />
    </ToastProvider>,
    { boot: bootFor('aurora'), request: api.request },
  );
  return api;
}

describe('reward center', () => {
  it('the menu shows reward center and bonus details only with the rewardCenter flag (REWCEN3)', () => {
    expect(visibleMenu(MEMBER_PAGES, { rewardCenter: true })).toEqual(expect.arrayContaining(['rewardCenter', 'bonusDetails']));
    const off = visibleMenu(MEMBER_PAGES, { rewardCenter: false });
    expect(off).not.toContain('rewardCenter');
    expect(off).not.toContain('bonusDetails');
  });

  it('amounts convert from minor units exactly, past 2^53', () => {
    expect(major('123456789')).toBe('1234567.89');
    expect(major('5')).toBe('0.05');
    expect(major('9007199254740993')).toBe('90071992547409.93');
  });

  it('claim sends the reward id; claim all sends one request for everything', async () => {
    const api = open();
    fireEvent.click(await screen.findByTestId('reward-claim-31'));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/wps/relay/MCS2_claimReward')).toBe(true));
    expect(api.calls.find((c) => c.path === '/wps/relay/MCS2_claimReward')!.body).toEqual({ rewardId: '31' });
    fireEvent.click(screen.getByTestId('reward-claim-all'));
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/wps/relay/MCS2_claimAllRewards')).toHaveLength(1));
  });

  it('the bonus-wallet reward says its turnover; history asks for view=history', async () => {
    const api = open();
    expect(await screen.findByTestId('reward-30')).toHaveTextContent('Turnover 3× · paid to the bonus wallet');
    expect(screen.getByTestId('reward-31')).toHaveTextContent('Paid to your main wallet');
    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    await waitFor(() => expect(api.calls.some((c) => c.query?.view === 'history')).toBe(true));
  });

  it('spinning draws the oldest wheel ticket and shows the revealed seed', async () => {
    const api = open();
    fireEvent.click(screen.getByRole('tab', { name: 'Lucky draws' }));
    fireEvent.click(await screen.findByTestId('draw-wheel-go'));
    await screen.findByTestId('draw-wheel-result');
    expect(api.calls.find((c) => c.path === '/wps/relay/MCS2_spinPrizeWheel')!.body).toEqual({ ticketId: '501' });
    expect(within(screen.getByTestId('draw-wheel')).getByTestId('draw-proof')).toHaveTextContent('6f2b9e0c');
  });
});
