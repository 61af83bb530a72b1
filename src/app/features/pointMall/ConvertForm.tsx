// Points → balance at the brand's ratio (convertPoint via passwordCheck): the server books it once per
// request id, so the id changes only when the form changes.
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount } from '../../../engine/format.ts';
import { Button, TextField, useToast } from '../../../ui/index.ts';
import { useBrand } from '../../boot/BootContext.tsx';
import { newRequestId } from '../member/transferFund/api.ts';
import { convertPoints, usePointsMutation, type PointConfig } from './api.ts';
import { pointMessages as m } from './messages.ts';
import { Form } from './styles.ts';

/** Minor units `points` are worth at the ratio (integers only), or null when not a valid amount of points. */
export function valueOf(config: PointConfig, points: number, have: number): bigint | null {
  const { exchange } = config;
  if (!Number.isSafeInteger(points) || points < exchange.minimumPoints || points > have || points % exchange.points !== 0) return null;
  return BigInt(points / exchange.points) * BigInt(Math.round(exchange.amount * 100));
}

const decimal = (minor: bigint): string => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;

export function ConvertForm({ config, points }: { config: PointConfig; points: number }): ReactNode {
  const intl = useIntl();
  const toast = useToast();
  const symbol = useBrand().currency.symbol;
  const money = (amount: number | string): string => formatAmount(amount, { language: intl.locale, symbol });
  const send = usePointsMutation(convertPoints);
  const [value, setValue] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [requestId, setRequestId] = useState(newRequestId);
  const { exchange } = config;
  const wanted = /^[0-9]{1,12}$/.test(value) ? Number(value) : -1;
  const worth = valueOf(config, wanted, points);
  const pointsError = worth === null ? intl.formatMessage(m.pointsInvalid, { minimum: intl.formatNumber(exchange.minimumPoints), step: intl.formatNumber(exchange.points) }) : undefined;
  const passwordError = password ? undefined : intl.formatMessage(m.passwordRequired);

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    setTouched(true);
    if (pointsError || passwordError || send.isPending) return;
    send.mutate(
      { requestId, points: wanted, paymentPassword: password },
      {
        onSuccess: (r) => {
          toast.show(intl.formatMessage(m.converted, { amount: money(r.amount) }), { tone: 'success' });
          setValue('');
          setPassword('');
          setTouched(false);
          setRequestId(newRequestId());
        },
        onError: (err) => {
          toast.show(err.message, { tone: 'danger' });
          setPassword('');
        },
      },
    );
  };

  return (
    <Form onSubmit={submit} noValidate data-testid="convert-form">
      <p>
        <FormattedMessage {...m.ratio} values={{ points: intl.formatNumber(exchange.points), amount: money(exchange.amount) }} />
        <br />
        <FormattedMessage {...m.minimum} values={{ minimum: intl.formatNumber(exchange.minimumPoints), step: intl.formatNumber(exchange.points) }} />
      </p>
      {!config.paymentPasswordSet && <p role="note">{intl.formatMessage(m.noPassword)}</p>}
      <TextField
        label={<FormattedMessage {...m.convertPoints} />}
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={(e) => {
          setValue(e.target.value.trim());
          setRequestId(newRequestId());
        }}
        error={touched ? pointsError : undefined}
        hint={worth !== null ? <FormattedMessage {...m.youGet} values={{ amount: money(decimal(worth)) }} /> : undefined}
        data-testid="convert-points"
      />
      <TextField
        label={<FormattedMessage {...m.paymentPassword} />}
        type="password"
        revealable
        autoComplete="off"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={touched ? passwordError : undefined}
        data-testid="convert-password"
      />
      <Button type="submit" loading={send.isPending} data-testid="convert-submit">
        <FormattedMessage {...m.convert} />
      </Button>
    </Form>
  );
}
