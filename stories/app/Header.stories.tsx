import type { Meta, StoryObj } from '@storybook/react-vite';
import { Header } from '../../src/app/layout/Header.tsx';

const meta = {
  title: 'App/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnHome: Story = { parameters: { route: '/' } };
export const OnCategory: Story = { parameters: { route: '/rng' } };
export const OnPromotions: Story = { parameters: { route: '/promotions' } };

/** Every active-item state in one view. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Header />
    </div>
  ),
  parameters: { route: '/live' },
};
