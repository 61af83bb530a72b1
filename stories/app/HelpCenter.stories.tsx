import type { Meta, StoryObj } from '@storybook/react-vite';
import HelpCenterPage from '../../src/app/features/help/HelpCenterPage.tsx';
import { NotFoundPage } from '../../src/app/features/notFound/NotFoundPage.tsx';
import { WithHelpCenter } from './fixtures.tsx';

const meta = {
  title: 'App/HelpCenter',
  component: HelpCenterPage,
} satisfies Meta<typeof HelpCenterPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The brand's help sections, operator HTML through DOMPurify. */
export const Loaded: Story = {
  render: () => (
    <WithHelpCenter>
      <HelpCenterPage />
    </WithHelpCenter>
  ),
};
export const NotFound: StoryObj = { render: () => <NotFoundPage /> };
