import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from '../../src/app/layout/Footer.tsx';
import { WithHelpCenter } from './fixtures.tsx';

const PHONE = { viewport: { value: 'phone390', isRotated: false } };

/** Footer: vendor carousel, payment and certification logos, help links, feedback entry. */
const meta = {
  title: 'App/Footer',
  // page level / layout: the visual runner also screenshots these at 390 × 844
  tags: ['phone'],
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

/** Phone: one column, a taller vendor carousel without arrows, 44 px help links, room for the floating launcher. */
export const Phone: Story = {
  ...Loaded,
  globals: PHONE,
};

/** A small phone (the toolbar's narrowest; 320 px is checked by tests/e2e/mode/floating-bar.test.ts). */
export const PhoneSmall: Story = {
  ...Loaded,
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
