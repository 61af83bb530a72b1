import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { useBoot } from '../../../src/app/boot/BootContext.tsx';
import { HomeScreen } from '../../../src/app/features/home/HomePage.tsx';
import { frozenTimers, Matrix } from '../../ui/helpers.tsx';
import { WithFreshApi, WithSession, type StoryVisitor } from '../fixtures.tsx';
import { usePreferences } from '../../../src/app/state/preferences.ts';
import { homeAnswers, storyRandom, type HomeVariant } from './homeFixtures.ts';

/** The home page with the brand's own content as canned answers; motion frozen, jackpot seeded. */
function Home({ variant = 'loaded', as = 'guest' }: { variant?: HomeVariant; as?: StoryVisitor }): ReactNode {
  const boot = useBoot();
  const language = usePreferences((s) => s.language);
  return (
    <WithFreshApi key={`${boot.brand.id}-${language}-${variant}-${as}`} answers={homeAnswers(boot, language, as, variant)}>
      <WithSession as={as}>
        <HomeScreen paused timers={frozenTimers} random={storyRandom} />
      </WithSession>
    </WithFreshApi>
  );
}

/**
 * The home page: notice marquee, w_home banners, hot games (4 per view), jackpot, winner board (top 3 highlighted,
 * ranks from 4 scrolling), one section per category lane of the brand.
 */
const meta = {
  title: 'App/Home/HomePage',
  // page level / layout: the visual runner also screenshots these at 390 × 844
  tags: ['phone'],
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  tags: ['language-matrix'],
  render: () => <Home />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByTestId('home-winners-top')).toBeInTheDocument();
    // two fraction digits, in the brand language's own separator and digits (৳1,234.56, ₫384.000.000,00)
    await expect(await page.findByTestId('home-jackpot-amount')).toHaveTextContent(/[.,٫]\p{Nd}{2}$/u);
  },
};
export const Member: Story = { render: () => <Home as="member" /> };
export const Loading: Story = { render: () => <Home variant="loading" /> };
/** Every endpoint down: each section says so with a retry; the jackpot (local) still shows. */
export const Failed: Story = { render: () => <Home variant="failed" /> };
/** A brand without notices has no marquee (pebble's own content has none). */
export const WithoutNotices: Story = { render: () => <Home variant="noNotices" /> };
/** 7 hot games or fewer: no arrows (arrows only above 7). */
export const FewHotGames: Story = { render: () => <Home variant="fewHotGames" /> };
/** A sports lane of 17 vendors is cut at 12 on the home page. */
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
