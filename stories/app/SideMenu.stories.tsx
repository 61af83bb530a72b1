import type { Meta, StoryObj } from '@storybook/react-vite';
import { SideMenu } from '../../src/app/layout/SideMenu.tsx';

const meta = {
  title: 'App/SideMenu',
  // page level / layout: the visual runner also screenshots these at 390 × 844
  tags: ['phone'],
  component: SideMenu,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SideMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NothingActive: Story = { parameters: { route: '/' } };
export const CategoryActive: Story = { parameters: { route: '/live' } };
/** /rng?vassalage=INHOUSE: in-house games is current, slots is not (the vassalage query decides). */
export const InHouseCurrent: Story = { parameters: { route: '/rng?vassalage=INHOUSE' } };
