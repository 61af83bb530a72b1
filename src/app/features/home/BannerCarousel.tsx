import { css } from '@emotion/react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Carousel, type Timers } from '../../../ui/index.ts';
import type { BannerItem } from '../../api/announcements.ts';
import { useBoot } from '../../boot/BootContext.tsx';
import { bannerTarget } from './bannerLink.ts';
import { homeMessages } from './messages.ts';

/** Banners autoplay every 5000 ms with a 1000 ms transition and loop only with more than one. */
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_SPEED_MS = 1000;

const fill = css`
  display: block;
  width: 100%;
  height: 100%;
  & > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const noSubscription = (): (() => void) => () => undefined;
/** Stands for the page's origin where there is none yet (server render, hydration): site paths stay in the app. */
const UNKNOWN_ORIGIN = 'http://origin.invalid';

/** The page's origin; the server's HTML and the hydration render use UNKNOWN_ORIGIN, so both draw the same links. */
function usePageOrigin(): string {
  return useSyncExternalStore(noSubscription, () => window.location.origin, () => UNKNOWN_ORIGIN);
}

export interface BannerCarouselProps {
  banners: BannerItem[];
  /** Game vendor banners (linkage type G) start the vendor by the game launch rules when given; else their page opens. */
  onVendor?: (vendor: string) => boolean;
  paused?: boolean;
  timers?: Timers;
}

/** The home page's w_home banners: each a link to its promotion, vendor or URL, or just a picture. */
export function BannerCarousel({ banners, onVendor, paused, timers }: BannerCarouselProps): ReactNode {
  const intl = useIntl();
  const { lanes } = useBoot();
  const origin = usePageOrigin();
  if (banners.length === 0) return null;
  const slides = banners.map((b) => {
    const target = bannerTarget(b, lanes, origin);
    const img = <img src={b.url} alt={b.title} />;
    switch (target.kind) {
      case 'route':
        return (
          <Link key={b.bannerId} css={fill} to={target.to} state={target.state}>
            {img}
          </Link>
        );
      case 'vendor':
        return (
          <Link
            key={b.bannerId}
            css={fill}
            to={target.route}
            onClick={(e) => {
              if (onVendor?.(target.vendor)) e.preventDefault();
            }}
          >
            {img}
          </Link>
        );
      case 'external':
        return (
          <a
            key={b.bannerId}
            css={fill}
            href={target.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={intl.formatMessage(homeMessages.bannerExternal, { title: b.title })}
          >
            {img}
          </a>
        );
      default:
        return (
          <div key={b.bannerId} css={fill}>
            {img}
          </div>
        );
    }
  });
  return (
    <div data-testid="home-banners">
      <Carousel
        label={intl.formatMessage(homeMessages.banners)}
        slides={slides}
        autoplay={BANNER_AUTOPLAY_MS}
        speed={BANNER_SPEED_MS}
        paused={paused}
        timers={timers}
      />
    </div>
  );
}
