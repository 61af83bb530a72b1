import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BellIcon, Button, EmptyState, SearchIcon } from '../../src/ui/index.ts';
import { Matrix, Surface } from './helpers.tsx';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: { title: 'No transactions yet', description: 'Deposits, withdrawals and transfers appear here.' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAction: Story = { args: { action: <Button onClick={fn()}>Make a deposit</Button> } };
export const CustomIcon: Story = { args: { icon: <SearchIcon size={48} />, title: 'No games match “dragon”', description: 'Try another name.' } };
export const TitleOnly: Story = { args: { description: undefined, title: 'Inbox is empty' } };
export const OnSurface: Story = {
  render: (args) => (
    <Surface>
      <EmptyState {...args} />
    </Surface>
  ),
};

export const AllStates: Story = {
  render: () => (
    <Matrix
      columns={2}
      items={[
        ['default', <EmptyState title="No transactions yet" description="Deposits and withdrawals appear here." />],
        ['action', <EmptyState title="No bank cards" description="Add one to withdraw." action={<Button>Add a card</Button>} />],
        ['icon', <EmptyState icon={<BellIcon size={48} />} title="No notifications" />],
        ['বাংলা', <EmptyState title="কোনো লেনদেন নেই" description="জমা ও উত্তোলন এখানে দেখা যাবে।" />],
      ]}
    />
  ),
};
