import { useState } from 'react';
import { useIntl } from 'react-intl';
import { login, type LoginPortal, type LoginRequest, type LoginType } from '../../../api/accounts.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import { useBrand } from '../../../boot/BootContext.tsx';
import { useSession } from '../../../state/session.ts';
import { useSessionActions } from '../session/useSessionActions.ts';
import { deviceId } from './deviceId.ts';
import { describeLoginFailure, secondFactorChallenge, type LoginFailure } from './loginErrors.ts';

export type LoginFields = Omit<LoginRequest, 'portal' | 'loginDeviceId' | 'type'>;

export interface LoginAttempt {
  busy: boolean;
  failure: LoginFailure | null;
  /** Show the captcha input: the brand always wants it, or a failure said so. */
  captchaShown: boolean;
  /** Changes after every failure while the captcha shows: its answer is single use, so a new image loads. */
  captchaKey: number;
  /**
   * Sends the login (enc) and, when the server accepts it, runs the session's after-login steps. A second factor
   * opens its modal; `onCredentialsAccepted` runs in both cases (e.g. to keep the remember-me cookies).
   */
  submit(fields: LoginFields, type: LoginType, onCredentialsAccepted?: () => void): Promise<void>;
  clearFailure(): void;
  /** Another request used this browser's captcha (an SMS code request): the shown image's answer is spent. */
  refreshCaptcha(): void;
}

/** One login form's exchange with the server (username or SMS, member or agent portal). */
export function useLoginAttempt(portal: LoginPortal): LoginAttempt {
  const intl = useIntl();
  const api = useApi();
  const brand = useBrand();
  const { acceptLogin } = useSessionActions();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  const captchaShown = brand.login.captcha === 'always' || captchaNeeded;

  const submit = async (fields: LoginFields, type: LoginType, onCredentialsAccepted?: () => void): Promise<void> => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    const loginDeviceId = deviceId();
    try {
      const result = await login(api, { ...fields, type, portal, ...(loginDeviceId ? { loginDeviceId } : {}) });
      onCredentialsAccepted?.();
      await acceptLogin(result, type);
    } catch (e) {
      const challenge = secondFactorChallenge(e);
      if (challenge) {
        onCredentialsAccepted?.();
        useSession.getState().openSecondFactor({ ...challenge, portal, loginType: type });
        return;
      }
      const f = describeLoginFailure(intl, e);
      if (f.captcha) setCaptchaNeeded(true);
      if (captchaShown || f.captcha) setCaptchaKey((k) => k + 1);
      setFailure(f);
    } finally {
      setBusy(false);
    }
  };

  const refreshCaptcha = (): void => {
    if (captchaShown) setCaptchaKey((k) => k + 1);
  };

  return { busy, failure, captchaShown, captchaKey, submit, clearFailure: () => setFailure(null), refreshCaptcha };
}
