import { css } from '@emotion/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { isLargeMenu, laneRoute, type GameLane } from '../../engine/games/lanes.ts';
import { token } from '../../engine/theme/token.ts';
import { LazyImage, useImageSource } from '../../ui/index.ts';
import { zIndex } from '../../ui/styles.ts';
import { useBoot } from '../boot/BootContext.tsx';
import { laneMessage } from '../i18n/navMessages.ts';

/** Categories whose vendors have their own list page (?vassalage=); the others open their game center. */
const LIST_TYPES = new Set(['RNG', 'FISH', 'LIVE', 'PVP', 'BGS', 'INHOUSE']);

function vendorRoute(lane: GameLane, code: string): string {
  if (!LIST_TYPES.has(lane.type)) return laneRoute(lane.type);
  const path = lane.type === 'INHOUSE' ? '/rng' : `/${lane.type.toLowerCase()}`;
  return `${path}?vassalage=${encodeURIComponent(code)}`;
}

const panel = css`
  position: absolute;
  top: 100%;
  inset-inline: 0;
  z-index: ${zIndex.dropdown};
  padding: ${token('space.md')} ${token('space.lg')};
  background: ${token('color.bg.raised')};
  color: ${token('color.text.primary')};
  border-top: 1px solid ${token('color.border.default')};
  box-shadow: ${token('shadow.lg')};
  ul {
    display: grid;
    gap: ${token('space.sm')};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: flex;
    align-items: center;
    gap: ${token('space.sm')};
    padding: ${token('space.sm')};
    border-radius: ${token('radius.md')};
    color: inherit;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${token('color.bg.sunken')};
  }
  &[data-size='compact'] ul {
    grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  }
  &[data-size='large'] ul {
    grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  }
  &[data-size='large'] a {
    flex-direction: column;
    text-align: center;
  }
`;

const icon = css`
  flex: none;
  width: 40px;
  [data-size='large'] & {
    width: 64px;
  }
`;

function Vendors({ lane }: { lane: GameLane }): ReactNode {
  const images = useImageSource();
  return (
    <ul>
      {lane.vendors.map((v) => (
        <li key={v.code}>
          <Link to={vendorRoute(lane, v.code)} data-vendor={v.code}>
            <span css={icon}>
              <LazyImage src={images.url(`/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/${v.code}-DEFAULT.svg`)} fallbackSrc={images.fallbackSrc} alt="" fit="contain" />
            </span>
            <span>{v.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The header's game menu for one category (vendor icons from the image CDN that GameMenuHost provides): its vendors, each to its list (or the category's center). The
 * menu takes its large layout (bigger tiles, more per row) when the category has more than 10 vendors.
 */
export default function GameMenu({ type, onClose }: { type: string; onClose: () => void }): ReactNode {
  const intl = useIntl();
  const { lanes } = useBoot();
  const lane = lanes.find((l) => l.type === type);
  // a vendor link was followed: the menu has done its job
  const { key } = useLocation();
  const openedAt = useRef(key);
  useEffect(() => {
    if (key !== openedAt.current) onClose();
  }, [key, onClose]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  if (!lane) return null;
  const large = isLargeMenu(lane.vendors.length);
  return (
    <nav css={panel} data-size={large ? 'large' : 'compact'} aria-label={intl.formatMessage(laneMessage(lane.type))} data-testid="game-menu">
      <Vendors lane={lane} />
    </nav>
  );
}
