import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { splitCardLanes } from '../../../engine/games/lanes.ts';
import { token } from '../../../engine/theme/token.ts';
import { Skeleton, visuallyHidden, type Timers } from '../../../ui/index.ts';
import { useAnnouncements } from '../../api/announcements.ts';
import { useVendorLanes, useWinners } from '../../api/games.ts';
import { useBoot } from '../../boot/BootContext.tsx';
import { AreaMessages } from '../../i18n/AreaMessages.tsx';
import { homeNotices } from '../announcements/noticeList.ts';
import { useAnnouncementPopup } from '../announcements/useAnnouncementPopup.ts';
import { usePopupExecution } from '../announcements/usePopupExecution.ts';
import { GamesScope } from '../games/GamesScope.tsx';
import { useLaunchGame } from '../games/launch/useLaunchGame.ts';
import { BannerCarousel } from './BannerCarousel.tsx';
import { HotGamesSection } from './HotGamesCarousel.tsx';
import type { RandomSource } from './jackpot.ts';
import { JackpotCounter } from './JackpotCounter.tsx';
import { LaneSections } from './LaneSections.tsx';
import { homeMessages } from './messages.ts';
import { NoticeMarquee } from './NoticeMarquee.tsx';
import { SectionFailed } from './SectionFailed.tsx';
import { WinnerBoard } from './WinnerBoard.tsx';

/** The home page's banners are the w_home group. */
export const HOME_BANNER_GROUP = 'w_home';

const page = css`
  display: flex;
  flex-direction: column;
  gap: ${token('space.lg')};
  min-width: 0;
`;

const prizes = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  gap: ${token('space.md')};
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export interface HomeMotion {
  /** Hold carousels, marquee and winner scroll still (stories, visual runs). */
  paused?: boolean;
  /** Clock of the carousels and the jackpot (stories: frozen timers). */
  timers?: Timers;
  /** Random source of the jackpot (stories: seeded). */
  random?: RandomSource;
}

function HomeContent({ paused, timers, random }: HomeMotion): ReactNode {
  const { brand, flags } = useBoot();
  const announcements = useAnnouncements(usePopupExecution());
  const winners = useWinners();
  const lanes = useVendorLanes(brand.merchantCode);
  const launch = useLaunchGame();
  useAnnouncementPopup();
  // a G banner names a vendor: its card (when the lanes are here) starts it by the game launch rules
  const startVendor = (vendor: string): boolean => {
    const card = lanes.data?.data.lanes.flatMap((l) => l.cards).find((c) => c.vassalage === vendor);
    if (card) launch(card);
    return card !== undefined;
  };
  const banners = (announcements.data?.banners ?? []).filter((b) => b.groupName === HOME_BANNER_GROUP);
  // the brand file says whether banners will come: their space is kept while they load (no layout shift)
  const expectsBanners = (brand.banners[HOME_BANNER_GROUP]?.length ?? 0) > 0;
  return (
    <div css={page} data-testid="home">
      <h1 css={visuallyHidden}>
        <FormattedMessage {...homeMessages.pageTitle} />
      </h1>
      <NoticeMarquee notices={homeNotices(announcements.data)} paused={paused} />
      {announcements.isPending && expectsBanners ? (
        <div style={{ aspectRatio: '16 / 5' }}>
          <Skeleton height="100%" radius="lg" />
        </div>
      ) : (
        <BannerCarousel banners={banners} onVendor={startVendor} paused={paused} timers={timers} />
      )}
      {flags.hotGames && <HotGamesSection paused={paused} timers={timers} />}
      <div css={prizes}>
        <JackpotCounter random={random} timers={timers} />
        {winners.isError ? (
          <SectionFailed onRetry={() => void winners.refetch()} />
        ) : winners.data ? (
          <WinnerBoard winners={winners.data.list} paused={paused} />
        ) : (
          <Skeleton height="320px" radius="lg" />
        )}
      </div>
      {lanes.isError ? (
        <SectionFailed onRetry={() => void lanes.refetch()} />
      ) : (
        <LaneSections lanes={lanes.data ? splitCardLanes(lanes.data.data.lanes, brand.games) : []} />
      )}
    </div>
  );
}

/** The home page (`/`, `/index`, `/index.html`, `/home`): a lazy chunk with its own message area. */
export function HomeScreen(props: HomeMotion): ReactNode {
  return (
    <GamesScope>
      <AreaMessages area="home">
        <HomeContent {...props} />
      </AreaMessages>
    </GamesScope>
  );
}

export default function HomePage(): ReactNode {
  return <HomeScreen />;
}
