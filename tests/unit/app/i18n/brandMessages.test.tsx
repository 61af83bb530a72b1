// The brand's own words (boot payload brand.messages, parsed by the server) lie on top of every catalog: the first
// page's (AppProviders) and each on-demand area's (AreaMessages), so an area loaded later cannot undo an override.
import { cleanup, render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AreaMessages, areaCatalog } from '../../../../src/app/i18n/AreaMessages.tsx';
import { layBrandMessages } from '../../../../src/app/i18n/brandMessages.tsx';
import { AppProviders } from '../../../../src/app/providers/AppProviders.tsx';
import { usePreferences } from '../../../../src/app/state/preferences.ts';
import type { BootPayload } from '../../../../src/generated/types.ts';
import { loadMessages, type Messages } from '../../../../src/i18n/load.ts';
import { bootFor } from '../../support/harness.tsx';

const text = (value: string) => [{ type: 0, value }];

// the area chunks load once here, so a render only waits for React, not for a first dynamic import
beforeAll(async () => {
  await Promise.all([areaCatalog('auth', 'EN'), areaCatalog('home', 'EN'), areaCatalog('home', 'BN')]);
});

afterEach(() => {
  cleanup();
  usePreferences.getState().setLanguage('EN');
});

async function show(boot: BootPayload, language: string, ids: string[], area?: 'auth' | 'home'): Promise<void> {
  usePreferences.getState().setLanguage(language);
  const messages = await loadMessages(language);
  const list = ids.map((id) => (
    <p key={id} data-testid={id}>
      <FormattedMessage id={id} />
    </p>
  ));
  render(
    <AppProviders boot={boot} language={language} messages={messages}>
      {area ? <AreaMessages area={area}>{list}</AreaMessages> : list}
    </AppProviders>,
  );
  await screen.findByTestId(ids[0]!);
}

describe('brand messages over the catalogs', () => {
  it('layBrandMessages: the override wins, nothing to lay on returns the catalog itself', () => {
    const catalog = { a: text('app'), b: text('app b') } as Messages;
    expect(layBrandMessages(catalog, { a: text('brand') } as Messages)).toEqual({ a: text('brand'), b: text('app b') });
    expect(layBrandMessages(catalog, undefined)).toBe(catalog);
  });

  it('an override of a first-page message shows through AppProviders', async () => {
    const boot = bootFor('pebble', (b) => (b.brand.messages = { EN: { 'nav.more': text('Start') } }));
    await show(boot, 'EN', ['nav.more']);
    expect(screen.getByTestId('nav.more').textContent).toBe('Start');
  });

  it('an area catalog loaded later does not undo an override of one of its messages', async () => {
    const boot = bootFor('pebble', (b) => (b.brand.messages = { EN: { reg_pattern_6: text('Brand digits'), reg_pattern_custom: text('Brand rule') } }));
    await show(boot, 'EN', ['reg_pattern_6', 'reg_pattern_custom', 'reg_pattern_11'], 'auth');
    expect(screen.getByTestId('reg_pattern_6').textContent).toBe('Brand digits');
    expect(screen.getByTestId('reg_pattern_custom').textContent).toBe('Brand rule');
    // not overridden: the area catalog's own text
    expect(screen.getByTestId('reg_pattern_11').textContent).toMatch(/^Enter a real date as yyyy-MM-dd/);
  });

  it('only the active language takes the brand words', async () => {
    const boot = bootFor('lotus', (b) => (b.brand.messages = { BN: { 'home.hotGames': text('ব্র্যান্ডের গেম') } }));
    await show(boot, 'EN', ['home.hotGames'], 'home');
    expect(screen.getByTestId('home.hotGames').textContent).toBe('Hot games');
    cleanup();
    await show(boot, 'BN', ['home.hotGames'], 'home');
    expect(screen.getByTestId('home.hotGames').textContent).toBe('ব্র্যান্ডের গেম');
  });
});
