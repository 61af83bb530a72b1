import type { Meta, StoryObj } from '@storybook/react-vite';
import { ComingSoonRoute } from '../../src/app/features/comingSoon/ComingSoonRoute.tsx';
import { guardMessage } from '../../src/app/router/guard.ts';

/** The interim panel on routes a later issue builds. */
const meta = {
  title: 'App/ComingSoonRoute',
  // page level: the visual runner also screenshots these at 390 × 844
  tags: ['phone'],
  component: ComingSoonRoute,
  args: { feature: 'member' },
} satisfies Meta<typeof ComingSoonRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MemberCenter: Story = {};
/** /login reached through the guard: the 'not logged in' notice above the panel. */
export const LoginFromGuard: Story = {
  args: { feature: 'login' },
  parameters: { route: { pathname: '/login', state: { reason: guardMessage.id } } },
};
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <ComingSoonRoute feature="home" />
      <ComingSoonRoute feature="gameList" />
      <ComingSoonRoute feature="agentHome" />
    </div>
  ),
};
