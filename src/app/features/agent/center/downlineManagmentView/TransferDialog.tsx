import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount } from '../../../../../engine/format.ts';
import { Button, Modal, TextField, useToast } from '../../../../../ui/index.ts';
import { transferToDownline, type TeamMember } from '../../../../api/agent.ts';
import { useApi } from '../../../../api/ApiContext.tsx';
import { useBrand } from '../../../../boot/BootContext.tsx';
import { FormNotice } from '../../../auth/fields/FormNotice.tsx';
import { sessionKeys } from '../../../auth/session/queryKeys.ts';
import { newRequestId, validAmount } from '../../../member/transferFund/api.ts';
import { teamMessages as m } from './messages.ts';

/**
 * Transfer to downline, an agent's right: the agent's main wallet → a direct member's, with the payment password. The request
 * id stays while the amount stays, so a retry after a lost answer is not paid twice (the server replays it).
 */
export function TransferDialog({ member, onClose }: { member: TeamMember; onClose: () => void }): ReactNode {
  const intl = useIntl();
  const api = useApi();
  const brand = useBrand();
  const toast = useToast();
  const client = useQueryClient();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [requestId, setRequestId] = useState(newRequestId);
  const [error, setError] = useState<string | null>(null);
  const name = member.nickname || member.username;
  const send = useMutation({
    mutationFn: () => transferToDownline(api, { requestId, memberId: member.id, amount: amount.trim(), paymentPassword: password }),
    onSettled: () => client.invalidateQueries({ queryKey: sessionKeys.all }),
  });
  const amountError = validAmount(amount) ? undefined : intl.formatMessage(m.amountInvalid);
  const passwordError = password ? undefined : intl.formatMessage(m.passwordRequired);

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    setTouched(true);
    if (amountError || passwordError || send.isPending) return;
    setError(null);
    send.mutate(undefined, {
      onSuccess: () => {
        toast.show(intl.formatMessage(m.transferred, { amount: formatAmount(amount.trim(), { language: intl.locale, symbol: brand.currency.symbol }), name }), { tone: 'success' });
        onClose();
      },
      // a wrong password clears the field; the amount (and its request id) stay for the retry
      onError: (err) => {
        setError(err.message);
        setPassword('');
      },
    });
  };

  return (
    <Modal open onClose={onClose} title={intl.formatMessage(m.transferTitle, { name })} closeLabel={intl.formatMessage(m.cancel)} width={420}>
      <form onSubmit={submit} noValidate data-testid="transfer-dialog" css={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        <TextField
          label={<FormattedMessage {...m.amount} />}
          inputMode="decimal"
          autoComplete="off"
          prefix={brand.currency.symbol}
          value={amount}
          onChange={(e) => {
            setAmount(e.target.value);
            setRequestId(newRequestId());
          }}
          error={touched ? amountError : undefined}
          data-testid="transfer-amount"
        />
        <TextField
          label={<FormattedMessage {...m.paymentPassword} />}
          type="password"
          revealable
          autoComplete="off"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={touched ? passwordError : undefined}
          data-testid="transfer-password"
        />
        {error && (
          <FormNotice tone="danger" testId="transfer-error">
            {error}
          </FormNotice>
        )}
        <div css={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button type="button" variant="secondary" onClick={onClose}>
            <FormattedMessage {...m.cancel} />
          </Button>
          <Button type="submit" loading={send.isPending} data-testid="transfer-submit">
            <FormattedMessage {...m.send} />
          </Button>
        </div>
      </form>
    </Modal>
  );
}
