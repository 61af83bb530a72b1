import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppRoutes } from '../../src/app/router/AppRoutes.tsx';
import { WithHelpCenter } from './fixtures.tsx';

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
/** /agent: no header or footer. */
export const AgentLanding: Story = { parameters: { route: '/agent' } };
export const NotFound: Story = { parameters: { route: '/no/such/page' } };
