import { cleanup, render, type RenderResult } from '@testing-library/react';
import { afterEach } from 'vitest';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import bn from '../../../src/i18n/compiled/bn.json';
import type { Messages } from '../../../src/i18n/load.ts';

// The unit project runs without vitest globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

/** Render inside the one provider ui components need: react-intl (EN defaults, or the compiled BN catalog). */
export function renderUi(ui: ReactElement, language: 'en' | 'bn' = 'en'): RenderResult {
  const Wrapper = ({ children }: { children: ReactNode }): ReactNode => (
    <IntlProvider locale={language} defaultLocale="en" messages={language === 'bn' ? (bn as unknown as Messages) : {}}>
      {children}
    </IntlProvider>
  );
  return render(ui, { wrapper: Wrapper });
}
