import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Checkbox, TextField } from '../../../../ui/index.ts';
import { useBoot } from '../../../boot/BootContext.tsx';
import { CaptchaField } from '../fields/CaptchaField.tsx';
import { useDefaultDialingCode } from '../fields/countries.ts';
import { DialingCodeSelect } from '../fields/DialingCodeSelect.tsx';
import { FormNotice } from '../fields/FormNotice.tsx';
import { fieldMessages } from '../fields/messages.ts';
import { SmsCodeField } from '../fields/SmsCodeField.tsx';
import { formStack, mobileRow } from './formStyles.ts';
import { checkLoginField, formatLoginProblem, loginRules } from './loginRules.ts';
import { loginMessages } from './messages.ts';
import { forget, markRememberedSession, readRemembered, remember } from './rememberMe.ts';
import { focusFirstInvalid } from './UsernameLoginForm.tsx';
import { useLoginAttempt } from './useLoginAttempt.ts';
import { useLoginField } from './useLoginField.ts';

/**
 * Login by SMS code (MOBILEVERCODELOGIN3): dialing code (a picker with UPDATEMOBILEICC3,
 * read-only with DISABLEDMOBILEICC3), mobile number, and the code from /wps/verification/sms/noLogin behind a
 * 60 s × expiredMinutes countdown; the number is validated before a code is sent. The login carries the number
 * as username and the code as password. Remember me keeps the number and dialing code for 1 day.
 */
export function SmsLoginForm(): ReactNode {
  const intl = useIntl();
  const { status, flags } = useBoot();
  const [rules] = useState(() => loginRules(status.info.register));
  const [remembered] = useState(() => readRemembered());
  const defaultCode = useDefaultDialingCode();
  const [dialingCode, setDialingCode] = useState<string | null>(remembered.dialingCode ?? null);
  const code = dialingCode ?? defaultCode;
  const mobile = useLoginField(rules, 'loginMobileNum', remembered.mobile ?? '');
  const [smsCode, setSmsCode] = useState('');
  const [codeShown, setCodeShown] = useState(false);
  const [rememberMe, setRememberMe] = useState(Boolean(remembered.mobile));
  const [captcha, setCaptcha] = useState('');
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  const attempt = useLoginAttempt('member');

  const codeProblem = checkLoginField(rules, 'verificationCode', smsCode);
  const dialingProblem = checkLoginField(rules, 'countryDialingCode', code);

  const onSubmit = (e: FormEvent<HTMLFormElement>): void => {
    e.preventDefault();
    const form = e.currentTarget;
    const okMobile = mobile.validate();
    setCodeShown(true);
    const captchaMissing = attempt.captchaShown && captcha.trim() === '';
    setCaptchaError(captchaMissing ? intl.formatMessage(loginMessages.captchaRequired) : undefined);
    if (!okMobile || codeProblem || dialingProblem || captchaMissing) {
      focusFirstInvalid(form);
      return;
    }
    const number = mobile.value;
    void attempt.submit(
      {
        username: number,
        password: smsCode,
        countryDialingCode: code,
        ...(attempt.captchaShown ? { captcha: captcha.trim() } : {}),
        ...(rememberMe ? { rememberMe: true } : {}),
      },
      'sms',
      () => {
        if (rememberMe) remember({ mobile: number, dialingCode: code });
        else forget('sms');
        markRememberedSession(rememberMe);
      },
    );
  };

  const failure = attempt.failure;
  const mobileLabel = <FormattedMessage {...fieldMessages.mobileNum} />;
  const mobileInput = (
    <TextField
      name="mobileNum"
      data-testid="login-mobile"
      label={mobileLabel}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      required
      prefix={flags.dialingCodeSelector ? undefined : code ? `+${code}` : undefined}
      value={mobile.value}
      error={mobile.error}
      onChange={(e) => mobile.setValue(e.currentTarget.value.trim())}
      onBlur={mobile.onBlur}
    />
  );

  return (
    <form css={formStack} noValidate onSubmit={onSubmit} data-testid="login-form-sms" aria-busy={attempt.busy}>
      {flags.dialingCodeSelector ? (
        <div css={mobileRow}>
          <DialingCodeSelect
            value={code}
            onChange={setDialingCode}
            readOnly={flags.dialingCodeReadOnly}
            error={dialingProblem ? formatLoginProblem(intl, dialingProblem) : undefined}
          />
          {mobileInput}
        </div>
      ) : (
        mobileInput
      )}
      <SmsCodeField
        purpose="login"
        mobileNum={mobile.value}
        countryDialingCode={code}
        value={smsCode}
        onChange={setSmsCode}
        showErrors={codeShown}
        error={codeShown && codeProblem ? formatLoginProblem(intl, codeProblem) : undefined}
        beforeSend={mobile.validate}
        onCaptchaUsed={attempt.refreshCaptcha}
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
