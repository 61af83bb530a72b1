import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Select, TextField, useToast } from '../../../../ui/index.ts';
import { channelName } from '../depositv2/api.ts';
import { feeFor, useMoney, validAmount } from '../depositv2/format.ts';
import { Muted } from '../depositv2/styles.ts';
import { newRequestId } from '../transferFund/api.ts';
import { FormColumn } from '../transferFund/styles.ts';
import { usePaymentsMutation, withdraw, type WithdrawSettings } from './api.ts';
import { withdrawMessages as m } from './messages.ts';

/** Payout account, amount within the channel's limits (fee shown), payment password; the amount is held at once. */
export function WithdrawForm({ settings }: { settings: WithdrawSettings }): ReactNode {
  const intl = useIntl();
  const toast = useToast();
  const money = useMoney(settings.currencySymbol);
  const send = usePaymentsMutation(withdraw);
  const [accountId, setAccountId] = useState(settings.accounts[0]?.id ?? '');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [requestId, setRequestId] = useState(newRequestId);
  const account = settings.accounts.find((a) => a.id === accountId);
  const channel = settings.channels.find((c) => c.id === account?.channelId);
  const label = (id: string): string => {
    const c = settings.channels.find((x) => x.id === id);
    if (!c) return id;
    const n = channelName(c, intl.messages);
    return typeof n === 'string' ? n : intl.formatMessage(n);
  };

  const value = Number(amount);
  const limits = channel ? { min: money(channel.min), max: money(channel.max) } : { min: '', max: '' };
  const amountError = !validAmount(amount)
    ? intl.formatMessage(m.amountInvalid)
    : channel && (value < channel.min || value > channel.max)
      ? intl.formatMessage(m.outOfLimits, limits)
      : value > settings.balance
        ? intl.formatMessage(m.tooHigh)
        : undefined;
  const passwordError = password ? undefined : intl.formatMessage(m.passwordRequired);
  const fee = channel && !amountError ? feeFor(value, channel) : 0;

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    setTouched(true);
    if (amountError || passwordError || !account || send.isPending) return;
    send.mutate(
      { accountId: account.id, amount: amount.trim(), paymentPassword: password, requestId },
      {
        onSuccess: (w) => {
          toast.show(intl.formatMessage(m.submitted, { amount: money(w.amount) }), { tone: 'success' });
          setAmount('');
          setPassword('');
          setTouched(false);
          setRequestId(newRequestId());
        },
        // A wrong password clears the field; the amount stays for the retry.
        onError: (err) => {
          toast.show(err.message, { tone: 'danger' });
          setPassword('');
        },
      },
    );
  };

  return (
    <FormColumn onSubmit={submit} noValidate data-testid="withdraw-form">
      <Select
        label={<FormattedMessage {...m.account} />}
        value={accountId}
        onChange={(e) => setAccountId(e.target.value)}
        options={settings.accounts.map((a) => ({ value: a.id, label: `${label(a.channelId)} · ${a.maskedNumber} · ${a.holderName}` }))}
        data-testid="withdraw-account"
      />
      <TextField
        label={<FormattedMessage {...m.amount} />}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(e) => {
          setAmount(e.target.value);
          setRequestId(newRequestId());
        }}
        hint={<FormattedMessage {...m.limits} values={limits} />}
        error={touched ? amountError : undefined}
        data-testid="withdraw-amount"
      />
      {fee > 0 && (
        <Muted data-testid="withdraw-fee">
          <FormattedMessage {...m.fee} values={{ fee: money(fee), payout: money(value - fee) }} />
        </Muted>
      )}
      <TextField
        label={<FormattedMessage {...m.paymentPassword} />}
        type="password"
        autoComplete="off"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={touched ? passwordError : undefined}
        data-testid="withdraw-password"
      />
      <Button type="submit" loading={send.isPending} data-testid="withdraw-submit">
        <FormattedMessage {...m.submit} />
      </Button>
    </FormColumn>
  );
}
