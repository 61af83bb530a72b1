// Bonus details (member center page bonusDetails, REWCEN3): turnover progress and the bonus wallet.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { progressPercent } from '../../../../../../src/app/features/member/bonusDetails/api.ts';
import BonusDetailsPage from '../../../../../../src/app/features/member/bonusDetails/BonusDetailsPage.tsx';
import { bonusDetails } from '../../../../../../stories/app/member/rewardFixtures.ts';
import { bootFor, fakeApi, renderForm } from '../../../../support/harness.tsx';

afterEach(cleanup);

describe('bonus details', () => {
  it('progress is a whole percent on bigints, capped at 100; nothing required is done', () => {
    expect(progressPercent('1250000', '3000000')).toBe(41);
    expect(progressPercent('99999999999999999', '3')).toBe(100);
    expect(progressPercent('0', '0')).toBe(100);
  });

  it('shows the bonus wallet, each requirement with its bar, and released ones', async () => {
    const api = fakeApi({ 'GET /wps/relay/MCS2_getBonusDetails': bonusDetails });
    renderForm(<BonusDetailsPage />, { boot: bootFor('aurora'), request: api.request });
    expect(await screen.findByTestId('bonus-balance')).toHaveTextContent('12,345.00');
    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((b) => b.getAttribute('aria-valuenow'))).toEqual(['41', '0']);
    expect(screen.getByTestId('bonus-30')).toHaveTextContent('Valid bet');
    expect(screen.getByTestId('bonus-released')).toHaveTextContent('Welcome bonus');
  });
});
