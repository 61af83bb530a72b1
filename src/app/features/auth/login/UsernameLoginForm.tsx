import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Checkbox, TextField } from '../../../../ui/index.ts';
import type { LoginPortal } from '../../../api/types.ts';
import { useBoot } from '../../../boot/BootContext.tsx';
import { CaptchaField } from '../fields/CaptchaField.tsx';
import { FormNotice } from '../fields/FormNotice.tsx';
import { fieldMessages } from '../fields/messages.ts';
import { PasswordField } from '../fields/PasswordField.tsx';
import { formStack } from './formStyles.ts';
import { loginRules } from './loginRules.ts';
import { loginMessages } from './messages.ts';
import { forget, markRememberedSession, readRemembered, remember } from './rememberMe.ts';
import { useLoginAttempt } from './useLoginAttempt.ts';
import { useLoginField } from './useLoginField.ts';

export interface UsernameLoginFormProps {
  /** member: the login modal; agent: the /agent page (the server refuses the other kind of account). */
  portal: LoginPortal;
  testId?: string;
}

/** Focus the first field that says what is wrong, after React has rendered the messages. */
export function focusFirstInvalid(form: HTMLFormElement): void {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/**
 * Username + password login: the static login rules checked live after a field is left and on submit,
 * the captcha when the brand or the server asks for it, remember me (the username in a 1-day cookie and the
 * server's HttpOnly remember token; never the password), and the server's refusal above the button.
 */
export function UsernameLoginForm({ portal, testId = 'login-form-username' }: UsernameLoginFormProps): ReactNode {
  const intl = useIntl();
  const { status } = useBoot();
  const [rules] = useState(() => loginRules(status.info.register));
  const [remembered] = useState(() => readRemembered());
  const username = useLoginField(rules, 'loginUsername', remembered.username ?? '');
  const password = useLoginField(rules, 'loginPassword');
  const [rememberMe, setRememberMe] = useState(Boolean(remembered.username));
  const [captcha, setCaptcha] = useState('');
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  const attempt = useLoginAttempt(portal);

  const onSubmit = (e: FormEvent<HTMLFormElement>): void => {
    e.preventDefault();
    const form = e.currentTarget;
    const okUser = username.validate();
    const okPass = password.validate();
    const captchaMissing = attempt.captchaShown && captcha.trim() === '';
    setCaptchaError(captchaMissing ? intl.formatMessage(loginMessages.captchaRequired) : undefined);
    if (!okUser || !okPass || captchaMissing) {
      focusFirstInvalid(form);
      return;
    }
    const name = username.value;
    void attempt.submit(
      {
        username: name,
        password: password.value,
        ...(attempt.captchaShown ? { captcha: captcha.trim() } : {}),
        ...(rememberMe ? { rememberMe: true } : {}),
      },
      'username',
      () => {
        if (rememberMe) remember({ username: name });
        else forget('username');
        markRememberedSession(rememberMe);
      },
    );
  };

  const failure = attempt.failure;
  return (
    <form css={formStack} noValidate onSubmit={onSubmit} data-testid={testId} aria-busy={attempt.busy}>
      <TextField
        name="username"
        data-testid="login-username"
        label={<FormattedMessage {...fieldMessages.username} />}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={username.value}
        error={username.error}
        onChange={(e) => username.setValue(e.currentTarget.value)}
        onBlur={username.onBlur}
      />
      <PasswordField
        name="password"
        data-testid="login-password"
        label={<FormattedMessage {...fieldMessages.password} />}
        required
        value={password.value}
        error={password.error}
        onChange={(e) => password.setValue(e.currentTarget.value)}
        onBlur={password.onBlur}
      />
      {attempt.captchaShown && (
        <CaptchaField
          value={captcha}
          onChange={(v) => {
            setCaptcha(v);
            setCaptchaError(undefined);
          }}
          refreshKey={attempt.captchaKey}
          error={captchaError ?? (failure?.onCaptcha ? failure.message : undefined)}
        />
      )}
      <Checkbox
        name="rememberMe"
        label={<FormattedMessage {...loginMessages.rememberMe} />}
        description={<FormattedMessage {...loginMessages.rememberMeHint} />}
        checked={rememberMe}
        onChange={(e) => setRememberMe(e.currentTarget.checked)}
      />
      {failure && !failure.onCaptcha && (
        <FormNotice tone="danger" testId="login-error">
          {failure.message}
        </FormNotice>
      )}
      <Button type="submit" fullWidth loading={attempt.busy} data-testid="login-submit">
        <FormattedMessage {...loginMessages.submit} />
      </Button>
    </form>
  );
}
