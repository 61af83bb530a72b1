import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount } from '../../../../engine/format.ts';
import type { WalletBalance } from '../../../../generated/types.ts';
import { Button, Select, TextField, useToast } from '../../../../ui/index.ts';
import { MAIN_WALLET, newRequestId, validAmount } from './api.ts';
import { transferMessages as m } from './messages.ts';
import { useWalletTransfer } from './queries.ts';
import { FormColumn, Row } from './styles.ts';

/** Main ⇄ one game wallet, and "recall all". One request id per submission: a double click books once. */
export function TransferForm({ balance }: { balance: WalletBalance }): ReactNode {
  const intl = useIntl();
  const toast = useToast();
  const transfer = useWalletTransfer();
  const vendors = balance.balance.filter((w) => w.accountTypeId !== MAIN_WALLET);
  const [from, setFrom] = useState(MAIN_WALLET);
  const [to, setTo] = useState(vendors[0]?.accountTypeId ?? MAIN_WALLET);
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [requestId, setRequestId] = useState(newRequestId);
  const money = (v: number) => formatAmount(v, { language: intl.locale, symbol: balance.currencySymbol });

  const options = balance.balance.map((w) => ({ value: String(w.accountTypeId), label: w.vendor ?? intl.formatMessage(m.main) }));
  const available = balance.balance.find((w) => w.accountTypeId === from)?.availBalance ?? 0;
  const pairError = (from === MAIN_WALLET) === (to === MAIN_WALLET) ? intl.formatMessage(m.sameWallet) : undefined;
  const amountError = !validAmount(amount)
    ? intl.formatMessage(m.amountInvalid)
    : Number(amount) > available
      ? intl.formatMessage(m.amountTooHigh)
      : undefined;

  // A changed form is a new submission; the same form sent again (retry, double click) keeps its id.
  const edit = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    setRequestId(newRequestId());
  };
  const chooseFrom = edit((id: number) => {
    setFrom(id);
    if (id !== MAIN_WALLET) setTo(MAIN_WALLET);
    else if (to === MAIN_WALLET) setTo(vendors[0]?.accountTypeId ?? MAIN_WALLET);
  });
  const chooseTo = edit((id: number) => {
    setTo(id);
    if (id !== MAIN_WALLET) setFrom(MAIN_WALLET);
    else if (from === MAIN_WALLET) setFrom(vendors[0]?.accountTypeId ?? MAIN_WALLET);
  });

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    setTouched(true);
    if (pairError || amountError || transfer.isPending) return;
    transfer.mutate(
      { requestId, fromAccountTypeId: from, toAccountTypeId: to, amount: amount.trim() },
      {
        onSuccess: (r) => {
          toast.show(intl.formatMessage(m.done, { amount: money(r.moved) }), { tone: 'success' });
          setAmount('');
          setTouched(false);
          setRequestId(newRequestId());
        },
        onError: (err) => toast.show(err.message, { tone: 'danger' }),
      },
    );
  };

  const recall = (): void => {
    if (transfer.isPending) return;
    transfer.mutate(
      { requestId: newRequestId(), recallAll: true },
      {
        onSuccess: (r) =>
          toast.show(r.moved > 0 ? intl.formatMessage(m.recalled, { amount: money(r.moved) }) : intl.formatMessage(m.nothingToRecall), {
            tone: r.moved > 0 ? 'success' : 'info',
          }),
        onError: (err) => toast.show(err.message, { tone: 'danger' }),
      },
    );
  };

  return (
    <FormColumn onSubmit={submit} noValidate data-testid="transfer-form">
      <Row>
        <Select label={<FormattedMessage {...m.from} />} options={options} value={String(from)} onChange={(e) => chooseFrom(Number(e.target.value))} data-testid="transfer-from" />
        <Select label={<FormattedMessage {...m.to} />} options={options} value={String(to)} onChange={(e) => chooseTo(Number(e.target.value))} error={touched ? pairError : undefined} data-testid="transfer-to" />
      </Row>
      <TextField
        label={<FormattedMessage {...m.amount} />}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(e) => edit(setAmount)(e.target.value)}
        hint={intl.formatMessage(m.amountHint, { amount: money(available) })}
        error={touched ? amountError : undefined}
        data-testid="transfer-amount"
      />
      <Row>
        <Button type="submit" loading={transfer.isPending && !transfer.variables?.recallAll} data-testid="transfer-submit">
          <FormattedMessage {...m.transfer} />
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={recall}
          loading={transfer.isPending && !!transfer.variables?.recallAll}
          // a tap while a transfer still runs would be dropped (recall() refuses it): say so by disabling
          disabled={transfer.isPending}
          data-testid="transfer-recall-all"
        >
          <FormattedMessage {...m.recallAll} />
        </Button>
      </Row>
    </FormColumn>
  );
}
