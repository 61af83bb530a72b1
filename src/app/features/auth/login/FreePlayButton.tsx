import { css } from '@emotion/react';
import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { token } from '../../../../engine/theme/token.ts';
import { Button } from '../../../../ui/index.ts';
import { freePlay } from '../../../api/accounts.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import { FormNotice } from '../fields/FormNotice.tsx';
import { useSessionActions } from '../session/useSessionActions.ts';
import { describeLoginFailure } from './loginErrors.ts';
import { loginMessages } from './messages.ts';

const wrap = css`
  display: flex;
  flex-direction: column;
  gap: ${token('space.xs')};
`;

const hint = css`
  margin: 0;
  color: ${token('color.text.muted')};
  font-size: ${token('font.size.sm')};
`;

/**
 * Free play (FREEPLAY3): a new trial account (type 4); on success member info loads, the modals close
 * and the player goes to /.
 */
export function FreePlayButton(): ReactNode {
  const intl = useIntl();
  const api = useApi();
  const { acceptLogin } = useSessionActions();
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async (): Promise<void> => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await acceptLogin(await freePlay(api), 'freePlay');
    } catch (e) {
      setError(describeLoginFailure(intl, e).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div css={wrap}>
      <Button type="button" variant="ghost" fullWidth loading={busy} data-testid="free-play" aria-describedby={hintId} onClick={() => void start()}>
        <FormattedMessage {...loginMessages.freePlay} />
      </Button>
      <p id={hintId} css={hint}>
        <FormattedMessage {...loginMessages.freePlayHint} />
      </p>
      {error && (
        <FormNotice tone="danger" testId="free-play-error">
          {error}
        </FormNotice>
      )}
    </div>
  );
}
