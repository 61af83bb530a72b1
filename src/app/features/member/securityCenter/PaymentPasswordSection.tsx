import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Skeleton, TextField, useToast } from '../../../../ui/index.ts';
import { FormColumn } from '../transferFund/styles.ts';
import { savePaymentPassword, usePaymentPasswordStatus, usePaymentsMutation } from '../withdraw/api.ts';
import { LoginPasswordField } from './LoginPasswordField.tsx';
import { paymentMessages as m } from './paymentMessages.ts';
import { Actions, Muted, Section } from './Section.tsx';
import { stepUpError } from './stepUp.ts';

const RULE = /^\S{6,20}$/u;

/** The withdraw (payment) password: set the first one with the login password, change it with the current one. */
export default function PaymentPasswordSection(): ReactNode {
  const intl = useIntl();
  const toast = useToast();
  const status = usePaymentPasswordStatus();
  const save = usePaymentsMutation(savePaymentPassword);
  const [open, setOpen] = useState(false);
  const [oldPassword, setOld] = useState('');
  const [loginPassword, setLogin] = useState('');
  const [loginRefused, setLoginRefused] = useState<string>();
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [touched, setTouched] = useState(false);
  const isSet = status.data?.isSet ?? false;
  const oldError = isSet && !oldPassword ? intl.formatMessage(m.ruleBroken) : undefined;
  const loginError = loginRefused ?? (!isSet && !loginPassword ? intl.formatMessage(m.required) : undefined);
  const nextError = RULE.test(next) ? undefined : intl.formatMessage(m.ruleBroken);
  const againError = again === next ? undefined : intl.formatMessage(m.mismatch);

  const close = (): void => {
    setOpen(false);
    setOld('');
    setLogin('');
    setLoginRefused(undefined);
    setNext('');
    setAgain('');
    setTouched(false);
  };
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    setTouched(true);
    if (oldError || (!isSet && !loginPassword) || nextError || againError || save.isPending) return;
    save.mutate(
      { ...(isSet ? { oldPassword } : { loginPassword }), newPassword: next, confirmNewPassword: again },
      {
        onSuccess: () => {
          toast.show(intl.formatMessage(m.saved), { tone: 'success' });
          close();
        },
        onError: (err) => {
          const refused = stepUpError(err, intl);
          if (refused) setLoginRefused(refused);
          else toast.show(err.message, { tone: 'danger' });
          setOld('');
          setLogin('');
        },
      },
    );
  };

  return (
    <Section title={<FormattedMessage {...m.passwordTitle} />} testId="security-payment-password">
      {!status.data ? (
        <Skeleton width="100%" height="2.5rem" />
      ) : (
        <Muted data-testid="payment-password-state" data-set={isSet}>
          <FormattedMessage {...(isSet ? m.passwordSet : m.passwordNotSet)} />
        </Muted>
      )}
      {status.data && !open && (
        <Actions>
          <Button variant="secondary" size="sm" onClick={() => setOpen(true)} data-testid="payment-password-open">
            <FormattedMessage {...(isSet ? m.changeAction : m.setAction)} />
          </Button>
        </Actions>
      )}
      {open && (
        <FormColumn onSubmit={submit} noValidate data-testid="payment-password-form">
          {isSet && (
            <TextField
              label={<FormattedMessage {...m.oldPassword} />}
              type="password"
              autoComplete="off"
              value={oldPassword}
              onChange={(e) => setOld(e.target.value)}
              error={touched ? oldError : undefined}
              data-testid="payment-password-old"
            />
          )}
          {!isSet && (
            <LoginPasswordField
              value={loginPassword}
              onChange={(v) => {
                setLogin(v);
                setLoginRefused(undefined);
              }}
              error={touched || loginRefused ? loginError : undefined}
              testId="payment-password-login"
            />
          )}
          <TextField
            label={<FormattedMessage {...m.newPassword} />}
            type="password"
            autoComplete="off"
            hint={<FormattedMessage {...m.rule} />}
            value={next}
            onChange={(e) => setNext(e.target.value)}
            error={touched ? nextError : undefined}
            data-testid="payment-password-new"
          />
          <TextField
            label={<FormattedMessage {...m.confirmPassword} />}
            type="password"
            autoComplete="off"
            value={again}
            onChange={(e) => setAgain(e.target.value)}
            error={touched ? againError : undefined}
            data-testid="payment-password-confirm"
          />
          <Actions>
            <Button type="submit" loading={save.isPending} data-testid="payment-password-save">
              <FormattedMessage {...m.save} />
            </Button>
            <Button type="button" variant="ghost" onClick={close}>
              <FormattedMessage {...m.cancel} />
            </Button>
          </Actions>
        </FormColumn>
      )}
    </Section>
  );
}
