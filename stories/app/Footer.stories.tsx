import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from '../../src/app/layout/Footer.tsx';
import { WithHelpCenter } from './fixtures.tsx';

const meta = {
  title: 'App/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Help links loaded from the help center. */
export const Loaded: Story = {
  render: () => (
    <WithHelpCenter>
      <Footer />
    </WithHelpCenter>
  ),
};
