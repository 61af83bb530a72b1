import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, TextField, useToast } from '../../../../ui/index.ts';
import { validAmount } from '../depositv2/format.ts';
import { Chip, Chips, Muted } from '../depositv2/styles.ts';
import { Actions } from '../securityCenter/Section.tsx';
import { FormColumn } from '../transferFund/styles.ts';
import { confirmReceipt, fileToBase64, usePaymentsMutation, type Withdrawal } from './api.ts';
import { withdrawMessages as m } from './messages.ts';

const MAX_BYTES = 5 * 1024 * 1024;
type Receipt = 'received' | 'partial' | 'not_received';
const CHOICES: { value: Receipt; message: (typeof m)[keyof typeof m] }[] = [
  { value: 'received', message: m.receiptReceived },
  { value: 'partial', message: m.receiptPartial },
  { value: 'not_received', message: m.receiptNone },
];

/** The withdrawal receipt confirmation: received, partly received (amount) or not received, with a proof image. */
export function ReceiptForm({ withdrawal, onClose }: { withdrawal: Withdrawal; onClose: () => void }): ReactNode {
  const intl = useIntl();
  const toast = useToast();
  const send = usePaymentsMutation(confirmReceipt);
  const [receipt, setReceipt] = useState<Receipt>('received');
  const [amount, setAmount] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [touched, setTouched] = useState(false);
  const needsProof = receipt !== 'received';
  // The server checks the bytes; here only the size and the browser's idea of the type, to fail early.
  const fileError = file && (file.size > MAX_BYTES || !/^image\/(png|jpeg)$/.test(file.type)) ? intl.formatMessage(m.proofTooBig) : undefined;
  const proofError = fileError ?? (needsProof && !file ? intl.formatMessage(m.proofRequired) : undefined);
  const amountError = receipt === 'partial' && !validAmount(amount) ? intl.formatMessage(m.amountInvalid) : undefined;

  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    setTouched(true);
    if (proofError || amountError || send.isPending) return;
    const proofImage = file ? await fileToBase64(file) : undefined;
    send.mutate(
      { withdrawalId: withdrawal.id, receipt, ...(receipt === 'partial' ? { receivedAmount: amount.trim() } : {}), ...(proofImage ? { proofImage } : {}) },
      {
        onSuccess: () => {
          toast.show(intl.formatMessage(m.thanks), { tone: 'success' });
          onClose();
        },
        onError: (err) => toast.show(err.message, { tone: 'danger' }),
      },
    );
  };

  return (
    <FormColumn onSubmit={(e) => void submit(e)} noValidate data-testid="receipt-form">
      <Chips role="group" aria-label={intl.formatMessage(m.confirm)}>
        {CHOICES.map((c) => (
          <Chip key={c.value} type="button" aria-pressed={receipt === c.value} onClick={() => setReceipt(c.value)} data-testid={`receipt-${c.value}`}>
            <FormattedMessage {...c.message} />
          </Chip>
        ))}
      </Chips>
      {receipt === 'partial' && (
        <TextField
          label={<FormattedMessage {...m.receivedAmount} />}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={touched ? amountError : undefined}
          data-testid="receipt-amount"
        />
      )}
      <label>
        <Muted as="span">
          <FormattedMessage {...m.proof} />
        </Muted>
        <input type="file" accept="image/png,image/jpeg" onChange={(e) => setFile(e.target.files?.[0] ?? null)} data-testid="receipt-proof" />
      </label>
      {touched && proofError && <Muted role="alert">{proofError}</Muted>}
      <Actions>
        <Button type="submit" size="sm" loading={send.isPending} data-testid="receipt-send">
          <FormattedMessage {...m.send} />
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onClose}>
          <FormattedMessage {...m.cancel} />
        </Button>
      </Actions>
    </FormColumn>
  );
}
