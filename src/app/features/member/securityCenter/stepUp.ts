// The login password a member gives again before changing where withdrawals go (first withdraw password, binding
// or removing a payout account): the server's step-up answers shown on that field.
import type { IntlShape } from 'react-intl';
import { ApiError } from '../../../api/client.ts';
import { paymentMessages as m } from './paymentMessages.ts';
import { ErrorCode } from '../../../../generated/constants.ts';

/** The field's error for a refused login password (wrong, or too many wrong: the server's text with the wait), else undefined. */
export function stepUpError(err: unknown, intl: IntlShape): string | undefined {
  if (!(err instanceof ApiError)) return undefined;
  if (err.errorCode === ErrorCode.oldPasswordInvalid) return intl.formatMessage(m.loginPasswordWrong);
  if (err.errorCode === ErrorCode.stepUpLocked) return err.message;
  return undefined;
}
