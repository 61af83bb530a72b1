import type { Meta, StoryObj } from '@storybook/react-vite';
import VerifyPage, { VerifyResult } from '../../../src/app/features/inhouse/VerifyPage.tsx';
import { failWith } from '../fixtures.tsx';
import { GamesStory } from '../games/gameFixtures.tsx';
import { inhouseAnswers, verified } from './inhouseFixtures.tsx';

/** /inhouse/verify: recompute a round on the server and in the browser; a round's link fills it in. */
const meta = {
  title: 'App/Inhouse/Verify',
  tags: ['phone'],
  parameters: { layout: 'fullscreen', route: '/inhouse/verify' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  render: () => (
    <GamesStory as="member" answers={inhouseAnswers('dice')}>
      <VerifyPage />
    </GamesStory>
  ),
};
export const Round: Story = {
  parameters: { route: '/inhouse/verify?roundId=IHD2' },
  render: () => (
    <GamesStory as="member" answers={inhouseAnswers('dice')}>
      <VerifyPage />
    </GamesStory>
  ),
};
export const NotRevealedYet: Story = {
  parameters: { route: '/inhouse/verify?roundId=IHD2' },
  render: () => (
    <GamesStory
      as="member"
      answers={inhouseAnswers('dice', {
        'POST /wps/relay/inhouse/verify': failWith('request_param_err', 'This round’s server seed is still in use: rotate your seed to reveal it, then verify'),
      })}
    >
      <VerifyPage />
    </GamesStory>
  ),
};
export const AllStates: Story = {
  render: () => (
    <GamesStory as="member" answers={{}}>
      <div css={{ display: 'grid', gap: 16 }}>
        <VerifyResult value={verified} />
        <VerifyResult value={{ ...verified, recorded: 4000, matches: false }} />
      </div>
    </GamesStory>
  ),
};
