import { css } from '@emotion/react';
import { Fragment, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { token } from '../../../../engine/theme/token.ts';
import { Button, Checkbox } from '../../../../ui/index.ts';
import type { RegisterResult } from '../../../api/accounts.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import { useBoot } from '../../../boot/BootContext.tsx';
import { CaptchaField } from '../fields/CaptchaField.tsx';
import { useDefaultDialingCode } from '../fields/countries.ts';
import { DialingCodeSelect } from '../fields/DialingCodeSelect.tsx';
import { FormNotice } from '../fields/FormNotice.tsx';
import { fieldMessages } from '../fields/messages.ts';
import { PasswordField } from '../fields/PasswordField.tsx';
import { RuleField } from '../fields/RuleField.tsx';
import { SmsCodeField } from '../fields/SmsCodeField.tsx';
import { checkConfirmation, checkRule, type FieldProblem } from '../fields/validation.ts';
import { readRegInfo } from '../session/referral.ts';
import { registerMessages } from './messages.ts';
import { registerFields, type RegisterFieldName, type RegisterTab, type RegisterValues, type ShownField } from './registerFields.ts';
import { submitRegistration, type Agreement, type FieldProblems } from './submit.ts';

export interface RegisterFormProps {
  tab: RegisterTab;
  /** Called with the server's answer once the player is registered (and logged in). */
  onRegistered: (result: RegisterResult, context: { tab: RegisterTab }) => Promise<void> | void;
  /** The device id the login form sends too (localStorage SHELL_deviceId). */
  loginDeviceId?: string | undefined;
  /** Values to start with (over the invitation code from the referral link). */
  initialValues?: RegisterValues | undefined;
  initialAgreement?: Agreement | undefined;
}

const form = css`
  display: flex;
  flex-direction: column;
  gap: ${token('space.md')};
`;

const mobileRow = css`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  gap: ${token('space.sm')};
  align-items: start;
`;

/** Input hints for the browser and password managers. */
const AUTOCOMPLETE: Partial<Record<RegisterFieldName, string>> = {
  username: 'username',
  email: 'email',
  mobileNum: 'tel-national',
  payeeName: 'name',
};

/**
 * One tab of the register modal: every field from the brand's register rules, validated live after touch and all
 * at once on submit (docs/spec/rules.md); the terms and age agreement; then the registration sequence on submit.
 */
export function RegisterForm({ tab, onRegistered, loginDeviceId, initialValues, initialAgreement }: RegisterFormProps): ReactNode {
  const intl = useIntl();
  const request = useApi();
  const { brand, status, flags } = useBoot();
  const fields = useMemo(() => registerFields(status.info.register, flags, tab), [status, flags, tab]);
  const shown = (name: RegisterFieldName): ShownField | undefined => fields.find((f) => f.name === name);

  const [regInfo] = useState(() => readRegInfo());
  const [values, setValues] = useState<RegisterValues>(() => ({ affiliateCode: regInfo.affiliateCode ?? '', ...initialValues }));
  const defaultDialingCode = useDefaultDialingCode();
  const [chosenDialingCode, setDialingCode] = useState<string | null>(null);
  const dialingCode = chosenDialingCode ?? defaultDialingCode;
  const [agreement, setAgreement] = useState<Agreement>(initialAgreement ?? { terms: false, age: false });
  const [agreementShown, setAgreementShown] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [confirmTouched, setConfirmTouched] = useState(false);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [formError, setFormError] = useState<{ text: string; tone: 'danger' | 'warning' } | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const set = (name: RegisterFieldName) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    // a value the server refused is gone once the player edits it
    setProblems(({ [name]: _gone, ...rest }) => rest);
  };

  const focusFirstProblem = (): void => {
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const onSubmit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    if (busy) return;
    setFormError(null);
    setBusy(true);
    const outcome = await submitRegistration({
      request,
      fields,
      values,
      agreement,
      context: {
        tab,
        countryDialingCode: dialingCode,
        referralCode: regInfo.referralCode,
        domain: window.location.hostname,
        registerUrl: window.location.href,
        loginDeviceId,
      },
    });
    if (outcome.ok) {
      try {
        await onRegistered(outcome.result, { tab });
      } catch (err) {
        // registered, but the member could not be loaded: say so (a reload restores the session from its token)
        setFormError({ text: err instanceof Error ? err.message : intl.formatMessage(registerMessages.failed), tone: 'danger' });
      } finally {
        setBusy(false);
      }
      return;
    }
    setBusy(false);
    switch (outcome.stage) {
      case 'terms':
        setAgreementShown(true);
        break;
      case 'fields':
        setSubmitted(true);
        break;
      case 'affiliate':
        setProblems((p) => ({ ...p, affiliateCode: { kind: 'message', message: registerMessages.invalidInvitation } }));
        setFormError({ text: intl.formatMessage(registerMessages.invalidInvitation), tone: 'warning' });
        break;
      case 'server':
        setSubmitted(true);
        setProblems((p) => ({ ...p, ...outcome.problems }));
        if (outcome.message) setFormError({ text: outcome.message, tone: 'danger' });
        // a captcha answer is single use: every refusal needs a new image
        if (shown('captcha')) setCaptchaKey((k) => k + 1);
        break;
    }
    focusFirstProblem();
  };

  const confirmProblem = (): FieldProblem | null =>
    (submitted || confirmTouched) && values.confirmPassword ? checkConfirmation(values.password ?? '', values.confirmPassword) : null;

  const mobileCheck = (): boolean => {
    const f = shown('mobileNum');
    const problem = f ? checkRule('mobileNum', f.rule, values.mobileNum ?? '', true) : null;
    if (problem) setProblems((p) => ({ ...p, mobileNum: problem }));
    return problem === null;
  };

  const renderField = (f: ShownField): ReactNode => {
    const common = {
      name: f.name,
      rule: f.rule,
      required: f.required,
      label: <FormattedMessage {...fieldMessages[f.name]} />,
      value: values[f.name] ?? '',
      onChange: set(f.name),
      showErrors: submitted,
      problem: problems[f.name] ?? null,
      'data-testid': `register-${f.name}`,
    };
    switch (f.name) {
      case 'password':
      case 'paymentPassword':
        return <PasswordField {...common} autoComplete="new-password" />;
      case 'confirmPassword':
        return (
          <PasswordField
            {...common}
            autoComplete="new-password"
            problem={problems.confirmPassword ?? confirmProblem()}
            onBlur={() => setConfirmTouched(true)}
          />
        );
      case 'mobileNum': {
        const input = (
          <RuleField
            {...common}
            type="tel"
            inputMode="numeric"
            autoComplete={AUTOCOMPLETE.mobileNum}
            prefix={flags.dialingCodeSelector || !dialingCode ? undefined : `+${dialingCode}`}
            hint={tab === 'mobile' && !shown('password') ? intl.formatMessage(registerMessages.mobileHint) : undefined}
          />
        );
        if (!flags.dialingCodeSelector) return input;
        return (
          <div css={mobileRow}>
            <DialingCodeSelect value={dialingCode} onChange={setDialingCode} readOnly={flags.dialingCodeReadOnly} />
            {input}
          </div>
        );
      }
      case 'verificationCode':
        return (
          <SmsCodeField
            purpose="register"
            regType={tab}
            mobileNum={values.mobileNum ?? ''}
            countryDialingCode={dialingCode}
            value={values.verificationCode ?? ''}
            onChange={set('verificationCode')}
            rule={f.rule}
            showErrors={submitted}
            problem={problems.verificationCode ?? null}
            beforeSend={mobileCheck}
            onCaptchaUsed={() => setCaptchaKey((k) => k + 1)}
          />
        );
      case 'captcha':
        return (
          <CaptchaField
            value={values.captcha ?? ''}
            onChange={set('captcha')}
            rule={f.rule}
            showErrors={submitted}
            problem={problems.captcha ?? null}
            refreshKey={captchaKey}
          />
        );
      default:
        return <RuleField {...common} type={f.rule.type ?? (f.name === 'email' ? 'email' : 'text')} autoComplete={AUTOCOMPLETE[f.name] ?? 'off'} />;
    }
  };

  const age = brand.ageRequirement;
  const termsName = intl.formatMessage(registerMessages.termsName);
  return (
    <form ref={formRef} css={form} noValidate onSubmit={(e) => void onSubmit(e)} data-testid={`register-form-${tab}`}>
      {fields.map((f) => (
        <Fragment key={f.name}>{renderField(f)}</Fragment>
      ))}
      <Checkbox
        name="ageConfirmed"
        checked={agreement.age}
        required
        data-testid="register-age"
        onChange={(e) => {
          const age = e.currentTarget.checked;
          setAgreement((a) => ({ ...a, age }));
        }}
        label={<FormattedMessage {...registerMessages.ageConfirm} values={{ age }} />}
        error={agreementShown && !agreement.age ? intl.formatMessage(registerMessages.ageRequired, { age }) : undefined}
      />
      <Checkbox
        name="terms"
        checked={agreement.terms}
        required
        data-testid="register-terms"
        onChange={(e) => {
          const terms = e.currentTarget.checked;
          setAgreement((a) => ({ ...a, terms }));
        }}
        label={
          <FormattedMessage
            {...registerMessages.termsAgree}
            values={{
              link: (chunks: ReactNode[]) => (
                <a href="/help#term" target="_blank" rel="noopener">
                  {chunks}
                </a>
              ),
            }}
          />
        }
        error={agreementShown && !agreement.terms ? intl.formatMessage(registerMessages.termsRequired, { terms: termsName }) : undefined}
      />
      {formError && (
        <FormNotice tone={formError.tone} testId="register-error">
          {formError.text}
        </FormNotice>
      )}
      <Button type="submit" fullWidth loading={busy} data-testid="register-submit">
        <FormattedMessage {...registerMessages.submit} />
      </Button>
    </form>
  );
}
