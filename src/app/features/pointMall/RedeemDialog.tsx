// Redeem a catalog reward: quantity, receiving address, mobile with the brand's digits and the
// withdrawal password; one request id per filled form, so a double tap books once.
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Modal, TextField, useToast } from '../../../ui/index.ts';
import { newRequestId } from '../member/transferFund/api.ts';
import { redeemPoints, usePointsMutation, type PointConfig, type PointReward } from './api.ts';
import { pointMessages as m } from './messages.ts';
import { Form } from './styles.ts';

export interface RedeemDialogProps {
  reward: PointReward;
  config: PointConfig;
  points: number;
  onClose: () => void;
}

export function digitsOf(config: PointConfig): string {
  const { minLength, maxLength } = config.mobile;
  return minLength === maxLength ? String(minLength) : `${minLength}–${maxLength}`;
}

export function RedeemDialog({ reward, config, points, onClose }: RedeemDialogProps): ReactNode {
  const intl = useIntl();
  const toast = useToast();
  const send = usePointsMutation(redeemPoints);
  const [quantity, setQuantity] = useState('1');
  const [address, setAddress] = useState('');
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [requestId, setRequestId] = useState(newRequestId);
  const edit = (set: (v: string) => void) => (e: { target: { value: string } }) => {
    set(e.target.value);
    setRequestId(newRequestId());
  };

  const qty = /^[1-9][0-9]{0,1}$/.test(quantity) ? Number(quantity) : 0;
  const total = qty * reward.cost;
  const { minLength, maxLength } = config.mobile;
  const quantityError = qty < 1 || qty > reward.stock ? intl.formatMessage(m.outOfStock) : total > points ? intl.formatMessage(m.notEnough) : undefined;
  const addressError = address.trim() ? undefined : intl.formatMessage(m.addressRequired);
  const mobileOk = /^[0-9]+$/.test(mobile) && mobile.length >= minLength && mobile.length <= maxLength;
  const mobileError = mobileOk ? undefined : intl.formatMessage(m.mobileDigits, { digits: digitsOf(config) });
  const passwordError = password ? undefined : intl.formatMessage(m.passwordRequired);

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    setTouched(true);
    if (quantityError || addressError || mobileError || passwordError || send.isPending) return;
    send.mutate(
      { requestId, rewardId: reward.id, quantity: qty, address: address.trim(), mobile, paymentPassword: password },
      {
        onSuccess: () => {
          toast.show(intl.formatMessage(m.redeemed), { tone: 'success' });
          onClose();
        },
        onError: (err) => {
          toast.show(err.message, { tone: 'danger' });
          setPassword('');
        },
      },
    );
  };

  return (
    <Modal open onClose={onClose} title={<FormattedMessage {...m.redeemTitle} values={{ title: reward.title }} />} width={480}>
      <Form onSubmit={submit} noValidate data-testid="redeem-form">
        {reward.conditions && (
          <p>
            <FormattedMessage {...m.conditions} />: {reward.conditions}
          </p>
        )}
        {!config.paymentPasswordSet && <p role="note">{intl.formatMessage(m.noPassword)}</p>}
        <TextField
          label={<FormattedMessage {...m.quantity} />}
          inputMode="numeric"
          value={quantity}
          onChange={edit(setQuantity)}
          error={touched ? quantityError : undefined}
          hint={<FormattedMessage {...m.total} values={{ points: intl.formatNumber(total) }} />}
          data-testid="redeem-quantity"
        />
        <TextField label={<FormattedMessage {...m.address} />} autoComplete="street-address" value={address} onChange={edit(setAddress)} error={touched ? addressError : undefined} data-testid="redeem-address" />
        <TextField
          label={<FormattedMessage {...m.mobile} />}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={mobile}
          onChange={edit(setMobile)}
          error={touched ? mobileError : undefined}
          hint={<FormattedMessage {...m.mobileDigits} values={{ digits: digitsOf(config) }} />}
          data-testid="redeem-mobile"
        />
        <TextField
          label={<FormattedMessage {...m.paymentPassword} />}
          type="password"
          revealable
          autoComplete="off"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={touched ? passwordError : undefined}
          data-testid="redeem-password"
        />
        <Button type="submit" loading={send.isPending} data-testid="redeem-submit">
          <FormattedMessage {...m.confirm} />
        </Button>
        <Button type="button" variant="secondary" onClick={onClose}>
          <FormattedMessage {...m.cancel} />
        </Button>
      </Form>
    </Modal>
  );
}
