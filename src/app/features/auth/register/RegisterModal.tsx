import { css } from '@emotion/react';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { token } from '../../../../engine/theme/token.ts';
import { Button, Modal, Tabs } from '../../../../ui/index.ts';
import type { RegisterResult } from '../../../api/accounts.ts';
import { useBoot } from '../../../boot/BootContext.tsx';
import { useSession } from '../../../state/session.ts';
import { FormNotice } from '../fields/FormNotice.tsx';
import { deviceId } from '../login/deviceId.ts';
import { useSessionActions } from '../session/useSessionActions.ts';
import { registerMessages } from './messages.ts';
import { RegisterForm } from './RegisterForm.tsx';
import { registerTabs, type RegisterTab, type RegisterValues } from './registerFields.ts';
import type { Agreement } from './submit.ts';

const footerRow = css`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  gap: ${token('space.xs')};
  color: ${token('color.text.muted')};
`;

/**
 * The register modal (registerModal in docs/spec/routes.md): tabs username / mobile by USERNAMEREG3 / MOBILENUMREG3 (mobile first
 * and default when on). After the server registers and logs the player in, the session is set up exactly as after a
 * login (member info, roles), the modal closes and the player lands on `/`.
 */
export default function RegisterModal(props: RegisterBodyProps): ReactNode {
  const open = useSession((s) => s.modal === 'register');
  const closeModal = useSession((s) => s.closeModal);
  const openModal = useSession((s) => s.openModal);
  return (
    <Modal
      open={open}
      onClose={closeModal}
      title={<FormattedMessage {...registerMessages.title} />}
      width={500}
      footer={
        <div css={footerRow}>
          <FormattedMessage {...registerMessages.haveAccount} />
          <Button variant="quiet" size="sm" onClick={() => openModal('login')} data-testid="register-to-login">
            <FormattedMessage {...registerMessages.toLogin} />
          </Button>
        </div>
      }
    >
      {open && <RegisterBody {...props} />}
    </Modal>
  );
}

/** The tabs (or the only form) of the modal, wired to the session. */
export interface RegisterBodyProps {
  initialTab?: RegisterTab;
  /** Values to start with (stories show filled-in states with them). */
  initialValues?: RegisterValues;
  initialAgreement?: Agreement;
}

export function RegisterBody({ initialTab, initialValues, initialAgreement }: RegisterBodyProps): ReactNode {
  const intl = useIntl();
  const { flags, status } = useBoot();
  const tabs = registerTabs(flags, status.info.register);
  const [tab, setTab] = useState<RegisterTab | undefined>(initialTab && tabs.includes(initialTab) ? initialTab : tabs[0]);
  const { acceptLogin } = useSessionActions();
  const [loginDeviceId] = useState(deviceId);

  const onRegistered = async (result: RegisterResult): Promise<void> => {
    // after registering: member info → close → `/` (acceptLogin does all three for via 'register')
    await acceptLogin(result, 'register');
  };

  if (!tab)
    return (
      <FormNotice tone="info">
        <FormattedMessage {...registerMessages.noMethod} />
      </FormNotice>
    );
  const form = (t: RegisterTab): ReactNode => (
    <RegisterForm
      key={t}
      tab={t}
      onRegistered={onRegistered}
      loginDeviceId={loginDeviceId}
      initialValues={initialValues}
      initialAgreement={initialAgreement}
    />
  );
  if (tabs.length === 1) return form(tab);
  return (
    <Tabs
      label={intl.formatMessage(registerMessages.tabs)}
      value={tab}
      onChange={(id) => setTab(id as RegisterTab)}
      fitted
      items={tabs.map((t) => ({
        id: t,
        label: <FormattedMessage {...(t === 'mobile' ? registerMessages.tabMobile : registerMessages.tabUsername)} />,
        content: form(t),
      }))}
    />
  );
}
