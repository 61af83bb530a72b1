import { css } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { cardTheme } from '../../../engine/games/cards.ts';
import { token } from '../../../engine/theme/token.ts';
import { Carousel, GameCard, type Timers } from '../../../ui/index.ts';
import { useHotGames, type GameItem } from '../../api/games.ts';
import { useBrand } from '../../boot/BootContext.tsx';
import { useLaunchGame } from '../games/launch/useLaunchGame.ts';
import { homeMessages } from './messages.ts';
import { SectionFailed } from './SectionFailed.tsx';
import { sectionHeading } from './sectionStyles.ts';

/** Hot games show 4 per view, move every 1200 ms, and have arrows only above 7 games. */
export const HOT_PER_VIEW = 4;
export const HOT_AUTOPLAY_MS = 1200;
export const HOT_ARROWS_ABOVE = 7;
const HOT_SPEED_MS = 300;

export function hotGamesHaveArrows(count: number): boolean {
  return count > HOT_ARROWS_ABOVE;
}

// the bottom padding keeps the carousel's pause control clear of the cards
const tile = css`
  height: 100%;
  padding: ${token('space.xs')} ${token('space.xs')} 40px;
  box-sizing: border-box;
`;

export interface HotGamesCarouselProps {
  games: GameItem[];
  paused?: boolean;
  timers?: Timers;
}

/** The hot games of the brand's vendors (GCSGAME_hotGamesV2) in a carousel; a card starts its game by the game launch rules. */
export function HotGamesCarousel({ games, paused, timers }: HotGamesCarouselProps): ReactNode {
  const intl = useIntl();
  const launch = useLaunchGame();
  const titleId = useId();
  if (games.length === 0) return null;
  return (
    <section aria-labelledby={titleId} data-testid="home-hot-games">
      <h2 id={titleId} css={sectionHeading}>
        <FormattedMessage {...homeMessages.hotGames} />
      </h2>
      <Carousel
        label={intl.formatMessage(homeMessages.hotGames)}
        perView={HOT_PER_VIEW}
        autoplay={HOT_AUTOPLAY_MS}
        speed={HOT_SPEED_MS}
        arrows={hotGamesHaveArrows(games.length)}
        dots={false}
        aspectRatio="auto"
        paused={paused}
        timers={timers}
        slides={games.map((g, i) => (
          <div key={g.nodeId} css={tile} data-testid="home-hot-game">
            <GameCard game={g} theme={cardTheme(i)} onLaunch={() => launch(g)} />
          </div>
        ))}
      />
    </section>
  );
}

/**
 * The hot games of the home page: asked for only where this component is rendered (the brand's GAMELOHOT3 flag),
 * so a brand without hot games makes no refused request.
 */
export function HotGamesSection({ paused, timers }: Omit<HotGamesCarouselProps, 'games'>): ReactNode {
  const { merchantCode } = useBrand();
  const hot = useHotGames(merchantCode);
  if (hot.isError) return <SectionFailed onRetry={() => void hot.refetch()} />;
  return <HotGamesCarousel games={hot.data?.list ?? []} paused={paused} timers={timers} />;
}
