import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { compileFieldRule } from '../../../../engine/rules.ts';
import { Button, TextField, useToast } from '../../../../ui/index.ts';
import { registerPatternMessage } from '../../../i18n/registerPatternMessages.ts';
import { saveProfile, useProfileMutation, type MemberProfile } from './api.ts';
import { fieldLabels, securityMessages as m } from './messages.ts';
import { Actions, Section } from './Section.tsx';

/** The member's account fields the brand shows, each checked with its brand rule before it is sent. */
export function ProfileSection({ profile }: { profile: MemberProfile }): ReactNode {
  const intl = useIntl();
  const toast = useToast();
  const save = useProfileMutation(saveProfile);
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    const changed: Record<string, string> = {};
    const found: Record<string, string> = {};
    for (const f of profile.fields) {
      const v = draft[f.name];
      if (v === undefined || v.trim() === f.value || !f.editable) continue;
      const violation = compileFieldRule(f.name, f.rule).validate(v.trim());
      if (violation) {
        const d = registerPatternMessage(violation.key, intl.messages);
        found[f.name] = d ? intl.formatMessage(d, violation.values) : violation.key;
      } else changed[f.name] = v.trim();
    }
    setErrors(found);
    if (Object.keys(found).length || !Object.keys(changed).length) return;
    save.mutate(
      { fields: changed },
      {
        onSuccess: () => {
          setDraft({});
          toast.show(intl.formatMessage(m.saved), { tone: 'success' });
        },
        onError: (err) => toast.show(err.message, { tone: 'danger' }),
      },
    );
  };

  return (
    <Section title={<FormattedMessage {...m.profile} />} testId="security-profile">
      <form onSubmit={submit} noValidate>
        <TextField label={<FormattedMessage {...m.username} />} value={profile.username} readOnly />
        {profile.fields.map((f) => (
          <TextField
            key={f.name}
            name={f.name}
            label={<FormattedMessage {...fieldLabels[f.name]} />}
            value={draft[f.name] ?? f.value}
            onChange={(e) => setDraft((d) => ({ ...d, [f.name]: e.target.value }))}
            readOnly={!f.editable}
            required={f.rule.required}
            type={f.name === 'birthday' ? 'date' : 'text'}
            maxLength={f.rule.maxLength}
            error={errors[f.name]}
            hint={!f.editable ? <FormattedMessage {...m.setOnce} /> : undefined}
            data-testid={`profile-${f.name}`}
          />
        ))}
        <Actions>
          <Button type="submit" loading={save.isPending} data-testid="profile-save">
            <FormattedMessage {...m.save} />
          </Button>
        </Actions>
      </form>
    </Section>
  );
}
