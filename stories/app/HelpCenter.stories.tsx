import type { Meta, StoryObj } from '@storybook/react-vite';
import HelpCenterPage from '../../src/app/features/help/HelpCenterPage.tsx';
import { NotFoundPage } from '../../src/app/features/notFound/NotFoundPage.tsx';
import { WithHelpCenter } from './fixtures.tsx';

const meta = {
  title: 'App/HelpCenter',
  // page level: the visual runner also screenshots these at 390 × 844
  tags: ['phone'],
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
