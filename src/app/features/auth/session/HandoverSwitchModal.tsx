import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, Modal, Spinner } from '../../../../ui/index.ts';
import { handoverMessages } from './handoverMessages.ts';

export interface HandoverSwitchModalProps {
  open: boolean;
  /** The account this tab is signed in as. */
  current: string;
  /** The account the one-time link signs in as. */
  next: string;
  /** Switching: the buttons give way to a loader. */
  busy?: boolean;
  onSwitch(): void;
  /** Keep the tab's account (also Esc and the close button): the link's session is dropped. */
  onKeep(): void;
}

/**
 * A one-time sign-in link (/?handover=) opened in a tab that is signed in as someone else: the tab's account
 * changes only when the player says so. Staying is the safe default (Esc, close, the first button).
 */
export function HandoverSwitchModal({ open, current, next, busy = false, onSwitch, onKeep }: HandoverSwitchModalProps): ReactNode {
  const names = { current: <strong>{current}</strong>, next: <strong>{next}</strong> };
  return (
    <Modal
      open={open}
      onClose={() => !busy && onKeep()}
      hideClose={busy}
      closeOnEsc={!busy}
      title={<FormattedMessage {...handoverMessages.title} />}
      width={400}
      footer={
        busy ? undefined : (
          <>
            <Button type="button" variant="secondary" onClick={onKeep} data-testid="handover-keep">
              <FormattedMessage {...handoverMessages.keep} values={{ current }} />
            </Button>
            <Button type="button" variant="primary" onClick={onSwitch} data-testid="handover-switch">
              <FormattedMessage {...handoverMessages.switch} values={{ next }} />
            </Button>
          </>
        )
      }
    >
      <div data-testid="handover-dialog">
        {busy ? (
          <p role="status" css={{ display: 'flex', alignItems: 'center', gap: 8, margin: 0 }}>
            <Spinner decorative />
            <FormattedMessage {...handoverMessages.switching} />
          </p>
        ) : (
          <p css={{ margin: 0, overflowWrap: 'anywhere' }}>
            <FormattedMessage {...handoverMessages.question} values={names} />
          </p>
        )}
      </div>
    </Modal>
  );
}
