import { css } from '@emotion/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { layout } from '../../../../engine/theme/layout.ts';
import { token } from '../../../../engine/theme/token.ts';
import type { FieldRule } from '../../../../generated/types.ts';
import { Spinner, TextField } from '../../../../ui/index.ts';
import { focusRing } from '../../../../ui/styles.ts';
import { fetchCaptcha } from '../../../api/accounts.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import { ApiError } from '../../../api/client.ts';
import { fieldMessages } from './messages.ts';
import { RuleField } from './RuleField.tsx';
import { THROTTLE_MS, useThrottle } from './throttle.ts';
import type { FieldProblem } from './validation.ts';
import { ErrorCode } from '../../../../generated/constants.ts';

export interface CaptchaFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  /** Change it to load a new image (e.g. after the server said the captcha was wrong); the typed value is cleared. */
  refreshKey?: number | string;
  /** The brand's captcha register rule, when the form validates it (registration). */
  rule?: FieldRule;
  showErrors?: boolean;
  problem?: FieldProblem | null;
  id?: string;
}

type ImageState = { status: 'loading' } | { status: 'ready'; png: string } | { status: 'refreshing'; png: string } | { status: 'error' };

const row = css`
  display: flex;
  align-items: flex-start;
  gap: ${token('space.sm')};
  & > :first-of-type {
    flex: 1;
  }
`;

const imageButton = css`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 120px;
  /* level with the field next to it, which grows to a touch target below desktop */
  height: max(40px, ${layout('touch.floor')});
  margin-top: calc(${token('font.size.sm')} * 1.5 + ${token('space.xs')});
  padding: 0;
  overflow: hidden;
  border: 1px solid ${token('color.border.strong')};
  border-radius: ${token('radius.md')};
  background: ${token('color.bg.sunken')};
  color: ${token('color.text.primary')};
  font-family: ${token('font.family.base')};
  font-size: ${token('font.size.sm')};
  line-height: 1.2;
  cursor: pointer;
  ${focusRing};
  & img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  &[aria-busy='true'] img {
    opacity: 0.5;
  }
`;

/**
 * The image captcha: a fresh base64 PNG from GET /wps/captcha, a click on the image loads another (at most
 * once per second), and the answer goes with the next request that carries `captcha`.
 */
export function CaptchaField({ value, onChange, error, refreshKey, rule, showErrors, problem, id }: CaptchaFieldProps): ReactNode {
  const intl = useIntl();
  const request = useApi();
  const gate = useThrottle();
  const [image, setImage] = useState<ImageState>({ status: 'loading' });
  const latest = useRef(0);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  // Another captcha of the page (a login tab, the SMS code dialog) may hold the IP's one request per second.
  const load = async (retriesLeft = 3): Promise<void> => {
    const ticket = ++latest.current;
    setImage((s) => (s.status === 'ready' || s.status === 'refreshing' ? { status: 'refreshing', png: s.png } : { status: 'loading' }));
    try {
      const png = await fetchCaptcha(request);
      if (ticket === latest.current) setImage({ status: 'ready', png });
    } catch (e) {
      if (ticket !== latest.current) return;
      // another captcha of this page took the IP's one request per second: ask again once the second is over
      if (retriesLeft > 0 && e instanceof ApiError && e.errorCode === ErrorCode.throttled) {
        setTimeout(() => {
          if (ticket === latest.current) void load(retriesLeft - 1);
        }, THROTTLE_MS + 100);
        return;
      }
      setImage({ status: 'error' });
    }
  };
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  // Loads once per refreshKey (StrictMode's second effect run included: the server allows one captcha per second).
  const loadedFor = useRef<{ key: CaptchaFieldProps['refreshKey'] } | null>(null);
  useEffect(() => {
    if (loadedFor.current && loadedFor.current.key === refreshKey) return;
    // a new image makes the typed answer meaningless; the very first load keeps whatever the form holds
    if (loadedFor.current) onChangeRef.current('');
    loadedFor.current = { key: refreshKey };
    void loadRef.current();
  }, [refreshKey]);

  const refresh = (): void => {
    if (!gate()) return;
    onChange('');
    void load();
  };

  const busy = image.status === 'loading' || image.status === 'refreshing';
  const label = <FormattedMessage {...fieldMessages.captcha} />;
  const input = rule ? (
    <RuleField
      id={id}
      name="captcha"
      rule={rule}
      label={label}
      value={value}
      onChange={onChange}
      showErrors={showErrors}
      problem={problem}
      inputMode="numeric"
      autoComplete="off"
      error={error}
    />
  ) : (
    <TextField id={id} name="captcha" label={label} value={value} required autoComplete="off" error={error} onChange={(e) => onChange(e.currentTarget.value)} />
  );

  return (
    <div css={row}>
      {input}
      <button
        type="button"
        css={imageButton}
        // the image itself says nothing to assistive technology; the button says what a press does
        aria-label={
          image.status === 'error'
            ? undefined
            : intl.formatMessage(image.status === 'loading' ? fieldMessages.captchaLoading : fieldMessages.refreshCaptcha)
        }
        aria-busy={busy}
        data-testid="captcha-refresh"
        data-captcha-state={image.status}
        onClick={refresh}
      >
        {image.status === 'ready' || image.status === 'refreshing' ? (
          <img src={`data:image/png;base64,${image.png}`} alt="" />
        ) : image.status === 'loading' ? (
          <Spinner decorative />
        ) : (
          <FormattedMessage {...fieldMessages.captchaFailed} />
        )}
      </button>
    </div>
  );
}
