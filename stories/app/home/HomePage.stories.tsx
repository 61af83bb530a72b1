import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { useBoot, type BootContextValue } from '../../../src/app/boot/BootContext.tsx';
import type { AnnouncementList } from '../../../src/generated/types.ts';
import { HomeScreen } from '../../../src/app/features/home/HomePage.tsx';
import { seededRandom } from '../../../src/app/features/home/jackpot.ts';
import { frozenTimers, Matrix } from '../../ui/helpers.tsx';
import { failWith, PENDING, WithFreshApi, WithSession, type CannedAnswers, type StoryVisitor } from '../fixtures.tsx';
import { usePreferences } from '../../../src/app/state/preferences.ts';
import { brandAnnouncements, storyHotGames, storyVendorLanes, storyWinners } from './homeFixtures.ts';

type Variant = 'loaded' | 'loading' | 'failed' | 'noNotices' | 'fewHotGames' | 'longSports';

function answersFor(boot: BootContextValue, language: string, as: StoryVisitor, variant: Variant): CannedAnswers {
  if (variant === 'loading')
    return {
      '/wps/relay/MCSFE_getListAnnouncements': PENDING,
      '/wps/relay/GCSGAME_hotGamesV2': PENDING,
      '/wps/relay/GCSGAME_getRankList': PENDING,
      '/wps/relay/GCSGAME_newGameVendor': PENDING,
    };
  if (variant === 'failed') {
    const down = failWith('network', 'Network link is abnormal, please try again', null, 0);
    return {
      '/wps/relay/MCSFE_getListAnnouncements': down,
      '/wps/relay/GCSGAME_hotGamesV2': down,
      '/wps/relay/GCSGAME_getRankList': down,
      '/wps/relay/GCSGAME_newGameVendor': down,
    };
  }
  return {
    '/wps/relay/MCSFE_getListAnnouncements': noNotices(brandAnnouncements(boot, language, as === 'guest' ? 'B' : 'A'), variant === 'noNotices'),
    '/wps/relay/GCSGAME_hotGamesV2': { list: storyHotGames(boot, variant === 'fewHotGames' ? 6 : 12) },
    '/wps/relay/GCSGAME_getRankList': { list: storyWinners() },
    '/wps/relay/GCSGAME_newGameVendor': storyVendorLanes(boot, variant === 'longSports' ? 14 : 0),
  };
}

function noNotices(list: AnnouncementList, clear: boolean): AnnouncementList {
  return clear ? { ...list, player: [], hot: [], promotion: [] } : list;
}

/** The home page with the brand's own content as canned answers; motion frozen, jackpot seeded. */
function Home({ variant = 'loaded', as = 'guest' }: { variant?: Variant; as?: StoryVisitor }): ReactNode {
  const boot = useBoot();
  const language = usePreferences((s) => s.language);
  return (
    <WithFreshApi key={`${boot.brand.id}-${language}-${variant}-${as}`} answers={answersFor(boot, language, as, variant)}>
      <WithSession as={as}>
        <HomeScreen paused timers={frozenTimers} random={seededRandom(20260115)} />
      </WithSession>
    </WithFreshApi>
  );
}

/**
 * Seed §2 Home: notice marquee, w_home banners, hot games (4 per view), jackpot, winner board (top 3 highlighted,
 * ranks from 4 scrolling), one section per category lane of the brand.
 */
const meta = {
  title: 'App/Home/HomePage',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  render: () => <Home />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByTestId('home-winners-top')).toBeInTheDocument();
    await expect(await page.findByTestId('home-jackpot-amount')).toHaveTextContent(/\.[0-9০-৯]{2}$/);
  },
};
export const Member: Story = { render: () => <Home as="member" /> };
export const Loading: Story = { render: () => <Home variant="loading" /> };
/** Every endpoint down: each section says so with a retry; the jackpot (local) still shows. */
export const Failed: Story = { render: () => <Home variant="failed" /> };
/** A brand without notices has no marquee (pebble's own content has none). */
export const WithoutNotices: Story = { render: () => <Home variant="noNotices" /> };
/** 7 hot games or fewer: no arrows (seed §9 arrows above 7). */
export const FewHotGames: Story = { render: () => <Home variant="fewHotGames" /> };
/** A sports lane of 17 vendors is cut at 12 on the home page (seed §9). */
export const LongSportsLane: Story = { render: () => <Home variant="longSports" /> };

export const AllStates: Story = {
  render: () => (
    <Matrix
      columns={1}
      items={[
        ['loaded (guest)', <Home />],
        ['loading', <Home variant="loading" />],
        ['failed', <Home variant="failed" />],
        ['6 hot games (no arrows)', <Home variant="fewHotGames" />],
        ['no notices', <Home variant="noNotices" />],
      ]}
    />
  ),
};
