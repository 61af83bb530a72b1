import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppRoutes } from '../../src/app/router/AppRoutes.tsx';
import { STORY_CAPTCHA, WithFreshApi, WithHelpCenter } from './fixtures.tsx';

/** The whole shell at a route: header, side menu, floating bar and footer as each route's chrome calls for. */
const meta = {
  title: 'App/Layout',
  render: () => (
    <WithHelpCenter>
      <AppRoutes />
    </WithHelpCenter>
  ),
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = { parameters: { route: '/' } };
export const GameCategory: Story = { parameters: { route: '/live' } };
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
