import type { Meta, StoryObj } from '@storybook/react-vite';
import { SideMenu } from '../../src/app/layout/SideMenu.tsx';

const meta = {
  title: 'App/SideMenu',
  component: SideMenu,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SideMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NothingActive: Story = { parameters: { route: '/' } };
export const CategoryActive: Story = { parameters: { route: '/live' } };
