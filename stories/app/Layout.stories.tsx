import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useBoot } from '../../src/app/boot/BootContext.tsx';
import { HomeScreen } from '../../src/app/features/home/HomePage.tsx';
import { Layout } from '../../src/app/layout/Layout.tsx';
import { AppRoutes } from '../../src/app/router/AppRoutes.tsx';
import { usePreferences } from '../../src/app/state/preferences.ts';
import { frozenTimers } from '../ui/helpers.tsx';
import { gameListAnswer } from './games/gameFixtures.tsx';
import { homeAnswers, storyRandom } from './home/homeFixtures.ts';
import { STORY_CAPTCHA, WithFreshApi, WithHelpCenter } from './fixtures.tsx';

/** `/` in the full chrome: the home page with its canned answers, motion frozen and the jackpot seeded. */
function HomeInLayout(): ReactNode {
  const boot = useBoot();
  const language = usePreferences((s) => s.language);
  return (
    <WithFreshApi key={`${boot.brand.id}-${language}`} answers={homeAnswers(boot, language, 'guest', 'loaded', true)}>
      <Layout chrome="full">
        <HomeScreen paused timers={frozenTimers} random={storyRandom} />
      </Layout>
    </WithFreshApi>
  );
}

/** The whole shell at a route: header, side menu, floating bar and footer as each route's chrome calls for. */
const meta = {
  title: 'App/Layout',
  // page level / layout: the visual runner also screenshots these at 390 × 844
  tags: ['phone'],
  render: () => (
    <WithHelpCenter>
      <AppRoutes />
    </WithHelpCenter>
  ),
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = { parameters: { route: '/' }, render: () => <HomeInLayout /> };
export const GameCategory: Story = {
  parameters: { route: '/live' },
  decorators: [
    (Story) => (
      <WithFreshApi answers={{ 'GET /wps/relay/GCSGAME_gameList': gameListAnswer(24) }}>
        <Story />
      </WithFreshApi>
    ),
  ],
};
export const HelpCenter: Story = { parameters: { route: '/help' } };
/** /seamless: header only (no side menu, floating bar or footer). */
export const Seamless: Story = { parameters: { route: '/seamless' } };
/** /agent: no header or footer (its login form may load a captcha: a canned one here). */
export const AgentLanding: Story = {
  parameters: { route: '/agent' },
  decorators: [
    (Story) => (
      <WithFreshApi answers={{ 'GET /wps/captcha': STORY_CAPTCHA }}>
        <Story />
      </WithFreshApi>
    ),
  ],
};
export const NotFound: Story = { parameters: { route: '/no/such/page' } };
