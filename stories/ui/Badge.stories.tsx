import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, BellIcon, IconButton, InboxIcon } from '../../src/ui/index.ts';
import { Matrix } from './helpers.tsx';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { count: 3 },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {};
export const OverMax: Story = { args: { count: 250 } };
export const CustomMax: Story = { args: { count: 12, max: 9 } };
export const PrimaryTone: Story = { args: { tone: 'primary', count: 7 } };
/** Nothing is drawn at 0: only the icon button remains. */
export const ZeroIsHidden: Story = {
  render: () => (
    <Badge count={0}>
      <IconButton label="Inbox">
        <InboxIcon />
      </IconButton>
    </Badge>
  ),
};
export const OnIconButton: Story = {
  render: () => (
    <Badge count={5} label="5 unread messages">
      <IconButton label="Inbox">
        <InboxIcon />
      </IconButton>
    </Badge>
  ),
};

export const AllStates: Story = {
  render: () => (
    <Matrix
      columns={4}
      items={[
        ['1', <Badge count={1} />],
        ['42', <Badge count={42} />],
        ['250 → 99+', <Badge count={250} />],
        ['max 9', <Badge count={12} max={9} />],
        ['primary', <Badge count={7} tone="primary" />],
        ['0 (hidden)', <Badge count={0}><IconButton label="Inbox"><InboxIcon /></IconButton></Badge>],
        ['on a button', <Badge count={5}><IconButton label="Inbox"><InboxIcon /></IconButton></Badge>],
        ['on a bell', <Badge count={120} tone="primary"><IconButton label="Notifications"><BellIcon /></IconButton></Badge>],
      ]}
    />
  ),
};
