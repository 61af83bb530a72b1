import type { Meta, StoryObj } from '@storybook/react-vite';
import { BellIcon, VisuallyHidden } from '../../src/ui/index.ts';

const meta = {
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Read by screen readers only' },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing shows; the text is in the accessibility tree. */
export const Default: Story = {};

/** Next to an icon: sighted users see the bell, screen readers hear "3 new notifications". */
export const WithIcon: Story = {
  render: () => (
    <p css={{ display: 'inline-flex', alignItems: 'center', gap: 8, margin: 0 }}>
      <BellIcon />
      <span aria-hidden="true">3</span>
      <VisuallyHidden>3 new notifications</VisuallyHidden>
    </p>
  ),
};

export const AllStates: Story = { render: WithIcon.render! };
