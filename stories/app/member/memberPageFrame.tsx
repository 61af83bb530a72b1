// The frame the member pages' stories share: a member session, the member message area, toasts, a page width.
// Each page's stories make their own with the canned answers the page reads.
import type { ReactNode } from 'react';
import { AreaMessages } from '../../../src/app/i18n/AreaMessages.tsx';
import { ToastProvider } from '../../../src/ui/index.ts';
import { WithFreshApi, WithSession, type CannedAnswers } from '../fixtures.tsx';

type Frame = (props: { answers?: CannedAnswers; children: ReactNode }) => ReactNode;

export function memberPageFrame(defaultAnswers: CannedAnswers): Frame {
  return function MemberPageFrame({ answers = defaultAnswers, children }) {
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
  };
}
