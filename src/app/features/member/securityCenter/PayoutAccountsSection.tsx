import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Select, Skeleton, TextField, useToast } from '../../../../ui/index.ts';
import { channelName } from '../depositv2/api.ts';
import { Item, List } from '../depositv2/styles.ts';
import { FormColumn } from '../transferFund/styles.ts';
import { bindPayoutAccount, removePayoutAccount, usePaymentsMutation, usePayoutAccounts, useWithdrawSettings } from '../withdraw/api.ts';
import { LoginPasswordField } from './LoginPasswordField.tsx';
import { paymentMessages as m } from './paymentMessages.ts';
import { Actions, Muted, Section } from './Section.tsx';
import { stepUpError } from './stepUp.ts';

/**
 * Bank and e-wallet accounts for withdrawals: at most the brand's number, each checked by its channel's rule.
 * Binding and removing choose where money goes, so each asks for the login password again.
 */
export default function PayoutAccountsSection(): ReactNode {
  const intl = useIntl();
  const toast = useToast();
  const accounts = usePayoutAccounts();
  const settings = useWithdrawSettings();
  const bind = usePaymentsMutation(bindPayoutAccount);
  const remove = usePaymentsMutation(removePayoutAccount);
  const channels = settings.data?.channels ?? [];
  const [open, setOpen] = useState(false);
  const [channelId, setChannelId] = useState('');
  const [holderName, setHolder] = useState('');
  const [accountNumber, setNumber] = useState('');
  const [loginPassword, setLogin] = useState('');
  const [loginRefused, setLoginRefused] = useState<string>();
  const [touched, setTouched] = useState(false);
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const [removePassword, setRemovePassword] = useState('');
  const [removeRefused, setRemoveRefused] = useState<string>();
  const [removeTouched, setRemoveTouched] = useState(false);
  const chosen = channelId || channels[0]?.id || '';
  const label = (id: string): string => {
    const c = channels.find((x) => x.id === id);
    if (!c) return id;
    const n = channelName(c, intl.messages);
    return typeof n === 'string' ? n : intl.formatMessage(n);
  };
  const required = intl.formatMessage(m.required);

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    setTouched(true);
    if (!holderName.trim() || !accountNumber.trim() || !loginPassword || !chosen || bind.isPending) return;
    bind.mutate(
      { channelId: chosen, holderName: holderName.trim(), accountNumber: accountNumber.trim(), loginPassword },
      {
        onSuccess: () => {
          toast.show(intl.formatMessage(m.bound), { tone: 'success' });
          setOpen(false);
          setHolder('');
          setNumber('');
          setTouched(false);
        },
        onError: (err) => {
          const refused = stepUpError(err, intl);
          if (refused) setLoginRefused(refused);
          else toast.show(err.message, { tone: 'danger' });
        },
        onSettled: () => setLogin(''),
      },
    );
  };

  const closeRemove = (): void => {
    setRemoving(null);
    setRemovePassword('');
    setRemoveRefused(undefined);
    setRemoveTouched(false);
  };
  const submitRemove = (e: FormEvent): void => {
    e.preventDefault();
    setRemoveTouched(true);
    if (!removing || !removePassword || remove.isPending) return;
    remove.mutate(
      { id: removing.id, loginPassword: removePassword },
      {
        onSuccess: () => {
          toast.show(intl.formatMessage(m.removed), { tone: 'success' });
          closeRemove();
        },
        onError: (err) => {
          const refused = stepUpError(err, intl);
          if (refused) setRemoveRefused(refused);
          else toast.show(err.message, { tone: 'danger' });
          setRemovePassword('');
        },
      },
    );
  };

  const data = accounts.data;
  return (
    <Section title={<FormattedMessage {...m.accountsTitle} />} testId="security-payout-accounts">
      {!data ? (
        <Skeleton width="100%" height="3rem" />
      ) : (
        <>
          <Muted>
            <FormattedMessage {...m.accountsCount} values={{ count: data.list.length, max: data.max }} />
          </Muted>
          {data.list.length === 0 ? (
            <Muted>
              <FormattedMessage {...m.none} />
            </Muted>
          ) : (
            <List>
              {data.list.map((a) => (
                <Item key={a.id} data-testid="payout-account">
                  <div>
                    <strong>{label(a.channelId)}</strong>
                    <span>{a.maskedNumber}</span>
                  </div>
                  <div>
                    <Muted>{a.holderName}</Muted>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={removing?.id === a.id}
                      onClick={() => {
                        closeRemove();
                        setRemoving({ id: a.id, name: a.maskedNumber });
                      }}
                      data-testid="payout-remove"
                    >
                      <FormattedMessage {...m.remove} values={{ name: a.maskedNumber }} />
                    </Button>
                  </div>
                </Item>
              ))}
            </List>
          )}
          {removing && (
            <FormColumn onSubmit={submitRemove} noValidate data-testid="payout-remove-form">
              <Muted>
                <FormattedMessage {...m.removeConfirm} values={{ name: removing.name }} />
              </Muted>
              <LoginPasswordField
                withHint={false}
                value={removePassword}
                onChange={(v) => {
                  setRemovePassword(v);
                  setRemoveRefused(undefined);
                }}
                error={removeRefused ?? (removeTouched && !removePassword ? required : undefined)}
                testId="payout-remove-password"
              />
              <Actions>
                <Button type="submit" variant="danger" loading={remove.isPending} data-testid="payout-remove-confirm">
                  <FormattedMessage {...m.removeAction} />
                </Button>
                <Button type="button" variant="ghost" onClick={closeRemove}>
                  <FormattedMessage {...m.cancel2} />
                </Button>
              </Actions>
            </FormColumn>
          )}
          {!open && data.list.length < data.max && channels.length > 0 && (
            <Actions>
              <Button variant="secondary" size="sm" onClick={() => setOpen(true)} data-testid="payout-add">
                <FormattedMessage {...m.add} />
              </Button>
            </Actions>
          )}
        </>
      )}
      {open && (
        <FormColumn onSubmit={submit} noValidate data-testid="payout-form">
          <Select
            label={<FormattedMessage {...m.channel} />}
            value={chosen}
            onChange={(e) => setChannelId(e.target.value)}
            options={channels.map((c) => ({ value: c.id, label: label(c.id) }))}
            data-testid="payout-channel"
          />
          <TextField
            label={<FormattedMessage {...m.holderName} />}
            autoComplete="name"
            value={holderName}
            onChange={(e) => setHolder(e.target.value)}
            error={touched && !holderName.trim() ? required : undefined}
            data-testid="payout-holder"
          />
          <TextField
            label={<FormattedMessage {...m.accountNumber} />}
            inputMode="numeric"
            autoComplete="off"
            value={accountNumber}
            onChange={(e) => setNumber(e.target.value)}
            error={touched && !accountNumber.trim() ? required : undefined}
            data-testid="payout-number"
          />
          <LoginPasswordField
            value={loginPassword}
            onChange={(v) => {
              setLogin(v);
              setLoginRefused(undefined);
            }}
            error={loginRefused ?? (touched && !loginPassword ? required : undefined)}
            testId="payout-login-password"
          />
          <Actions>
            <Button type="submit" loading={bind.isPending} data-testid="payout-bind">
              <FormattedMessage {...m.bind} />
            </Button>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              <FormattedMessage {...m.cancel2} />
            </Button>
          </Actions>
        </FormColumn>
      )}
    </Section>
  );
}
