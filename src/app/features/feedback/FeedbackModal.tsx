import { css } from '@emotion/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { FEEDBACK_LENGTH, FEEDBACK_TYPES, type FeedbackField } from '../../../engine/feedback/rules.ts';
import { token } from '../../../engine/theme/token.ts';
import { Button, Modal, Select } from '../../../ui/index.ts';
import { useApi } from '../../api/ApiContext.tsx';
import { ApiError } from '../../api/client.ts';
import { useSession } from '../../state/session.ts';
import { CaptchaField } from '../auth/fields/CaptchaField.tsx';
import { FormNotice } from '../auth/fields/FormNotice.tsx';
import { DescriptionField } from './DescriptionField.tsx';
import { checkFeedback, EMPTY_DRAFT, feedbackBody, type FeedbackDraft } from './form.ts';
import { feedbackMessages as m } from './messages.ts';

const stack = css`
  display: flex;
  flex-direction: column;
  gap: ${token('space.md')};
  margin: 0;
`;

const intro = css`
  margin: 0;
  color: ${token('color.text.muted')};
  font-size: ${token('font.size.sm')};
`;

const TYPE_LABEL = { 1: m.type1, 2: m.type2, 3: m.type3, 4: m.type4, 6: m.type6, 0: m.type0 } as const;
const FIELD_LABEL = { type: m.type, content: m.content, captcha: m.captcha } as const;

/** 'Question type, Description is empty' in the current language (one warning naming every empty field). */
export function emptyMessage(intl: IntlShape, fields: FeedbackField[]): string {
  const names = intl.formatList(fields.map((f) => intl.formatMessage(FIELD_LABEL[f])), { type: 'conjunction' });
  return intl.formatMessage(m.empty, { fields: names });
}

/** The feedback modal (feedbackModal): type, description with counter, captcha. */
export default function FeedbackModal(): ReactNode {
  const open = useSession((s) => s.modal === 'feedback');
  const closeModal = useSession((s) => s.closeModal);
  return (
    <Modal open={open} onClose={closeModal} title={<FormattedMessage {...m.title} />} width={480}>
      {open && <FeedbackForm onDone={closeModal} />}
    </Modal>
  );
}

type Notice = { tone: 'warning' | 'danger'; text: string } | null;

export function FeedbackForm({ onDone }: { onDone: () => void }): ReactNode {
  const intl = useIntl();
  const request = useApi();
  const sender = useSession((s) => s.userInfo?.account ?? '');
  const [draft, setDraft] = useState<FeedbackDraft>(EMPTY_DRAFT);
  const [lengthBad, setLengthBad] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const set = (k: keyof FeedbackDraft) => (v: string) => {
    setDraft((d) => ({ ...d, [k]: v }));
    if (k === 'content') setLengthBad(false);
    setNotice(null);
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>): Promise<void> => {
    e.preventDefault();
    if (busy) return;
    const check = checkFeedback(draft);
    if (!check.ok) {
      setLengthBad(check.lengthBad);
      setNotice(check.empty.length ? { tone: 'warning', text: emptyMessage(intl, check.empty) } : null);
      return;
    }
    setBusy(true);
    try {
      await request('/wps/feedback', { method: 'PUT', body: feedbackBody(draft, sender) });
      setSent(true);
    } catch (err) {
      // a captcha is used up by every attempt: a new image for the next one
      setCaptchaKey((k) => k + 1);
      setNotice({ tone: 'danger', text: err instanceof ApiError && err.message ? err.message : intl.formatMessage(m.failed) });
    } finally {
      setBusy(false);
    }
  };

  if (sent)
    return (
      <div css={stack} data-testid="feedback-sent">
        <FormNotice tone="success">
          <FormattedMessage {...m.sent} />
        </FormNotice>
        <Button type="button" fullWidth onClick={onDone} data-testid="feedback-close">
          <FormattedMessage {...m.close} />
        </Button>
      </div>
    );
  return (
    <form css={stack} noValidate onSubmit={(e) => void onSubmit(e)} data-testid="feedback-form">
      <p css={intro}>
        <FormattedMessage {...m.intro} />
      </p>
      <Select
        name="type"
        label={<FormattedMessage {...m.type} />}
        placeholder={intl.formatMessage(m.typePlaceholder)}
        required
        value={draft.type}
        onChange={(e) => set('type')(e.currentTarget.value)}
        options={FEEDBACK_TYPES.map((t) => ({ value: String(t), label: intl.formatMessage(TYPE_LABEL[t]) }))}
        data-testid="feedback-type"
      />
      <DescriptionField
        value={draft.content}
        onChange={set('content')}
        error={lengthBad ? <FormattedMessage {...m.lengthError} values={{ ...FEEDBACK_LENGTH }} /> : undefined}
      />
      {/* the field also empties itself on a new image: that keeps the notice saying why */}
      <CaptchaField value={draft.captcha} onChange={(v) => setDraft((d) => ({ ...d, captcha: v }))} refreshKey={captchaKey} />
      {notice && (
        <FormNotice tone={notice.tone} testId="feedback-notice">
          {notice.text}
        </FormNotice>
      )}
      <Button type="submit" fullWidth loading={busy} data-testid="feedback-submit">
        <FormattedMessage {...m.submit} />
      </Button>
    </form>
  );
}
