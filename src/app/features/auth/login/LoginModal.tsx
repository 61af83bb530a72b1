import { css } from '@emotion/react';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { token } from '../../../../engine/theme/token.ts';
import { Button, Modal, Tabs } from '../../../../ui/index.ts';
import { useFlags } from '../../../boot/BootContext.tsx';
import { guardMessage } from '../../../router/guard.ts';
import { useSession, type ModalReason } from '../../../state/session.ts';
import { FormNotice } from '../fields/FormNotice.tsx';
import { FreePlayButton } from './FreePlayButton.tsx';
import { loginMessages } from './messages.ts';
import { SmsLoginForm } from './SmsLoginForm.tsx';
import { SocialButtons } from './SocialButtons.tsx';
import { UsernameLoginForm } from './UsernameLoginForm.tsx';

export type LoginTab = 'username' | 'sms';

const body = css`
  display: flex;
  flex-direction: column;
  gap: ${token('space.md')};
`;

const links = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${token('space.xs')};
  font-size: ${token('font.size.sm')};
`;

const registerLine = css`
  display: inline-flex;
  align-items: center;
  gap: ${token('space.xs')};
  color: ${token('color.text.muted')};
`;

const REASONS: Record<ModalReason, typeof guardMessage> = {
  notLoggedIn: guardMessage,
  sessionExpired: loginMessages.sessionExpired,
};

/**
 * The login modal's content: why it opened, the username / SMS tabs (tabs only with MOBILEVERCODELOGIN3),
 * forgot password, switch to register, one-click providers and free play (FREEPLAY3).
 */
export function LoginBody({ initialTab = 'username' }: { initialTab?: LoginTab }): ReactNode {
  const intl = useIntl();
  const flags = useFlags();
  const reason = useSession((s) => s.modalReason);
  const openModal = useSession((s) => s.openModal);
  const [tab, setTab] = useState<LoginTab>(flags.smsLogin ? initialTab : 'username');

  return (
    <div css={body} data-testid="login-modal">
      {reason && (
        <FormNotice tone="warning" testId="login-reason">
          <FormattedMessage {...REASONS[reason]} />
        </FormNotice>
      )}
      {flags.smsLogin ? (
        <Tabs
          label={intl.formatMessage(loginMessages.methods)}
          value={tab}
          onChange={(id) => setTab(id as LoginTab)}
          fitted
          items={[
            {
              id: 'username',
              label: <span data-testid="login-tab-username"><FormattedMessage {...loginMessages.tabUsername} /></span>,
              content: <UsernameLoginForm portal="member" />,
            },
            {
              id: 'sms',
              label: <span data-testid="login-tab-sms"><FormattedMessage {...loginMessages.tabSms} /></span>,
              content: <SmsLoginForm />,
            },
          ]}
        />
      ) : (
        <UsernameLoginForm portal="member" />
      )}
      <div css={links}>
        <Button type="button" variant="quiet" size="sm" data-testid="login-forgot-password" onClick={() => openModal('forgetPass')}>
          <FormattedMessage {...loginMessages.forgotPassword} />
        </Button>
        {flags.registration && (
          <span css={registerLine}>
            <FormattedMessage {...loginMessages.noAccount} />
            <Button type="button" variant="quiet" size="sm" data-testid="login-to-register" onClick={() => openModal('register')}>
              <FormattedMessage {...loginMessages.register} />
            </Button>
          </span>
        )}
      </div>
      <SocialButtons />
      {flags.freePlay && <FreePlayButton />}
    </div>
  );
}

/** The login popup (loginPopupModal), opened by /login, the route guard, a dead session or a button. */
export default function LoginModal(): ReactNode {
  const open = useSession((s) => s.modal === 'login');
  const closeModal = useSession((s) => s.closeModal);
  return (
    <Modal open={open} onClose={closeModal} title={<FormattedMessage {...loginMessages.title} />} width={440}>
      {open && <LoginBody />}
    </Modal>
  );
}
