// Dates on the site read in the brand's time zone (brand.json timezoneOffset), not the device's: a deposit made at
// 20:30 UTC is 02:30 the next day for a +06:00 brand, whatever zone the player's phone is set to.
import { cleanup, render, screen } from '@testing-library/react';
import { FormattedDate } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../../src/app/providers/AppProviders.tsx';
import { loadMessages } from '../../../../src/i18n/load.ts';
import { bootFor } from '../../support/harness.tsx';

afterEach(cleanup);

async function shown(offset: string): Promise<string> {
  const boot = bootFor('pebble', (b) => (b.brand.timezoneOffset = offset));
  render(
    <AppProviders boot={boot} language="EN" messages={await loadMessages('EN')}>
      <p data-testid="at">
        <FormattedDate value="2026-01-15T20:30:00Z" day="numeric" hour="2-digit" minute="2-digit" hourCycle="h23" />
      </p>
    </AppProviders>,
  );
  const text = (await screen.findByTestId('at')).textContent ?? '';
  cleanup();
  return text;
}

describe('dates in the brand time zone', () => {
  it('the same instant reads as each brand wall clock', async () => {
    expect(await shown('+06:00')).toMatch(/^16,? 02:30$/);
    expect(await shown('-05:00')).toMatch(/^15,? 15:30$/);
    expect(await shown('+05:30')).toMatch(/^16,? 02:00$/);
  });
});
