import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Ltr, TextField, useToast } from '../../../../ui/index.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import { bind, sendBindCode, useProfileMutation, type MemberProfile } from './api.ts';
import { securityMessages as m } from './messages.ts';
import { Actions, Muted, Section } from './Section.tsx';

type Channel = 'mobile' | 'email';

/** Bind or change one contact: a code goes to the new value, entering it proves the member holds it. */
function BindForm({ channel, dialingCode, onDone }: { channel: Channel; dialingCode: string | undefined; onDone: () => void }): ReactNode {
  const intl = useIntl();
  const api = useApi();
  const toast = useToast();
  const [target, setTarget] = useState('');
  const [code, setCode] = useState('');
  const send = useMutation({
    mutationFn: () => sendBindCode(api, { channel, target: target.trim(), ...(dialingCode ? { countryDialingCode: dialingCode } : {}) }),
  });
  const confirm = useProfileMutation(bind);
  const error = send.error?.message ?? confirm.error?.message;
  return (
    <div data-testid={`bind-${channel}`}>
      <TextField
        label={<FormattedMessage {...(channel === 'mobile' ? m.newMobile : m.newEmail)} />}
        type={channel === 'mobile' ? 'tel' : 'email'}
        inputMode={channel === 'mobile' ? 'numeric' : 'email'}
        prefix={channel === 'mobile' && dialingCode ? `+${dialingCode}` : undefined}
        value={target}
        onChange={(e) => setTarget(e.target.value)}
        data-testid={`bind-${channel}-target`}
      />
      {send.data && (
        <>
          <Muted role="status">
            <FormattedMessage {...m.codeSent} values={{ minutes: send.data.expiredMinutes }} />
          </Muted>
          <TextField
            label={<FormattedMessage {...m.code} />}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            data-testid={`bind-${channel}-code`}
          />
        </>
      )}
      {error && <Muted role="alert">{error}</Muted>}
      <Actions>
        <Button
          variant="secondary"
          loading={send.isPending}
          disabled={!target.trim()}
          onClick={() => send.mutate()}
          data-testid={`bind-${channel}-send`}
        >
          <FormattedMessage {...m.sendCode} />
        </Button>
        {send.data && (
          <Button
            loading={confirm.isPending}
            disabled={code.trim().length < 6}
            data-testid={`bind-${channel}-confirm`}
            onClick={() =>
              confirm.mutate(
                { channel, target: target.trim(), code: code.trim(), ...(dialingCode ? { countryDialingCode: dialingCode } : {}) },
                {
                  onSuccess: () => {
                    toast.show(intl.formatMessage(m.bound), { tone: 'success' });
                    onDone();
                  },
                },
              )
            }
          >
            <FormattedMessage {...m.confirm} />
          </Button>
        )}
        <Button variant="ghost" onClick={onDone}>
          <FormattedMessage {...m.cancel} />
        </Button>
      </Actions>
    </div>
  );
}

/** Mobile number and e-mail: shown masked, bound or changed with a code. */
export function ContactsSection({ profile, defaultDialingCode }: { profile: MemberProfile; defaultDialingCode?: string | undefined }): ReactNode {
  const [editing, setEditing] = useState<Channel | null>(null);
  const rows: { channel: Channel; label: ReactNode; masked: string; bound: boolean }[] = [
    { channel: 'mobile', label: <FormattedMessage {...m.mobile} />, masked: profile.mobile.masked, bound: profile.mobile.bound },
    { channel: 'email', label: <FormattedMessage {...m.email} />, masked: profile.email.masked, bound: profile.email.bound },
  ];
  return (
    <Section title={<FormattedMessage {...m.contacts} />} testId="security-contacts">
      {rows.map((r) =>
        editing === r.channel ? (
          <BindForm
            key={r.channel}
            channel={r.channel}
            dialingCode={profile.mobile.countryDialingCode || defaultDialingCode}
            onDone={() => setEditing(null)}
          />
        ) : (
          <Actions key={r.channel} data-testid={`contact-${r.channel}`}>
            <span>
              <strong>{r.label}</strong>
              <Muted>{r.bound ? <Ltr>{r.masked}</Ltr> : <FormattedMessage {...m.notBound} />}</Muted>
            </span>
            <Button variant="secondary" size="sm" onClick={() => setEditing(r.channel)}>
              <FormattedMessage {...(r.bound ? m.changeAction : m.bindAction)} />
            </Button>
          </Actions>
        ),
      )}
    </Section>
  );
}
