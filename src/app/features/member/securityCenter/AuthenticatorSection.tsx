import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, QrCode, TextField, useToast } from '../../../../ui/index.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import { securityKeys, totpConfirm, totpSetup } from './api.ts';
import { securityMessages as m } from './messages.ts';
import { Actions, Muted, Section } from './Section.tsx';

/**
 * The authenticator (TOTP) enrolment: the login password first (the session alone may not add a second factor),
 * then the key as a QR code and text, then a current code confirms it.
 */
export function AuthenticatorSection({ enrolled }: { enrolled: boolean }): ReactNode {
  const intl = useIntl();
  const api = useApi();
  const toast = useToast();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const setup = useMutation({ mutationFn: () => totpSetup(api, password) });
  const confirm = useMutation({
    mutationFn: () => totpConfirm(api, code.trim()),
    onSuccess: () => {
      toast.show(intl.formatMessage(m.enrolled), { tone: 'success' });
      setOpen(false);
      setup.reset();
      setPassword('');
      setCode('');
      void client.invalidateQueries({ queryKey: securityKeys.profile });
    },
  });
  const error = setup.error?.message ?? confirm.error?.message;

  return (
    <Section title={<FormattedMessage {...m.authenticator} />} testId="security-authenticator">
      <Muted data-testid="authenticator-state">
        <FormattedMessage {...(enrolled ? m.authenticatorOn : m.authenticatorOff)} />
      </Muted>
      {!open ? (
        <Actions>
          <Button variant="secondary" size="sm" onClick={() => setOpen(true)} data-testid="authenticator-start">
            <FormattedMessage {...(enrolled ? m.replace : m.setUp)} />
          </Button>
        </Actions>
      ) : !setup.data ? (
        <>
          <TextField
            label={<FormattedMessage {...m.password} />}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            data-testid="authenticator-password"
          />
          {error && <Muted role="alert">{error}</Muted>}
          <Actions>
            <Button loading={setup.isPending} disabled={!password} onClick={() => setup.mutate()} data-testid="authenticator-continue">
              <FormattedMessage {...m.continue} />
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              <FormattedMessage {...m.cancel} />
            </Button>
          </Actions>
        </>
      ) : (
        <>
          <Muted>
            <FormattedMessage {...m.scan} />
          </Muted>
          <QrCode value={setup.data.otpauthUrl} label={intl.formatMessage(m.qrLabel)} size={160} />
          <Muted data-testid="authenticator-secret">
            <FormattedMessage {...m.secret} values={{ secret: setup.data.secret }} />
          </Muted>
          <TextField
            label={<FormattedMessage {...m.code} />}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            data-testid="authenticator-code"
          />
          {error && <Muted role="alert">{error}</Muted>}
          <Actions>
            <Button loading={confirm.isPending} disabled={code.trim().length < 6} onClick={() => confirm.mutate()} data-testid="authenticator-confirm">
              <FormattedMessage {...m.confirm} />
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              <FormattedMessage {...m.cancel} />
            </Button>
          </Actions>
        </>
      )}
    </Section>
  );
}
