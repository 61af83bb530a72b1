// The frame the growth pages' stories share: a member session, the member message area, toasts, a page width.
import type { ReactNode } from 'react';
import { AreaMessages } from '../../../src/app/i18n/AreaMessages.tsx';
import { ToastProvider } from '../../../src/ui/index.ts';
import { WithFreshApi, WithSession, type CannedAnswers } from '../fixtures.tsx';
import { growthAnswers } from './growthFixtures.ts';

export function GrowthShell({ answers = growthAnswers, children }: { answers?: CannedAnswers; children: ReactNode }): ReactNode {
  return (
    <WithFreshApi answers={answers}>
      <WithSession as="member">
        <AreaMessages area="member">
          <ToastProvider>
            <div style={{ maxWidth: 720, padding: 16 }}>{children}</div>
          </ToastProvider>
        </AreaMessages>
      </WithSession>
    </WithFreshApi>
  );
}
