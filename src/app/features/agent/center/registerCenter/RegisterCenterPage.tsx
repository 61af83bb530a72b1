import { css } from '@emotion/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { token } from '../../../../../engine/theme/token.ts';
import { Button, TextField } from '../../../../../ui/index.ts';
import { registerDownline, type DownlineRegisterResult } from '../../../../api/agent.ts';
import { useApi } from '../../../../api/ApiContext.tsx';
import { useBoot } from '../../../../boot/BootContext.tsx';
import { AreaMessages } from '../../../../i18n/AreaMessages.tsx';
import { useDefaultDialingCode } from '../../../auth/fields/countries.ts';
import { DialingCodeSelect } from '../../../auth/fields/DialingCodeSelect.tsx';
import { FormNotice } from '../../../auth/fields/FormNotice.tsx';
import { fieldMessages } from '../../../auth/fields/messages.ts';
import { PasswordField } from '../../../auth/fields/PasswordField.tsx';
import { RuleField } from '../../../auth/fields/RuleField.tsx';
import { checkConfirmation } from '../../../auth/fields/validation.ts';
import { validateRegister, type RegisterFieldName, type RegisterValues, type ShownField } from '../../../auth/register/registerFields.ts';
import { serverProblems, type FieldProblems } from '../../../auth/register/submit.ts';
import { agentPageTitles } from '../messages.ts';
import { agentKeys } from '../queryKeys.ts';
import { Chip, ChipRow, PageHead } from '../common/styles.ts';
import { downlineFields, downlinePayload } from './fields.ts';
import { registerCenterMessages as m } from './messages.ts';

const form = css`
  display: flex;
  flex-direction: column;
  gap: ${token('space.md')};
  max-width: 28rem;
`;
const mobileRow = css`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  gap: ${token('space.sm')};
  align-items: start;
`;

type AccountType = 'member' | 'agent';

function RegisterCenterForm(): ReactNode {
  const intl = useIntl();
  const api = useApi();
  const client = useQueryClient();
  const { status, flags } = useBoot();
  const fields = useMemo(() => downlineFields(status.info.register), [status]);
  const [accountType, setAccountType] = useState<AccountType>('member');
  const [values, setValues] = useState<RegisterValues>({});
  const [nickname, setNickname] = useState('');
  const defaultDialingCode = useDefaultDialingCode();
  const [chosenDialingCode, setDialingCode] = useState<string | null>(null);
  const dialingCode = chosenDialingCode ?? defaultDialingCode;
  const [submitted, setSubmitted] = useState(false);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<DownlineRegisterResult & { accountType: AccountType } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const send = useMutation({ mutationFn: (body: Parameters<typeof registerDownline>[1]) => registerDownline(api, body) });

  const set = (name: RegisterFieldName) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setProblems(({ [name]: _gone, ...rest }) => rest);
  };

  const onSubmit = (e: FormEvent): void => {
    e.preventDefault();
    if (send.isPending) return;
    setSubmitted(true);
    setFormError(null);
    const found = validateRegister(fields, values);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    send.mutate(downlinePayload(fields, values, { accountType, nickname, countryDialingCode: dialingCode }), {
      onSuccess: (result) => {
        setDone({ ...result, accountType });
        void client.invalidateQueries({ queryKey: agentKeys.all });
      },
      onError: (err) => {
        const outcome = serverProblems(err, fields);
        setProblems((p) => ({ ...p, ...outcome.problems }));
        setFormError(outcome.message ?? (Object.keys(outcome.problems).length ? null : intl.formatMessage(m.failed)));
      },
    });
  };

  if (done)
    return (
      <div data-testid="register-center-done">
        <FormNotice tone="success" testId="register-center-success">
          <strong>
            <FormattedMessage {...m.doneTitle} />
          </strong>{' '}
          <FormattedMessage {...m.doneText} values={{ type: done.accountType, username: <b data-testid="register-center-username">{done.username}</b> }} />
        </FormNotice>
        <Button
          variant="secondary"
          css={{ marginTop: 16 }}
          onClick={() => {
            setDone(null);
            setValues({});
            setNickname('');
            setSubmitted(false);
          }}
          data-testid="register-center-another"
        >
          <FormattedMessage {...m.another} />
        </Button>
      </div>
    );

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
      'data-testid': `register-center-${f.name}`,
    };
    if (f.name === 'password') return <PasswordField key={f.name} {...common} autoComplete="new-password" />;
    if (f.name === 'confirmPassword')
      return (
        <PasswordField
          key={f.name}
          {...common}
          autoComplete="new-password"
          problem={problems.confirmPassword ?? (submitted && values.confirmPassword ? checkConfirmation(values.password ?? '', values.confirmPassword) : null)}
        />
      );
    if (f.name === 'mobileNum') {
      const input = <RuleField {...common} type="tel" inputMode="numeric" autoComplete="off" prefix={flags.dialingCodeSelector || !dialingCode ? undefined : `+${dialingCode}`} />;
      if (!flags.dialingCodeSelector) return <div key={f.name}>{input}</div>;
      return (
        <div key={f.name} css={mobileRow}>
          <DialingCodeSelect value={dialingCode} onChange={setDialingCode} readOnly={flags.dialingCodeReadOnly} />
          {input}
        </div>
      );
    }
    return <RuleField key={f.name} {...common} type={f.rule.type ?? (f.name === 'email' ? 'email' : 'text')} autoComplete="off" />;
  };

  return (
    <form ref={formRef} css={form} noValidate onSubmit={onSubmit} data-testid="register-center-form">
      <ChipRow role="group" aria-label={intl.formatMessage(m.accountType)} css={{ marginBottom: 0 }}>
        {(['member', 'agent'] as const).map((t) => (
          <Chip key={t} type="button" aria-pressed={accountType === t} onClick={() => setAccountType(t)} data-testid={`register-center-type-${t}`}>
            <FormattedMessage {...m[t]} />
          </Chip>
        ))}
      </ChipRow>
      {fields.map(renderField)}
      <TextField label={<FormattedMessage {...m.nickname} />} value={nickname} maxLength={32} autoComplete="off" onChange={(e) => setNickname(e.target.value)} data-testid="register-center-nickname" />
      {formError && (
        <FormNotice tone="danger" testId="register-center-error">
          {formError}
        </FormNotice>
      )}
      <Button type="submit" loading={send.isPending} data-testid="register-center-submit">
        <FormattedMessage {...m.submit} />
      </Button>
    </form>
  );
}

/** Register account (registerCenter in docs/spec/routes.md): a member or agent directly under the agent, the brand's register rules. */
export default function RegisterCenterPage(): ReactNode {
  return (
    <div data-testid="register-center-page">
      <PageHead>
        <h2>
          <FormattedMessage {...agentPageTitles.registerCenter} />
        </h2>
      </PageHead>
      <p>
        <FormattedMessage {...m.intro} />
      </p>
      {/* the field labels and rule messages are the register form's (auth area) */}
      <AreaMessages area="auth">
        <RegisterCenterForm />
      </AreaMessages>
    </div>
  );
}
