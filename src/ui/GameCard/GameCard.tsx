import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { CardTheme } from '../../engine/games/cards.ts';
import { layout } from '../../engine/theme/layout.ts';
import { token } from '../../engine/theme/token.ts';
import type { GameItem } from '../../generated/types.ts';
import { LazyImage } from '../LazyImage/LazyImage.tsx';
import { useImageSource } from '../LazyImage/imageSource.tsx';
import { focusRing } from '../styles.ts';
import { caption, cardFrame, flag, flagRow, launchButton, maintenanceVeil, themeVars } from './cardStyles.ts';
import { cardMessages } from './messages.ts';

export interface GameCardProps {
  game: Pick<GameItem, 'nodeId' | 'gameName' | 'displayName' | 'iconUrl' | 'isHot' | 'gameGroupCode' | 'maintenance'>;
  /** One of the brand's six card themes (cards in a list cycle over them, see cardTheme()). */
  theme: CardTheme;
  /** Whether the game is a favourite; the star shows only when onFavorite is given (members). */
  favorite?: boolean;
  onFavorite?: () => void;
  onLaunch: () => void;
}

const footer = css`
  display: flex;
  align-items: center;
  gap: ${token('space.xs')};
  min-height: 40px;
  padding-block: 0 ${token('space.xs')};
  padding-inline: ${token('space.sm')} ${token('space.xs')};
  small {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    font-size: ${token('font.size.xs')};
    white-space: nowrap;
    text-overflow: ellipsis;
  }
`;

const starButton = css`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: max(36px, ${layout('touch.floor')});
  height: max(36px, ${layout('touch.floor')});
  border: 0;
  border-radius: ${token('radius.pill')};
  background: var(--card-to);
  color: var(--card-text);
  cursor: pointer;
  ${focusRing};
  svg {
    fill: none;
  }
  &[aria-pressed='true'] svg {
    fill: currentColor;
  }
`;

function StarIcon(): ReactNode {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z" />
    </svg>
  );
}

/**
 * A game tile: lazy icon in a reserved square, name and vendor on the card theme's gradient, HOT/NEW flags, a
 * maintenance veil, and for members a favourite star (a separate button: controls are never nested).
 */
export function GameCard({ game, theme, favorite = false, onFavorite, onLaunch }: GameCardProps): ReactNode {
  const intl = useIntl();
  const images = useImageSource();
  const isNew = game.gameGroupCode.includes('NEW');
  const isHot = game.isHot === 1 || game.gameGroupCode.includes('HOT');
  return (
    <article css={cardFrame} style={themeVars(theme)} data-testid="game-card" data-node-id={game.nodeId}>
      {/* the game's name is the button's accessible name; vendor and star sit below it, never on top */}
      <button
        type="button"
        css={launchButton}
        onClick={onLaunch}
       
        data-testid="game-card-launch"
      >
        <LazyImage src={images.url(game.iconUrl)} fallbackSrc={images.fallbackSrc} alt="" ratio="1 / 1" />
        <span css={caption}>
          <strong>{game.gameName}</strong>
        </span>
        {/* inside the button: its name says so, and a click still answers 'Game maintenance' */}
        {game.maintenance && (
          <span css={maintenanceVeil} data-testid="game-card-maintenance">
            {intl.formatMessage(cardMessages.maintenance)}
          </span>
        )}
      </button>
      {(isHot || isNew) && (
        <span css={flagRow}>
          {isHot && <span css={flag}>{intl.formatMessage(cardMessages.hot)}</span>}
          {isNew && <span css={flag}>{intl.formatMessage(cardMessages.new)}</span>}
        </span>
      )}
      <span css={footer}>
        <small>{game.displayName}</small>
        {onFavorite && (
          <button
            type="button"
            css={starButton}
            aria-pressed={favorite}
            aria-label={intl.formatMessage(cardMessages.favorite, { name: game.gameName })}
            onClick={onFavorite}
            data-testid="game-card-favorite"
          >
            <StarIcon />
          </button>
        )}
      </span>
    </article>
  );
}
