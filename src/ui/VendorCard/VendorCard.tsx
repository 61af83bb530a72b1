import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { CardTheme } from '../../engine/games/cards.ts';
import { token } from '../../engine/theme/token.ts';
import type { VendorCard as VendorCardData } from '../../generated/types.ts';
import { caption, cardFrame, launchButton, maintenanceVeil, themeVars } from '../GameCard/cardStyles.ts';
import { cardMessages } from '../GameCard/messages.ts';
import { LazyImage } from '../LazyImage/LazyImage.tsx';
import { useImageSource } from '../LazyImage/imageSource.tsx';

export interface VendorCardProps {
  vendor: Pick<VendorCardData, 'vassalage' | 'displayName' | 'lagerIcon' | 'gameCount' | 'maintenance'>;
  theme: CardTheme;
  onOpen: () => void;
}

const veil = css`
  ${maintenanceVeil};
  aspect-ratio: 16 / 9;
`;

const count = css`
  opacity: 0.9;
  font-size: ${token('font.size.xs')};
`;

/** A vendor of a game center (sports, e-sports, lottery, cockfight): 16:9 vendor art, name, game count, maintenance. */
export function VendorCard({ vendor, theme, onOpen }: VendorCardProps): ReactNode {
  const intl = useIntl();
  const images = useImageSource();
  return (
    <article css={cardFrame} style={themeVars(theme)} data-testid="vendor-card" data-vendor={vendor.vassalage}>
      <button
        type="button"
        css={launchButton}
        onClick={onOpen}
        data-testid="vendor-card-open"
      >
        <LazyImage src={images.url(vendor.lagerIcon)} fallbackSrc={images.fallbackSrc} alt="" ratio="16 / 9" />
        <span css={caption}>
          <strong>{vendor.displayName}</strong>
          {vendor.gameCount > 0 && <span css={count}>{intl.formatMessage(cardMessages.providerGames, { count: vendor.gameCount })}</span>}
        </span>
        {vendor.maintenance && (
          <span css={veil} data-testid="vendor-card-maintenance">
            {intl.formatMessage(cardMessages.maintenance)}
          </span>
        )}
      </button>
    </article>
  );
}
