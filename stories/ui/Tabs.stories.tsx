import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs, TextField, type TabItem } from '../../src/ui/index.ts';
import { Matrix, Surface } from './helpers.tsx';

const items: TabItem[] = [
  { id: 'username', label: 'Username', content: <TextField label="Username" /> },
  { id: 'sms', label: 'SMS login', content: <TextField label="Mobile number" type="tel" prefix="+880" /> },
  { id: 'social', label: 'One-click', content: <p css={{ margin: 0 }}>Google, Facebook or Telegram.</p> },
];

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { label: 'Login method', items },
  decorators: [(Story) => <Surface width={480}><Story /></Surface>],
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SecondSelected: Story = { args: { defaultValue: 'sms' } };
export const WithDisabled: Story = {
  args: { items: [items[0]!, { ...items[1]!, disabled: true }, items[2]!] },
};
export const Fitted: Story = { args: { fitted: true } };

/** Arrow keys move and select, skipping disabled tabs; one tab stop for the list. */
export const KeyboardNavigation: Story = {
  // its point is where focus ends up: shot with the focus ring (scripts/visual.ts)
  tags: ['focus-state'],
  args: { items: [items[0]!, { ...items[1]!, disabled: true }, items[2]!] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const first = c.getByRole('tab', { name: 'Username' });
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    const third = c.getByRole('tab', { name: 'One-click' });
    await expect(third).toHaveFocus();
    await expect(third).toHaveAttribute('aria-selected', 'true');
    await expect(c.getByRole('tabpanel')).toHaveTextContent('Google');
    await userEvent.keyboard('{Home}');
    await expect(first).toHaveFocus();
  },
};

export const AllStates: Story = {
  render: (args) => (
    <Matrix
      columns={1}
      items={[
        ['first selected', <Tabs {...args} key="a" />],
        ['second selected', <Tabs {...args} key="b" defaultValue="sms" />],
        ['disabled tab', <Tabs {...args} key="c" items={[items[0]!, { ...items[1]!, disabled: true }, items[2]!]} />],
        ['fitted', <Tabs {...args} key="d" fitted />],
      ]}
    />
  ),
};
