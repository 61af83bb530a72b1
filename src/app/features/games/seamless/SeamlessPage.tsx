import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { isAllowedGameUrl } from '../../../../engine/games/cdn.ts';
import { EmptyState } from '../../../../ui/index.ts';
import { useBoot } from '../../../boot/BootContext.tsx';
import { gamesMessages } from '../messages.ts';

const frame = css`
  display: block;
  width: 100%;
  /* the header stays; the game takes the rest of the window */
  height: calc(100vh - 120px);
  min-height: 480px;
  border: 0;
`;

/** The launched game's URL: router state from useLaunchGame, or ?url= (a reload or a shared link). */
function useGameUrl(): string | null {
  const state = useLocation().state as { gameUrl?: unknown } | null;
  const [search] = useSearchParams();
  if (typeof state?.gameUrl === 'string') return state.gameUrl;
  return search.get('url');
}

/**
 * /seamless (header only): hosts the launched game in a full-size iframe. Only a same-origin URL or one on
 * the brand's launch CDNs is shown; anything else (another host, javascript:) is refused.
 */
export default function SeamlessPage(): ReactNode {
  return <SeamlessView url={useGameUrl()} />;
}

/** The frame for an allowed URL, else the refusal. */
export function SeamlessView({ url }: { url: string | null }): ReactNode {
  const intl = useIntl();
  const { status } = useBoot();
  const allowed = url !== null && isAllowedGameUrl(url, window.location.origin, status.info.launchGameCDNs);
  if (!allowed)
    return (
      <div data-testid="seamless-blocked">
        <EmptyState
          title={intl.formatMessage(gamesMessages.seamlessBlocked)}
          description={intl.formatMessage(gamesMessages.seamlessBlockedHint)}
          action={<Link to="/">{intl.formatMessage(gamesMessages.backHome)}</Link>}
        />
      </div>
    );
  return <iframe css={frame} src={url} title={intl.formatMessage(gamesMessages.seamlessTitle)} data-testid="seamless-frame" allow="fullscreen; autoplay" />;
}
