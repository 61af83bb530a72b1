import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount } from '../../../../engine/format.ts';
import { Amount, Button, EmptyState, Skeleton, TextField, useToast } from '../../../../ui/index.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import { useBalance } from '../../auth/session/queries.ts';
import { pageTitles } from '../messages.ts';
import { MAIN_WALLET, newRequestId, validAmount } from '../transferFund/api.ts';
import { transferMessages } from '../transferFund/messages.ts';
import { useMoneyMutation } from '../transferFund/queries.ts';
import { FormColumn, PageHead, Tile, Tiles } from '../transferFund/styles.ts';
import { uplineInfo, uplineKey, uplineTransfer } from './api.ts';
import { uplineMessages as m } from './messages.ts';

/** Transfer to upline (transferUpline): main wallet → the member's agent, with the payment password. */
export default function TransferUplinePage(): ReactNode {
  const api = useApi();
  const intl = useIntl();
  const toast = useToast();
  const info = useQuery({ queryKey: uplineKey, queryFn: ({ signal }) => uplineInfo(api, signal) });
  const balance = useBalance();
  const send = useMoneyMutation((body: { requestId: string; amount: string; paymentPassword: string }) => uplineTransfer(api, body));
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [requestId, setRequestId] = useState(newRequestId);

  const symbol = balance.data?.currencySymbol;
  const main = balance.data?.balance.find((w) => w.accountTypeId === MAIN_WALLET)?.availBalance ?? 0;
  const amountError = !validAmount(amount)
    ? intl.formatMessage(transferMessages.amountInvalid)
    : Number(amount) > main
      ? intl.formatMessage(transferMessages.amountTooHigh)
      : undefined;
  const passwordError = password ? undefined : intl.formatMessage(m.passwordRequired);

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    setTouched(true);
    if (amountError || passwordError || send.isPending || !info.data?.uplineName) return;
    const name = info.data.uplineName;
    send.mutate(
      { requestId, amount: amount.trim(), paymentPassword: password },
      {
        onSuccess: (r) => {
          toast.show(intl.formatMessage(m.done, { amount: formatAmount(r.moved, { language: intl.locale, ...(symbol ? { symbol } : {}) }), name }), { tone: 'success' });
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

  const body = (): ReactNode => {
    if (info.isError && !info.data)
      return (
        <div role="alert">
          <EmptyState
            title={<FormattedMessage {...m.loadFailed} />}
            action={
              <Button variant="secondary" onClick={() => void info.refetch()}>
                <FormattedMessage {...m.retry} />
              </Button>
            }
          />
        </div>
      );
    if (!info.data || !balance.data) return <Skeleton width="100%" height="12rem" />;
    if (!info.data.hasUpline) return <EmptyState title={<FormattedMessage {...m.noUplineTitle} />} description={<FormattedMessage {...m.noUplineText} />} headingLevel={3} />;
    if (!info.data.paymentPasswordSet)
      return <EmptyState title={<FormattedMessage {...m.noPasswordTitle} />} description={<FormattedMessage {...m.noPasswordText} />} headingLevel={3} />;
    return (
      <>
        <p>
          <FormattedMessage {...m.intro} />
        </p>
        <Tiles>
          <Tile>
            <FormattedMessage {...m.upline} />
            <strong data-testid="upline-name">{info.data.uplineName}</strong>
          </Tile>
          <Tile data-main="true">
            <FormattedMessage {...m.available} />
            <Amount value={main} {...(symbol ? { symbol } : {})} />
          </Tile>
        </Tiles>
        <FormColumn onSubmit={submit} noValidate data-testid="upline-form">
          <TextField
            label={<FormattedMessage {...m.amount} />}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value);
              setRequestId(newRequestId());
            }}
            error={touched ? amountError : undefined}
            data-testid="upline-amount"
          />
          <TextField
            label={<FormattedMessage {...m.paymentPassword} />}
            type="password"
            revealable
            autoComplete="off"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={touched ? passwordError : undefined}
            data-testid="upline-password"
          />
          <Button type="submit" loading={send.isPending} data-testid="upline-submit">
            <FormattedMessage {...m.submit} />
          </Button>
        </FormColumn>
      </>
    );
  };

  return (
    <div data-testid="transfer-upline-page">
      <PageHead>
        <h2>
          <FormattedMessage {...pageTitles.transferUpline} />
        </h2>
      </PageHead>
      {body()}
    </div>
  );
}
