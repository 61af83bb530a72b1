import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, TextField, useToast } from '../../../../ui/index.ts';
import { newRequestId } from '../transferFund/api.ts';
import { FormColumn } from '../transferFund/styles.ts';
import { channelName, useCreateDeposit, type DepositOrder, type DepositSettings } from './api.ts';
import { feeFor, useMoney, validAmount } from './format.ts';
import { depositMessages as m } from './messages.ts';
import { Chip, Chips, Legend, Muted } from './styles.ts';

export interface DepositFormProps {
  settings: DepositSettings;
  /** Where the player goes to pay; the browser by default (stories and tests pass their own). */
  onPay?: (order: DepositOrder) => void;
}

const goTo = (order: DepositOrder): void => {
  if (order.payUrl) window.location.assign(order.payUrl);
};

/** Channel, amount within its limits (fee shown), then on to the provider's pay page. */
export function DepositForm({ settings, onPay = goTo }: DepositFormProps): ReactNode {
  const intl = useIntl();
  const toast = useToast();
  const money = useMoney(settings.currencySymbol);
  const create = useCreateDeposit();
  const [channelId, setChannelId] = useState(settings.channels[0]?.id ?? '');
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [requestId, setRequestId] = useState(newRequestId);
  const channel = settings.channels.find((c) => c.id === channelId);
  const name = (c: (typeof settings.channels)[number]): string => {
    const n = channelName(c, intl.messages);
    return typeof n === 'string' ? n : intl.formatMessage(n);
  };

  const value = Number(amount);
  const limits = channel ? { min: money(channel.min), max: money(channel.max) } : { min: '', max: '' };
  const amountError = !validAmount(amount)
    ? intl.formatMessage(m.amountInvalid)
    : channel && (value < channel.min || value > channel.max)
      ? intl.formatMessage(m.outOfLimits, limits)
      : undefined;
  const fee = channel && !amountError ? feeFor(value, channel) : 0;

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    setTouched(true);
    if (amountError || !channel || create.isPending) return;
    create.mutate(
      { channelId: channel.id, amount: amount.trim(), requestId },
      {
        onSuccess: (order) => {
          setRequestId(newRequestId());
          onPay(order);
        },
        onError: (err) => toast.show(err.message, { tone: 'danger' }),
      },
    );
  };

  return (
    <FormColumn onSubmit={submit} noValidate data-testid="deposit-form">
      <div role="group" aria-labelledby="deposit-channel-label">
        <Legend id="deposit-channel-label">
          <FormattedMessage {...m.channel} />
        </Legend>
        <Chips>
          {settings.channels.map((c) => (
            <Chip key={c.id} type="button" aria-pressed={c.id === channelId} onClick={() => setChannelId(c.id)} data-testid={`deposit-channel-${c.id}`}>
              <span>{name(c)}</span>
              <small>
                <FormattedMessage {...(c.kind === 'bank' ? m.bank : m.ewallet)} />
              </small>
            </Chip>
          ))}
        </Chips>
      </div>
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
        data-testid="deposit-amount"
      />
      {fee > 0 && (
        <Muted data-testid="deposit-fee">
          <FormattedMessage {...m.fee} values={{ fee: money(fee), credited: money(value - fee) }} />
        </Muted>
      )}
      <Button type="submit" loading={create.isPending} data-testid="deposit-submit">
        <FormattedMessage {...m.submit} />
      </Button>
    </FormColumn>
  );
}
