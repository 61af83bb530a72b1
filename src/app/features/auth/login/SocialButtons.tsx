import { css } from '@emotion/react';
import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { token } from '../../../../engine/theme/token.ts';
import { Button } from '../../../../ui/index.ts';
import { socialLogin, type SocialProviderId } from '../../../api/accounts.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import { useBrand } from '../../../boot/BootContext.tsx';
import { useSession } from '../../../state/session.ts';
import { FormNotice } from '../fields/FormNotice.tsx';
import { useSessionActions } from '../session/useSessionActions.ts';
import { describeLoginFailure, secondFactorChallenge } from './loginErrors.ts';
import { loginMessages } from './messages.ts';
import { signInWithPopup, SocialPopupError, startSocialSignIn } from './socialPopup.ts';

/** Provider names are the providers' own trademarks, the same in every language. */
export const PROVIDER_NAMES: Record<SocialProviderId, string> = {
  google: 'Google',
  facebook: 'Facebook',
  telegram: 'Telegram',
};

const wrap = css`
  display: flex;
  flex-direction: column;
  gap: ${token('space.sm')};
`;

const divider = css`
  display: flex;
  align-items: center;
  gap: ${token('space.sm')};
  margin: 0;
  color: ${token('color.text.muted')};
  font-size: ${token('font.size.sm')};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${token('color.border.default')};
  }
`;

const buttons = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${token('space.sm')};
`;

/**
 * One-click sign-in with the brand's providers (login.socialProviders): the server starts the sign-in
 * (POST /wps/session/social/start: its state and the provider's page), the popup returns the provider's proof
 * (checked for origin and state), POST /wps/session/social/login signs in (creating the member on first use), then
 * the usual after-login steps. A login from a new IP asks the second factor like the password login does.
 * A blocked or closed popup says so (docs/spec/errors.md).
 */
export function SocialButtons(): ReactNode {
  const intl = useIntl();
  const api = useApi();
  const brand = useBrand();
  const { acceptLogin } = useSessionActions();
  const headingId = useId();
  const [busy, setBusy] = useState<SocialProviderId | null>(null);
  const [error, setError] = useState<string | null>(null);
  const providers = brand.login.socialProviders;
  if (providers.length === 0) return null;

  const start = async (provider: SocialProviderId): Promise<void> => {
    if (busy) return;
    setError(null);
    setBusy(provider);
    try {
      // the popup opens synchronously inside the click, which is what popup blockers allow
      const proof = await signInWithPopup(provider, (p) => startSocialSignIn(api, p));
      const result = await socialLogin(api, { provider, idToken: proof.idToken, state: proof.state });
      await acceptLogin(result, 'social');
    } catch (e) {
      const challenge = secondFactorChallenge(e);
      if (challenge) useSession.getState().openSecondFactor({ ...challenge, portal: 'member', loginType: 'social' });
      else if (e instanceof SocialPopupError)
        setError(intl.formatMessage(e.reason === 'blocked' ? loginMessages.popupBlocked : loginMessages.popupClosed));
      else setError(describeLoginFailure(intl, e).message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section css={wrap} aria-labelledby={headingId} data-testid="social-login">
      <h3 id={headingId} css={divider}>
        <FormattedMessage {...loginMessages.socialHeading} />
      </h3>
      <div css={buttons}>
        {providers.map((p) => (
          <Button
            key={p}
            type="button"
            variant="secondary"
            loading={busy === p}
            disabled={busy !== null && busy !== p}
            data-testid={`social-login-${p}`}
            onClick={() => void start(p)}
          >
            <FormattedMessage {...loginMessages.socialButton} values={{ provider: PROVIDER_NAMES[p] }} />
          </Button>
        ))}
      </div>
      {error && (
        <FormNotice tone="danger" testId="social-login-error">
          {error}
        </FormNotice>
      )}
    </section>
  );
}
