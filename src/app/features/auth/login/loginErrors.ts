import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { LoginFailureValue, SecondFactorChallenge } from '../../../api/accounts.ts';
import { ApiError } from '../../../api/client.ts';
import { loginMessages } from './messages.ts';
import { ErrorCode } from '../../../../generated/constants.ts';

/** Refusals the app words itself in the player's language; anything else shows the server's message. */
const WORDED: Record<string, MessageDescriptor> = {
  [ErrorCode.badCredentials]: loginMessages.badCredentials,
  [ErrorCode.captchaInvalid]: loginMessages.captchaInvalid,
  [ErrorCode.captchaRequired]: loginMessages.captchaRequired,
  [ErrorCode.notMember]: loginMessages.notMember,
  [ErrorCode.notAgent]: loginMessages.notAgent,
};

/** What the form shows for a refused login: where it goes, and whether the captcha must now be shown. */
export interface LoginFailure {
  message: string;
  /** The captcha field gets the message instead of the form. */
  onCaptcha: boolean;
  /** The server asked for the captcha (a truthy `value.captcha` in the failed login's answer). */
  captcha: boolean;
  errorCode: string | undefined;
}

function failureValue(e: ApiError): Partial<LoginFailureValue> {
  return typeof e.value === 'object' && e.value !== null ? (e.value as Partial<LoginFailureValue>) : {};
}

export function describeLoginFailure(intl: IntlShape, error: unknown): LoginFailure {
  if (!(error instanceof ApiError))
    return { message: intl.formatMessage(loginMessages.unknownError), onCaptcha: false, captcha: false, errorCode: undefined };
  const value = failureValue(error);
  const code = error.errorCode;
  let message = error.message;
  const worded = code ? WORDED[code] : undefined;
  if (worded) message = intl.formatMessage(worded);
  else if (code === ErrorCode.locked && typeof value.lockedUntil === 'number')
    message = intl.formatMessage(loginMessages.locked, {
      time: intl.formatTime(value.lockedUntil, { hour: '2-digit', minute: '2-digit' }),
    });
  else if (code === 'network') message = intl.formatMessage(loginMessages.network);
  return {
    message,
    onCaptcha: code === ErrorCode.captchaInvalid || code === ErrorCode.captchaRequired,
    captcha: value.captcha === true,
    errorCode: code,
  };
}

/** The challenge of a `login.second_factor_required` refusal, or null. */
export function secondFactorChallenge(error: unknown): SecondFactorChallenge | null {
  if (!(error instanceof ApiError) || error.errorCode !== ErrorCode.secondFactorRequired) return null;
  const v = error.value as Partial<SecondFactorChallenge> | null;
  if (!v || typeof v.challengeId !== 'string' || typeof v.method !== 'string') return null;
  return { challengeId: v.challengeId, method: v.method, hint: typeof v.hint === 'string' ? v.hint : '', ...(typeof v.expiredMinutes === 'number' ? { expiredMinutes: v.expiredMinutes } : {}) };
}
